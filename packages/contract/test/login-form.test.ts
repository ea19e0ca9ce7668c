import { describe, expect, it } from 'vitest';
import { loginFormSchema, MISSING_CREDENTIALS } from '../src/login-form.js';

describe('loginFormSchema (SPEC §5: both fields required)', () => {
  // Moved from the web's validateCredentials: the login form now checks with this schema.
  it.each([
    ['', 'x', 'E-mail en wachtwoord zijn verplicht'],
    ['  ', 'x', 'E-mail en wachtwoord zijn verplicht'],
    ['a@b.test', '', 'E-mail en wachtwoord zijn verplicht'],
    ['a@b.test', 'x', null],
  ])('%j / %j', (email, password, expected) => {
    const result = loginFormSchema.safeParse({ email, password });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(expected);
  });

  it('says the one message for each missing field', () => {
    const result = loginFormSchema.safeParse({ email: '', password: '' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['email'], 'E-mail en wachtwoord zijn verplicht'],
      [['password'], 'E-mail en wachtwoord zijn verplicht'],
    ]);
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
