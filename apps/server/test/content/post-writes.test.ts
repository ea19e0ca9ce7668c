import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, posts } from '../../src/db/schema.js';
import {
  call,
  signInAll,
  useContentApp,
  WP,
  type ListedPost,
  type Session,
} from './content-helpers.js';

/** Issue 12: Beheer changes, trashes, restores and deletes content through /wp/v2/{type}/{id}. */

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
    'daan',
  ] as const);
});

const send = (
  session: Session | undefined,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => call(ctx.app, session, { method, url, ...(payload ? { payload } : {}) });

async function newItem(type: string, body: object = {}): Promise<ListedPost> {
  const response = await send(editor, 'POST', `${WP}/${type}`, {
    title: `Item ${Math.random().toString(36).slice(2, 8)}`,
    content: '<p>Eerste versie.</p>',
    status: 'publish',
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as ListedPost;
}

const auditRows = (id: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))
    .orderBy(desc(auditLog.id));

const titlesOf = async (session: Session, url: string) =>
  ((await call(ctx.app, session, url)).json() as ListedPost[]).map((item) => item.title.rendered);

describe('POST|PUT|PATCH /wp/v2/{type}/{id}', () => {
  it('changes only the keys given, by each method, and answers the item in the edit context', async () => {
    const item = await newItem('kennisbank', { excerpt: '<p>Eigen samenvatting.</p>' });
    for (const [method, title] of [
      ['POST', 'Via POST'],
      ['PUT', 'Via PUT'],
      ['PATCH', 'Via PATCH'],
    ] as const) {
      const response = await send(editor, method, `${WP}/kennisbank/${item.id}`, { title });
      expect(response.statusCode).toBe(200);
      const body = response.json() as ListedPost & { title: { raw: string } };
      expect(body.title).toEqual({ raw: title, rendered: title });
      expect(body.content.rendered).toBe('<p>Eerste versie.</p>');
      expect(body.excerpt.rendered).toBe('<p>Eigen samenvatting.</p>');
      expect(body.date).toBe(item.date);
    }
    const read = (await call(ctx.app, reader, `${WP}/kennisbank/${item.id}`)).json() as ListedPost;
    expect(read.title.rendered).toBe('Via PATCH');
  });

  it('sanitizes new content and remakes an automatic excerpt from it', async () => {
    const item = await newItem('nieuws');
    const response = await send(editor, 'PATCH', `${WP}/nieuws/${item.id}`, {
      content: '<p onclick="x()">Tweede <script>alert(1)</script>versie.</p>',
    });
    const body = response.json() as ListedPost;
    expect(body.content.rendered).toBe('<p>Tweede versie.</p>');
    expect(body.excerpt.rendered).toBe('<p>Tweede versie.</p>\n');
  });

  it('replaces the categories and files when given', async () => {
    const [first, second] = (
      (
        await call(ctx.app, reader, `${WP}/arbeidsvoorwaarden_categorieen?per_page=2`)
      ).json() as Array<{
        id: number;
      }>
    ).map((term) => term.id);
    const item = await newItem('arbeidsvoorwaarden', { arbeidsvoorwaarden_categorieen: [first] });
    const response = await send(editor, 'PATCH', `${WP}/arbeidsvoorwaarden/${item.id}`, {
      arbeidsvoorwaarden_categorieen: [second],
    });
    expect(response.json().arbeidsvoorwaarden_categorieen).toEqual([second]);
    const wrong = await send(editor, 'PATCH', `${WP}/arbeidsvoorwaarden/${item.id}`, {
      kennisbank_categorieen: [first],
    });
    expect(wrong.statusCode).toBe(400);
    const unknown = await send(editor, 'PATCH', `${WP}/arbeidsvoorwaarden/${item.id}`, {
      arbeidsvoorwaarden_categorieen: [999_999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.details.arbeidsvoorwaarden_categorieen.code).toBe(
      'rest_invalid_term',
    );
  });

  it('puts a published item back to draft: gone for readers, still there for Beheer', async () => {
    const item = await newItem('nieuws', { title: 'Per ongeluk gepubliceerd' });
    expect(await titlesOf(reader, `${WP}/nieuws?per_page=5`)).toContain('Per ongeluk gepubliceerd');
    const response = await send(editor, 'POST', `${WP}/nieuws/${item.id}`, { status: 'draft' });
    expect(response.json().status).toBe('draft');
    // The dashboard's call (first page of 5, cached) no longer has it at once.
    expect(await titlesOf(reader, `${WP}/nieuws?status=publish&per_page=5&page=1`)).not.toContain(
      'Per ongeluk gepubliceerd',
    );
    expect((await call(ctx.app, reader, `${WP}/nieuws/${item.id}`)).statusCode).toBe(404);
    expect(await titlesOf(beheerder, `${WP}/nieuws?status=draft&per_page=100`)).toContain(
      'Per ongeluk gepubliceerd',
    );
  });

  it('publishes a draft with today’s date, so it heads the dashboard news', async () => {
    const draft = await newItem('nieuws', { title: 'Concept wordt nieuws', status: 'draft' });
    await send(editor, 'PATCH', `${WP}/nieuws/${draft.id}`, { title: 'Bijna' }); // cached as draft
    const published = await send(editor, 'PATCH', `${WP}/nieuws/${draft.id}`, {
      status: 'publish',
      title: 'Concept wordt nieuws',
    });
    expect(published.json().status).toBe('publish');
    expect((await titlesOf(reader, `${WP}/nieuws?status=publish&per_page=5`))[0]).toBe(
      'Concept wordt nieuws',
    );
  });

  it('refuses beheerder and the other roles with 403 rest_cannot_edit, and unknown ids with 404', async () => {
    const item = await newItem('bibliotheek');
    for (const session of [beheerder, reader]) {
      const response = await send(session, 'PATCH', `${WP}/bibliotheek/${item.id}`, {
        title: 'Niet van mij',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('rest_cannot_edit');
    }
    const missing = await send(admin, 'PATCH', `${WP}/bibliotheek/999999`, { title: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('rest_post_invalid_id');
    // An id of another type is not this type's.
    const otherType = await send(admin, 'PATCH', `${WP}/nieuws/${item.id}`, { title: 'x' });
    expect(otherType.statusCode).toBe(404);
    const read = (await call(ctx.app, reader, `${WP}/bibliotheek/${item.id}`)).json() as ListedPost;
    expect(read.title.rendered).toBe(item.title.rendered);
  });

  it('refuses an empty title and unknown keys with 400', async () => {
    const item = await newItem('nieuws');
    expect(
      (await send(editor, 'PATCH', `${WP}/nieuws/${item.id}`, { title: ' ' })).statusCode,
    ).toBe(400);
    expect((await send(editor, 'PATCH', `${WP}/nieuws/${item.id}`, { author: 1 })).statusCode).toBe(
      400,
    );
  });
});

describe('DELETE /wp/v2/{type}/{id}', () => {
  it('moves an item to the trash, answers it, and a second time is 410 rest_already_trashed', async () => {
    const item = await newItem('nieuws', { title: 'Naar de prullenbak' });
    expect(await titlesOf(reader, `${WP}/nieuws?per_page=5`)).toContain('Naar de prullenbak');
    const trashed = await send(editor, 'DELETE', `${WP}/nieuws/${item.id}`);
    expect(trashed.statusCode).toBe(200);
    expect(trashed.json()).toMatchObject({ id: item.id, status: 'trash' });
    expect(await titlesOf(reader, `${WP}/nieuws?per_page=5`)).not.toContain('Naar de prullenbak');
    // `any` is every status but trash, as in WordPress; status=trash lists it for Beheer.
    expect(await titlesOf(editor, `${WP}/nieuws?status=any&per_page=100`)).not.toContain(
      'Naar de prullenbak',
    );
    expect(await titlesOf(beheerder, `${WP}/nieuws?status=trash&per_page=100`)).toContain(
      'Naar de prullenbak',
    );
    const again = await send(editor, 'DELETE', `${WP}/nieuws/${item.id}`);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('rest_already_trashed');
  });

  it('restores a trashed item by setting its status back to draft', async () => {
    const item = await newItem('kennisbank');
    await send(editor, 'DELETE', `${WP}/kennisbank/${item.id}`);
    const restored = await send(editor, 'PATCH', `${WP}/kennisbank/${item.id}`, {
      status: 'draft',
    });
    expect(restored.json().status).toBe('draft');
  });

  it('deletes for good with force=true and answers {deleted, previous}', async () => {
    const item = await newItem('bibliotheek', { title: 'Weg ermee' });
    const response = await send(admin, 'DELETE', `${WP}/bibliotheek/${item.id}?force=true`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      deleted: true,
      previous: { id: item.id, title: { rendered: 'Weg ermee' }, status: 'publish' },
    });
    expect(await ctx.database.db.select().from(posts).where(eq(posts.id, item.id))).toEqual([]);
    expect(
      (await send(admin, 'DELETE', `${WP}/bibliotheek/${item.id}?force=true`)).statusCode,
    ).toBe(404);
    expect(await titlesOf(reader, `${WP}/bibliotheek?per_page=5`)).not.toContain('Weg ermee');
  });

  it('refuses beheerder and the other roles with 403 rest_cannot_delete', async () => {
    const item = await newItem('nieuws');
    for (const session of [beheerder, reader]) {
      const response = await send(session, 'DELETE', `${WP}/nieuws/${item.id}?force=true`);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('rest_cannot_delete');
    }
  });
});

describe('a write without a token', () => {
  it('answers 401 with WordPress’s code of the write, as its JWT clients expect', async () => {
    // anchors/wordpress/samples/err-401-create-nieuws.json, WordPress's own answer:
    // {"code":"rest_cannot_create","message":"Sorry, you are not allowed to create posts as
    // this user.","data":{"status":401}}
    const sample = { code: 'rest_cannot_create', data: { status: 401 } };
    const item = await newItem('nieuws');
    const category = 1;
    for (const [method, url, code] of [
      ['POST', `${WP}/nieuws`, sample.code],
      ['PATCH', `${WP}/nieuws/${item.id}`, 'rest_cannot_edit'],
      ['DELETE', `${WP}/nieuws/${item.id}`, 'rest_cannot_delete'],
      ['POST', `${WP}/arbeidsvoorwaarden_categorieen`, 'rest_cannot_create'],
      ['POST', `${WP}/arbeidsvoorwaarden_categorieen/${category}`, 'rest_cannot_update'],
      [
        'DELETE',
        `${WP}/arbeidsvoorwaarden_categorieen/${category}?force=true`,
        'rest_cannot_delete',
      ],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        payload: method === 'DELETE' ? undefined : { title: 'x', name: 'x' },
      });
      expect([response.statusCode, response.json().code], `${method} ${url}`).toEqual([
        sample.data.status,
        code,
      ]);
    }
    // Reads keep their own code.
    const read = await ctx.app.inject({ method: 'GET', url: `${WP}/nieuws` });
    expect(read.json().code).toBe('rest_not_logged_in');
  });
});

describe('reading for Beheer: status and context=edit', () => {
  it('answers the stored text with context=edit to administrator, editor and beheerder only', async () => {
    const item = await newItem('nieuws', { title: 'Met <b>ruwe</b> titel', status: 'draft' });
    for (const session of [admin, editor, beheerder]) {
      const one = await call(ctx.app, session, `${WP}/nieuws/${item.id}?context=edit`);
      expect(one.statusCode).toBe(200);
      expect(one.json().title.raw).toBe('Met <b>ruwe</b> titel');
      expect(one.json().content.raw).toBe('<p>Eerste versie.</p>');
      const list = await call(
        ctx.app,
        session,
        `${WP}/nieuws?context=edit&status=draft&per_page=100`,
      );
      expect(list.statusCode).toBe(200);
      expect((list.json() as Array<{ title: { raw?: string } }>)[0]!.title.raw).toBeDefined();
    }
    const refused = await call(ctx.app, reader, `${WP}/nieuws?context=edit`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('rest_forbidden_context');
    const plain = (await call(ctx.app, editor, `${WP}/nieuws/${item.id}`)).json();
    expect(plain.title.raw).toBeUndefined();
  });

  it('lets Beheer search by title and sort by title or modified', async () => {
    await newItem('kennisbank', { title: 'Zoekbaar onderwerp Aap', status: 'draft' });
    await newItem('kennisbank', { title: 'Zoekbaar onderwerp Beer' });
    const byTitle = await titlesOf(
      editor,
      `${WP}/kennisbank?status=publish,draft&search=Zoekbaar&orderby=title&order=asc`,
    );
    expect(byTitle).toEqual(['Zoekbaar onderwerp Aap', 'Zoekbaar onderwerp Beer']);
    const byModified = await titlesOf(
      editor,
      `${WP}/kennisbank?status=any&search=Zoekbaar&orderby=modified&order=desc`,
    );
    expect(byModified).toHaveLength(2);
  });
});

describe('the audit log', () => {
  it('records create, update, trash and delete with who and the item before and after', async () => {
    const item = await newItem('nieuws', { title: 'Geschiedenis' });
    await send(editor, 'PATCH', `${WP}/nieuws/${item.id}`, { title: 'Geschiedenis 2' });
    await send(admin, 'DELETE', `${WP}/nieuws/${item.id}`);
    await send(admin, 'DELETE', `${WP}/nieuws/${item.id}?force=true`);
    const rows = (await auditRows(item.id)).filter((row) => row.entityKind === 'post');
    expect(rows.map((row) => [row.action, row.actorId])).toEqual([
      ['post.delete', admin.id],
      ['post.trash', admin.id],
      ['post.update', editor.id],
      ['post.create', editor.id],
    ]);
    const [deleted, trashed, updated, created] = rows as Array<{
      before: { title?: string; status?: string } | null;
      after: { title?: string; status?: string } | null;
    }>;
    expect(created!.before).toBeNull();
    expect(created!.after).toMatchObject({ title: 'Geschiedenis', status: 'publish' });
    expect(updated!.before).toMatchObject({ title: 'Geschiedenis' });
    expect(updated!.after).toMatchObject({ title: 'Geschiedenis 2' });
    expect(trashed!.after).toMatchObject({ status: 'trash' });
    expect(deleted!.before).toMatchObject({ status: 'trash' });
    expect(deleted!.after).toBeNull();
    // The stored columns and the relations, not the search vectors derived from them.
    expect(Object.keys(updated!.after!)).toEqual(
      expect.arrayContaining(['title', 'content', 'term_ids', 'file_ids']),
    );
    for (const row of [updated!.before, updated!.after]) {
      expect(row).not.toHaveProperty('search_vector');
      expect(row).not.toHaveProperty('search_rank_vector');
    }
  });

  it('records nothing for a refused write', async () => {
    const item = await newItem('nieuws');
    await send(reader, 'PATCH', `${WP}/nieuws/${item.id}`, { title: 'Niet toegestaan' });
    expect((await auditRows(item.id)).map((row) => row.action)).toEqual(['post.create']);
  });

  it('leaves nothing behind when the write fails halfway (one transaction)', async () => {
    const item = await newItem('nieuws', { title: 'Heel of niet' });
    // The audit row is written last in the transaction: make it fail.
    await ctx.database.db.execute(
      `create or replace function refuse_audit() returns trigger language plpgsql as
       $$ begin raise exception 'audit refused for the test'; end $$` as never,
    );
    await ctx.database.db.execute(
      `create trigger refuse_audit before insert on audit_log
       for each row execute function refuse_audit()` as never,
    );
    try {
      const response = await send(editor, 'PATCH', `${WP}/nieuws/${item.id}`, {
        title: 'Half geschreven',
      });
      expect(response.statusCode).toBe(500);
      const trashed = await send(editor, 'DELETE', `${WP}/nieuws/${item.id}`);
      expect(trashed.statusCode).toBe(500);
      const created = await send(editor, 'POST', `${WP}/nieuws`, { title: 'Nooit geschreven' });
      expect(created.statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute('drop trigger refuse_audit on audit_log' as never);
    }
    const [row] = await ctx.database.db.select().from(posts).where(eq(posts.id, item.id));
    expect(row).toMatchObject({ title: 'Heel of niet', status: 'publish' });
    const lost = await ctx.database.db
      .select()
      .from(posts)
      .where(eq(posts.title, 'Nooit geschreven'));
    expect(lost).toEqual([]);
  });
});
