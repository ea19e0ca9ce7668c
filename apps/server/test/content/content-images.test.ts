import { beforeAll, describe, expect, it } from 'vitest';
import { createFile, storageOf } from '../factories/index.js';
import {
  call,
  signInAll,
  useContentApp,
  WP,
  type ListedPost,
  type Session,
} from './content-helpers.js';

/**
 * Issue 12: images in content only from our own media. Our file route is stored unsigned and
 * answered as a link signed for each reader; any other address is dropped on write.
 */

const ctx = useContentApp();
let editor: Session;
let reader: Session;
let image: number;

beforeAll(async () => {
  [editor, reader] = await signInAll(ctx.app, ['redactie', 'daan'] as const);
  image = (
    await createFile(ctx.database.db, storageOf(ctx), {
      title: 'Foto',
      mimeType: 'image/png',
      originalName: 'foto.png',
    })
  ).id;
});

const create = (content: string, status = 'publish') =>
  call(ctx.app, editor, {
    method: 'POST',
    url: `${WP}/nieuws`,
    payload: { title: 'Met plaatje', content, status },
  });

const srcs = (html: string) => [...html.matchAll(/<img[^>]*src="([^"]*)"/g)].map((m) => m[1]!);

describe('images in content', () => {
  it('keeps our own images, whatever link to them was pasted, and drops every other', async () => {
    const response = await create(
      [
        `<p><img src="/wp-json/intranet/v1/files/${image}/view?viewer=1&amp;expires=1&amp;signature=abc" alt="Eigen"></p>`,
        `<p><img src="http://localhost:3000/wp-json/intranet/v1/files/${image}/view" alt="Absoluut"></p>`,
        '<p><img src="http://localhost:3000/portal/logo.svg" alt="Onder ons adres"></p>',
        '<p><img src="/wp-json/custom/v1/clear-refresh-token" alt="Een van onze routes"></p>',
        '<p><img src="https://elders.example/tracker.gif" alt="Elders"></p>',
        '<p><img src="http://localhost:3000.elders.example/x.png" alt="Lijkt op ons"></p>',
        '<p><img src="//elders.example/x.png" alt="Zonder schema"></p>',
        '<p><img src="data:image/png;base64,AAAA" alt="Data"></p>',
        '<p><img alt="Geen bron"></p>',
      ].join(''),
    );
    expect(response.statusCode).toBe(201);
    const item = response.json() as ListedPost & { content: { raw: string } };
    expect(srcs(item.content.raw)).toEqual([
      `/wp-json/intranet/v1/files/${image}/view`,
      `/wp-json/intranet/v1/files/${image}/view`,
    ]);
    expect(item.content.raw).not.toMatch(/elders|data:|Geen bron|logo\.svg|clear-refresh-token/);
  });

  it('answers each reader a signed link that opens the image once the item is published', async () => {
    const created = (
      await create(`<p><img src="/wp-json/intranet/v1/files/${image}/view" alt="Foto"></p>`)
    ).json() as ListedPost;
    const read = (await call(ctx.app, reader, `${WP}/nieuws/${created.id}`)).json() as ListedPost;
    const [src] = srcs(read.content.rendered);
    expect(src).toMatch(
      new RegExp(`^/wp-json/intranet/v1/files/${image}/view\\?viewer=${reader.id}&amp;`),
    );
    const bytes = await ctx.app.inject({ method: 'GET', url: src!.replace(/&amp;/g, '&') });
    expect(bytes.statusCode).toBe(200);
    // The list (cached, shared between readers) signs per reader too.
    const listed = (
      (await call(ctx.app, reader, `${WP}/nieuws?per_page=5`)).json() as ListedPost[]
    ).find((post) => post.id === created.id)!;
    expect(srcs(listed.content.rendered)[0]).toContain(`viewer=${reader.id}`);
  });

  it('keeps the image readable after edits of the title and of the text around it', async () => {
    const image = (await createFile(ctx.database.db, storageOf(ctx), { mimeType: 'image/png' })).id;
    const created = (
      await create(`<p><img src="/wp-json/intranet/v1/files/${image}/view" alt="Foto"></p>`)
    ).json() as ListedPost;
    const patch = (payload: object) =>
      call(ctx.app, editor, { method: 'PATCH', url: `${WP}/nieuws/${created.id}`, payload });
    expect((await patch({ title: 'Andere titel' })).statusCode).toBe(200);
    expect(
      (
        await patch({
          content: `<p>Meer tekst.</p><p><img src="/wp-json/intranet/v1/files/${image}/view" alt="Foto"></p>`,
        })
      ).statusCode,
    ).toBe(200);
    const read = (await call(ctx.app, reader, `${WP}/nieuws/${created.id}`)).json() as ListedPost;
    const [src] = srcs(read.content.rendered);
    const bytes = await ctx.app.inject({ method: 'GET', url: src!.replace(/&amp;/g, '&') });
    expect(bytes.statusCode).toBe(200);
    // Without the image in the text, the file is no longer the post's.
    expect((await patch({ content: '<p>Zonder plaatje.</p>' })).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: src!.replace(/&amp;/g, '&') })).statusCode,
    ).toBe(404);
  });

  it('refuses an image of a file a post may not name (a receipt) with 422', async () => {
    const receipt = (
      await createFile(ctx.database.db, storageOf(ctx), {
        kind: 'receipt',
        mimeType: 'image/png',
        ownerId: reader.id,
      })
    ).id;
    const response = await create(`<img src="/wp-json/intranet/v1/files/${receipt}/view">`);
    expect(response.statusCode).toBe(422);
  });
});
