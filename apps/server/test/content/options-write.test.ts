import { intranetOptionsSchema } from '@portal/contract';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.js';
import { createFile, storageOf } from '../factories/index.js';
import { call, signInAll, useContentApp, type Session } from './content-helpers.js';

/** Issue 12: POST /acf/v3/options/intranet writes the quick links and the contact persons. */

const ctx = useContentApp();
let editor: Session;
let admin: Session;
let beheerder: Session;
let reader: Session;
let logo: number;
let pdf: number;

beforeAll(async () => {
  [editor, admin, beheerder, reader] = await signInAll(ctx.app, [
    'redactie',
    'admin',
    'beheer',
    'emma',
  ] as const);
  logo = (
    await createFile(ctx.database.db, storageOf(ctx), {
      title: 'Nieuw logo',
      mimeType: 'image/png',
      originalName: 'logo.png',
    })
  ).id;
  pdf = (await createFile(ctx.database.db, storageOf(ctx), { title: 'Geen plaatje' })).id;
});

const URL = '/wp-json/acf/v3/options/intranet';
const write = (session: Session, fields: object) =>
  call(ctx.app, session, { method: 'POST', url: URL, payload: { fields } });
const read = async (session: Session = reader) =>
  intranetOptionsSchema.parse((await call(ctx.app, session, URL)).json()).acf;

const link = (title: string, url = `https://example.org/${title.toLowerCase()}`) => ({
  link: { url, title, target: '_blank' },
  logo,
});

describe('POST /acf/v3/options/intranet', () => {
  it('replaces the quick links in the order given, keeps the contact persons, and everyone sees it at once', async () => {
    const before = await read(); // cached now
    const response = await write(editor, {
      direct_links: [
        link('Tweede'),
        { ...link('Eerste', '/portal/bibliotheek'), logo: { id: logo, alt: 'Ons logo' } },
      ],
    });
    expect(response.statusCode).toBe(200);
    const after = await read();
    expect(after.direct_links.map((entry) => entry.link.title)).toEqual(['Tweede', 'Eerste']);
    expect(after.direct_links[0]!.logo).toMatchObject({ id: logo, alt: 'Logo Tweede' });
    expect(after.direct_links[1]).toMatchObject({
      link: { url: '/portal/bibliotheek', target: '_blank' },
      logo: { alt: 'Ons logo' },
    });
    expect(after.contactpersonen).toEqual(before.contactpersonen);
    // The new logo opens for every colleague through the signed link.
    const image = await ctx.app.inject({ method: 'GET', url: after.direct_links[0]!.logo.url });
    expect(image.statusCode).toBe(200);
  });

  it('replaces the contact persons and keeps the quick links', async () => {
    const before = await read();
    const contactpersonen = [{ naam: 'Jan de Vries', telefoonnummer: '030-1234567' }];
    expect((await write(admin, { contactpersonen })).statusCode).toBe(200);
    const after = await read();
    expect(after.contactpersonen).toEqual(contactpersonen);
    expect(after.direct_links).toEqual(before.direct_links);
  });

  it('refuses addresses that are not http(s) or a /portal path', async () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example/',
      'portal/x',
      '/wp-json/x',
      '/portal//evil.example',
    ]) {
      const response = await write(editor, { direct_links: [link('Fout', url)] });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('rest_invalid_param');
    }
    const target = await write(editor, {
      direct_links: [{ ...link('Fout'), link: { ...link('Fout').link, target: '_top' } }],
    });
    expect(target.statusCode).toBe(400);
    const phone = await write(editor, {
      contactpersonen: [{ naam: 'Iemand', telefoonnummer: '<script>' }],
    });
    expect(phone.statusCode).toBe(400);
  });

  it('refuses a logo that is not an image uploaded as content with 422', async () => {
    const receipt = (
      await createFile(ctx.database.db, storageOf(ctx), {
        kind: 'receipt',
        mimeType: 'image/png',
        ownerId: editor.id,
      })
    ).id;
    for (const id of [pdf, receipt, 999_999]) {
      const response = await write(editor, { direct_links: [{ ...link('Logo'), logo: id }] });
      expect(response.statusCode).toBe(422);
      expect(response.json().data.params.direct_links).toMatch(/geen geüploade afbeelding/);
    }
  });

  it('refuses beheerder and the other roles with 403, and other pages with 404', async () => {
    for (const session of [beheerder, reader]) {
      const response = await write(session, { contactpersonen: [] });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('rest_forbidden');
    }
    const other = await call(ctx.app, editor, {
      method: 'POST',
      url: '/wp-json/acf/v3/options/website',
      payload: { fields: { contactpersonen: [] } },
    });
    expect(other.statusCode).toBe(404);
    expect((await read()).contactpersonen.length).toBeGreaterThan(0);
  });

  it('records the change with before and after in the audit log', async () => {
    const before = await read();
    await write(editor, { contactpersonen: [{ naam: 'Audit Persoon', telefoonnummer: '' }] });
    const [row] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKind, 'options'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({
      action: 'options.update',
      actorId: editor.id,
      entityId: 'intranet',
    });
    expect((row!.before as { contactpersonen: unknown }).contactpersonen).toEqual(
      before.contactpersonen,
    );
    expect((row!.after as { contactpersonen: unknown }).contactpersonen).toEqual([
      { naam: 'Audit Persoon', telefoonnummer: '' },
    ]);
  });
});
