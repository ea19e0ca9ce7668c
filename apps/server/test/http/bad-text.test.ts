import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';
import { call, signIn, type Session } from '../helpers/session.js';
import { multipartBody } from '../declarations/declarations-helpers.js';

/**
 * Issue 8, item 5: a NUL character (U+0000) in any text that reached PostgreSQL was a 500, and
 * the failed query was logged with its values (IBAN, phone). Such text is now a 400 in the
 * contract's shape before anything runs, and a log line never holds a value a request sent.
 */

const logged: string[] = [];
const FAILING = '/test/failing-query';
const ctx = useTestApp({
  config: { logLevel: 'debug' },
  logStream: { write: (line) => void logged.push(line) },
  // A query that fails on a sent value, as a bug would: what its log line holds.
  extraRoutes: (app, database) => {
    app.post(FAILING, async (request) => {
      const { value, kind } = request.body as { value: string; kind: 'cast' | 'bug' };
      if (kind === 'cast') await database.db.execute(sql`select ${value}::int`);
      await database.db.execute(sql`insert into users (id, email) values (1, ${value})`);
      return {};
    });
  },
});

let tim: Session;
let admin: Session;
let editor: Session;
beforeAll(async () => {
  [tim, admin, editor] = await Promise.all([
    signIn(ctx.app, 'tim'),
    signIn(ctx.app, 'admin'),
    signIn(ctx.app, 'redactie'),
  ]);
});

/** The personal-looking parts of every value sent, none of which a log line may hold. */
const sent: string[] = [];
/** A value unique per case, with the bad character between two remembered parts. */
function secret(bad = '\u0000') {
  const parts = [`NL${sent.length}SECRETIBAN0417164300`, `06-1234${sent.length}`];
  sent.push(...parts);
  return parts.join(bad);
}

const expectInvalid = (response: { statusCode: number; json(): unknown }, name: string) => {
  expect(response.statusCode, name).toBe(400);
  expect(response.json(), name).toMatchObject({
    code: 'rest_invalid_param',
    data: { status: 400, params: { [name]: expect.any(String) } },
  });
};

const DECLARATIONS = '/wp-json/custom/v1/declarations';

describe('text PostgreSQL cannot store (U+0000, a lone surrogate) is a 400', () => {
  it('refuses it in the login form, JSON and form-encoded', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token',
      payload: { username: secret(), password: 'x' },
    });
    expectInvalid(json, 'username');
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${encodeURIComponent(secret())}&password=x`,
    });
    expectInvalid(form, 'username');
  });

  it('refuses it in search, slug and an acf_ value of a list, in WordPress’s words', async () => {
    for (const [name, url] of [
      ['search', '/wp-json/wp/v2/nieuws?search='],
      ['slug', '/wp-json/wp/v2/nieuws?slug='],
      ['acf_mood', '/wp-json/wp/v2/moodtrackers?acf_mood='],
      ['search', '/wp-json/wp/v2/kennisbank_categorieen?search='],
    ] as const) {
      const response = await call(ctx.app, tim, `${url}${encodeURIComponent(secret())}`);
      expectInvalid(response, name);
      expect(response.json().data.params[name]).toBe(
        `${name} contains a character that is not allowed.`,
      );
    }
  });

  it('refuses it in a declaration line’s description and location (JSON and multipart)', async () => {
    for (const field of ['description', 'location_start', 'location_end']) {
      const response = await call(ctx.app, tim, {
        method: 'POST',
        url: `${DECLARATIONS}/add-declaration-row`,
        payload: { declaration_type: 1, date: '2026-11-06', [field]: secret() },
      });
      expectInvalid(response, field);
      expect(response.json().data.params[field]).toContain('niet is toegestaan');
    }
    const form = multipartBody({ description: secret() });
    const multipart = await call(ctx.app, tim, {
      method: 'POST',
      url: `${DECLARATIONS}/update-declaration-row/1`,
      ...form,
    });
    expectInvalid(multipart, 'description');
    const fileName = multipartBody({}, [
      {
        field: 'receipt[]',
        filename: secret(),
        contentType: 'application/pdf',
        bytes: Buffer.from('%PDF-1.4'),
      },
    ]);
    const named = await call(ctx.app, tim, {
      method: 'POST',
      url: `${DECLARATIONS}/update-declaration-row/1`,
      ...fileName,
    });
    expectInvalid(named, 'receipt[]');
  });

  it('refuses it in a review comment, profile fields and post fields', async () => {
    const comment = await call(ctx.app, admin, {
      method: 'POST',
      url: `${DECLARATIONS}/review/1/comments`,
      payload: { comment: secret() },
    });
    expectInvalid(comment, 'comment');
    for (const field of ['iban', 'mobiel', 'straatnaam_en_huisnummer', 'korte_omschrijving']) {
      const response = await call(ctx.app, tim, {
        method: 'POST',
        url: '/wp-json/custom/v1/user-profile',
        payload: { [field]: secret() },
      });
      expectInvalid(response, field);
    }
    for (const field of ['title', 'content', 'slug']) {
      const response = await call(ctx.app, editor, {
        method: 'POST',
        url: '/wp-json/wp/v2/nieuws',
        payload: {
          title: 'Nieuws',
          content: 'Tekst',
          status: 'publish',
          [field]: secret(),
        },
      });
      expectInvalid(response, field);
    }
  });

  it('refuses a lone surrogate the same way (JSON can carry one), and such a key', async () => {
    const lone = await call(ctx.app, tim, {
      method: 'POST',
      url: '/wp-json/custom/v1/user-profile',
      payload: { mobiel: secret('\ud800') },
    });
    expectInvalid(lone, 'mobiel');
    const key = await call(ctx.app, tim, {
      method: 'POST',
      url: '/wp-json/custom/v1/user-profile',
      headers: { 'content-type': 'application/json' },
      payload: `{"mob\\u0000iel": "x"}`,
    });
    expect(key.statusCode).toBe(400);
  });
});

describe('deeply nested JSON', () => {
  // The text check walks every value of a body; by recursion 10,000 nested arrays overflowed
  // the stack and became a 500 (found by the fuzz test).
  it('is judged by its schema (400), not a stack overflow', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    for (const [session, url] of [
      [admin, `${DECLARATIONS}/review/1/comments`],
      [undefined, '/wp-json/jwt-auth/v1/token'],
    ] as const) {
      const response = await call(ctx.app, session, {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: deep,
      });
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('a malformed multipart body is a 400', () => {
  const url = `${DECLARATIONS}/update-declaration-row/1`;
  it('answers 400 for a body cut off in the middle of a part', async () => {
    const { payload, headers } = multipartBody({ description: 'Parkeren' }, [
      {
        field: 'receipt[]',
        filename: 'bon.pdf',
        contentType: 'application/pdf',
        bytes: Buffer.alloc(4096, 0x41),
      },
    ]);
    const response = await call(ctx.app, tim, {
      method: 'POST',
      url,
      headers,
      payload: payload.subarray(0, payload.length - 2000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
  });

  it('answers 400 for multipart without a boundary, and for a body that is no form at all', async () => {
    for (const [contentType, payload] of [
      ['multipart/form-data', 'description=x'],
      ['multipart/form-data; boundary=abc', 'this is not a form'],
    ]) {
      const response = await call(ctx.app, tim, {
        method: 'POST',
        url,
        headers: { 'content-type': contentType! },
        payload: payload!,
      });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json()).toMatchObject({ code: 'rest_invalid_param' });
    }
  });

  it('answers 400 for more text fields than a form has, and for a field longer than any', async () => {
    const fields = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x']));
    const many = await call(ctx.app, tim, { method: 'POST', url, ...multipartBody(fields) });
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ code: 'rest_request_too_large' });
    const long = multipartBody({ description: 'x'.repeat(100 * 1024) });
    const tooLong = await call(ctx.app, tim, { method: 'POST', url, ...long });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'rest_invalid_param' });
  });
});

describe('the log', () => {
  it('names the route and the database error code of a failed query, never its values', async () => {
    const cast = await ctx.app.inject({
      method: 'POST',
      url: FAILING,
      payload: { value: secret(''), kind: 'cast' },
    });
    expect(cast.statusCode).toBe(400);
    const bug = await ctx.app.inject({
      method: 'POST',
      url: FAILING,
      payload: { value: secret(''), kind: 'bug' },
    });
    expect(bug.statusCode).toBe(500);
    const lines = logged.join('');
    expect(lines).toContain('"route":"POST /test/failing-query"');
    expect(lines).toContain('22P02');
    expect(lines).toContain('23');
  });

  it('holds none of the values sent in this file', () => {
    const lines = logged.join('');
    expect(sent.length).toBeGreaterThan(20);
    for (const value of sent) expect(lines).not.toContain(value);
    expect(lines).not.toContain('SECRETIBAN');
  });
});
