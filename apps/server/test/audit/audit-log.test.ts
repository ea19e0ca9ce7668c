import { AUDIT_KINDS, type AuditKind } from '@portal/contract/endpoints/audit-log';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/modules/audit/repository.js';
import { createDeclarationMonth } from '../factories/declarations.js';
import { createPost } from '../factories/posts.js';
import { createUser } from '../factories/users.js';
import { useTestApp } from '../helpers/test-app.js';
import { signInAll } from '../content/content-helpers.js';
import { call, type Session } from '../helpers/session.js';

const ctx = useTestApp();
const URL = '/wp-json/custom/v1/audit-log';

interface Page {
  entries: Array<{
    id: number;
    at: string;
    actor: { id: number; name: string } | null;
    subject: { id: number; name: string } | null;
    action: string;
    entity_kind: string;
    entity_id: string;
    object: {
      title: string | null;
      type: string | null;
      month: string | null;
      week: string | null;
    };
    before: unknown;
    after: unknown;
  }>;
  names: {
    posts: Record<string, string>;
    users: Record<string, string>;
    terms: Record<string, string>;
  };
  page: number;
  has_more: boolean;
}

let admin: Session, beheer: Session, redactie: Session, femke: Session, daan: Session;

const read = async (query: string) => {
  const response = await call(ctx.app, admin, `${URL}${query}`);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return response.json() as Page;
};

beforeAll(async () => {
  [admin, beheer, redactie, femke, daan] = await signInAll(ctx.app, [
    'admin',
    'beheer',
    'redactie',
    'femke',
    'daan',
  ] as const);
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    // 60 changes of beheer's to posts on 1 November, one of admin's to options on 10 November
    // (Amsterdam days), and one of the server's own.
    for (let i = 0; i < 60; i++) {
      await recordAudit(tx, {
        actorId: beheer.id,
        action: 'post.update',
        entityKind: 'post',
        entityId: i,
        before: { title: `Oud ${i}` },
        after: { title: `Nieuw ${i}` },
        at: new Date(Date.UTC(2026, 10, 1, 9, i)),
      });
    }
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'options.update',
      entityKind: 'options',
      entityId: 'intranet',
      before: null,
      after: { a: 1 },
      // 00:30 on 10 November in Amsterdam is still 9 November in UTC.
      at: new Date('2026-11-09T23:30:00Z'),
    });
    await recordAudit(tx, {
      actorId: null,
      action: 'post.publish',
      entityKind: 'post',
      entityId: 999,
      before: null,
      after: null,
      at: new Date('2026-11-12T08:00:00Z'),
    });
  });
});

describe('GET audit-log', () => {
  it.each([
    ['beheer', () => beheer],
    ['redactie', () => redactie],
    ['femke', () => femke],
    ['daan', () => daan],
  ])('refuses %s with 403 (administrator only)', async (_key, session) => {
    expect((await call(ctx.app, session(), URL)).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('pages newest first, 50 at a time, with who, what, before and after', async () => {
    const first = await read('');
    expect(first.entries).toHaveLength(50);
    expect(first.has_more).toBe(true);
    expect(first.entries[0]).toMatchObject({ action: 'post.publish', actor: null });
    expect(first.entries[1]).toMatchObject({
      action: 'options.update',
      actor: { id: admin.id, name: expect.any(String) },
      entity_kind: 'options',
      entity_id: 'intranet',
      before: null,
      after: { a: 1 },
    });
    expect(first.entries[2]).toMatchObject({
      actor: { id: beheer.id },
      entity_id: '59',
      before: { title: 'Oud 59' },
      after: { title: 'Nieuw 59' },
    });
    const second = await read('?page=2');
    expect(second.entries).toHaveLength(12);
    expect(second.has_more).toBe(false);
    const ids = new Set([...first.entries, ...second.entries].map((e) => e.id));
    expect(ids.size).toBe(62);
  });

  it('filters by person, kind and period (Amsterdam days)', async () => {
    expect((await read(`?actor=${admin.id}`)).entries.map((e) => e.action)).toEqual([
      'options.update',
    ]);
    expect((await read('?kind=options')).entries).toHaveLength(1);
    const day = await read('?from=2026-11-10&to=2026-11-10');
    expect(day.entries.map((e) => e.action)).toEqual(['options.update']);
    expect((await read('?from=2026-11-09&to=2026-11-09')).entries).toEqual([]);
    const combined = await read(
      `?actor=${beheer.id}&kind=post&from=2026-11-01&to=2026-11-01&page=2`,
    );
    expect(combined.entries).toHaveLength(10);
  });

  it('answers 400 for a reversed period or a bad kind', async () => {
    expect((await call(ctx.app, admin, `${URL}?from=2026-11-10&to=2026-11-01`)).statusCode).toBe(
      400,
    );
    expect((await call(ctx.app, admin, `${URL}?kind=Post;drop`)).statusCode).toBe(400);
  });
});

describe('the kinds of change', () => {
  it('filters on every kind the portal records, the hyphenated ones too', async () => {
    const kinds = Object.keys(AUDIT_KINDS) as AuditKind[];
    await ctx.database.db.transaction(async (tx) => {
      for (const [minute, kind] of kinds.entries()) {
        await recordAudit(tx, {
          actorId: admin.id,
          action: `${kind}.update`,
          entityKind: kind,
          entityId: minute,
          before: null,
          after: null,
          at: new Date(Date.UTC(2026, 9, 5, 9, minute)),
        });
      }
    });
    for (const kind of kinds) {
      const page = await read(`?kind=${kind}&from=2026-10-05&to=2026-10-05`);
      expect(page.entries.map((entry) => entry.entity_kind)).toEqual([kind]);
    }
    expect((await call(ctx.app, admin, `${URL}?kind=nieuws`)).statusCode).toBe(400);
  });
});

describe('names of what a change refers to', () => {
  it('answers the current names of the functions and people in a page’s changes, no others', async () => {
    const db = ctx.database.db;
    const before = await createPost(db, 'functies', { title: 'Planner' });
    const after = await createPost(db, 'functies', { title: 'Senior planner' });
    const unrelated = await createPost(db, 'functies', { title: 'Nergens genoemd' });
    await db.transaction((tx) =>
      recordAudit(tx, {
        actorId: femke.id,
        action: 'user.update',
        entityKind: 'user',
        entityId: daan.id,
        before: { functieId: before.id, dienstverbandId: 999_999_999 },
        after: { functieId: after.id, dienstverbandId: 'x' },
      }),
    );
    const page = await read(`?actor=${femke.id}&kind=user`);
    expect(page.names.posts).toMatchObject({
      [before.id]: 'Planner',
      [after.id]: 'Senior planner',
    });
    expect(page.names.posts[unrelated.id]).toBeUndefined();
    expect(page.names.posts['999999999']).toBeUndefined();
  });
});

describe('kept, never edited', () => {
  it('refuses a change or a deletion even straight in the database', async () => {
    const db = ctx.database.db;
    const [entry] = (await read(`?actor=${admin.id}`)).entries;
    for (const statement of [
      sql`update audit_log set after = '{"a": 2}' where id = ${entry!.id}`,
      sql`delete from audit_log where id = ${entry!.id}`,
    ]) {
      const refused = await db.execute(statement).then(
        () => undefined,
        (error: Error) => error,
      );
      expect((refused?.cause as Error | undefined)?.message).toMatch(/append-only/);
    }
    const again = (await read(`?actor=${admin.id}`)).entries[0];
    expect(again).toEqual(entry);
  });

  it('still lets a deleted account leave its entries, without a name', async () => {
    const db = ctx.database.db;
    const gone = await createUser(db);
    await db.transaction((tx) =>
      recordAudit(tx, {
        actorId: gone.id,
        action: 'post.update',
        entityKind: 'post',
        entityId: 'vertrokken',
        before: null,
        after: { title: 'x' },
      }),
    );
    await db.execute(sql`delete from users where id = ${gone.id}`);
    const { rows } = await db.execute<{ actor_id: number | null; after: unknown }>(
      sql`select actor_id, after from audit_log where entity_id = 'vertrokken'`,
    );
    expect(rows).toEqual([{ actor_id: null, after: { title: 'x' } }]);
  });
});

describe('whom a change concerns (issue 25)', () => {
  const day = '2026-08-03';
  const at = (minute: number) => new Date(Date.UTC(2026, 7, 3, 9, minute));

  it('names the person and the month, and filters on the person', async () => {
    const db = ctx.database.db;
    const month = await createDeclarationMonth(db, {
      userId: daan.id,
      year: 2026,
      month: 9,
      status: 'sent',
    });
    await db.transaction(async (tx) => {
      await recordAudit(tx, {
        actorId: femke.id,
        action: 'declaration_month.approved',
        entityKind: 'declaration_month',
        entityId: month.id,
        before: { status: 'sent' },
        after: { status: 'approved' },
        at: at(1),
      });
      await recordAudit(tx, {
        actorId: femke.id,
        action: 'user.update',
        entityKind: 'user',
        entityId: daan.id,
        before: { urenmeter: 1 },
        after: { urenmeter: 2 },
        at: at(2),
      });
      // A news item concerns no one person; gone, it keeps the title it had.
      await recordAudit(tx, {
        actorId: femke.id,
        action: 'post.delete',
        entityKind: 'post',
        entityId: 987_654,
        before: { title: 'Zomerfeest', type: 'nieuws' },
        after: null,
        at: at(3),
      });
    });

    const all = await read(`?actor=${femke.id}&from=${day}&to=${day}`);
    expect(all.entries.map((entry) => entry.action)).toEqual([
      'post.delete',
      'user.update',
      'declaration_month.approved',
    ]);
    const [post, person, approved] = all.entries;
    expect(approved).toMatchObject({
      actor: { id: femke.id, name: expect.any(String) },
      subject: { id: daan.id, name: expect.stringMatching(/\S/) },
      object: { title: null, type: null, month: '2026-09', week: null },
    });
    expect(person).toMatchObject({ subject: { id: daan.id } });
    expect(post).toMatchObject({
      subject: null,
      object: { title: 'Zomerfeest', type: 'nieuws', month: null },
    });

    // By the person it concerns: the actor's own entries about others are not theirs.
    const about = await read(`?subject=${daan.id}&from=${day}&to=${day}`);
    expect(about.entries.map((entry) => entry.action)).toEqual([
      'user.update',
      'declaration_month.approved',
    ]);
    expect((await read(`?subject=${femke.id}&from=${day}&to=${day}`)).entries).toEqual([]);
    expect(
      (await read(`?actor=${femke.id}&subject=${daan.id}&kind=declaration_month`)).entries.map(
        (entry) => entry.entity_id,
      ),
    ).toEqual([String(month.id)]);
  });

  it('is in the OpenAPI document: the subject filter, and subject and object per entry', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/wp-json/openapi.json' })).json();
    const operation = document.paths[URL].get;
    const subject = operation.parameters.find((p: { name: string }) => p.name === 'subject');
    expect(subject).toMatchObject({ in: 'query', required: false });
    const entry =
      operation.responses['200'].content['application/json'].schema.properties.entries.items;
    expect(Object.keys(entry.properties)).toEqual(expect.arrayContaining(['subject', 'object']));
  });

  it('answers 400 for a subject that is not a user id', async () => {
    for (const subject of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await call(ctx.app, admin, `${URL}?subject=${subject}`);
      expect(response.statusCode, subject).toBe(400);
    }
  });

  it('lets a deleted account leave the entries about them, without a person', async () => {
    const db = ctx.database.db;
    const gone = await createUser(db);
    await db.transaction((tx) =>
      recordAudit(tx, {
        actorId: gone.id,
        action: 'user.update',
        entityKind: 'user',
        entityId: gone.id,
        before: null,
        after: { urenmeter: 3 },
      }),
    );
    const query = sql`select actor_id, subject_user_id from audit_log
                      where entity_kind = 'user' and entity_id = ${String(gone.id)}`;
    expect((await db.execute(query)).rows).toEqual([
      { actor_id: gone.id, subject_user_id: gone.id },
    ]);
    await db.execute(sql`delete from users where id = ${gone.id}`);
    expect((await db.execute(query)).rows).toEqual([{ actor_id: null, subject_user_id: null }]);
    // Setting someone else as the person stays refused.
    const refused = await db
      .execute(
        sql`update audit_log set subject_user_id = ${daan.id}
            where entity_kind = 'user' and entity_id = ${String(gone.id)}`,
      )
      .then(
        () => undefined,
        (error: Error) => error,
      );
    expect((refused?.cause as Error | undefined)?.message).toMatch(/append-only/);
  });

  it('refuses wiping the actor or the person of an entry while that account exists', async () => {
    const db = ctx.database.db;
    const [entry] = (await read(`?actor=${admin.id}`)).entries;
    for (const statement of [
      sql`update audit_log set actor_id = null where id = ${entry!.id}`,
      sql`update audit_log set subject_user_id = null
          where subject_user_id is not null and id = (select max(id) from audit_log
                                                      where subject_user_id is not null)`,
    ]) {
      const refused = await db.execute(statement).then(
        () => undefined,
        (error: Error) => error,
      );
      expect((refused?.cause as Error | undefined)?.message).toMatch(/append-only/);
    }
    expect((await read(`?actor=${admin.id}`)).entries[0]).toEqual(entry);
  });
});

describe('migration 0022 (issue 25)', () => {
  it('fills in the person of the rows kept before it, and leaves the log append-only', async () => {
    const db = ctx.database.db;
    const month = await createDeclarationMonth(db, { userId: daan.id, year: 2025, month: 3 });
    // A row as written before the migration: no person.
    await db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    const { rows } = await db.execute<{ id: number }>(
      sql`insert into audit_log (actor_id, action, entity_kind, entity_id, before, after)
          values (${femke.id}, 'declaration_month.approved', 'declaration_month',
                  ${String(month.id)}, '{"status": "sent"}', '{"status": "approved"}')
          returning id`,
    );
    await db.execute(sql`update audit_log set subject_user_id = null where id = ${rows[0]!.id}`);
    await db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);

    // The migration's own backfill statements, as the file has them.
    const file = readFileSync(
      new globalThis.URL('../../drizzle/0022_audit_log_subject.sql', import.meta.url),
      'utf8',
    );
    const statements = file.split('--> statement-breakpoint').map((part) => part.trim());
    const backfill = statements.slice(statements.findIndex((s) => s.includes('DISABLE TRIGGER')));
    expect(backfill).toHaveLength(3);
    for (const statement of backfill) await db.execute(sql.raw(statement));

    const about = await read(`?subject=${daan.id}&kind=declaration_month&from=2020-01-01`);
    expect(about.entries.find((entry) => entry.id === rows[0]!.id)).toMatchObject({
      subject: { id: daan.id },
      object: { month: '2025-03' },
    });
    const refused = await db.execute(sql`delete from audit_log where id = ${rows[0]!.id}`).then(
      () => undefined,
      (error: Error) => error,
    );
    expect((refused?.cause as Error | undefined)?.message).toMatch(/append-only/);
  });
});
