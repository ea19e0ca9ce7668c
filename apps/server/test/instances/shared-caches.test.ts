import { describe, expect, it } from 'vitest';
import { emailOf } from '../../src/seed/demo-company.js';
import { FIXED_NOW, TYPE } from '../declarations/declarations-helpers.js';
import { createTerm } from '../factories/posts.js';
import { fetchCall, type Call } from './http-call.js';
import { TEST_PASSWORD } from '../helpers/test-app.js';
import { useTwoInstances } from '../helpers/two-instances.js';

/**
 * Two instances of the app on one database, in one process, each on a port of its own and
 * called over real HTTP (as a load balancer would): every cache a write clears is cleared on
 * the other instance before the write answers, so the very next request there sees the change,
 * with no waiting for a time-to-live. The proof with two processes and nginx in front is
 * two-instances.test.ts.
 */
const instances = useTwoInstances({ now: () => FIXED_NOW, overHttp: true });
const ctx = instances.ctx;

/** One HTTP request; a JSON body when given, the bearer token and refresh cookie when given. */
async function request(base: string, path: string, options: Call = {}) {
  const response = await fetchCall(base, path, options);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signIn(key: string) {
  const response = await fetch(`${instances.first}/wp-json/jwt-auth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: emailOf(key), password: TEST_PASSWORD }),
  });
  const body = (await response.json()) as { data: { token: string } };
  const cookie = /refresh_token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  return { token: body.data.token, cookie: cookie! };
}

const profile = (base: string, token: string) =>
  request(base, '/wp-json/custom/v1/user-profile', { token });

const SUMMARY = '/wp-json/custom/v1/declarations/summary?year=2026&month=11';

describe('caches cleared on every instance', () => {
  it('a line added through one instance is in the month summary of the other at once', async () => {
    const { token } = await signIn('daan');
    const types = (await fetch(`${instances.first}/wp-json/wp/v2/declaration_types`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((response) => response.json())) as Array<{ id: number; title: { rendered: string } }>;
    const other = types.find((type) => type.title.rendered === TYPE.other)!.id;
    // The second instance has November in its cache now.
    const before = (await request(instances.second, SUMMARY, { token })).body.rows as unknown[];
    const added = await request(
      instances.first,
      '/wp-json/custom/v1/declarations/add-declaration-row',
      {
        method: 'POST',
        token,
        body: { declaration_type: other, date: '2026-11-20', amount: 7.5, description: 'Pennen' },
      },
    );
    expect(added.status).toBe(200);
    const after = (await request(instances.second, SUMMARY, { token })).body.rows as Array<{
      description: string;
    }>;
    expect(after.length).toBe(before.length + 1);
    expect(after.map((row) => row.description)).toContain('Pennen');
  });

  it('a logout through one instance is refused by the other at once', async () => {
    const { token, cookie } = await signIn('emma');
    // The second instance has the sign-in as live in its cache now.
    expect((await profile(instances.second, token)).status).toBe(200);
    const logout = await request(instances.first, '/wp-json/custom/v1/logout', {
      method: 'POST',
      cookie,
    });
    expect(logout.status).toBe(200);
    const refused = await profile(instances.second, token);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('invalid_token');
  });

  it('a password changed through one instance ends the old tokens on the other at once', async () => {
    const { token } = await signIn('thijs');
    expect((await profile(instances.second, token)).status).toBe(200);
    const changed = await request(instances.first, '/wp-json/custom/v1/change-password', {
      method: 'POST',
      token,
      body: {
        old_password: TEST_PASSWORD,
        new_password: 'Nieuw-wachtwoord-42',
        confirm_password: 'Nieuw-wachtwoord-42',
      },
    });
    expect(changed.status).toBe(200);
    const refused = await profile(instances.second, token);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('jwt_auth_obsolete_token');
  });

  it('a news item written through one instance is in the list of the other at once', async () => {
    const { token } = await signIn('redactie');
    const titles = async () => {
      const response = await fetch(`${instances.second}/wp-json/wp/v2/nieuws?per_page=10`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const items = (await response.json()) as Array<{ title: { rendered: string } }>;
      return items.map((item) => item.title.rendered);
    };
    expect(await titles()).not.toContain('Gedeeld bericht');
    const created = await request(instances.first, '/wp-json/wp/v2/nieuws', {
      method: 'POST',
      token,
      body: { title: 'Gedeeld bericht', content: '<p>Hallo</p>', status: 'publish' },
    });
    expect(created.status).toBe(201);
    expect(await titles()).toContain('Gedeeld bericht');
    // Beheer (issue 12): trashed through the first, gone from the second's list at once.
    const id = (created.body as { id: number }).id;
    const trashed = await request(instances.first, `/wp-json/wp/v2/nieuws/${id}`, {
      method: 'DELETE',
      token,
    });
    expect(trashed.status).toBe(200);
    expect(await titles()).not.toContain('Gedeeld bericht');
  });

  it('a category renamed and the contact persons written through one instance show on the other at once', async () => {
    const { token } = await signIn('redactie');
    const CATEGORIES = '/wp-json/wp/v2/kennisbank_categorieen?per_page=100';
    const names = async () =>
      (
        (await request(instances.second, CATEGORIES, { token })).body as unknown as Array<{
          name: string;
        }>
      ).map((term) => term.name);
    const made = await createTerm(ctx.database.db, 'kennisbank_categorieen');
    expect(await names()).toContain(made.name);
    const renamed = await request(
      instances.first,
      `/wp-json/wp/v2/kennisbank_categorieen/${made.id}`,
      {
        method: 'PATCH',
        token,
        body: { name: 'Hernoemd op de eerste' },
      },
    );
    expect(renamed.status).toBe(200);
    expect(await names()).toContain('Hernoemd op de eerste');

    const OPTIONS = '/wp-json/acf/v3/options/intranet';
    const contacts = async () =>
      (
        (await request(instances.second, OPTIONS, { token })).body.acf as {
          contactpersonen: unknown[];
        }
      ).contactpersonen;
    await contacts();
    const person = { naam: 'Gedeelde contactpersoon', telefoonnummer: '030-7654321' };
    const written = await request(instances.first, OPTIONS, {
      method: 'POST',
      token,
      body: { fields: { contactpersonen: [person] } },
    });
    expect(written.status).toBe(200);
    expect(await contacts()).toEqual([person]);
  });
});

describe('the reads kept in memory (issue 15) on every instance', () => {
  it('a profile changed through one instance is the profile and the card on the other at once', async () => {
    const { token } = await signIn('noor');
    const before = await profile(instances.second, token);
    const id = before.body.id as number;
    // The second instance keeps the profile and the directory page now.
    const card = async () =>
      (await request(instances.second, `/wp-json/wp/v2/users/${id}`, { token })).body.acf as {
        woonplaats?: string;
        public_phone?: string;
      };
    await card();
    const changed = await request(instances.first, '/wp-json/custom/v1/user-profile', {
      method: 'POST',
      token,
      body: { woonplaats: 'Zwolle', public_phone: '0612345678' },
    });
    expect(changed.status).toBe(200);
    const after = await profile(instances.second, token);
    expect((after.body.profile as { woonplaats: string }).woonplaats).toBe('Zwolle');
    expect((await card()).public_phone).toBe(
      (after.body.profile as { public_phone: string }).public_phone,
    );
  });

  it('a line added through one instance is in the year overview of the other at once', async () => {
    const { token } = await signIn('bram');
    const types = (await request(instances.first, '/wp-json/wp/v2/declaration_types', { token }))
      .body as unknown as Array<{ id: number; title: { rendered: string } }>;
    const other = types.find((type) => type.title.rendered === TYPE.other)!.id;
    const YEAR = '/wp-json/custom/v1/declarations/summary?year=2026';
    const november = async () =>
      (
        (await request(instances.second, YEAR, { token })).body.data as Array<{ row_count: number }>
      )[10]!.row_count;
    const before = await november();
    const added = await request(
      instances.first,
      '/wp-json/custom/v1/declarations/add-declaration-row',
      {
        method: 'POST',
        token,
        body: { declaration_type: other, date: '2026-11-19', amount: 3.2, description: 'Nietjes' },
      },
    );
    expect(added.status).toBe(200);
    expect(await november()).toBe(before + 1);
  });

  it('an item written through one instance counts in its category on the other at once', async () => {
    const { token } = await signIn('redactie');
    const CATEGORIES = '/wp-json/wp/v2/arbeidsvoorwaarden_categorieen?per_page=100';
    const categories = async () =>
      (await request(instances.second, CATEGORIES, { token })).body as unknown as Array<{
        id: number;
        count: number;
      }>;
    // Made before any instance read the list (a category added by hand is not announced).
    const made = await createTerm(ctx.database.db, 'arbeidsvoorwaarden_categorieen');
    const category = (await categories()).find((candidate) => candidate.id === made.id);
    expect(category).toBeDefined();
    const created = await request(instances.first, '/wp-json/wp/v2/arbeidsvoorwaarden', {
      method: 'POST',
      token,
      body: {
        title: 'Fietsplan',
        content: '<p>Een fiets van de zaak.</p>',
        status: 'publish',
        arbeidsvoorwaarden_categorieen: [category!.id],
      },
    });
    expect(created.status).toBe(201);
    const after = (await categories()).find((candidate) => candidate.id === category!.id)!;
    expect(after.count).toBe(category!.count + 1);
  });
});
