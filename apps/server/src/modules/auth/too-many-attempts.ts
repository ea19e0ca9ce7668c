import { ERROR_CODES } from '@portal/contract';
import { JwtHttpError, WpHttpError } from '../../http/errors.js';

/** "15 minuten", "1 minuut", "4 seconden": how long to wait, in the words the user reads. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'seconde' : 'seconden'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minuut' : 'minuten'}`;
}

function withRetryAfter<E extends JwtHttpError | WpHttpError>(error: E, seconds: number): E {
  error.headers = { 'Retry-After': String(seconds) };
  return error;
}

/** 429 of POST /jwt-auth/v1/token, in the JWT Auth plugin's envelope. */
export const loginRefused = (seconds: number) =>
  withRetryAfter(
    new JwtHttpError(
      429,
      ERROR_CODES.tooManyAttempts,
      `Te veel mislukte inlogpogingen. Probeer het over ${waitInWords(seconds)} opnieuw.`,
    ),
    seconds,
  );

/** 429 of change-password (WordPress's envelope): the old password counts as a sign-in. */
export const passwordCheckRefused = (seconds: number) =>
  withRetryAfter(
    new WpHttpError(
      429,
      ERROR_CODES.tooManyAttempts,
      `Te veel pogingen met een onjuist huidig wachtwoord. Probeer het over ${waitInWords(seconds)} opnieuw.`,
    ),
    seconds,
  );

/** 429 of set-password: too many links that do not work, from this address or from many. */
export const setPasswordRefused = (seconds: number) =>
  withRetryAfter(
    new WpHttpError(
      429,
      ERROR_CODES.tooManyAttempts,
      `Te veel pogingen met een ongeldige link. Probeer het over ${waitInWords(seconds)} opnieuw.`,
    ),
    seconds,
  );

/** 429 of "Wachtwoord vergeten?": too many requests from this address. */
export const passwordResetRefused = (seconds: number) =>
  withRetryAfter(
    new WpHttpError(
      429,
      ERROR_CODES.tooManyAttempts,
      `Te veel aanvragen vanaf dit adres. Probeer het over ${waitInWords(seconds)} opnieuw.`,
    ),
    seconds,
  );
