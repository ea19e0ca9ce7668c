import { PASSWORD_RULE_MESSAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { checkNewPassword, personalWords } from '../../src/modules/auth/password-rules.js';
import { WpHttpError } from '../../src/http/errors.js';

/** The one rule of change-password and set-password links (issue 10, item 5). */

const refusal = async (password: string, words: string[] = []) => {
  try {
    await checkNewPassword(password, words);
    return undefined;
  } catch (error) {
    if (!(error instanceof WpHttpError)) throw error;
    return { status: error.status, code: error.code, message: error.message };
  }
};

const eva = {
  email: 'eva.peters@vandalen.example',
  voornaam: 'Eva',
  tussenvoegsel: 'van',
  achternaam: 'Dijk',
};

describe('checkNewPassword', () => {
  it.each(['Tulp!Regen#7', 'Nieuw-wachtwoord-42', 'fietsbel-tulp-onweer', 'Hn7$kq2LmP9x'])(
    'accepts %s',
    async (password) => {
      expect(await refusal(password, personalWords(eva))).toBeUndefined();
    },
  );

  it('refuses fewer than 12 characters, counted as characters (not UTF-16 units)', async () => {
    expect(await refusal('Elf-tekens1')).toEqual({
      status: 422,
      code: 'password_too_short',
      message: PASSWORD_RULE_MESSAGES.tooShort,
    });
    // 11 emoji are 22 UTF-16 units but 11 characters.
    expect((await refusal('🔒'.repeat(11)))?.code).toBe('password_too_short');
  });

  it.each(['Welkom123456', 'wachtwoord12345', 'qwertyuiop123', 'Zonnebloemen', 'Eindhoven2026'])(
    'refuses the guessable %s as too weak, with the Dutch message',
    async (password) => {
      expect(await refusal(password)).toEqual({
        status: 422,
        code: 'password_too_weak',
        message: PASSWORD_RULE_MESSAGES.tooWeak,
      });
    },
  );

  it('counts the user’s own name and e-mail address against a password', async () => {
    expect(await refusal('evavandijk1234')).toBeUndefined();
    expect((await refusal('evavandijk1234', personalWords(eva)))?.code).toBe('password_too_weak');
    expect((await refusal('eva.peters2026', personalWords(eva)))?.code).toBe('password_too_weak');
  });

  it('judges a very long password quickly', async () => {
    // CPU time of this process, not the clock: a guard against a judgement that grows out of
    // bounds with the length, which other work on a busy machine must not trip.
    const started = process.cpuUsage();
    expect((await refusal('a'.repeat(1024)))?.code).toBe('password_too_weak');
    expect(await refusal(`${'Zeer lange zin met veel woorden '.repeat(30)}!`)).toBeUndefined();
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(2000);
  });
});
