import { termSchema } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { terms } from '../../src/db/schema.js';
import { call, signIn, useContentApp, WP, type Session } from './content-helpers.js';

const ctx = useContentApp();
let reader: Session;

beforeAll(async () => {
  reader = await signIn(ctx.app, 'daan');
});

interface TermItem {
  id: number;
  name: string;
  count: number;
  slug: string;
  taxonomy: string;
}

const get = async (url: string) => {
  const response = await call(ctx.app, reader, url);
  return { response, items: response.json() as TermItem[] };
};
const names = (items: TermItem[]) => items.map((item) => item.name);

describe('GET /wp/v2/{taxonomy}', () => {
  it('lists the terms-of-employment categories by name, with published counts, as WordPress', async () => {
    const { response, items } = await get(`${WP}/arbeidsvoorwaarden_categorieen`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-wp-total']).toBe('6');
    expect(response.headers['x-wp-totalpages']).toBe('1');
    expect(response.headers.link).toBeUndefined();
    expect(names(items)).toEqual([
      'Opleiding',
      'Pensioen',
      'Reiskosten',
      'Salaris',
      'Verlof',
      'Werktijden',
    ]);
    for (const item of items) {
      const term = termSchema.parse(item);
      expect(term.taxonomy).toBe('arbeidsvoorwaarden_categorieen');
      expect(term.count).toBe(3);
      expect(term.link).toBe(`http://localhost:3000/arbeidsvoorwaarden_categorieen/${term.slug}/`);
    }
  });

  it('lists the knowledge-base categories', async () => {
    const { items } = await get(`${WP}/kennisbank_categorieen?per_page=100`);
    expect(names(items)).toEqual([
      'Formulieren',
      'Handleidingen',
      'Onderzoek',
      'Veelgestelde vragen',
      'Wetgeving',
    ]);
    expect(items.find((item) => item.name === 'Onderzoek')!.count).toBe(2);
  });

  it('pages with per_page and page, with Link headers and the page-number error past the end', async () => {
    const second = await get(`${WP}/arbeidsvoorwaarden_categorieen?per_page=2&page=2`);
    expect(names(second.items)).toEqual(['Reiskosten', 'Salaris']);
    expect(second.response.headers['x-wp-totalpages']).toBe('3');
    expect(second.response.headers.link).toBe(
      '<http://localhost:3000/wp-json/wp/v2/arbeidsvoorwaarden_categorieen?per_page=2&page=1>; rel="prev", ' +
        '<http://localhost:3000/wp-json/wp/v2/arbeidsvoorwaarden_categorieen?per_page=2&page=3>; rel="next"',
    );
    const past = await get(`${WP}/arbeidsvoorwaarden_categorieen?per_page=2&page=4`);
    expect(past.response.statusCode).toBe(400);
    expect(past.response.json().code).toBe('rest_post_invalid_page_number');
    const tooMany = await get(`${WP}/arbeidsvoorwaarden_categorieen?per_page=101`);
    expect(tooMany.response.statusCode).toBe(400);
    expect(tooMany.response.json().data.params.per_page).toBe(
      'per_page must be between 1 (inclusive) and 100 (inclusive)',
    );
  });

  it('orders by id, count, slug and include, ascending or descending', async () => {
    const byId = (await get(`${WP}/kennisbank_categorieen?orderby=id&order=desc`)).items;
    expect(byId.map((item) => item.id)).toEqual(
      [...byId.map((item) => item.id)].sort((a, b) => b - a),
    );
    const byCount = (await get(`${WP}/kennisbank_categorieen?orderby=count`)).items;
    expect(byCount[0]!.name).toBe('Onderzoek');
    const bySlug = (await get(`${WP}/kennisbank_categorieen?orderby=slug&order=desc`)).items;
    expect(bySlug[0]!.slug).toBe('wetgeving');
    const include = [byId[3]!.id, byId[0]!.id];
    const byInclude = (
      await get(`${WP}/kennisbank_categorieen?include=${include.join(',')}&orderby=include`)
    ).items;
    expect(byInclude.map((item) => item.id)).toEqual(include);
  });

  it('filters with include, exclude, search, slug and post', async () => {
    const all = (await get(`${WP}/arbeidsvoorwaarden_categorieen`)).items;
    const salaris = all.find((item) => item.name === 'Salaris')!;
    expect(
      names((await get(`${WP}/arbeidsvoorwaarden_categorieen?include=${salaris.id}`)).items),
    ).toEqual(['Salaris']);
    expect(
      (await get(`${WP}/arbeidsvoorwaarden_categorieen?exclude=${salaris.id}`)).items,
    ).toHaveLength(5);
    expect(names((await get(`${WP}/arbeidsvoorwaarden_categorieen?search=REIS`)).items)).toEqual([
      'Reiskosten',
    ]);
    expect(
      names((await get(`${WP}/arbeidsvoorwaarden_categorieen?slug=verlof,pensioen`)).items),
    ).toEqual(['Pensioen', 'Verlof']);
    const item = (
      await call(
        ctx.app,
        reader,
        `${WP}/arbeidsvoorwaarden?arbeidsvoorwaarden_categorieen=${salaris.id}`,
      )
    ).json()[0] as { id: number };
    expect(
      names((await get(`${WP}/arbeidsvoorwaarden_categorieen?post=${item.id}`)).items),
    ).toEqual(['Salaris']);
  });

  it('hides categories without published items only with hide_empty=true', async () => {
    await ctx.database.db
      .insert(terms)
      .values({ taxonomy: 'kennisbank_categorieen', name: 'Archief', slug: 'archief' });
    expect(names((await get(`${WP}/kennisbank_categorieen`)).items)).toContain('Archief');
    const hidden = await get(`${WP}/kennisbank_categorieen?hide_empty=true`);
    expect(names(hidden.items)).not.toContain('Archief');
    expect(hidden.response.headers['x-wp-total']).toBe('5');
    expect(
      (await get(`${WP}/kennisbank_categorieen?hide_empty=misschien`)).response.statusCode,
    ).toBe(400);
  });

  it('answers one category by id, and rest_term_invalid for an unknown or another taxonomy’s id', async () => {
    const [first] = (await get(`${WP}/arbeidsvoorwaarden_categorieen`)).items;
    const one = await call(ctx.app, reader, `${WP}/arbeidsvoorwaarden_categorieen/${first!.id}`);
    expect(one.statusCode).toBe(200);
    expect(termSchema.parse(one.json()).name).toBe(first!.name);
    for (const url of [
      `${WP}/arbeidsvoorwaarden_categorieen/999999`,
      `${WP}/kennisbank_categorieen/${first!.id}`,
    ]) {
      const response = await call(ctx.app, reader, url);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('rest_term_invalid');
    }
  });

  it('answers rest_term_invalid for an id past PostgreSQL’s integer, and no route for one that is no number', async () => {
    const big = await call(ctx.app, reader, `${WP}/kennisbank_categorieen/2147483648`);
    expect(big.statusCode).toBe(404);
    expect(big.json().code).toBe('rest_term_invalid');
    const text = await call(ctx.app, undefined, `${WP}/kennisbank_categorieen/vijf`);
    expect(text.statusCode).toBe(404);
    expect(text.json().code).toBe('rest_no_route');
  });

  it('answers 401 rest_not_logged_in without a token', async () => {
    const response = await call(ctx.app, undefined, `${WP}/kennisbank_categorieen`);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('rest_not_logged_in');
  });
});
