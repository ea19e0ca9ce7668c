import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderedIdsStatement } from '../../src/modules/users/repository.js';
import { createPost, createUser, type SignedInUser } from '../factories/index.js';
import { useTestApp } from '../helpers/test-app.js';
import { idsOf, listAs, USERS } from './users-helpers.js';

/**
 * GET /wp/v2/users?acf_functie=…&acf_opdrachtgevers=… (issue 10): the Collega's filters on the
 * server, so a narrow filter loads its few colleagues instead of every page, and X-WP-Total
 * counts the filtered set.
 */

const ctx = useTestApp();
const DIRECTORY = 'roles=beheerder,medewerker,professional&orderby=name&order=asc';
let reader: SignedInUser;
let functies: { adviseur: number; developer: number };
let clients: { zeist: number; baarn: number; rabobank: number };
/** Name to id of this file's users. */
const people: Record<string, number> = {};

beforeAll(async () => {
  const db = ctx.database.db;
  const post = async (type: 'functies' | 'intra_opdrachtgevers', title: string) =>
    (await createPost(db, type, { title })).id;
  functies = {
    adviseur: await post('functies', 'Adviseur'),
    developer: await post('functies', 'Developer'),
  };
  clients = {
    zeist: await post('intra_opdrachtgevers', 'Gemeente Zeist'),
    baarn: await post('intra_opdrachtgevers', 'Gemeente Baarn'),
    rabobank: await post('intra_opdrachtgevers', 'Rabobank'),
  };
  // Created out of name order; Dirk is an administrator, no colleague in the directory.
  const specs = [
    { name: 'Eva', functie: functies.adviseur, clients: [clients.zeist], role: 'professional' },
    {
      name: 'Anna',
      functie: functies.adviseur,
      clients: [clients.zeist, clients.baarn],
      role: 'professional',
    },
    { name: 'Cor', functie: functies.developer, clients: [clients.baarn], role: 'medewerker' },
    { name: 'Bram', functie: functies.adviseur, clients: [], role: 'beheerder' },
    { name: 'Dirk', functie: functies.adviseur, clients: [clients.zeist], role: 'administrator' },
    { name: 'Fenna', functie: null, clients: [clients.zeist], role: 'professional' },
  ] as const;
  for (const spec of specs) {
    const user = await createUser(db, {
      roles: [spec.role],
      voornaam: spec.name,
      achternaam: 'Filtertest',
      opdrachtgevers: [...spec.clients],
      columns: spec.functie ? { functieId: spec.functie } : {},
    });
    people[spec.name] = user.id;
  }
  reader = await (await createUser(db, { roles: ['professional'] })).signIn(ctx.app);
});

const named = (...names: string[]) => names.map((name) => people[name]!);
const list = (query: string) => listAs(reader, `${USERS}?${DIRECTORY}&per_page=100&${query}`);

describe('GET /wp/v2/users: acf_functie and acf_opdrachtgevers', () => {
  it('lists the colleagues of a functie by name, and counts only them', async () => {
    const { response, items } = await list(`acf_functie=${functies.adviseur}`);
    expect(response.statusCode).toBe(200);
    expect(idsOf(items)).toEqual(named('Anna', 'Bram', 'Eva'));
    expect(items.every((item) => item.acf.functie?.ID === functies.adviseur)).toBe(true);
    expect(response.headers['x-wp-total']).toBe('3');
    expect(response.headers['x-wp-totalpages']).toBe('1');
  });

  it('lists the colleagues of an opdrachtgever, each once, with all their opdrachtgevers', async () => {
    const { response, items } = await list(`acf_opdrachtgevers=${clients.zeist}`);
    expect(idsOf(items)).toEqual(named('Anna', 'Eva', 'Fenna'));
    expect(response.headers['x-wp-total']).toBe('3');
    // The card still names every opdrachtgever, not only the one filtered on.
    expect(items[0]!.acf.opdrachtgevers.map((client) => client.ID)).toEqual([
      clients.zeist,
      clients.baarn,
    ]);
  });

  it('takes a comma list as "any of", and both filters together as "both"', async () => {
    const either = await list(`acf_functie=${functies.developer},${functies.adviseur}`);
    expect(idsOf(either.items)).toEqual(named('Anna', 'Bram', 'Cor', 'Eva'));
    const clientsAny = await list(
      `acf_opdrachtgevers[]=${clients.baarn}&acf_opdrachtgevers[]=${clients.zeist}`,
    );
    expect(idsOf(clientsAny.items)).toEqual(named('Anna', 'Cor', 'Eva', 'Fenna'));
    const both = await list(`acf_functie=${functies.adviseur}&acf_opdrachtgevers=${clients.baarn}`);
    expect(idsOf(both.items)).toEqual(named('Anna'));
    expect(both.response.headers['x-wp-total']).toBe('1');
    const withSearch = await list(`acf_functie=${functies.adviseur}&search=eva`);
    expect(idsOf(withSearch.items)).toEqual(named('Eva'));
  });

  it('answers an id nobody has (or no post has) with an empty list and total 0', async () => {
    for (const query of [`acf_opdrachtgevers=${clients.rabobank}`, 'acf_functie=2147483647']) {
      const { response, items } = await list(query);
      expect(response.statusCode).toBe(200);
      expect(items).toEqual([]);
      expect(response.headers['x-wp-total']).toBe('0');
      expect(response.headers['x-wp-totalpages']).toBe('0');
    }
  });

  it('pages through the filtered set: totals, Link with the filter, an empty page past the last', async () => {
    const base = `${USERS}?acf_functie=${functies.adviseur}&${DIRECTORY}&per_page=2`;
    const first = await listAs(reader, `${base}&page=1`);
    expect(idsOf(first.items)).toEqual(named('Anna', 'Bram'));
    expect(first.response.headers['x-wp-total']).toBe('3');
    expect(first.response.headers['x-wp-totalpages']).toBe('2');
    expect(first.response.headers.link).toContain(`acf_functie=${functies.adviseur}`);
    expect(first.response.headers.link).toContain('page=2>; rel="next"');
    const second = await listAs(reader, `${base}&page=2`);
    expect(idsOf(second.items)).toEqual(named('Eva'));
    const past = await listAs(reader, `${base}&page=3`);
    expect(past.items).toEqual([]);
    expect(past.response.headers['x-wp-total']).toBe('3');
  });

  it('refuses a bad id or another acf_ name with 400 rest_invalid_param', async () => {
    const cases = [
      ['acf_functie=abc', 'acf_functie', 'acf_functie is not of type integer.'],
      ['acf_functie=0', 'acf_functie', 'acf_functie is not of type integer.'],
      ['acf_opdrachtgevers=-4', 'acf_opdrachtgevers', 'acf_opdrachtgevers is not of type integer.'],
      [
        'acf_opdrachtgevers=1.5',
        'acf_opdrachtgevers',
        'acf_opdrachtgevers is not of type integer.',
      ],
      [
        `acf_opdrachtgever=${clients.zeist}`,
        'acf_opdrachtgever',
        'acf_opdrachtgever is not one of acf_functie, acf_opdrachtgevers.',
      ],
    ] as const;
    for (const [query, param, message] of cases) {
      const response = await reader.call(`${USERS}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        code: 'rest_invalid_param',
        message: `Invalid parameter(s): ${param}`,
        data: { status: 400, params: { [param]: message } },
      });
    }
  });
});

describe('the filtered statements', () => {
  /**
   * The plan PostgreSQL makes for any value (a generic plan, as a prepared statement gets after
   * five runs), with sequential scans priced out so the plan shows what index it can use at all.
   * Through PREPARE and plan_cache_mode, which PostgreSQL 15 has (EXPLAIN (GENERIC_PLAN) is 16+).
   */
  async function genericPlan(filters: Parameters<typeof orderedIdsStatement>[0]) {
    const { query } = orderedIdsStatement(filters, 'name', 'asc');
    const { sql: text, params } = new PgDialect().sqlToQuery(query);
    return ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare filters_plan as ${text}`));
      try {
        // Any values do: the generic plan does not look at them.
        const nulls = params.map(() => 'null').join(', ');
        const plan = await tx.execute<{ 'QUERY PLAN': string }>(
          sql.raw(`explain execute filters_plan(${nulls})`),
        );
        return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await tx.execute(sql`deallocate filters_plan`);
      }
    });
  }

  it('use the functie and opdrachtgever indexes, and each filter shape has a statement of its own', async () => {
    expect(await genericPlan({ functie: [1] })).toContain('users_functie_idx');
    expect(await genericPlan({ opdrachtgevers: [1] })).toContain(
      'user_opdrachtgevers_opdrachtgever_idx',
    );
    const names = [
      {},
      { functie: [1] },
      { opdrachtgevers: [1] },
      { functie: [1], opdrachtgevers: [2] },
    ].map((filters) => orderedIdsStatement(filters, 'name', 'asc').name);
    expect(new Set(names).size).toBe(4);
  });
});
