import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { BodyInput } from '@portal/contract/endpoints';
import type { addPasskey } from '@portal/contract/endpoints/passkeys';
import type { PasskeyAnswer } from '@/shared/session/auth-api';

/** The browser's answer to the options of adding a passkey, as the contract takes it. */
export type NewPasskeyAnswer = BodyInput<typeof addPasskey>['response'];

/**
 * The browser's side of passkeys (issue 27) through @simplewebauthn/browser, loaded only when a
 * passkey is used: the login page's first download stays as it was.
 */
const browser = () => import('@simplewebauthn/browser');

type Options = { challenge: string } & Record<string, unknown>;

/** Whether this browser can use passkeys at all (the button is shown only then). */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Whether the e-mail field may offer passkeys in its autofill (conditional mediation). */
export async function passkeyAutofillSupported(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  return (await browser()).browserSupportsWebAuthnAutofill();
}

/** navigator.credentials.get: the answer of a passkey the person picks. */
export async function answerWithPasskey(
  options: Options,
  autofill = false,
): Promise<PasskeyAnswer> {
  const { startAuthentication } = await browser();
  // The library's types name the extension results exactly; the contract takes any record.
  return (await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: autofill,
  })) as PasskeyAnswer;
}

/** navigator.credentials.create: a new passkey for the options' user. */
export async function createPasskey(options: Options): Promise<NewPasskeyAnswer> {
  const { startRegistration } = await browser();
  return (await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  })) as NewPasskeyAnswer;
}

/**
 * The person closed the browser's dialog, or another ceremony took its place (a click on the
 * button while the autofill waited): nothing to report.
 */
export function passkeyCancelled(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const names = [error.name, (error.cause as Error | undefined)?.name];
  return (
    names.includes('NotAllowedError') ||
    names.includes('AbortError') ||
    (error as { code?: string }).code === 'ERROR_CEREMONY_ABORTED'
  );
}

/** Ends a ceremony under way (the autofill's, when the page is left). */
export async function cancelPasskeyCeremony(): Promise<void> {
  (await browser()).WebAuthnAbortService.cancelCeremony();
}
