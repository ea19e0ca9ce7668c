import { PASSWORD_MIN_LENGTH } from '@portal/contract';
import { unprocessable } from '../../http/errors.js';

/**
 * The rule every new password meets, wherever it is set (change-password, a set-password
 * link): 422 `password_too_short` with its Dutch message otherwise.
 */
export function checkNewPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw unprocessable(
      'password_too_short',
      `Het nieuwe wachtwoord moet minstens ${PASSWORD_MIN_LENGTH} tekens lang zijn.`,
    );
  }
}
