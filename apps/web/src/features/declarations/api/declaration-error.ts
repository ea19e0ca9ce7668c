import { ApiError } from '@/shared/api/api-error';

export const GENERIC_ERROR = 'Er is een fout opgetreden. Probeer het opnieuw.';

/**
 * No response (offline, or the server out of reach). Issue 25 item 15: SPEC's "Error bij het
 * indienen van de declaratie" / "Error bij het berekenen van de kilometers" were English-Dutch
 * and did not say what happened to the line; see docs/product-rules.md.
 */
export const OFFLINE_LINE_ERROR =
  'Geen verbinding. De regel is niet opgeslagen; probeer het opnieuw als je weer online bent.';
export const OFFLINE_KILOMETERS_ERROR =
  'Geen verbinding. De afstand is niet berekend; probeer het opnieuw als je weer online bent.';

/** SPEC §5: the server's declaration rules answer 422 or 400 with a message to pass on. */
export const SERVER_RULE_STATUSES: readonly number[] = [422, 400];

/** A row action refused by the server's rules shows its message; anything else the fallback. */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && SERVER_RULE_STATUSES.includes(error.status) && error.message
    ? error.message
    : fallback;
}

interface ErrorOptions {
  /** The kilometre calculation has its own wording for 403 and for no response. */
  about?: 'declaration' | 'kilometers';
  /** Statuses whose server message is shown as it is: 422, and for submitting also 400. */
  serverMessageFor?: readonly number[];
}

/** SPEC §8: the message for a failed declaration call. */
export function declarationErrorMessage(
  error: unknown,
  { about = 'declaration', serverMessageFor = [422] }: ErrorOptions = {},
): string {
  if (!(error instanceof ApiError)) return GENERIC_ERROR;
  const kilometers = about === 'kilometers';
  if (error.status === 0) {
    return kilometers ? OFFLINE_KILOMETERS_ERROR : OFFLINE_LINE_ERROR;
  }
  if (serverMessageFor.includes(error.status) && error.message) return error.message;
  // A 401 only reaches us when renewing failed too; the session is ending.
  if (error.status === 403 || error.status === 401) {
    return kilometers
      ? 'Je moet ingelogd zijn om een kilometers te berekenen'
      : 'Je moet ingelogd zijn om een declaratie in te dienen';
  }
  if (error.status === 500) return 'Server error: Er is iets misgegaan';
  // Without an envelope the client already wrote "Error: {status} - {statusText}".
  return error.message.startsWith('Error: ')
    ? error.message
    : `Error: ${error.status} - ${error.message}`;
}

/**
 * Review calls: the server explains a refusal (403), a month in the wrong state (409) and bad
 * input (422) in Dutch, so its words are shown; anything else as for declarations.
 */
export function reviewErrorMessage(error: unknown): string {
  if (error instanceof ApiError && [403, 409, 422].includes(error.status) && error.message) {
    return error.message;
  }
  return declarationErrorMessage(error);
}
