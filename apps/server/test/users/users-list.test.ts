import type { Colleague } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser, type SignedInUser } from '../factories/index.js';
import { INTRANET, useTestApp } from '../helpers/test-app.js';
import { groupName, idsOf, listAs, USERS } from './users-helpers.js';

const ctx = useTestApp();
const group = groupName();
let reader: SignedInUser;
let manager: SignedInUser;
/** The group's five users in name order: A…E, with roles across the directory's three. */
let members: Array<{ id: number; name: string; role: string }>;
let functie: number;
let clients: number[];

beforeAll(async () => {
  const db = ctx.database.db;
  functie = (await createPost(db, 'functies', { title: 'Jeugdconsulent' })).id;
  clients = [
    (await createPost(db, 'intra_opdrachtgevers', { title: 'Gemeente Zeist' })).id,
    (await createPost(db, 'intra_opdrachtgevers', { title: 'Gemeente Baarn' })).id,
  ];
  // Created out of name order, so the name order is not the id order.
  const specs = [
    { voornaam: 'Cor', roles: ['professional'] as const },
    { voornaam: 'anna', roles: ['medewerker'] as const },
    { voornaam: 'Eline', roles: ['professional'] as const },
    { voornaam: 'Bas', roles: ['beheerder'] as const },
    { voornaam: 'Dirk', roles: ['professional'] as const },
  ];
  const made = [];
  for (const spec of specs) {
    const user = await createUser(db, {
      roles: [...spec.roles],
      voornaam: spec.voornaam,
      achternaam: group,
      tussenvoegsel: spec.voornaam === 'Cor' ? 'van der' : '',
      opdrachtgevers: spec.voornaam === 'Cor' ? clients : [],
      columns: spec.voornaam === 'Cor' ? { functieId: functie } : {},
    });
    const name = [spec.voornaam, spec.voornaam === 'Cor' ? 'van der' : '', group]
      .filter(Boolean)
      .join(' ');
    made.push({ id: user.id, name, role: spec.roles[0] });
  }
  members = [...made].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
  // An administrator and an editor of the group are no colleagues in the directory (SPEC §6).
  await createUser(db, { roles: ['administrator'], voornaam: 'Adam', achternaam: group });
  await createUser(db, { roles: ['editor'], voornaam: 'Erik', achternaam: group });
  reader = await (await createUser(db, { roles: ['professional'] })).signIn(ctx.app);
  manager = await (await createUser(db, { roles: ['beheerder'] })).signIn(ctx.app);
});

const DIRECTORY_ROLES = 'roles=beheerder,medewerker,professional';
const inGroup = `search=${group}&${DIRECTORY_ROLES}`;

describe('GET /wp/v2/users: the colleague directory call of the spec', () => {
  it('lists the three roles by name, 100 a page, with the totals of all of them', async () => {
    const { response, items } = await listAs(
      reader,
      `${USERS}?${DIRECTORY_ROLES}&orderby=name&order=asc&per_page=100&page=1`,
    );
    expect(response.statusCode).toBe(200);
    const counted = await ctx.database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from users
           where roles && array['beheerder','medewerker','professional']`,
    );
    const total = counted.rows[0]!.total;
    expect(response.headers['x-wp-total']).toBe(String(total));
    expect(response.headers['x-wp-totalpages']).toBe(String(Math.ceil(total / 100)));
    expect(response.headers['access-control-expose-headers']).toBe(
      'X-WP-Total, X-WP-TotalPages, Link',
    );
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(items).toHaveLength(Math.min(total, 100));
    const names = items.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(items.map((item) => item.name)).not.toContain(`Adam ${group}`);
    expect(items.map((item) => item.name)).not.toContain(`Erik ${group}`);
  });

  it('answers the card of SPEC §3 Colleague: names, functie, opdrachtgevers in order, links', async () => {
    const { items } = await listAs(reader, `${USERS}?${inGroup}&per_page=100`);
    const cor = items.find((item) => item.acf.firstname === 'Cor')!;
    expect(cor).toEqual<Colleague>({
      id: cor.id,
      name: `Cor van der ${group}`,
      acf: {
        firstname: 'Cor',
        tussenvoegsel: 'van der',
        lastname: group,
        public_picture: null,
        public_phone: '',
        public_email: '',
        functie: { ID: functie, post_title: 'Jeugdconsulent' },
        opdrachtgevers: [
          { ID: clients[0]!, post_title: 'Gemeente Zeist' },
          { ID: clients[1]!, post_title: 'Gemeente Baarn' },
        ],
        linkedin: '',
      },
      _links: {
        self: [{ href: `http://localhost:3000${USERS}/${cor.id}` }],
        collection: [{ href: `http://localhost:3000${USERS}` }],
      },
    });
    const anna = items.find((item) => item.acf.firstname === 'anna')!;
    expect(anna.acf.functie).toBeNull();
    expect(anna.acf.opdrachtgevers).toEqual([]);
  });
});

describe('GET /wp/v2/users: paging and headers as WordPress', () => {
  const page = (n: number) => listAs(reader, `${USERS}?${inGroup}&per_page=2&page=${n}`);
  const link = (n: number) =>
    `<http://localhost:3000${USERS}?search=${group}&roles=beheerder%2Cmedewerker%2Cprofessional&per_page=2&page=${n}>`;

  it('gives the first page the totals and only a next link', async () => {
    const { response, items } = await page(1);
    expect(idsOf(items)).toEqual(idsOf(members.slice(0, 2)));
    expect(response.headers['x-wp-total']).toBe('5');
    expect(response.headers['x-wp-totalpages']).toBe('3');
    expect(response.headers.link).toBe(`${link(2)}; rel="next"`);
  });

  it('gives a middle page a prev and a next link', async () => {
    const { response, items } = await page(2);
    expect(idsOf(items)).toEqual(idsOf(members.slice(2, 4)));
    expect(response.headers.link).toBe(`${link(1)}; rel="prev", ${link(3)}; rel="next"`);
  });

  it('gives the last page the rest and only a prev link', async () => {
    const { response, items } = await page(3);
    expect(idsOf(items)).toEqual(idsOf(members.slice(4)));
    expect(response.headers.link).toBe(`${link(2)}; rel="prev"`);
  });

  it('answers a page past the last with an empty list and the totals (the screen stops there)', async () => {
    for (const n of [4, 50, 2_147_483_647]) {
      const { response, items } = await page(n);
      expect(response.statusCode).toBe(200);
      expect(items).toEqual([]);
      expect(response.headers['x-wp-total']).toBe('5');
      expect(response.headers['x-wp-totalpages']).toBe('3');
      expect(response.headers.link).toBe(`${link(3)}; rel="prev"`);
    }
  });

  it('answers no match with an empty list, total 0 and no link', async () => {
    const { response, items } = await listAs(reader, `${USERS}?search=${group}Geen`);
    expect(items).toEqual([]);
    expect(response.headers['x-wp-total']).toBe('0');
    expect(response.headers['x-wp-totalpages']).toBe('0');
    expect(response.headers.link).toBeUndefined();
  });

  it('defaults to 10 a page by name; number is ignored as in WordPress', async () => {
    const { response, items } = await listAs(reader, `${USERS}?number=3`);
    expect(items).toHaveLength(10);
    const names = items.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(response.headers.link).toContain('number=3&page=2>; rel="next"');
  });
});

describe('GET /wp/v2/users: filters and order', () => {
  it('filters on roles: comma list, repeated and PHP array syntax; an unknown role matches nobody', async () => {
    const professionals = members.filter((m) => m.role === 'professional').map((m) => m.id);
    for (const roles of [
      'roles=professional',
      'roles[]=professional',
      'roles[0]=professional',
      'roles=professional,onbekend',
    ]) {
      const { items } = await listAs(reader, `${USERS}?search=${group}&${roles}`);
      expect(idsOf(items).sort()).toEqual([...professionals].sort());
    }
    const staff = await listAs(reader, `${USERS}?search=${group}&roles=medewerker&roles=beheerder`);
    expect(staff.items.map((item) => item.acf.firstname)).toEqual(['anna', 'Bas']);
    const empty = await listAs(reader, `${USERS}?search=${group}&roles=`);
    expect(empty.items).toHaveLength(7);
    const none = await listAs(reader, `${USERS}?search=${group}&roles=onbekend`);
    expect(none.items).toEqual([]);
    expect(none.response.headers['x-wp-total']).toBe('0');
  });

  it('without roles lists every user, administrators and editors too', async () => {
    const { items } = await listAs(reader, `${USERS}?search=${group}&per_page=100`);
    expect(items.map((item) => item.acf.firstname)).toEqual([
      'Adam',
      'anna',
      'Bas',
      'Cor',
      'Dirk',
      'Eline',
      'Erik',
    ]);
  });

  it('include lists only those ids, orderby=include keeps their order, exclude leaves ids out', async () => {
    const [a, b, c] = members.map((m) => m.id);
    const included = await listAs(reader, `${USERS}?include=${c},${a}`);
    expect(idsOf(included.items)).toEqual([a, c]);
    const ordered = await listAs(reader, `${USERS}?include=${c},${a},${b}&orderby=include`);
    expect(idsOf(ordered.items)).toEqual([c, a, b]);
    const excluded = await listAs(reader, `${USERS}?${inGroup}&exclude=${a},${b}`);
    expect(idsOf(excluded.items)).toEqual(idsOf(members.slice(2)));
  });

  it('orders by name descending, by id and by registration date', async () => {
    const desc = await listAs(reader, `${USERS}?${inGroup}&order=desc`);
    expect(idsOf(desc.items)).toEqual(idsOf(members).reverse());
    const byId = await listAs(reader, `${USERS}?${inGroup}&orderby=id`);
    expect(idsOf(byId.items)).toEqual(idsOf(members).sort((x, y) => x - y));
    const byDate = await listAs(reader, `${USERS}?${inGroup}&orderby=registered_date&order=desc`);
    expect(idsOf(byDate.items)).toEqual(idsOf(members).sort((x, y) => y - x));
  });

  it('searches names case-insensitively, the full name with tussenvoegsel too', async () => {
    const full = await listAs(
      reader,
      `${USERS}?search=${encodeURIComponent(`cor van der ${group}`)}`,
    );
    expect(full.items.map((item) => item.acf.firstname)).toEqual(['Cor']);
    const part = await listAs(reader, `${USERS}?search=${group.toUpperCase()}&roles=medewerker`);
    expect(part.items.map((item) => item.acf.firstname)).toEqual(['anna']);
    // % and _ are letters, not wildcards.
    const wildcard = await listAs(reader, `${USERS}?search=${group}%25`);
    expect(wildcard.items).toEqual([]);
  });

  it('orders by e-mail only for people managers (403 rest_forbidden_orderby otherwise)', async () => {
    const refused = await reader.call(`${USERS}?${inGroup}&orderby=email`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'rest_forbidden_orderby',
      message: 'Sorry, you are not allowed to order users by this parameter.',
      data: { status: 403 },
    });
    const allowed = await listAs(manager, `${USERS}?${inGroup}&orderby=email`);
    expect(idsOf(allowed.items).sort()).toEqual(idsOf(members).sort());
  });
});

describe('GET /wp/v2/users: refusals', () => {
  const invalid = async (query: string, param: string, message: string) => {
    const response = await reader.call(`${USERS}?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      code: 'rest_invalid_param',
      message: `Invalid parameter(s): ${param}`,
      data: { status: 400, params: { [param]: message } },
    });
  };

  it('refuses per_page outside 1..100 in WordPress’s words (err-400-per-page-too-big)', async () => {
    const response = await reader.call(`${USERS}?per_page=101`);
    expect(response.json()).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): per_page',
      data: {
        status: 400,
        params: { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' },
        details: {
          per_page: {
            code: 'rest_out_of_bounds',
            message: 'per_page must be between 1 (inclusive) and 100 (inclusive)',
            data: null,
          },
        },
      },
    });
    await invalid(
      'per_page=0',
      'per_page',
      'per_page must be between 1 (inclusive) and 100 (inclusive)',
    );
    await invalid('per_page=tien', 'per_page', 'per_page is not of type integer.');
  });

  it('refuses a bad page, orderby, order, context, include, exclude or search', async () => {
    await invalid('page=0', 'page', 'page must be greater than or equal to 1');
    await invalid('page=1.5', 'page', 'page is not of type integer.');
    await invalid(
      'orderby=slug',
      'orderby',
      'orderby is not one of id, include, name, registered_date and email.',
    );
    await invalid('order=up', 'order', 'order is not one of asc and desc.');
    await invalid('context=admin', 'context', 'context is not one of view, embed and edit.');
    await invalid('include=abc', 'include', 'include is not of type integer.');
    await invalid('exclude=-1', 'exclude', 'exclude is not of type integer.');
    await invalid(
      `search=${'a'.repeat(201)}`,
      'search',
      'search must be at most 200 characters long.',
    );
    await invalid(`roles=${'a'.repeat(61)}`, 'roles', 'roles must be at most 60 characters long.');
  });

  it('answers context=edit only to people managers (403 rest_forbidden_context)', async () => {
    const refused = await reader.call(`${USERS}?${inGroup}&context=edit`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'rest_forbidden_context',
      message: 'Sorry, you are not allowed to edit users.',
      data: { status: 403 },
    });
    const { response, items } = await listAs(
      manager,
      `${USERS}?${inGroup}&context=edit&per_page=1`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-wp-total']).toBe('5');
    expect(items[0]).toMatchObject({ id: members[0]!.id, roles: ['medewerker'] });
    expect(Object.keys(items[0]!.acf)).toContain('iban');
  });

  it('is for signed-in users only: 401 rest_not_logged_in, also with a bad token', async () => {
    for (const headers of [INTRANET, { ...INTRANET, authorization: 'Bearer nep' }]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${USERS}?${DIRECTORY_ROLES}`,
        headers,
      });
      expect(response.statusCode).toBe(401);
      expect(['rest_not_logged_in', 'invalid_token']).toContain(response.json().code);
    }
  });
});
