import { referenceItemSchema } from '@portal/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeTextPdf } from '../../src/seed/demo-pdf.js';
import { signIn } from '../helpers/session.js';
import { useTestApp } from '../helpers/test-app.js';
import { uploadMedia } from '../media/media-helpers.js';
import { auditOf, referenceUrl, send } from './reference-helpers.js';

/**
 * Issue 13 point 2: functies, opdrachtgevers (with a logo) and dienstverbanden are written in
 * Beheer by a beheerder or administrator; retired items leave the pickers but stay where they
 * are named; an item in use is never deleted; every change is audited and seen at once.
 */

const ctx = useTestApp();

const PROFILE = '/wp-json/custom/v1/user-profile';

async function itemsOf(kind: string, key = 'beheer') {
  const response = await send(ctx.app, await signIn(ctx.app, key), 'GET', referenceUrl(kind));
  expect(response.statusCode).toBe(200);
  return referenceItemSchema.array().parse(response.json());
}

async function itemNamed(kind: string, title: string) {
  const item = (await itemsOf(kind)).find((entry) => entry.title === title);
  if (!item) throw new Error(`no ${kind} ${title}`);
  return item;
}

/** What a picker reads: the published items of GET /wp/v2/{type}. */
async function pickerTitles(kind: string) {
  const daan = await signIn(ctx.app, 'daan');
  const response = await send(ctx.app, daan, 'GET', `/wp-json/wp/v2/${kind}?per_page=100`);
  expect(response.statusCode).toBe(200);
  return (response.json() as Array<{ title: { rendered: string } }>).map((p) => p.title.rendered);
}

describe('functies, opdrachtgevers and dienstverbanden in Beheer', () => {
  it('lists every item with what uses it, named in Dutch', async () => {
    const engineer = await itemNamed('functies', 'Data engineer');
    expect(engineer.status).toBe('active');
    expect(engineer.usage.total).toBeGreaterThan(0);
    expect(engineer.usage.summary).toMatch(/medewerker/);
  });

  it('adds a functie that pickers offer at once, audited with who and what', async () => {
    const beheer = await signIn(ctx.app, 'beheer');
    await pickerTitles('functies'); // the list is kept for a few seconds: read it first
    const response = await send(ctx.app, beheer, 'POST', referenceUrl('functies'), {
      title: '  Scrum master ',
    });
    expect(response.statusCode).toBe(201);
    const item = referenceItemSchema.parse(response.json());
    expect(item).toMatchObject({ title: 'Scrum master', status: 'active', logo: null });
    expect(item.usage).toEqual({ total: 0, summary: 'niets' });
    expect(await pickerTitles('functies')).toContain('Scrum master');
    const [audit] = await auditOf(ctx.database.db, 'functies', item.id);
    expect(audit).toMatchObject({
      actorId: beheer.id,
      action: 'functies.create',
      before: null,
      after: { title: 'Scrum master', status: 'publish' },
    });
  });

  it('renames a functie: the profile that names it shows the new name at once', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const before = await send(ctx.app, daan, 'GET', PROFILE);
    const functie = (before.json() as { profile: { functie: { ID: number; post_title: string } } })
      .profile.functie;
    const admin = await signIn(ctx.app, 'admin');
    const renamed = await send(ctx.app, admin, 'PATCH', referenceUrl('functies', functie.ID), {
      title: `${functie.post_title} (senior)`,
    });
    expect(renamed.statusCode).toBe(200);
    const after = await send(ctx.app, daan, 'GET', PROFILE);
    expect(
      (after.json() as { profile: { functie: { post_title: string } } }).profile.functie.post_title,
    ).toBe(`${functie.post_title} (senior)`);
    const [audit] = await auditOf(ctx.database.db, 'functies', functie.ID);
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'functies.update',
      before: { title: functie.post_title },
      after: { title: `${functie.post_title} (senior)` },
    });
  });

  it('retires a dienstverband: gone from pickers, still on the profiles that have it, and back again', async () => {
    const beheer = await signIn(ctx.app, 'beheer');
    const detachering = await itemNamed('dienstverbanden', 'Detachering');
    await pickerTitles('dienstverbanden');
    const retired = await send(
      ctx.app,
      beheer,
      'PATCH',
      referenceUrl('dienstverbanden', detachering.id),
      { status: 'retired' },
    );
    expect(retired.statusCode).toBe(200);
    expect(referenceItemSchema.parse(retired.json()).status).toBe('retired');
    expect(await pickerTitles('dienstverbanden')).not.toContain('Detachering');
    const daan = await signIn(ctx.app, 'daan');
    const { profile } = (await send(ctx.app, daan, 'GET', PROFILE)).json() as {
      profile: { dienstverband: { post_title: string } | null };
    };
    expect(profile.dienstverband?.post_title).toBe('Detachering');
    expect((await auditOf(ctx.database.db, 'dienstverbanden', detachering.id))[0]?.action).toBe(
      'dienstverbanden.retire',
    );

    await send(ctx.app, beheer, 'PATCH', referenceUrl('dienstverbanden', detachering.id), {
      status: 'active',
    });
    expect(await pickerTitles('dienstverbanden')).toContain('Detachering');
  });

  it('refuses to delete an item in use (409, naming who uses it) and deletes an unused one', async () => {
    const beheer = await signIn(ctx.app, 'beheer');
    const engineer = await itemNamed('functies', 'Beleidsadviseur');
    const refused = await send(ctx.app, beheer, 'DELETE', referenceUrl('functies', engineer.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'reference_in_use',
      data: { status: 409 },
    });
    const message = (refused.json() as { message: string }).message;
    expect(message).toMatch(/^Deze functie is nog in gebruik bij \d+ medewerker/);
    expect(message).toContain('Emma');
    expect(await itemsOf('functies')).toContainEqual(expect.objectContaining({ id: engineer.id }));

    const created = referenceItemSchema.parse(
      (
        await send(ctx.app, beheer, 'POST', referenceUrl('functies'), { title: 'Tijdelijk' })
      ).json(),
    );
    const deleted = await send(ctx.app, beheer, 'DELETE', referenceUrl('functies', created.id));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true, id: created.id });
    expect((await itemsOf('functies')).map((item) => item.id)).not.toContain(created.id);
    expect((await auditOf(ctx.database.db, 'functies', created.id))[0]).toMatchObject({
      action: 'functies.delete',
      before: { title: 'Tijdelijk' },
      after: null,
    });
  });

  it('gives an opdrachtgever a logo uploaded by the beheerder, and refuses one that is no image', async () => {
    const beheer = await signIn(ctx.app, 'beheer');
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#2060a0' },
    })
      .png()
      .toBuffer();
    const upload = await uploadMedia(ctx.app, beheer, { bytes: png, filename: 'logo.png' });
    expect(upload.statusCode).toBe(201);
    const logoId = (upload.json() as { id: number }).id;
    const created = await send(ctx.app, beheer, 'POST', referenceUrl('intra_opdrachtgevers'), {
      title: 'Gemeente Zwolle',
      logo: logoId,
    });
    expect(created.statusCode).toBe(201);
    const item = referenceItemSchema.parse(created.json());
    expect(item.logo?.id).toBe(logoId);
    const image = await ctx.app.inject({ method: 'GET', url: item.logo!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);

    const pdf = await uploadMedia(ctx.app, beheer, {
      bytes: makeTextPdf(['geen logo']),
      filename: 'x.pdf',
    });
    const refused = await send(
      ctx.app,
      beheer,
      'PATCH',
      referenceUrl('intra_opdrachtgevers', item.id),
      { logo: (pdf.json() as { id: number }).id },
    );
    expect(refused.statusCode).toBe(422);
    const onFunctie = await send(ctx.app, beheer, 'POST', referenceUrl('functies'), {
      title: 'Met logo',
      logo: logoId,
    });
    expect(onFunctie.statusCode).toBe(422);
    expect((await itemsOf('functies')).map((f) => f.title)).not.toContain('Met logo');

    const removed = await send(
      ctx.app,
      beheer,
      'PATCH',
      referenceUrl('intra_opdrachtgevers', item.id),
      { logo: null },
    );
    expect(referenceItemSchema.parse(removed.json()).logo).toBeNull();
  });

  it('refuses an empty name in Dutch, an unknown id with 404, and everyone but beheerder and administrator', async () => {
    const beheer = await signIn(ctx.app, 'beheer');
    const empty = await send(ctx.app, beheer, 'POST', referenceUrl('functies'), { title: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Vul een naam in.');
    const missing = await send(ctx.app, beheer, 'PATCH', referenceUrl('functies', 999999), {
      title: 'x',
    });
    expect(missing.statusCode).toBe(404);
    for (const key of ['redactie', 'femke', 'daan']) {
      const other = await signIn(ctx.app, key);
      const response = await send(ctx.app, other, 'POST', referenceUrl('functies'), {
        title: `Van ${key}`,
      });
      expect(response.statusCode, key).toBe(403);
      expect((await send(ctx.app, other, 'GET', referenceUrl('functies'))).statusCode).toBe(403);
    }
    expect((await send(ctx.app, undefined, 'GET', referenceUrl('functies'))).statusCode).toBe(401);
  });
});
