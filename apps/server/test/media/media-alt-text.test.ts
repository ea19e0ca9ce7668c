import { wpMediaSchema } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog, files } from '../../src/db/schema.js';
import { createFile, storageOf } from '../factories/index.js';
import { call, signIn } from '../helpers/session.js';
import { useTestApp } from '../helpers/test-app.js';
import { MEDIA, uploadMedia } from './media-helpers.js';

/**
 * Issue 12 (review): the alt text of an upload is kept with the file (files.alt_text), answered
 * as WordPress's `alt_text`, and changed by POST /wp/v2/media/{id} with an audit row.
 */

const ctx = useTestApp();
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3060c0' } })
    .png()
    .toBuffer();

async function uploadImage(key: string, alt: string) {
  const session = await signIn(ctx.app, key);
  const response = await uploadMedia(
    ctx.app,
    session,
    { bytes: await png(), filename: 'team.png', contentType: 'image/png' },
    { alt_text: alt },
  );
  expect(response.statusCode).toBe(201);
  return wpMediaSchema.parse(response.json());
}

const stored = async (id: number) =>
  (await ctx.database.db.select().from(files).where(eq(files.id, id)))[0]!;

const edit = async (key: string, id: number | string, body: unknown) =>
  call(ctx.app, await signIn(ctx.app, key), {
    method: 'POST',
    url: `${MEDIA}/${id}`,
    payload: body as object,
  });

describe('alt text of media', () => {
  it('stores the alt text of an uploaded image', async () => {
    const media = await uploadImage('redactie', 'Het team op de hei');
    expect(media.alt_text).toBe('Het team op de hei');
    expect((await stored(media.id)).altText).toBe('Het team op de hei');
  });

  it('changes title and alt text with POST /wp/v2/media/{id}, recorded in the audit log', async () => {
    const media = await uploadImage('redactie', 'Eerst');
    const response = await edit('admin', media.id, { alt_text: 'Daarna', title: 'Teamfoto' });
    expect(response.statusCode).toBe(200);
    expect(wpMediaSchema.parse(response.json())).toMatchObject({
      id: media.id,
      alt_text: 'Daarna',
      title: { rendered: 'Teamfoto' },
      media_type: 'image',
      mime_type: 'image/png',
    });
    expect(await stored(media.id)).toMatchObject({ altText: 'Daarna', title: 'Teamfoto' });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(media.id)), eq(auditLog.action, 'media.update')));
    expect(audit).toMatchObject({
      entityKind: 'file',
      before: { title: 'team', altText: 'Eerst' },
      after: { title: 'Teamfoto', altText: 'Daarna' },
    });
    // An empty body answers the file as it is.
    const unchanged = await edit('redactie', media.id, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toMatchObject({ alt_text: 'Daarna', title: { rendered: 'Teamfoto' } });
    // Only the keys given change.
    const again = await edit('redactie', media.id, { alt_text: 'Derde' });
    expect(again.json()).toMatchObject({ alt_text: 'Derde', title: { rendered: 'Teamfoto' } });
  });

  it('lets a beheerder change only their own uploads', async () => {
    const editors = await uploadImage('redactie', 'Van de redactie');
    const own = await uploadImage('beheer', 'Logo');
    const refused = await edit('beheer', editors.id, { alt_text: 'Overschreven' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'rest_cannot_edit' });
    expect((await stored(editors.id)).altText).toBe('Van de redactie');
    const allowed = await edit('beheer', own.id, { alt_text: 'Logo Acme' });
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses others, files that are no media, unknown ids and unknown fields', async () => {
    const media = await uploadImage('redactie', 'Foto');
    expect((await edit('daan', media.id, { alt_text: 'x' })).statusCode).toBe(403);
    const receipt = await createFile(ctx.database.db, storageOf(ctx), {
      ownerId: (await signIn(ctx.app, 'daan')).id,
      kind: 'receipt',
    });
    const onReceipt = await edit('admin', receipt.id, { title: 'x' });
    expect(onReceipt.statusCode).toBe(404);
    expect(onReceipt.json()).toMatchObject({ code: 'rest_post_invalid_id' });
    expect((await edit('admin', 2_147_483_648, { title: 'x' })).statusCode).toBe(404);
    expect((await edit('admin', media.id, { status: 'x' })).statusCode).toBe(400);
    expect((await edit('admin', media.id, { title: '' })).statusCode).toBe(400);
  });
});
