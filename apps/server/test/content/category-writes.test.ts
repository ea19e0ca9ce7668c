import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.js';
import { call, signInAll, useContentApp, WP, type Session } from './content-helpers.js';

/** Issue 12: categories of both taxonomies are written through /wp/v2/{taxonomy}. */

const ctx = useContentApp();
let editor: Session;
let admin: Session;
let beheerder: Session;
let reader: Session;

beforeAll(async () => {
  [editor, admin, beheerder, reader] = await signInAll(ctx.app, [
    'redactie',
    'admin',
    'beheer',
    'emma',
  ] as const);
});

interface TermAnswer {
  id: number;
  name: string;
  slug: string;
  description: string;
  parent: number;
  count: number;
  taxonomy: string;
}

const send = (
  session: Session,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => call(ctx.app, session, { method, url, ...(payload ? { payload } : {}) });

const KB = `${WP}/kennisbank_categorieen`;
const AV = `${WP}/arbeidsvoorwaarden_categorieen`;

const names = async (url: string) =>
  ((await call(ctx.app, reader, `${url}?per_page=100`)).json() as TermAnswer[]).map((t) => t.name);

describe('categories: create', () => {
  it('adds a category with a slug made from the name, listed at once', async () => {
    expect(await names(KB)).not.toContain('Privacy & AVG');
    const response = await send(editor, 'POST', KB, {
      name: 'Privacy & AVG',
      description: 'Alles over persoonsgegevens',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Privacy & AVG',
      slug: 'privacy-avg',
      description: 'Alles over persoonsgegevens',
      parent: 0,
      count: 0,
      taxonomy: 'kennisbank_categorieen',
    });
    expect(await names(KB)).toContain('Privacy & AVG');
  });

  it('refuses a name taken at the same level with 400 term_exists naming the term', async () => {
    const first = (await send(editor, 'POST', AV, { name: 'Sabbatical' })).json() as TermAnswer;
    const again = await send(admin, 'POST', AV, { name: 'sabbatical' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'term_exists', data: { term_id: first.id } });
    const slug = await send(admin, 'POST', AV, { name: 'Andere sabbatical', slug: first.slug });
    expect(slug.json().code).toBe('term_exists');
    // The same name under another parent is fine; an automatic slug gets a number.
    const child = await send(admin, 'POST', AV, { name: 'Sabbatical', parent: first.id });
    expect(child.statusCode).toBe(201);
    expect(child.json()).toMatchObject({ parent: first.id, slug: 'sabbatical-2' });
  });

  it('refuses an unknown parent and one of the other taxonomy', async () => {
    const other = (
      await send(editor, 'POST', AV, { name: 'Van de andere soort' })
    ).json() as TermAnswer;
    for (const parent of [999_999, other.id]) {
      const response = await send(editor, 'POST', KB, { name: `Kind ${parent}`, parent });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('rest_term_invalid');
    }
  });

  it('refuses beheerder and the other roles with 403 rest_cannot_create', async () => {
    for (const session of [beheerder, reader]) {
      const response = await send(session, 'POST', KB, { name: 'Niet van mij' });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('rest_cannot_create');
    }
    expect(await names(KB)).not.toContain('Niet van mij');
  });
});

describe('categories: update', () => {
  it('changes only the keys given, by POST, PUT and PATCH', async () => {
    const term = (await send(editor, 'POST', KB, { name: 'Oude naam' })).json() as TermAnswer;
    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      const response = await send(editor, method, `${KB}/${term.id}`, { name: `Naam ${method}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: `Naam ${method}`, slug: 'oude-naam' });
    }
    expect(await names(KB)).toContain('Naam PATCH');
  });

  it('refuses a parent that would make a circle', async () => {
    const top = (await send(editor, 'POST', KB, { name: 'Boven' })).json() as TermAnswer;
    const under = (
      await send(editor, 'POST', KB, { name: 'Onder', parent: top.id })
    ).json() as TermAnswer;
    for (const parent of [top.id, under.id]) {
      const response = await send(editor, 'PATCH', `${KB}/${top.id}`, { parent });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('rest_term_invalid');
    }
  });

  it('answers 404 for an unknown category and 403 rest_cannot_update for beheerder', async () => {
    expect((await send(editor, 'PATCH', `${KB}/999999`, { name: 'x' })).statusCode).toBe(404);
    const term = (await send(editor, 'POST', KB, { name: 'Vast' })).json() as TermAnswer;
    const refused = await send(beheerder, 'PATCH', `${KB}/${term.id}`, { name: 'Anders' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('rest_cannot_update');
  });
});

describe('categories: delete', () => {
  it('needs force=true (501 rest_trash_not_supported), then deletes and keeps the items', async () => {
    const term = (await send(editor, 'POST', KB, { name: 'Tijdelijk' })).json() as TermAnswer;
    const child = (
      await send(editor, 'POST', KB, { name: 'Kind van tijdelijk', parent: term.id })
    ).json() as TermAnswer;
    const item = await send(editor, 'POST', `${WP}/kennisbank`, {
      title: 'In tijdelijk',
      status: 'publish',
      kennisbank_categorieen: [term.id],
    });
    expect((await call(ctx.app, reader, `${KB}/${term.id}`)).json().count).toBe(1);

    const soft = await send(editor, 'DELETE', `${KB}/${term.id}`);
    expect(soft.statusCode).toBe(501);
    expect(soft.json().code).toBe('rest_trash_not_supported');

    const response = await send(editor, 'DELETE', `${KB}/${term.id}?force=true`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ deleted: true, previous: { id: term.id, count: 1 } });
    expect(await names(KB)).not.toContain('Tijdelijk');
    expect((await call(ctx.app, reader, `${KB}/${child.id}`)).json().parent).toBe(0);
    const kept = await call(ctx.app, reader, `${WP}/kennisbank/${item.json().id}`);
    expect(kept.json().kennisbank_categorieen).toEqual([]);
    expect((await send(editor, 'DELETE', `${KB}/${term.id}?force=true`)).statusCode).toBe(404);
  });

  it('refuses beheerder with 403 rest_cannot_delete', async () => {
    const term = (await send(editor, 'POST', KB, { name: 'Blijft' })).json() as TermAnswer;
    const response = await send(beheerder, 'DELETE', `${KB}/${term.id}?force=true`);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('rest_cannot_delete');
  });

  it('records every category write in the audit log', async () => {
    const term = (await send(admin, 'POST', AV, { name: 'Gelogd' })).json() as TermAnswer;
    await send(editor, 'PATCH', `${AV}/${term.id}`, { description: 'Nu met uitleg' });
    await send(admin, 'DELETE', `${AV}/${term.id}?force=true`);
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(term.id)))
      .orderBy(desc(auditLog.id));
    const termRows = rows.filter((row) => row.entityKind === 'term');
    expect(termRows.map((row) => [row.action, row.actorId])).toEqual([
      ['term.delete', admin.id],
      ['term.update', editor.id],
      ['term.create', admin.id],
    ]);
    expect(termRows[1]!.before).toMatchObject({ description: '' });
    expect(termRows[1]!.after).toMatchObject({ description: 'Nu met uitleg' });
  });

  it('records each child moved to the parent on a delete, in the same transaction', async () => {
    const top = (await send(editor, 'POST', AV, { name: 'Bovenaan' })).json() as TermAnswer;
    const middle = (
      await send(editor, 'POST', AV, { name: 'Midden', parent: top.id })
    ).json() as TermAnswer;
    const children = await Promise.all(
      ['Eerste kind', 'Tweede kind'].map(
        async (name) =>
          (await send(editor, 'POST', AV, { name, parent: middle.id })).json() as TermAnswer,
      ),
    );
    expect((await send(admin, 'DELETE', `${AV}/${middle.id}?force=true`)).statusCode).toBe(200);
    for (const child of children) {
      const [moved] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(child.id)))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(moved).toMatchObject({
        action: 'term.update',
        entityKind: 'term',
        actorId: admin.id,
        before: { id: child.id, parent: middle.id },
        after: { id: child.id, parent: top.id },
      });
    }
    // The delete and the moves share one transaction: one timestamp (now() is the transaction's).
    const times = await ctx.database.db
      .select({ at: auditLog.at, action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorId, admin.id))
      .orderBy(desc(auditLog.id))
      .limit(3);
    expect(times.map((row) => row.action)).toEqual(['term.delete', 'term.update', 'term.update']);
    expect(new Set(times.map((row) => row.at.getTime())).size).toBe(1);
  });
});
