/**
 * The rule of every new password (change-password and a set-password link): at least
 * PASSWORD_MIN_LENGTH characters and a zxcvbn score of at least PASSWORD_MIN_SCORE (0–4,
 * "safely unguessable" from 3), judged with the common and Dutch dictionaries and the user's
 * own name and e-mail address. A refused password is 422 with one of these codes.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MIN_SCORE = 3;

export const PASSWORD_RULE_CODES = {
  incorrect: 'incorrect_password',
  mismatch: 'password_mismatch',
  unchanged: 'password_unchanged',
  tooShort: 'password_too_short',
  tooWeak: 'password_too_weak',
} as const;

export const PASSWORD_RULE_MESSAGES = {
  incorrect: 'Het huidige wachtwoord is onjuist.',
  mismatch: 'De nieuwe wachtwoorden komen niet overeen.',
  unchanged: 'Het nieuwe wachtwoord moet anders zijn dan het huidige.',
  tooShort: `Het nieuwe wachtwoord moet minstens ${PASSWORD_MIN_LENGTH} tekens lang zijn.`,
  tooWeak:
    'Dit wachtwoord is te makkelijk te raden. Kies een langere zin of een mix van onverwachte woorden.',
} as const;
