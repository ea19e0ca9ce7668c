import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedMonth, createExport } from '../declarations/payroll-helpers.js';
import { createUser, type FactoryUser, type SignedInUser } from '../factories/index.js';
import { notificationsAbout, notificationsOf } from '../helpers/notifications-made.js';
import { useTestApp } from '../helpers/test-app.js';
import { until } from '../helpers/until.js';
import { movableClock } from '../mood/mood-helpers.js';
import { WP, type ListedPost } from './content-helpers.js';

/**
 * Issue 26: news going to `publish` tells every active user in one set-based insert (written
 * so, made public later, or a scheduled item coming out), once per item; a payroll export's
 * files tell whoever started it.
 */

const clock = movableClock('2026-11-21T09:00:00Z');
const ctx = useTestApp({ now: clock.now, publishIntervalMs: 50 });

let editor: SignedInUser;
let editorUser: FactoryUser;
let gone: FactoryUser;

const postOf = (id: number) => ({ kind: 'post', id });
/** Every active user but `except`, in id order. */
const everyoneBut = async (except: number) =>
  (
    await ctx.database.db.execute<{ id: number }>(
      sql`select id from users where deactivated_at is null and id <> ${except} order by id`,
    )
  ).rows.map((row) => row.id);
const recipients = async (postId: number) =>
  (await notificationsAbout(ctx.database.db, postOf(postId))).map((made) => made.userId);

async function write(payload: Record<string, unknown>, type = 'nieuws') {
  const response = await editor.call({ method: 'POST', url: `${WP}/${type}`, payload });
  expect(response.statusCode).toBe(201);
  return (response.json() as ListedPost).id;
}

beforeAll(async () => {
  editorUser = await createUser(ctx.database.db, {
    roles: ['editor'],
    voornaam: 'Eddy',
    achternaam: 'Redacteur',
  });
  editor = await editorUser.signIn(ctx.app);
  gone = await createUser(ctx.database.db, { columns: { deactivatedAt: new Date() } });
});

describe('news published', () => {
  it('tells every active user but its editor, once, with a link to it', async () => {
    const id = await write({ title: 'Nieuwe lease-auto’s', status: 'publish' });
    const made = await notificationsAbout(ctx.database.db, postOf(id));
    expect(made.map((one) => one.userId)).toEqual(await everyoneBut(editorUser.id));
    expect(made.map((one) => one.userId)).not.toContain(gone.id);
    // The same notification for each of them.
    expect(
      new Set(made.map((one) => [one.kind, one.actorId, one.text, one.link].join('|'))),
    ).toEqual(
      new Set([
        `news_published|${editorUser.id}|Eddy Redacteur heeft een nieuwsbericht geplaatst: Nieuwe lease-auto’s|/portal/nieuws/${id}`,
      ]),
    );
  });

  it('tells nobody of a draft, everyone once it is made public, and not again after an edit', async () => {
    const id = await write({ title: 'Kerstborrel', status: 'draft' });
    expect(await recipients(id)).toEqual([]);
    const publish = (payload: Record<string, unknown>) =>
      editor.call({ method: 'POST', url: `${WP}/nieuws/${id}`, payload });
    expect((await publish({ status: 'publish' })).statusCode).toBe(200);
    const everyone = await everyoneBut(editorUser.id);
    expect(await recipients(id)).toEqual(everyone);
    expect((await publish({ title: 'Kerstborrel op 18 december' })).statusCode).toBe(200);
    expect(await recipients(id)).toEqual(everyone);
  });

  it('tells everyone of a scheduled item when it comes out, from its author', async () => {
    const id = await write({
      title: 'Om twaalf uur',
      status: 'publish',
      date: '2026-11-21T12:00:00',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await recipients(id)).toEqual([]);
    clock.set('2026-11-21T11:00:00Z');
    await until(
      async () => (await recipients(id)).length > 0,
      'the scheduled item’s notifications',
    );
    const made = await notificationsAbout(ctx.database.db, postOf(id));
    expect(made.map((one) => one.userId)).toEqual(await everyoneBut(editorUser.id));
    expect(made[0]).toMatchObject({
      actorId: editorUser.id,
      text: 'Eddy Redacteur heeft een nieuwsbericht geplaatst: Om twaalf uur',
    });
  });

  it('tells nobody of other content', async () => {
    const id = await write({ title: 'Verlofregeling', status: 'publish' }, 'arbeidsvoorwaarden');
    expect(await recipients(id)).toEqual([]);
  });
});

describe('a payroll export’s files made', () => {
  it('tells whoever started it that it is ready, from the system, and nobody else', async () => {
    const db = ctx.database.db;
    const admin = await (
      await createUser(db, { roles: ['administrator'], voornaam: 'Ada' })
    ).signIn(ctx.app);
    const beheerder = await createUser(db, { roles: ['beheerder'] });
    const owner = await createUser(db);
    await approvedMonth(db, owner.id, 2025, 3, 12.5);
    await approvedMonth(db, owner.id, 2025, 4, 7.5);
    const response = await createExport(ctx.app, admin, { from: '2025-03', to: '2025-04' });
    expect(response.statusCode).toBe(201);
    const id = (response.json() as { export: { id: number } }).export.id;
    const about = () => notificationsAbout(db, { kind: 'payroll_export', id });
    await until(async () => (await about()).length > 0, 'the export’s notification');
    expect(await about()).toEqual([
      {
        userId: admin.id,
        kind: 'payroll_export_ready',
        actorId: null,
        text: 'Je salarisexport over maart 2025 t/m april 2025 is klaar om te downloaden.',
        link: '/portal/beheer/salarisexport',
      },
    ]);
    expect(await notificationsOf(db, beheerder.id)).not.toContainEqual(
      expect.objectContaining({ kind: 'payroll_export_ready' }),
    );
  });
});
