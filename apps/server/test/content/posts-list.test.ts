import { POST_TYPES } from '@portal/contract';
import { POST_ITEM_SCHEMAS } from '@portal/contract/endpoints/content';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  signIn,
  useContentApp,
  WP,
  type ListedPost,
  type Session,
} from './content-helpers.js';

const ctx = useContentApp();
let reader: Session;
let editor: Session;
let admin: Session;

beforeAll(async () => {
  reader = await signIn(ctx.app, 'femke');
  editor = await signIn(ctx.app, 'redactie');
  admin = await signIn(ctx.app, 'admin');
});

/** The demo seeds 26 published news items and one draft. */
const PUBLISHED_NEWS = 26;

const list = async (url: string, session: Session = reader) => {
  const response = await call(ctx.app, session, url);
  return { response, items: response.json() as ListedPost[] };
};
const ids = (items: ListedPost[]) => items.map((item) => item.id);
const titles = (items: ListedPost[]) => items.map((item) => item.title.rendered);

describe('GET /wp/v2/{type}: paging and headers', () => {
  it('answers the dashboard call with 5 published news items, newest first, and the totals', async () => {
    const { response, items } = await list(`${WP}/nieuws?per_page=5&page=1&status=publish`);
    expect(response.statusCode).toBe(200);
    expect(items).toHaveLength(5);
    expect(response.headers['x-wp-total']).toBe(String(PUBLISHED_NEWS));
    expect(response.headers['x-wp-totalpages']).toBe('6');
    expect(response.headers.link).toBe(
      '<http://localhost:3000/wp-json/wp/v2/nieuws?per_page=5&page=2&status=publish>; rel="next"',
    );
    expect(items.every((item) => item.status === 'publish' && item.type === 'nieuws')).toBe(true);
    const dates = items.map((item) => item.date_gmt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(items[0]!.title.rendered).toBe('Nieuwe cao: 4,5 procent loonsverhoging per 1 januari');
  });

  it('gives a middle page both a prev and a next link that keep the other parameters', async () => {
    const { response, items } = await list(`${WP}/nieuws?per_page=5&page=3`);
    expect(items).toHaveLength(5);
    expect(response.headers.link).toBe(
      '<http://localhost:3000/wp-json/wp/v2/nieuws?per_page=5&page=2>; rel="prev", ' +
        '<http://localhost:3000/wp-json/wp/v2/nieuws?per_page=5&page=4>; rel="next"',
    );
  });

  it('gives the last page the remaining items and only a prev link', async () => {
    const { response, items } = await list(`${WP}/nieuws?per_page=5&page=6`);
    expect(items).toHaveLength(1);
    expect(response.headers['x-wp-totalpages']).toBe('6');
    expect(response.headers.link).toBe(
      '<http://localhost:3000/wp-json/wp/v2/nieuws?per_page=5&page=5>; rel="prev"',
    );
  });

  it('pages through every item exactly once', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 6; page++) {
      seen.push(...ids((await list(`${WP}/nieuws?per_page=5&page=${page}`)).items));
    }
    expect(new Set(seen).size).toBe(PUBLISHED_NEWS);
  });

  it('refuses a page past the last with 400 rest_post_invalid_page_number', async () => {
    const { response } = await list(`${WP}/nieuws?per_page=5&page=7`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    });
  });

  it('answers an empty list (not an error) for any page of a query without results', async () => {
    const { response, items } = await list(`${WP}/nieuws?search=qqqzzz&page=2`);
    expect(response.statusCode).toBe(200);
    expect(items).toEqual([]);
    expect(response.headers['x-wp-total']).toBe('0');
    expect(response.headers['x-wp-totalpages']).toBe('0');
    expect(response.headers.link).toBeUndefined();
  });

  it('defaults to 10 items per page', async () => {
    const { response, items } = await list(`${WP}/nieuws`);
    expect(items).toHaveLength(10);
    expect(response.headers['x-wp-totalpages']).toBe('3');
  });

  it.each([
    ['nieuws', 100],
    ['moodtrackers', 100],
    ['dienstverbanden', 100],
    ['arbeidsvoorwaarden', 200],
    ['kennisbank', 200],
    ['functies', 200],
    ['intra_opdrachtgevers', 200],
    ['bibliotheek', 1000],
  ])('allows per_page up to the maximum of %s (%i) and refuses one more', async (type, max) => {
    expect((await list(`${WP}/${type}?per_page=${max}`)).response.statusCode).toBe(200);
    const { response } = await list(`${WP}/${type}?per_page=${max + 1}`);
    expect(response.statusCode).toBe(400);
    const message = `per_page must be between 1 (inclusive) and ${max} (inclusive)`;
    expect(response.json()).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): per_page',
      data: {
        status: 400,
        params: { per_page: message },
        details: { per_page: { code: 'rest_out_of_bounds', message, data: null } },
      },
    });
  });

  it('refuses per_page 0 and page 0 as out of bounds, and non-numbers as the wrong type', async () => {
    const zero = await list(`${WP}/nieuws?per_page=0`);
    expect(zero.response.statusCode).toBe(400);
    expect(zero.response.json().data.details.per_page.code).toBe('rest_out_of_bounds');
    const page = await list(`${WP}/nieuws?page=0`);
    expect(page.response.json().data.params).toEqual({
      page: 'page must be greater than or equal to 1',
    });
    const text = await list(`${WP}/nieuws?per_page=vijf`);
    expect(text.response.statusCode).toBe(400);
    expect(text.response.json().data.details.per_page).toEqual({
      code: 'rest_invalid_type',
      message: 'per_page is not of type integer.',
      data: null,
    });
  });
});

describe('GET /wp/v2/{type}: filters', () => {
  it('include returns only those items, and orderby=include keeps their order', async () => {
    const all = (await list(`${WP}/nieuws?per_page=100`)).items;
    const wanted = [all[7]!.id, all[2]!.id, all[12]!.id];
    const { response, items } = await list(`${WP}/nieuws?include=${wanted.join(',')}`);
    expect(response.headers['x-wp-total']).toBe('3');
    expect(new Set(ids(items))).toEqual(new Set(wanted));
    const ordered = await list(`${WP}/nieuws?include=${wanted.join(',')}&orderby=include`);
    expect(ids(ordered.items)).toEqual(wanted);
    const repeated = await list(`${WP}/nieuws?include[]=${wanted[0]}&include[]=${wanted[1]}`);
    expect(new Set(ids(repeated.items))).toEqual(new Set(wanted.slice(0, 2)));
  });

  it('refuses orderby=include without include, and an include that is not a list of ids', async () => {
    const missing = await list(`${WP}/nieuws?orderby=include`);
    expect(missing.response.statusCode).toBe(400);
    expect(missing.response.json().code).toBe('rest_orderby_include_missing_include');
    const bad = await list(`${WP}/nieuws?include=1,twee`);
    expect(bad.response.statusCode).toBe(400);
    expect(bad.response.json().data.params).toEqual({ include: 'include is not of type integer.' });
  });

  it('search matches words in the title or the content, case-insensitively, all words required', async () => {
    const prince = await list(`${WP}/nieuws?search=prince2`);
    expect(titles(prince.items).sort()).toEqual([
      'Opleidingsaanbod: data, projectmatig werken en Engels',
      'Vier professionals behalen hun PRINCE2-certificaat',
    ]);
    const byTitle = await list(`${WP}/nieuws?search=Prince2-Certificaat`);
    expect(titles(byTitle.items)).toEqual(['Vier professionals behalen hun PRINCE2-certificaat']);
    const byContent = await list(`${WP}/nieuws?search=CATHARIJNESINGEL`);
    expect(titles(byContent.items)).toEqual(['Meld je aan voor de Singelloop Utrecht']);
    const bothWords = await list(`${WP}/nieuws?search=Singelloop%20pensioen`);
    expect(bothWords.items).toEqual([]);
    const wildcard = await list(`${WP}/nieuws?search=%25`);
    expect(wildcard.items).toEqual([]);
  });

  it('filters terms of employment by category, and by several categories', async () => {
    const categories = (
      await call(ctx.app, reader, `${WP}/arbeidsvoorwaarden_categorieen?per_page=100`)
    ).json() as Array<{ id: number; name: string }>;
    const salaris = categories.find((category) => category.name === 'Salaris')!;
    const verlof = categories.find((category) => category.name === 'Verlof')!;
    const one = await list(
      `${WP}/arbeidsvoorwaarden?status=publish&per_page=200&arbeidsvoorwaarden_categorieen=${salaris.id}`,
    );
    expect(titles(one.items).sort()).toEqual([
      'Loonschalen en periodieken',
      'Salarisbetaling en salarisstrook',
      'Vakantiegeld en eindejaarsuitkering',
    ]);
    for (const item of one.items) expect(item.arbeidsvoorwaarden_categorieen).toEqual([salaris.id]);
    const two = await list(
      `${WP}/arbeidsvoorwaarden?arbeidsvoorwaarden_categorieen=${salaris.id},${verlof.id}`,
    );
    expect(two.response.headers['x-wp-total']).toBe('6');
    const all = await list(`${WP}/arbeidsvoorwaarden?per_page=200`);
    expect(all.response.headers['x-wp-total']).toBe('18');
  });

  it('filters the knowledge base by its own taxonomy', async () => {
    const categories = (
      await call(ctx.app, reader, `${WP}/kennisbank_categorieen`)
    ).json() as Array<{
      id: number;
      name: string;
    }>;
    const faq = categories.find((category) => category.name === 'Veelgestelde vragen')!;
    const { items } = await list(`${WP}/kennisbank?kennisbank_categorieen=${faq.id}&per_page=200`);
    expect(items).toHaveLength(3);
    expect(items.every((item) => (item.kennisbank_categorieen as number[]).includes(faq.id))).toBe(
      true,
    );
  });

  it('after and before compare the post date strictly, in Amsterdam time without an offset', async () => {
    // The newest item was published 3 days before the seed, at 09:15 Amsterdam time.
    const newest = 'Nieuwe cao: 4,5 procent loonsverhoging per 1 januari';
    const at = async (query: string) => titles((await list(`${WP}/nieuws?${query}`)).items);
    expect(await at('after=2026-11-18T09:14:59')).toEqual([newest]);
    expect(await at('after=2026-11-18T09:15:00')).toEqual([]);
    expect(await at('after=2026-11-18T08:14:59Z')).toEqual([newest]);
    expect(await at('after=2026-11-18T09:14:59%2B01:00')).toEqual([newest]);
    expect(await at('after=2026-11-18T09:14:59+01:00')).toEqual([newest]);
    expect(await at('after=2026-11-14T00:00:00&before=2026-11-18T09:15:00')).toEqual([
      'Kennissessie: slim werken met AI-assistenten',
    ]);
  });

  it('refuses a date that is not ISO 8601 with rest_invalid_date', async () => {
    const { response } = await list(`${WP}/nieuws?after=gisteren`);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.details.after).toEqual({
      code: 'rest_invalid_date',
      message: 'Invalid date.',
      data: null,
    });
    expect((await list(`${WP}/nieuws?before=2026-02-30T00:00:00`)).response.statusCode).toBe(400);
  });

  it('filters on ACF fields with acf_<field>, a comma list meaning any of them', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const own = await list(`${WP}/moodtrackers?acf_user=${daan.id}`, daan);
    expect(own.items).toHaveLength(2);
    expect(own.items.every((item) => item.acf.user === daan.id)).toBe(true);
    const moods = await list(`${WP}/moodtrackers?acf_mood=3`, admin);
    expect(moods.items.map((item) => item.acf.mood)).toEqual([3]);
    const either = await list(`${WP}/moodtrackers?acf_mood=1,3`, admin);
    expect(either.items.map((item) => item.acf.mood).sort()).toEqual([1, 1, 3]);
    const bad = await list(`${WP}/moodtrackers?acf_User-Name=1`, admin);
    expect(bad.response.statusCode).toBe(400);
  });

  it('names a bad acf_<field> name or value by its parameter', async () => {
    const name = await list(`${WP}/moodtrackers?acf_User-Name=1`, admin);
    expect(name.response.json().data.params).toEqual({
      'acf_User-Name':
        'acf_User-Name is not one of acf_user, acf_mood, acf_rw_medewerker_to_notify.',
    });
    const many = Array.from({ length: 101 }, (_, index) => index).join(',');
    const values = await list(`${WP}/moodtrackers?acf_mood=${many}`, admin);
    expect(values.response.statusCode).toBe(400);
    expect(values.response.json().data.params).toEqual({
      acf_mood: 'acf_mood must contain at most 100 items.',
    });
    const unknown = await list(`${WP}/nieuws?acf_bron=1`, admin);
    expect(unknown.response.json().data.params).toEqual({
      acf_bron: 'acf_bron is not a filter of this type; it has no ACF filters.',
    });
  });

  it('gives each reader their own file links on a cached page: a page naming files is never shared', async () => {
    const url = `${WP}/arbeidsvoorwaarden?per_page=20&orderby=title&order=asc`;
    const linksOf = (items: ListedPost[]) =>
      items.flatMap((item) =>
        (
          (item as unknown as { acf: { bestanden?: Array<{ file: { url: string } }> } }).acf
            .bestanden ?? []
        ).map((entry) => entry.file.url),
      );
    const first = linksOf((await list(url, reader)).items);
    const other = linksOf((await list(url, editor)).items);
    const again = linksOf((await list(url, reader)).items);
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((link) => link.includes(`viewer=${reader.id}`))).toBe(true);
    expect(other.every((link) => link.includes(`viewer=${editor.id}`))).toBe(true);
    expect(again).toEqual(first);
  });

  it('answers a cached page without files alike to every reader (a write shows at once: write-and-sanitize)', async () => {
    const url = `${WP}/nieuws?per_page=5`;
    const first = await list(url, reader);
    expect(first.response.statusCode).toBe(200);
    expect((await list(url, editor)).response.body).toBe(first.response.body);
    expect((await list(url, reader)).response.body).toBe(first.response.body);
  });

  it('keeps only the fields named in _fields', async () => {
    const { items } = await list(`${WP}/nieuws?per_page=2&_fields=id,title,date`);
    expect(Object.keys(items[0]!).sort()).toEqual(['date', 'id', 'title']);
  });

  it('ignores parameters named after Object.prototype and leaves it alone (found by the fuzz test)', async () => {
    for (const query of ['__proto__=1', '__proto__=1&__proto__=2', 'constructor=1', 'toString=x']) {
      const { response, items } = await list(`${WP}/nieuws?per_page=2&${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(items, query).toHaveLength(2);
    }
    // The parsed query is cached frozen; before, this froze Object.prototype for the process.
    expect(Object.isFrozen(Object.prototype)).toBe(false);
    expect(Object.isFrozen(Object)).toBe(false);
  });
});

describe('GET /wp/v2/{type}: the answer', () => {
  it('answers each type with exactly the keys of its response schema in the contract', async () => {
    for (const type of POST_TYPES) {
      const { response, items } = await list(`${WP}/${type}?per_page=100`, admin);
      expect(response.statusCode, type).toBe(200);
      expect(items.length, type).toBeGreaterThan(0);
      const schema = POST_ITEM_SCHEMAS[type];
      for (const item of items) {
        expect(Object.keys(item).sort(), type).toEqual(Object.keys(schema.shape).sort());
        schema.parse(item);
      }
    }
  });
});

describe('GET /wp/v2/{type}: order', () => {
  it('orders by date, newest first, unless order=asc', async () => {
    const desc = (await list(`${WP}/nieuws?per_page=100`)).items.map((item) => item.date_gmt);
    expect(desc).toEqual([...desc].sort().reverse());
    const asc = (await list(`${WP}/nieuws?per_page=100&order=asc`)).items.map(
      (item) => item.date_gmt,
    );
    expect(asc).toEqual([...desc].reverse());
  });

  it('orders by title with orderby=title and by title too with the library’s orderby=name', async () => {
    const byTitle = titles((await list(`${WP}/nieuws?per_page=100&orderby=title&order=asc`)).items);
    expect(byTitle[0]).toBe('Duurzaam reizen: NS Business Card voor iedereen');
    expect(byTitle.at(-1)).toBe('Zo werkt het evaluatiegesprek per kwartaal');
    const byName = titles((await list(`${WP}/nieuws?per_page=100&orderby=name&order=asc`)).items);
    expect(byName).toEqual(byTitle);
    const desc = titles((await list(`${WP}/nieuws?per_page=100&orderby=title`)).items);
    expect(desc).toEqual([...byTitle].reverse());
  });

  it('orders by id', async () => {
    const asc = ids((await list(`${WP}/nieuws?per_page=100&orderby=id&order=asc`)).items);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
  });

  it('refuses an unknown orderby or order with rest_not_in_enum', async () => {
    const orderby = await list(`${WP}/nieuws?orderby=random`);
    expect(orderby.response.statusCode).toBe(400);
    expect(orderby.response.json().data.details.orderby.code).toBe('rest_not_in_enum');
    const order = await list(`${WP}/nieuws?order=sideways`);
    expect(order.response.json().data.params.order).toBe('order is not one of asc and desc.');
  });
});

describe('GET /wp/v2/{type}: status and access', () => {
  it('refuses status=draft for a medewerker with WordPress’s forbidden-status error', async () => {
    const { response } = await list(`${WP}/nieuws?status=draft`, reader);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): status',
      data: {
        status: 400,
        params: { status: 'Status is forbidden.' },
        details: {
          status: {
            code: 'rest_forbidden_status',
            message: 'Status is forbidden.',
            data: { status: 403 },
          },
        },
      },
    });
    const professional = await signIn(ctx.app, 'daan');
    expect((await list(`${WP}/nieuws?status=private`, professional)).response.statusCode).toBe(400);
  });

  it('lists drafts for an editor and an administrator', async () => {
    const drafts = await list(`${WP}/nieuws?status=draft`, editor);
    expect(drafts.response.statusCode).toBe(200);
    expect(titles(drafts.items)).toEqual(['Kerstborrel: save the date']);
    const both = await list(`${WP}/nieuws?status=publish,draft&per_page=100`, admin);
    expect(both.response.headers['x-wp-total']).toBe(String(PUBLISHED_NEWS + 1));
    const any = await list(`${WP}/nieuws?status[]=any&per_page=100`, editor);
    expect(any.items).toHaveLength(PUBLISHED_NEWS + 1);
  });

  it('never lists a draft without status=draft, even for an editor', async () => {
    const { items } = await list(`${WP}/nieuws?per_page=100`, editor);
    expect(items.every((item) => item.status === 'publish')).toBe(true);
  });

  it('refuses an unknown status value', async () => {
    const { response } = await list(`${WP}/nieuws?status=weg`, editor);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.details.status.code).toBe('rest_not_in_enum');
  });

  it('answers 404 rest_no_route for an unknown type', async () => {
    const { response } = await list(`${WP}/vacatures`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    });
  });

  it('answers rest_no_route for an unknown type before asking for a token, as WordPress', async () => {
    for (const url of [`${WP}/vacatures`, `${WP}/vacatures/3`, `${WP}/nieuws/abc`]) {
      const response = await call(ctx.app, undefined, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('rest_no_route');
    }
  });

  it('answers 401 rest_not_logged_in without a token', async () => {
    const response = await call(ctx.app, undefined, `${WP}/nieuws?per_page=5`);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('rest_not_logged_in');
  });

  it('serves functies, opdrachtgevers and dienstverbanden through the same route', async () => {
    for (const [type, count, perPage] of [
      ['functies', 8, 200],
      ['intra_opdrachtgevers', 8, 200],
      ['dienstverbanden', 3, 100],
    ] as const) {
      const { response, items } = await list(
        `${WP}/${type}?per_page=${perPage}&orderby=name&order=asc&status=publish`,
      );
      expect(response.statusCode).toBe(200);
      expect(items).toHaveLength(count);
      expect(typeof items[0]!.title.rendered).toBe('string');
    }
    const functies = titles((await list(`${WP}/functies?orderby=name&order=asc`)).items);
    expect(functies[0]).toBe('Beleidsadviseur');
  });
});
