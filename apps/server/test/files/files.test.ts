import { wpFileSchema, type WpFile } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeInitialsLogo } from '../../src/seed/demo-png.js';
import { files, users, type FileKind } from '../../src/db/schema.js';
import { createDiskStorage } from '../../src/modules/files/storage.js';
import {
  call,
  signIn,
  signInAll,
  useContentApp,
  WP,
  type Session,
} from '../content/content-helpers.js';

const ctx = useContentApp();
const FILES = '/wp-json/intranet/v1/files';

let emma: Session;
let daan: Session;
let editor: Session;
let medewerker: Session;
/** A seeded PDF attached to published terms of employment, with a UTF-8 name. */
let document: { id: number; name: string; bytes: Buffer };
let picture: number;
let privateFile: number;
let draftAttachment: number;
let logo: number;

async function storeFile(values: {
  ownerId: number | null;
  kind: FileKind;
  name: string;
  mimeType: string;
  bytes: Buffer;
}) {
  const storageKey = await createDiskStorage(ctx.filesDir).put(values.bytes);
  const [row] = await ctx.database.db
    .insert(files)
    .values({
      ownerId: values.ownerId,
      kind: values.kind,
      title: values.name,
      originalName: values.name,
      mimeType: values.mimeType,
      size: values.bytes.length,
      storageKey,
    })
    .returning({ id: files.id });
  return row!.id;
}

beforeAll(async () => {
  [emma, daan, editor, medewerker] = await signInAll(ctx.app, [
    'emma',
    'daan',
    'redactie',
    'femke',
  ] as const);
  const [row] = await ctx.database.db
    .select({ id: files.id, name: files.originalName })
    .from(files)
    .where(eq(files.originalName, 'Verzuimprotocol – één pagina.pdf'));
  const download = await call(ctx.app, emma, `${FILES}/${row!.id}/view`);
  document = { id: row!.id, name: row!.name, bytes: download.rawPayload };

  picture = await storeFile({
    ownerId: emma.id,
    kind: 'profile-picture',
    name: 'emma.png',
    mimeType: 'image/png',
    bytes: makeInitialsLogo('EB', '#336699'),
  });
  await ctx.database.db
    .update(users)
    .set({ publicPictureId: picture })
    .where(eq(users.id, emma.id));
  privateFile = await storeFile({
    ownerId: daan.id,
    kind: 'receipt',
    name: 'Bon parkeergarage.pdf',
    mimeType: 'application/pdf',
    bytes: Buffer.from('%PDF-1.4\n% privé\n%%EOF\n'),
  });
  draftAttachment = await storeFile({
    ownerId: null,
    kind: 'content',
    name: 'Programma kerstborrel.pdf',
    mimeType: 'application/pdf',
    bytes: Buffer.from('%PDF-1.4\n% concept\n%%EOF\n'),
  });
  const draft = await call(ctx.app, editor, {
    method: 'POST',
    url: `${WP}/nieuws`,
    payload: {
      title: 'Concept met bijlage',
      fields: { bestanden: [{ file: { id: draftAttachment } }] },
    },
  });
  expect(draft.statusCode).toBe(201);
  const options = await call(ctx.app, emma, '/wp-json/acf/v3/options/intranet');
  logo = options.json().acf.direct_links[0].logo.id;
});

describe('/intranet/v1/files: file data', () => {
  it('answers 401 rest_not_logged_in without a token on every route', async () => {
    for (const url of [
      `${FILES}?include=${document.id}`,
      `${FILES}/${document.id}`,
      `${FILES}/${document.id}/view`,
      `${FILES}/${picture}/public/view`,
    ]) {
      const response = await call(ctx.app, undefined, url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('rest_not_logged_in');
    }
  });

  it('lists the included files a user may see, in include order, and leaves out the rest', async () => {
    const include = [privateFile, document.id, 999999, picture];
    const forEmma = await call(ctx.app, emma, `${FILES}?include=${include.join(',')}`);
    expect(forEmma.statusCode).toBe(200);
    const listed = (forEmma.json() as unknown[]).map((file) => wpFileSchema.parse(file));
    expect(listed.map((file) => file.id)).toEqual([document.id, picture]);
    expect(listed[0]).toMatchObject({
      title: { rendered: 'Verzuimprotocol' },
      filename: 'Verzuimprotocol – één pagina.pdf',
      mime_type: 'application/pdf',
      filesize: document.bytes.length,
    });
    expect(listed[0]!.source_url).toMatch(
      new RegExp(`^${FILES}/${document.id}/view\\?viewer=${emma.id}&`),
    );
    const forDaan = (
      await call(ctx.app, daan, `${FILES}?include=${include.join(',')}`)
    ).json() as WpFile[];
    expect(forDaan.map((file) => file.id)).toEqual([privateFile, document.id, picture]);
  });

  it('refuses a list without include, or with more than 100 ids', async () => {
    const missing = await call(ctx.app, emma, FILES);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.params.include).toBe('include is required.');
    const ids = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    expect((await call(ctx.app, emma, `${FILES}?include=${ids}`)).statusCode).toBe(400);
  });

  it('answers one file, and rest_file_invalid_id for someone else’s private file or an unknown id', async () => {
    const one = await call(ctx.app, emma, `${FILES}/${document.id}`);
    expect(wpFileSchema.parse(one.json()).id).toBe(document.id);
    for (const id of [privateFile, 999999]) {
      const response = await call(ctx.app, emma, `${FILES}/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('rest_file_invalid_id');
    }
    expect((await call(ctx.app, daan, `${FILES}/${privateFile}`)).statusCode).toBe(200);
    expect((await call(ctx.app, emma, `${FILES}/twee`)).json().code).toBe('rest_no_route');
    expect((await call(ctx.app, emma, `${FILES}/2147483648`)).json().code).toBe(
      'rest_file_invalid_id',
    );
  });

  it('answers rest_no_route for a byte route whose id is no number, before asking for a token', async () => {
    for (const url of [`${FILES}/twee/view`, `${FILES}/twee/public/view`]) {
      const response = await call(ctx.app, undefined, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('rest_no_route');
    }
  });
});

describe('/intranet/v1/files/{id}/view: downloads', () => {
  it('streams the whole file with its type, a UTF-8 file name, its length and nosniff', async () => {
    const response = await call(ctx.app, emma, `${FILES}/${document.id}/view`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Verzuimprotocol _ __n pagina.pdf"; filename*=UTF-8''${encodeURIComponent(document.name)}`,
    );
    expect(response.headers['content-length']).toBe(String(document.bytes.length));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('opens through the signed source_url without a token, and refuses a changed or expired link', async () => {
    const [file] = (
      await call(ctx.app, emma, `${FILES}?include=${document.id}`)
    ).json() as WpFile[];
    const signed = await ctx.app.inject({ method: 'GET', url: file!.source_url });
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload).toEqual(document.bytes);

    const url = new URL(file!.source_url, 'http://localhost');
    const tampered = new URL(url);
    tampered.searchParams.set('viewer', String(daan.id));
    const expired = new URL(url);
    expired.searchParams.set('expires', '1000');
    const otherFile = `${FILES}/${privateFile}/view${url.search}`;
    const withoutViewer = new URL(url);
    withoutViewer.searchParams.delete('viewer');
    for (const bad of [
      withoutViewer.pathname + withoutViewer.search,
      tampered.pathname + tampered.search,
      expired.pathname + expired.search,
      otherFile,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: bad });
      expect(response.statusCode, bad).toBe(403);
      expect(response.json().code).toBe('rest_forbidden');
    }
  });

  it('serves every file sandboxed and not sniffed, as receipts: bearer, signed link, range, picture', async () => {
    const [file] = (
      await call(ctx.app, emma, `${FILES}?include=${document.id}`)
    ).json() as WpFile[];
    const answers = [
      await call(ctx.app, emma, `${FILES}/${document.id}/view`),
      await ctx.app.inject({ method: 'GET', url: file!.source_url }),
      await call(ctx.app, emma, {
        method: 'GET',
        url: `${FILES}/${document.id}/view`,
        headers: { range: 'bytes=0-4' },
      }),
      await call(ctx.app, daan, `${FILES}/${picture}/public/view`),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 206, 200]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toBe('sandbox');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves a byte range as 206 with Content-Range and Content-Length', async () => {
    const size = document.bytes.length;
    const cases: Array<[string, number, number]> = [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, size - 1],
      ['bytes=-10', size - 10, size - 1],
      [`bytes=${size - 5}-${size + 1000}`, size - 5, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await call(ctx.app, emma, {
        method: 'GET',
        url: `${FILES}/${document.id}/view`,
        headers: { range },
      });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.rawPayload).toEqual(document.bytes.subarray(start, end + 1));
    }
  });

  it('answers 416 with the size for a range that starts past the end', async () => {
    const size = document.bytes.length;
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0']) {
      const response = await call(ctx.app, emma, {
        method: 'GET',
        url: `${FILES}/${document.id}/view`,
        headers: { range },
      });
      expect(response.statusCode, range).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${size}`);
    }
  });

  it('sends the whole file for ranges it does not serve and for a stale If-Range', async () => {
    for (const headers of [
      { range: 'bytes=0-1,5-6' },
      { range: 'items=0-5' },
      { range: 'bytes=9-3' },
      { range: 'bytes=0-9', 'if-range': '"ander-bestand"' },
    ]) {
      const response = await call(ctx.app, emma, {
        method: 'GET',
        url: `${FILES}/${document.id}/view`,
        headers,
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.rawPayload.length).toBe(document.bytes.length);
    }
    const etag = (await call(ctx.app, emma, `${FILES}/${document.id}/view`)).headers.etag as string;
    const current = await call(ctx.app, emma, {
      method: 'GET',
      url: `${FILES}/${document.id}/view`,
      headers: { range: 'bytes=0-9', 'if-range': etag },
    });
    expect(current.statusCode).toBe(206);
  });

  it('answers 304 without the bytes to a matching If-None-Match, and the file to another', async () => {
    const url = `${FILES}/${document.id}/view`;
    const etag = (await call(ctx.app, emma, url)).headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    for (const ifNoneMatch of [etag, `"ander", ${etag}`, `W/${etag}`]) {
      const cached = await call(ctx.app, emma, {
        method: 'GET',
        url,
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(cached.statusCode, ifNoneMatch).toBe(304);
      expect(cached.rawPayload.length).toBe(0);
      expect(cached.headers.etag).toBe(etag);
      expect(String(cached.headers['cache-control'])).toContain('private');
    }
    const changed = await call(ctx.app, emma, {
      method: 'GET',
      url,
      headers: { 'if-none-match': '"ander-bestand"' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload).toEqual(document.bytes);
    // A reload (no-cache) always gets the bytes.
    const reload = await call(ctx.app, emma, {
      method: 'GET',
      url,
      headers: { 'if-none-match': etag, 'cache-control': 'no-cache' },
    });
    expect(reload.statusCode).toBe(200);
  });

  it('still checks access before answering 304: another user’s private file is a 404', async () => {
    const etag = (await call(ctx.app, daan, `${FILES}/${privateFile}/view`)).headers.etag as string;
    const other = await call(ctx.app, emma, {
      method: 'GET',
      url: `${FILES}/${privateFile}/view`,
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(404);
  });

  it('opens a private file only for its owner', async () => {
    expect((await call(ctx.app, daan, `${FILES}/${privateFile}/view`)).statusCode).toBe(200);
    const other = await call(ctx.app, emma, `${FILES}/${privateFile}/view`);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('rest_file_invalid_id');
  });

  it('opens the files of unpublished content only for editors and administrators', async () => {
    expect((await call(ctx.app, editor, `${FILES}/${draftAttachment}/view`)).statusCode).toBe(200);
    const admin = await signIn(ctx.app, 'admin');
    expect((await call(ctx.app, admin, `${FILES}/${draftAttachment}/view`)).statusCode).toBe(200);
    expect((await call(ctx.app, medewerker, `${FILES}/${draftAttachment}/view`)).statusCode).toBe(
      404,
    );
  });
});

describe('/intranet/v1/files/{id}/public/view: colleague pictures', () => {
  it('serves a colleague’s profile picture to every signed-in user', async () => {
    for (const viewer of [daan, medewerker, emma]) {
      const response = await call(ctx.app, viewer, `${FILES}/${picture}/public/view`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="emma.png"; filename*=UTF-8''emma.png`,
      );
    }
  });

  it('answers rest_file_invalid_id for anything that is not a profile picture', async () => {
    for (const id of [document.id, logo, privateFile, draftAttachment, 999999]) {
      const response = await call(ctx.app, daan, `${FILES}/${id}/public/view`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().code).toBe('rest_file_invalid_id');
    }
  });

  it('stops serving a picture once it is no longer anyone’s profile picture', async () => {
    await ctx.database.db.update(users).set({ publicPictureId: null }).where(eq(users.id, emma.id));
    expect((await call(ctx.app, daan, `${FILES}/${picture}/public/view`)).statusCode).toBe(404);
    expect((await call(ctx.app, emma, `${FILES}/${picture}/view`)).statusCode).toBe(200);
    await ctx.database.db
      .update(users)
      .set({ publicPictureId: picture })
      .where(eq(users.id, emma.id));
  });
});

describe('a file whose bytes are gone from the store', () => {
  it('is a 404 rest_file_invalid_id, not a 500 or a broken 200, and nothing of it is cached', async () => {
    const lost = await storeFile({
      ownerId: daan.id,
      kind: 'receipt',
      name: 'weg.pdf',
      mimeType: 'application/pdf',
      bytes: Buffer.from('%PDF-1.4 bytes that a restore lost'),
    });
    const [row] = await ctx.database.db
      .select({ key: files.storageKey })
      .from(files)
      .where(eq(files.id, lost));
    await createDiskStorage(ctx.filesDir).remove(row!.key);

    for (const headers of [{}, { range: 'bytes=0-3' }]) {
      const response = await call(ctx.app, daan, {
        method: 'GET',
        url: `${FILES}/${lost}/view`,
        headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'rest_file_invalid_id',
        data: { status: 404 },
      });
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['cache-control'] ?? '').not.toMatch(/max-age=3600/);
      expect(response.headers['content-disposition']).toBeUndefined();
    }
  });
});
