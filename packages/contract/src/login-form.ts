// zod/mini: this schema ships with the login page, the app's first download.
import * as z from 'zod/mini';

/** SPEC §5: the one message for a missing e-mail address or password. */
export const MISSING_CREDENTIALS = 'E-mail en wachtwoord zijn verplicht';

/** The login form (SPEC §2, §5): both fields required; the e-mail address without spaces around it. */
export const loginFormSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, MISSING_CREDENTIALS)),
  password: z.string().check(z.minLength(1, MISSING_CREDENTIALS)),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;
