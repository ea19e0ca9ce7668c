import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  PASSWORD_RULE_CODES,
  PASSWORD_RULE_MESSAGES,
} from '@portal/contract';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { unprocessable } from '../../http/errors.js';

/**
 * The rule every new password meets, wherever it is set (change-password, a set-password
 * link): at least PASSWORD_MIN_LENGTH characters and a zxcvbn score of at least
 * PASSWORD_MIN_SCORE, with the common password lists, Dutch words and names, and the user's own
 * name and e-mail address as things an attacker tries first. Otherwise 422 with a Dutch message.
 */

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * Loaded and built on first use: the dictionaries take a few hundred milliseconds, which a
 * start need not wait for.
 */
function strength(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, dutch] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-nl-be'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...dutch.dictionary },
      graphs: common.adjacencyGraphs,
    });
  })();
  return estimator;
}

/**
 * What an attacker who knows the user tries first: the e-mail address and its name part, the
 * names, and the names run together (zxcvbn matches each word given as a whole).
 */
export function personalWords(user: {
  email: string;
  voornaam: string;
  tussenvoegsel: string;
  achternaam: string;
}): string[] {
  const { email, voornaam, tussenvoegsel, achternaam } = user;
  const joined = (...parts: string[]) => parts.join('').replace(/\s+/g, '');
  return [
    email,
    email.split('@')[0]!,
    voornaam,
    achternaam,
    joined(voornaam, achternaam),
    joined(voornaam, tussenvoegsel, achternaam),
    joined(tussenvoegsel, achternaam),
  ];
}

export async function checkNewPassword(
  password: string,
  userInputs: readonly string[] = [],
): Promise<void> {
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    throw unprocessable(PASSWORD_RULE_CODES.tooShort, PASSWORD_RULE_MESSAGES.tooShort);
  }
  // zxcvbn looks at the first 256 characters; a longer password is long enough by itself.
  const inputs = userInputs.filter((input) => input.length > 0);
  const { score } = (await strength()).check(password.slice(0, 256), inputs);
  if (score < PASSWORD_MIN_SCORE) {
    throw unprocessable(PASSWORD_RULE_CODES.tooWeak, PASSWORD_RULE_MESSAGES.tooWeak);
  }
}
