import { POST_TYPES, TAXONOMIES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { emailOf } from '../../src/seed/demo-company.js';
import { login, useTestApp } from '../helpers/test-app.js';
import { readSample } from '../helpers/wordpress-sample.js';

/**
 * Issue 24, item 13: /wp/v2/types and /wp/v2/taxonomies as WordPress answers them
 * (samples/types.json and taxonomies.json, copied from anchors/wordpress/samples), for the
 * types and taxonomies this server serves, with its own URLs.
 */

const ctx = useTestApp();
const SAMPLES = new URL('./samples/', import.meta.url);
const SAMPLE_SITE = 'http://127.0.0.1:8080';
const OUR_SITE = 'http://localhost:3000';
const JSON_TYPE = 'application/json; charset=utf-8';

type Described = Record<string, Record<string, unknown>>;

/** A sample's entries as this server must write them: the same bytes, with its own URLs. */
function sampleEntries(name: string): Described {
  const body = JSON.stringify(readSample(SAMPLES, name).body).replaceAll(SAMPLE_SITE, OUR_SITE);
  return JSON.parse(body) as Described;
}

async function read(url: string, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  return ctx.app.inject({ method: 'GET', url, headers });
}

async function tokenOf(name: string) {
  return (await login(ctx.app, emailOf(name))).token;
}

describe('GET /wp-json/wp/v2/types', () => {
  it('lists every post type this server serves, each exactly as WordPress writes it', async () => {
    const response = await read('/wp-json/wp/v2/types', await tokenOf('daan'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(JSON_TYPE);
    const body = response.json<Described>();
    expect(Object.keys(body).sort()).toEqual([...POST_TYPES, 'assignments'].sort());

    // The types the WordPress back end registers too: the same entry, key for key, in order.
    const sample = sampleEntries('types');
    const shared = Object.keys(body).filter((slug) => slug in sample);
    expect(shared.sort()).toEqual(
      ['arbeidsvoorwaarden', 'assignments', 'bibliotheek', 'kennisbank', 'nieuws'].sort(),
    );
    for (const slug of shared) {
      expect(JSON.stringify(body[slug]), slug).toBe(JSON.stringify(sample[slug]));
    }
    // Ours only: the same keys in the same order, and links to routes that answer.
    const keys = Object.keys(sample.nieuws!);
    for (const [slug, info] of Object.entries(body)) {
      expect(Object.keys(info), slug).toEqual(keys);
      expect(info.rest_base, slug).toBe(slug);
    }
  });

  it('links every type to a list route of this server that answers', async () => {
    const token = await tokenOf('sem');
    const body = (await read('/wp-json/wp/v2/types', token)).json<Described>();
    for (const info of Object.values(body)) {
      const links = info._links as Record<string, Array<{ href: string }>>;
      const items = links['wp:items']![0]!.href;
      expect(items.startsWith(`${OUR_SITE}/wp-json/wp/v2/`)).toBe(true);
      const answer = await read(items.slice(OUR_SITE.length), token);
      expect(answer.statusCode, items).toBe(200);
    }
  });

  it('answers one type as in the list, and an unknown one 404 rest_type_invalid', async () => {
    const token = await tokenOf('daan');
    const list = (await read('/wp-json/wp/v2/types', token)).json<Described>();
    const one = await read('/wp-json/wp/v2/types/kennisbank', token);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toStrictEqual(list.kennisbank);

    for (const slug of ['post', 'page', 'onbekend']) {
      const unknown = await read(`/wp-json/wp/v2/types/${slug}`, token);
      expect(unknown.statusCode, slug).toBe(404);
      expect(unknown.headers['content-type']).toBe(JSON_TYPE);
      expect(unknown.body).toBe(
        '{"code":"rest_type_invalid","message":"Invalid post type.","data":{"status":404}}',
      );
    }
  });
});

describe('GET /wp-json/wp/v2/taxonomies', () => {
  it('lists both category taxonomies exactly as the WordPress back end does', async () => {
    const response = await read('/wp-json/wp/v2/taxonomies', await tokenOf('daan'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(JSON_TYPE);
    const sample = sampleEntries('taxonomies');
    const ours = Object.fromEntries(
      Object.keys(TAXONOMIES).map((taxonomy) => [taxonomy, sample[taxonomy]]),
    );
    expect(response.body).toBe(JSON.stringify(ours));
  });

  it('keeps those of one type with ?type=, as WordPress', async () => {
    const token = await tokenOf('daan');
    const only = await read('/wp-json/wp/v2/taxonomies?type=kennisbank', token);
    expect(Object.keys(only.json<Described>())).toEqual(['kennisbank_categorieen']);
    const none = await read('/wp-json/wp/v2/taxonomies?type=nieuws', token);
    expect(none.json()).toStrictEqual({});
  });

  it('answers one taxonomy, and an unknown one 404 rest_taxonomy_invalid', async () => {
    const token = await tokenOf('daan');
    const one = await read('/wp-json/wp/v2/taxonomies/arbeidsvoorwaarden_categorieen', token);
    expect(one.statusCode).toBe(200);
    expect(JSON.stringify(one.json())).toBe(
      JSON.stringify(sampleEntries('taxonomies').arbeidsvoorwaarden_categorieen),
    );

    const unknown = await read('/wp-json/wp/v2/taxonomies/category', token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(
      '{"code":"rest_taxonomy_invalid","message":"Invalid taxonomy.","data":{"status":404}}',
    );
  });
});

describe('signed-in only, like the content they describe', () => {
  it.each([
    '/wp-json/wp/v2/types',
    '/wp-json/wp/v2/types/nieuws',
    '/wp-json/wp/v2/types/onbekend',
    '/wp-json/wp/v2/taxonomies',
    '/wp-json/wp/v2/taxonomies/kennisbank_categorieen',
  ])('%s answers anonymous 401 rest_not_logged_in', async (url) => {
    const response = await read(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'rest_not_logged_in', data: { status: 401 } });
  });
});
