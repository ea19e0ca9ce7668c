import { ERROR_CODES } from '@portal/contract/rules/error-codes';
import { PASSKEY_CODES } from '@portal/contract/rules/passkeys';
import { ApiError } from '@/shared/api/api-error';

export const DASHBOARD_PATH = '/portal/dashboard';

const GENERIC_LOGIN_ERROR = 'Er is iets misgegaan. Probeer het opnieuw.';

/** SPEC §8: the login messages per server code. */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return GENERIC_LOGIN_ERROR;
  if (error.code === ERROR_CODES.invalidEmail) return 'Dit e-mailadres is niet bekend.';
  if (error.code === ERROR_CODES.incorrectPassword) return 'Het wachtwoord is onjuist.';
  // The lock-out message says how long to wait; only the server knows, so show its words. A
  // deactivated account's message says whom to ask (issue 13).
  if (
    error.status === 429 ||
    error.code === ERROR_CODES.tooManyAttempts ||
    error.code === ERROR_CODES.userDeactivated ||
    // Issue 27: a role that needs a passkey, and a passkey that did not sign in.
    error.code === PASSKEY_CODES.strongAuthRequired ||
    error.code === PASSKEY_CODES.refused
  ) {
    return error.message || GENERIC_LOGIN_ERROR;
  }
  return GENERIC_LOGIN_ERROR;
}

/**
 * A redirect taken from the query is only followed when it stays inside the portal on this
 * site; anything else (`//evil.test`, `https://…`, `/portal` itself) is ignored, so the login
 * page cannot be used to bounce users elsewhere.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/portal/') || value.includes('\\')) return null;
  const base = 'https://portal.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || !url.pathname.startsWith('/portal/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a freshly signed-in user goes. */
export function afterLoginPath(redirect: string | null | undefined): string {
  return safeRedirectTarget(redirect) ?? DASHBOARD_PATH;
}
