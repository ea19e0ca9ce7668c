/**
 * The form rules of choosing a new password, written once for every form that does (the
 * set-password link now, the profile's password change later): both fields filled in and the
 * same. How long or strong a password must be is the server's rule; its 422 names it.
 */

export interface NewPasswordValues {
  password: string;
  repeat: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

export const NEW_PASSWORD_MESSAGES = {
  passwordMissing: 'Vul een nieuw wachtwoord in.',
  repeatMissing: 'Herhaal het nieuwe wachtwoord.',
  // The server's words for the same rule (change-password's password_mismatch).
  different: 'De nieuwe wachtwoorden komen niet overeen.',
} as const;

/** The problems of the form, per field (none: an empty object). */
export function checkNewPassword({ password, repeat }: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!password) errors.password = NEW_PASSWORD_MESSAGES.passwordMissing;
  if (!repeat) errors.repeat = NEW_PASSWORD_MESSAGES.repeatMissing;
  else if (password && password !== repeat) errors.repeat = NEW_PASSWORD_MESSAGES.different;
  return errors;
}
