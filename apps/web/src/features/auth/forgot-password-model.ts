import { ApiError } from '@/shared/api/api-error';

export const EMPTY_EMAIL = 'Vul je e-mailadres in.';
const GENERIC = 'Er is iets misgegaan. Probeer het opnieuw.';

/** What the form says when the request failed: the server's wait (429), else try again. */
export function passwordResetFailure(error: unknown): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 400)) {
    return error.message || GENERIC;
  }
  return GENERIC;
}
