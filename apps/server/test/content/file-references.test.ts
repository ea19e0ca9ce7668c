import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { posts, users } from '../../src/db/schema.js';
import { createFile, createPost, storageOf } from '../factories/index.js';
import {
  addRowOk,
  pdfBytes,
  receiptOf,
  TYPE,
  typeIds,
} from '../declarations/declarations-helpers.js';
import { call, signInAll, useContentApp, WP, type Session } from './content-helpers.js';

/**
 * Issue 8, item 1: a post may name only content files and the writer's own picture, because
 * every colleague may open the files of published content (docs/file-access.md).
 */
const ctx = useContentApp();
const FILES = '/wp-json/intranet/v1/files';

let editor: Session;
let daan: Session;
let emma: Session;
let receiptId: number;

beforeAll(async () => {
  [editor, daan, emma] = await signInAll(ctx.app, ['redactie', 'daan', 'emma'] as const);
  const typeId = await typeIds(ctx.app, editor);
  const row = await addRowOk(ctx.app, daan, {
    declaration_type: typeId(TYPE.parking),
    date: '2026-11-12',
    amount: 12.5,
    description: 'Parkeergarage',
    vat_rate: 21,
    receipt: receiptOf('bon-daan.pdf', pdfBytes('Daan')),
  });
  receiptId = row.receipt!.id;
});

const write = (type: string, title: string, fileIds: number[]) =>
  call(ctx.app, editor, {
    method: 'POST',
    url: `${WP}/${type}`,
    payload: {
      title,
      status: 'publish',
      fields: { bestanden: fileIds.map((id) => ({ file: { id } })) },
    },
  });

async function postsTitled(title: string) {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .where(eq(posts.title, title));
  return row!.n;
}

async function pictureOf(userId: number) {
  const file = await createFile(ctx.database.db, storageOf(ctx), {
    ownerId: userId,
    kind: 'profile-picture',
    mimeType: 'image/png',
  });
  await ctx.database.db.update(users).set({ publicPictureId: file.id }).where(eq(users.id, userId));
  return file.id;
}

describe('POST /wp/v2/{type}: which files a post may name', () => {
  it("refuses a professional's receipt on a knowledge-base item with 422, and stores nothing", async () => {
    const response = await write('kennisbank', 'Handleiding met bon', [receiptId]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 422, details: { fields: { code: 'rest_invalid_file' } } },
    });
    expect(response.json().data.params.fields).toContain(String(receiptId));
    expect(response.json().data.params.fields).toMatch(/mogen niet in een bericht/);
    expect(await postsTitled('Handleiding met bon')).toBe(0);

    // Nor can a colleague read it through the files route.
    const colleague = await call(ctx.app, emma, `${FILES}/${receiptId}/view`);
    expect(colleague.statusCode).toBe(404);
  });

  it('refuses it on every post type that is written here, next to an allowed file too', async () => {
    const content = await createFile(ctx.database.db, storageOf(ctx));
    for (const type of ['nieuws', 'arbeidsvoorwaarden', 'bibliotheek', 'kennisbank']) {
      const response = await write(type, `Met bon ${type}`, [content.id, receiptId]);
      expect(response.statusCode, type).toBe(422);
      expect(response.json().data.params.fields).not.toContain(String(content.id));
      expect(await postsTitled(`Met bon ${type}`)).toBe(0);
    }
  });

  it("refuses another user's picture and an unknown id", async () => {
    const emmasPicture = await pictureOf(emma.id);
    const picture = await write('nieuws', 'Met foto van Emma', [emmasPicture]);
    expect(picture.statusCode).toBe(422);
    expect(picture.json().data.params.fields).toContain(String(emmasPicture));
    const unknown = await write('nieuws', 'Met onbekend bestand', [999_999]);
    expect(unknown.statusCode).toBe(422);
    expect(await postsTitled('Met foto van Emma')).toBe(0);
  });

  it("accepts content files and the writer's own picture", async () => {
    const content = await createFile(ctx.database.db, storageOf(ctx), { title: 'Protocol' });
    const ownPicture = await pictureOf(editor.id);
    const response = await write('kennisbank', 'Met eigen foto', [content.id, ownPicture]);
    expect(response.statusCode).toBe(201);
    const ids = (
      response.json() as { acf: { bestanden: Array<{ file: { id: number } }> } }
    ).acf.bestanden.map((entry) => entry.file.id);
    expect(ids).toEqual([content.id, ownPicture]);
    expect((await call(ctx.app, daan, `${FILES}/${content.id}/view`)).statusCode).toBe(200);
  });
});

describe('GET /intranet/v1/files/{id}/view: a receipt stays its owner’s', () => {
  it('is not readable by a colleague even when it is attached to published content', async () => {
    // As the hole left it before issue 8: a receipt already named by a published post.
    const post = await createPost(ctx.database.db, 'kennisbank', { files: [{ id: receiptId }] });
    const item = await call(ctx.app, emma, `${WP}/kennisbank/${post.id}`);
    expect(item.statusCode).toBe(200);
    expect(item.json().acf.bestanden).toEqual([]);
    expect(item.body).not.toContain('bon-daan.pdf');
    for (const colleague of [emma, editor]) {
      expect((await call(ctx.app, colleague, `${FILES}/${receiptId}/view`)).statusCode).toBe(404);
      expect((await call(ctx.app, colleague, `${FILES}/${receiptId}`)).statusCode).toBe(404);
    }
    expect((await call(ctx.app, daan, `${FILES}/${receiptId}/view`)).statusCode).toBe(200);
  });

  it('is never served as a public picture, even when its owner chose it as one', async () => {
    await ctx.database.db
      .update(users)
      .set({ publicPictureId: receiptId })
      .where(eq(users.id, daan.id));
    const response = await call(ctx.app, emma, `${FILES}/${receiptId}/public/view`);
    expect(response.statusCode).toBe(404);
    await ctx.database.db.update(users).set({ publicPictureId: null }).where(eq(users.id, daan.id));
  });
});
