import {
  categorizedItemSchema,
  libraryEntrySchema,
  newsItemSchema,
  wpPostSchema,
} from '@portal/contract';
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

beforeAll(async () => {
  reader = await signIn(ctx.app, 'daan');
  editor = await signIn(ctx.app, 'redactie');
});

const first = async (url: string, session: Session = reader) =>
  ((await call(ctx.app, session, url)).json() as ListedPost[])[0]!;

describe('GET /wp/v2/{type}/{id}', () => {
  it('answers a news item in WordPress’s shape with the author as an object', async () => {
    const listed = await first(`${WP}/nieuws?per_page=1`);
    const response = await call(ctx.app, reader, `${WP}/nieuws/${listed.id}`);
    expect(response.statusCode).toBe(200);
    const item = newsItemSchema.parse(response.json());
    expect(item.title.rendered).toBe('Nieuwe cao: 4,5 procent loonsverhoging per 1 januari');
    expect(item.author).toMatchObject({ firstName: 'Marieke', lastName: 'de Vries' });
    expect(item.content).toMatchObject({ protected: false });
    expect(item.content.rendered).toContain('<ul><li>');
    expect(item.excerpt.rendered).toMatch(/^<p>Goed nieuws/);
    expect(item.date).toBe('2026-11-18T09:15:00');
    expect(item.date_gmt).toBe('2026-11-18T08:15:00');
    expect(item._links.self![0]!.href).toBe(
      `http://localhost:3000/wp-json/wp/v2/nieuws/${item.id}`,
    );
    expect(Object.keys(item)).toEqual(
      expect.arrayContaining([
        'guid',
        'modified',
        'modified_gmt',
        'slug',
        'link',
        'featured_media',
      ]),
    );
  });

  it('answers a terms-of-employment item with its categories and its files as signed links', async () => {
    const listed = await first(`${WP}/arbeidsvoorwaarden?orderby=title&order=asc`);
    const item = categorizedItemSchema.parse(
      (await call(ctx.app, reader, `${WP}/arbeidsvoorwaarden/${listed.id}`)).json(),
    );
    expect(typeof item.author).toBe('number');
    expect(item.arbeidsvoorwaarden_categorieen).toHaveLength(1);
    const file = item.acf.bestanden![0]!.file;
    expect(file).toMatchObject({ mime_type: 'application/pdf' });
    expect(file.url).toMatch(new RegExp(`^/wp-json/intranet/v1/files/${file.id}/view\\?viewer=`));
    const download = await ctx.app.inject({ method: 'GET', url: file.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers library entries with labelled files', async () => {
    const entries = (
      await call(
        ctx.app,
        reader,
        `${WP}/bibliotheek?orderby=name&order=asc&per_page=1000&status=publish`,
      )
    ).json() as unknown[];
    expect(entries.length).toBeGreaterThanOrEqual(4);
    const parsed = entries.map((entry) => libraryEntrySchema.parse(entry));
    const handbook = parsed.find((entry) => entry.title.rendered === 'Personeelshandboek')!;
    expect(handbook.acf.bestanden!.map((entry) => entry.name)).toEqual([
      'Personeelshandboek (volledig)',
      'Samenvatting in één A4',
    ]);
    expect(parsed.map((entry) => entry.title.rendered)).toEqual(
      [...parsed.map((entry) => entry.title.rendered)].sort((a, b) => a.localeCompare(b, 'nl')),
    );
  });

  it('answers rest_post_invalid_id for an unknown id, an id of another type and id 0', async () => {
    const news = await first(`${WP}/nieuws`);
    for (const url of [`${WP}/nieuws/999999`, `${WP}/kennisbank/${news.id}`, `${WP}/nieuws/0`]) {
      const response = await call(ctx.app, reader, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({
        code: 'rest_post_invalid_id',
        message: 'Invalid post ID.',
        data: { status: 404 },
      });
    }
  });

  it('answers rest_post_invalid_id for an id past PostgreSQL’s integer, and no route past 12 digits', async () => {
    for (const id of ['2147483648', '999999999999']) {
      const response = await call(ctx.app, reader, `${WP}/nieuws/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().code).toBe('rest_post_invalid_id');
    }
    const tooLong = await call(ctx.app, reader, `${WP}/nieuws/1234567890123`);
    expect(tooLong.json().code).toBe('rest_no_route');
  });

  it('keeps only the fields named in _fields, on one item as on a list', async () => {
    const listed = await first(`${WP}/nieuws?per_page=1`);
    const response = await call(
      ctx.app,
      reader,
      `${WP}/nieuws/${listed.id}?_fields=id,title.rendered`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: listed.id, title: listed.title });
  });

  it('keeps the whole error envelope when _fields names fields of the item (found by the fuzz test)', async () => {
    const response = await call(ctx.app, reader, `${WP}/nieuws/2147483647?_fields=id,title`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'rest_post_invalid_id',
      message: 'Invalid post ID.',
      data: { status: 404 },
    });
  });

  it('answers rest_no_route for an id that is not a number and for an unknown type', async () => {
    for (const url of [`${WP}/nieuws/abc`, `${WP}/vacatures/1`, `${WP}/nieuws/1e3`]) {
      const response = await call(ctx.app, reader, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('rest_no_route');
    }
  });

  it('shows a draft by id to an editor and hides it from others as an unknown id', async () => {
    const draft = await first(`${WP}/nieuws?status=draft`, editor);
    expect((await call(ctx.app, editor, `${WP}/nieuws/${draft.id}`)).statusCode).toBe(200);
    const hidden = await call(ctx.app, reader, `${WP}/nieuws/${draft.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('rest_post_invalid_id');
  });

  it('serves a functie by id with the numeric author of other types', async () => {
    const functie = await first(`${WP}/functies?orderby=title&order=asc`);
    const item = wpPostSchema.parse(
      (await call(ctx.app, reader, `${WP}/functies/${functie.id}`)).json(),
    );
    expect(item.title.rendered).toBe('Beleidsadviseur');
    expect(item.author).toBe(0);
  });

  it('answers 401 rest_not_logged_in without a token', async () => {
    const response = await call(ctx.app, undefined, `${WP}/nieuws/1`);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('rest_not_logged_in');
  });
});
