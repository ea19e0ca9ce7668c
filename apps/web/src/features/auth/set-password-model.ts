import { INVALID_SET_PASSWORD_LINK, PASSWORD_RESET_FRAGMENT } from '@portal/contract/rules';
import { ApiError } from '@/shared/api/api-error';

export const GENERIC_SET_PASSWORD_ERROR = 'Er is iets misgegaan. Probeer het opnieuw.';

/** The token of a set-password link: `#token=…` (a fragment, so it never reaches a server log). */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token ? token : null;
}

/** Whether the link came from "Wachtwoord vergeten?" (`#token=…&herstel=1`). */
export function isResetLink(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).get(PASSWORD_RESET_FRAGMENT) === '1';
}

/**
 * What a failed save means for the screen: the link is dead (the form goes, the server's
 * message stays), the password breaks the server's rule (at the field), or anything else (above
 * the form: too many attempts with the server's wait, or try again).
 */
export type SetPasswordFailure =
  | { kind: 'link'; message: string }
  | { kind: 'password'; message: string }
  | { kind: 'form'; message: string };

export function setPasswordFailure(error: unknown): SetPasswordFailure {
  if (!(error instanceof ApiError)) return { kind: 'form', message: GENERIC_SET_PASSWORD_ERROR };
  if (error.code === INVALID_SET_PASSWORD_LINK.code) {
    return { kind: 'link', message: error.message || INVALID_SET_PASSWORD_LINK.message };
  }
  if (error.status === 422) return { kind: 'password', message: error.message };
  if (error.status === 429) return { kind: 'form', message: error.message };
  return { kind: 'form', message: GENERIC_SET_PASSWORD_ERROR };
}
