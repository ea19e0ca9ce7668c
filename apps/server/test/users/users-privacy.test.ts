import { randomBytes } from 'node:crypto';
import { ROLES, type Colleague, type Role } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { showPhone } from '../../src/modules/profile/phone.js';
import { createUser, type FactoryUser, type SignedInUser } from '../factories/index.js';
import { useTestApp } from '../helpers/test-app.js';
import { USERS } from './users-helpers.js';

/**
 * Issue 10 point 2: a colleague sees the public card only. One user carries private values
 * found nowhere else; every role reads every kind of users answer, and none may contain them.
 */

const ctx = useTestApp();
const tag = randomBytes(3).toString('hex');
const SECRET = {
  iban: 'NL02ABNA0123456789',
  geboortedatum: '1979-08-23',
  straatnaamEnHuisnummer: `Geheimstraat ${tag} 7`,
  postcode: '9999 ZQ',
  woonplaats: `Verborgenhuizen${tag}`,
  // Valid numbers, so the Dutch form the users API would show them in is known too.
  telNrThuis: `+3120999${String(parseInt(tag, 16) % 10_000).padStart(4, '0')}`,
  mobiel: `+3161${String(parseInt(tag, 16) % 10_000_000).padStart(7, '0')}`,
  korteOmschrijving: `Privé omschrijving ${tag}`,
  voorletters: 'Q.X.',
};
/** Text that must appear in no colleague's answer (birth date and phones also as shown). */
const FORBIDDEN_TEXT = [
  ...Object.values(SECRET),
  '23-08-1979',
  showPhone(SECRET.telNrThuis),
  showPhone(SECRET.mobiel),
];

let secretUser: FactoryUser;
const readers = {} as Record<Role, SignedInUser>;

beforeAll(async () => {
  secretUser = await createUser(ctx.database.db, {
    voornaam: 'Geheim',
    achternaam: `Persoon${tag}`,
    // Nothing public: the card must not fall back to the mobile, the account e-mail or a file.
    columns: { ...SECRET, publicPhone: '', publicEmail: '', publicPictureId: null },
  });
  for (const role of ROLES) {
    readers[role] = await (await createUser(ctx.database.db, { roles: [role] })).signIn(ctx.app);
  }
});

/** Every users answer a colleague can ask for (view and embed contexts). */
async function everyAnswer(reader: SignedInUser): Promise<LightMyRequestResponse[]> {
  const answers: LightMyRequestResponse[] = [];
  const get = async (url: string) => {
    const response = await reader.call(url);
    answers.push(response);
    return response;
  };
  // The directory as the screen loads it, until the empty page; and smaller pages, both orders.
  for (const query of [
    'roles=beheerder,medewerker,professional&orderby=name&order=asc&per_page=100',
    'per_page=5&orderby=id&order=desc',
    'per_page=7&orderby=registered_date&context=embed',
  ]) {
    for (let page = 1; ; page++) {
      const response = await get(`${USERS}?${query}&page=${page}`);
      expect(response.statusCode).toBe(200);
      if ((response.json() as unknown[]).length === 0) break;
    }
  }
  await get(`${USERS}?search=Geheim`);
  await get(`${USERS}?include=${secretUser.id}`);
  await get(`${USERS}/${secretUser.id}`);
  await get(`${USERS}/${secretUser.id}?context=embed`);
  await get(`${USERS}/me`);
  return answers;
}

describe('privacy of the users API', () => {
  it.each(ROLES)('shows a %s no other user’s private fields in any users answer', async (role) => {
    const answers = await everyAnswer(readers[role]);
    expect(answers.length).toBeGreaterThan(8);
    const found = answers.flatMap((response) =>
      [...FORBIDDEN_TEXT, secretUser.email].filter((text) => response.body.includes(text)),
    );
    expect(found).toEqual([]);
    // The secret user is in them, so the check looked at their card.
    expect(answers.some((response) => response.body.includes(`Persoon${tag}`))).toBe(true);
  });

  it.each(ROLES)(
    'finds nobody for a %s by a private value (search reads names only)',
    async (role) => {
      for (const value of [
        SECRET.iban,
        SECRET.woonplaats,
        SECRET.mobiel,
        secretUser.email,
        'Geheimstraat',
      ]) {
        const response = await readers[role].call(`${USERS}?search=${encodeURIComponent(value)}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-wp-total']).toBe('0');
      }
    },
  );

  it('refuses context=edit of another user to every role but administrator and beheerder', async () => {
    for (const role of ['professional', 'medewerker', 'editor'] as const) {
      for (const url of [`${USERS}/${secretUser.id}?context=edit`, `${USERS}?context=edit`]) {
        const response = await readers[role].call(url);
        expect(response.statusCode).toBe(403);
        expect(FORBIDDEN_TEXT.some((text) => response.body.includes(text))).toBe(false);
      }
    }
  });

  it('shows empty public phone, e-mail and picture as empty: no fallback to private values', async () => {
    const response = await readers.professional.call(`${USERS}/${secretUser.id}`);
    const card = response.json() as Colleague;
    expect(card.acf.public_phone).toBe('');
    expect(card.acf.public_email).toBe('');
    expect(card.acf.public_picture).toBeNull();
  });

  it('shows the user their own private fields through /me?context=edit and their profile only', async () => {
    const own = await secretUser.signIn(ctx.app);
    const edit = await own.call(`${USERS}/me?context=edit`);
    expect(edit.json().acf).toMatchObject({ iban: SECRET.iban, mobiel: showPhone(SECRET.mobiel) });
    const profile = await own.call('/wp-json/custom/v1/user-profile');
    expect(profile.json().profile).toMatchObject({ iban: SECRET.iban });
    const card = await own.call(`${USERS}/me`);
    expect(FORBIDDEN_TEXT.some((text) => card.body.includes(text))).toBe(false);
  });
});
