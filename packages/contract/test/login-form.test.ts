import { describe, expect, it } from 'vitest';
import { loginFormSchema, MISSING_CREDENTIALS } from '../src/login-form.js';

describe('loginFormSchema (SPEC §5: both fields required)', () => {
  it.each([
    ['', 'x'],
    ['  ', 'x'],
    ['a@b.test', ''],
    ['', ''],
  ])('refuses %j / %j with the one Dutch message', (email, password) => {
    const result = loginFormSchema.safeParse({ email, password });
    expect(result.success).toBe(false);
    expect(new Set(result.error?.issues.map((issue) => issue.message))).toEqual(
      new Set(['E-mail en wachtwoord zijn verplicht']),
    );
  });

  it('passes both, the e-mail address without the spaces around it', () => {
    expect(loginFormSchema.parse({ email: ' a@b.test ', password: ' geheim ' })).toEqual({
      email: 'a@b.test',
      password: ' geheim ',
    });
  });

  it('says it exactly as SPEC §5', () => {
    expect(MISSING_CREDENTIALS).toBe('E-mail en wachtwoord zijn verplicht');
  });
});
