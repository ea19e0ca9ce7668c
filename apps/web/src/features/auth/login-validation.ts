import {
  loginFormSchema,
  MISSING_CREDENTIALS,
  type LoginFormValues,
} from '@portal/contract/login-form';

/**
 * The login form checked by the contract's schema (SPEC §5). Loaded on the first submit: the
 * schema brings zod's core, which the login page's first download does without.
 * The values come back parsed (the e-mail address trimmed); a problem is its Dutch message.
 */
export function checkLoginForm(
  values: LoginFormValues,
): { values: LoginFormValues; problem?: undefined } | { problem: string } {
  const result = loginFormSchema.safeParse(values);
  if (result.success) return { values: result.data };
  return { problem: result.error.issues[0]?.message ?? MISSING_CREDENTIALS };
}
