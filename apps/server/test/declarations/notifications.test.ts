import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createDeclarationMonth,
  createDeclarationRow,
  createUser,
  type FactoryUser,
  type SignedInUser,
  type UserOptions,
} from '../factories/index.js';
import {
  activeUsersWithRoles,
  notificationsAbout,
  notificationsOf,
} from '../helpers/notifications-made.js';
import { useTestApp } from '../helpers/test-app.js';
import { until } from '../helpers/until.js';
import {
  addRowOk,
  BASE,
  monthSummary,
  movableClock,
  otherCosts,
  submitMonth,
  submitMonthOk,
  typeIds,
} from './declarations-helpers.js';

/**
 * Issue 26: what a month's changes tell whom (docs/notifications.md, "Who gets what"), each
 * notification written in the change's own transaction. Factory people, so the recipients are
 * exactly the ones each test names.
 */

const clock = movableClock();
// The month-closing pass runs every 50 ms here (it shares the reminders' interval).
const ctx = useTestApp({ now: clock.now, reminderIntervalMs: 50 });
const REVIEW = `${BASE}/review`;
const EVERYONE_REVIEWERS = ['administrator', 'beheerder'];

let typeId: (title: string) => number;
let anna: FactoryUser; // consultant of Piet and Karin
let bert: FactoryUser; // consultant of Piet
let editor: FactoryUser; // Piet's consultant who reviews nothing
let gone: FactoryUser; // Piet's deactivated consultant
let other: FactoryUser; // consultant of someone else
let piet: SignedInUser;
let karin: SignedInUser;
let solo: SignedInUser; // a professional without consultants
let annaIn: SignedInUser;
let bertIn: SignedInUser;

const person = (voornaam: string, achternaam: string, extra: UserOptions = {}) =>
  createUser(ctx.database.db, { voornaam, achternaam, ...extra });

/** Adds a line to November 2026 and submits it; answers the month's id. */
async function declareAndSubmit(who: SignedInUser) {
  await addRowOk(ctx.app, who, otherCosts(typeId, '2026-11-10', 12.5));
  await submitMonthOk(ctx.app, who, 2026, 11);
  return (await monthSummary(ctx.app, who, 2026, 11)).submitted_declarations[0]!.id;
}

const monthOf = (id: number) => ({ kind: 'declaration_month', id });
const NOVEMBER = '/portal/declaraties/2026/11';

/** POST review/{id}/{action} as a reviewer. */
const review = (
  who: SignedInUser,
  monthId: number,
  action: 'approve' | 'reject' | 'comments',
  payload?: Record<string, unknown>,
) => who.call({ method: 'POST', url: `${REVIEW}/${monthId}/${action}`, payload });

/** What the owner of a November month is told. */
const toOwner = (owner: { id: number }, kind: string, actor: { id: number }, text: string) => ({
  userId: owner.id,
  kind,
  actorId: actor.id,
  text,
  link: NOVEMBER,
});
const byNumber = (a: number, b: number) => a - b;
const APPROVED_BY_ANNA = 'Anna de Wit heeft je declaraties van november 2026 goedgekeurd.';

beforeAll(async () => {
  anna = await person('Anna', 'de Wit', { roles: ['medewerker'] });
  bert = await person('Bert', 'Kok', { roles: ['medewerker'] });
  editor = await person('Eddy', 'Redacteur', { roles: ['editor'] });
  gone = await person('Gijs', 'Weg', {
    roles: ['medewerker'],
    columns: { deactivatedAt: new Date() },
  });
  other = await person('Olga', 'Anders', { roles: ['medewerker'] });
  await person('Otto', 'Zorg', { ownedBy: [other.id] });
  piet = await (
    await person('Piet', 'Jansen', { ownedBy: [anna.id, bert.id, editor.id, gone.id] })
  ).signIn(ctx.app);
  karin = await (await person('Karin', 'Mol', { ownedBy: [anna.id] })).signIn(ctx.app);
  solo = await (await person('Sanne', 'Solo')).signIn(ctx.app);
  [annaIn, bertIn] = await Promise.all([anna.signIn(ctx.app), bert.signIn(ctx.app)]);
  typeId = await typeIds(ctx.app, piet);
});

describe('a month submitted, withdrawn and reviewed', () => {
  let monthId: number;

  it('tells the owner’s consultants who review of a submission, no one else', async () => {
    monthId = await declareAndSubmit(piet);
    const text = 'Piet Jansen heeft de declaraties van november 2026 ingediend.';
    const link = `/portal/declaraties/beoordelen/${monthId}`;
    // Not the editor (reviews nothing), the deactivated one, another's consultant, beheerders.
    expect(await notificationsAbout(ctx.database.db, monthOf(monthId))).toEqual([
      { userId: anna.id, kind: 'declaration_submitted', actorId: piet.id, text, link },
      { userId: bert.id, kind: 'declaration_submitted', actorId: piet.id, text, link },
    ]);
    expect(await notificationsOf(ctx.database.db, piet.id)).toEqual([]);
    expect(await notificationsOf(ctx.database.db, other.id)).toEqual([]);
  });

  it('tells whoever got the submission that it was withdrawn', async () => {
    const response = await piet.call({
      method: 'POST',
      url: `${BASE}/withdraw`,
      payload: { year: 2026, month: 11 },
    });
    expect(response.statusCode).toBe(200);
    const withdrawn = await notificationsAbout(
      ctx.database.db,
      monthOf(monthId),
      'declaration_withdrawn',
    );
    expect(withdrawn).toEqual(
      [anna.id, bert.id].map((userId) => ({
        userId,
        kind: 'declaration_withdrawn',
        actorId: piet.id,
        text: 'Piet Jansen heeft de declaraties van november 2026 ingetrokken.',
        link: '/portal/declaraties/beoordelen',
      })),
    );
  });

  it('tells the reviewers again of a second submission (a new event)', async () => {
    await submitMonthOk(ctx.app, piet, 2026, 11);
    const submitted = await notificationsAbout(
      ctx.database.db,
      monthOf(monthId),
      'declaration_submitted',
    );
    expect(submitted.map((made) => made.userId)).toEqual([anna.id, bert.id, anna.id, bert.id]);
  });

  it('tells the owner of a comment on the month and on a line, with its words', async () => {
    const [row] = (await monthSummary(ctx.app, piet, 2026, 11)).rows;
    for (const payload of [
      { comment: 'Klopt het bedrag?' },
      { comment: 'Waar is de bon?', row_id: row!.id },
    ]) {
      expect((await review(annaIn, monthId, 'comments', payload)).statusCode).toBe(200);
    }
    expect(
      await notificationsAbout(ctx.database.db, monthOf(monthId), 'declaration_commented'),
    ).toEqual([
      toOwner(
        piet,
        'declaration_commented',
        anna,
        'Anna de Wit heeft een opmerking geplaatst bij je declaraties van november 2026: Klopt het bedrag?',
      ),
      toOwner(
        piet,
        'declaration_commented',
        anna,
        'Anna de Wit heeft een opmerking geplaatst bij een regel van je declaraties van november 2026: Waar is de bon?',
      ),
    ]);
  });

  it('tells the owner of a rejection with the reason, the reviewer nothing', async () => {
    const response = await review(bertIn, monthId, 'reject', {
      comment: 'De parkeerbon ontbreekt.',
    });
    expect(response.statusCode).toBe(200);
    expect(
      await notificationsAbout(ctx.database.db, monthOf(monthId), 'declaration_rejected'),
    ).toEqual([
      toOwner(
        piet,
        'declaration_rejected',
        bert,
        'Bert Kok heeft je declaraties van november 2026 afgekeurd: De parkeerbon ontbreekt.',
      ),
    ]);
    expect((await notificationsOf(ctx.database.db, bert.id)).map((made) => made.kind)).toEqual([
      'declaration_submitted',
      'declaration_withdrawn',
      'declaration_submitted',
    ]);
  });

  it('tells the owner of an approval, and a refused review makes nothing', async () => {
    await submitMonthOk(ctx.app, piet, 2026, 11);
    const approve = () => review(annaIn, monthId, 'approve');
    expect((await approve()).statusCode).toBe(200);
    const approved = toOwner(piet, 'declaration_approved', anna, APPROVED_BY_ANNA);
    expect(
      await notificationsAbout(ctx.database.db, monthOf(monthId), 'declaration_approved'),
    ).toEqual([approved]);
    // Approved already: 422, and no second notification.
    expect((await approve()).statusCode).toBe(422);
    expect((await review(bertIn, monthId, 'reject', { comment: 'Toch niet.' })).statusCode).toBe(
      422,
    );
    const owners = await notificationsOf(ctx.database.db, piet.id);
    expect(owners.filter((made) => made.kind === 'declaration_approved')).toEqual([approved]);
    expect(owners.filter((made) => made.kind === 'declaration_rejected')).toHaveLength(1);
  });

  it('tells each owner of a bulk approval, skipping the months not approved', async () => {
    const karinsMonth = await declareAndSubmit(karin);
    // Approving in bulk is for those who review everyone.
    const boss = await (await person('Bas', 'Baas', { roles: ['beheerder'] })).signIn(ctx.app);
    const response = await boss.call({
      method: 'POST',
      url: `${REVIEW}/approve`,
      payload: { ids: [karinsMonth, monthId] },
    });
    expect(response.json()).toMatchObject({ approved: [karinsMonth], skipped: [{ id: monthId }] });
    expect(
      await notificationsAbout(ctx.database.db, monthOf(karinsMonth), 'declaration_approved'),
    ).toEqual([
      toOwner(
        karin,
        'declaration_approved',
        boss,
        'Bas Baas heeft je declaraties van november 2026 goedgekeurd.',
      ),
    ]);
    expect(
      await notificationsAbout(ctx.database.db, monthOf(monthId), 'declaration_approved'),
    ).toHaveLength(1);
  });
});

describe('a month of someone without consultants', () => {
  it('tells every active beheerder and administrator, not the consultants of others', async () => {
    const removed = await createUser(ctx.database.db, {
      roles: ['beheerder'],
      columns: { deactivatedAt: new Date() },
    });
    const monthId = await declareAndSubmit(solo);
    const made = await notificationsAbout(ctx.database.db, monthOf(monthId));
    const reviewers = await activeUsersWithRoles(ctx.database.db, EVERYONE_REVIEWERS);
    expect(reviewers.length).toBeGreaterThan(1);
    expect(made.map((one) => one.userId).sort(byNumber)).toEqual(reviewers);
    expect(made.map((one) => one.userId)).not.toContain(removed.id);
    expect(made.map((one) => one.userId)).not.toContain(anna.id);
    expect(new Set(made.map((one) => one.text))).toEqual(
      new Set(['Sanne Solo heeft de declaraties van november 2026 ingediend.']),
    );
  });

  it('never tells the beheerder who submits their own month', async () => {
    const beheerder = await (
      await createUser(ctx.database.db, { roles: ['beheerder'], voornaam: 'Bea' })
    ).signIn(ctx.app);
    const monthId = await declareAndSubmit(beheerder);
    const made = (await notificationsAbout(ctx.database.db, monthOf(monthId)))
      .map((one) => one.userId)
      .sort(byNumber);
    const others = (await activeUsersWithRoles(ctx.database.db, EVERYONE_REVIEWERS)).filter(
      (id) => id !== beheerder.id,
    );
    expect(made).toEqual(others);
  });
});

describe('in the change’s transaction', () => {
  it('leaves the month unsubmitted when its notification cannot be written', async () => {
    const db = ctx.database.db;
    const stubborn = await (await person('Stijn', 'Stug', { ownedBy: [anna.id] })).signIn(ctx.app);
    await addRowOk(ctx.app, stubborn, otherCosts(typeId, '2026-11-10', 8));
    // A notification for Anna about Stijn's month fails: the submission must fail with it.
    await db.execute(
      sql.raw(`create function refuse_notification() returns trigger
      language plpgsql as $$ begin raise exception 'notification refused'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_notification before insert on notifications for each row
        when (new.kind = 'declaration_submitted' and new.actor_id = ${stubborn.id})
        execute function refuse_notification()`),
    );
    try {
      expect((await submitMonth(ctx.app, stubborn, 2026, 11)).statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_notification on notifications'));
      await db.execute(sql.raw('drop function refuse_notification()'));
    }
    const summary = await monthSummary(ctx.app, stubborn, 2026, 11);
    expect(summary.submitted_declarations).toEqual([]);
    expect(summary.editable).toBe(true);
    expect(await notificationsOf(db, anna.id)).not.toContainEqual(
      expect.objectContaining({ actorId: stubborn.id }),
    );
  });
});

describe('a month closing with lines not submitted (the daily pass)', () => {
  const notices = async (userId: number) =>
    (await notificationsOf(ctx.database.db, userId)).filter(
      (made) => made.kind === 'month_closing',
    );
  /** Lets the pass (every 50 ms) run a good many times. */
  const passes = () => new Promise((resolve) => setTimeout(resolve, 1_500));
  let open: FactoryUser;
  let sent: FactoryUser;
  let rejected: FactoryUser;
  let empty: FactoryUser;
  let deactivated: FactoryUser;

  beforeAll(async () => {
    const db = ctx.database.db;
    [open, sent, rejected, empty, deactivated] = await Promise.all([
      person('Olaf', 'Open'),
      person('Sem', 'Verstuurd'),
      person('Rik', 'Afgekeurd'),
      person('Eva', 'Leeg'),
      person('Dirk', 'Gestopt', { columns: { deactivatedAt: new Date() } }),
    ]);
    for (const who of [open, deactivated]) {
      await createDeclarationRow(db, { userId: who.id, date: '2026-11-12' });
    }
    const sentMonth = await createDeclarationMonth(db, {
      userId: sent.id,
      year: 2026,
      month: 11,
      status: 'sent',
    });
    await createDeclarationRow(db, { userId: sent.id, date: '2026-11-12' });
    await createDeclarationMonth(db, {
      userId: rejected.id,
      year: 2026,
      month: 11,
      status: 'rejected',
      reviewedBy: anna.id,
    });
    await createDeclarationRow(db, { userId: rejected.id, date: '2026-11-12' });
    await createDeclarationMonth(db, { userId: empty.id, year: 2026, month: 11 });
    // This month's lines close on 10 January: not yet.
    await createDeclarationRow(db, { userId: open.id, date: '2026-12-02' });
    expect(sentMonth.status).toBe('sent');
  });

  it('tells nobody 4 days before the window closes', async () => {
    clock.set('2026-12-06T10:00:00Z'); // 6 December; November closes on the 10th
    await passes();
    expect(await notices(open.id)).toEqual([]);
  });

  it('tells the owner once from 3 days before, only of the month with unsubmitted lines', async () => {
    clock.set('2026-12-07T06:00:00Z'); // 7 December, 07:00 in Amsterdam
    await until(async () => (await notices(open.id)).length > 0, 'the closing notice');
    await passes();
    clock.set('2026-12-09T10:00:00Z');
    await passes();
    expect(await notices(open.id)).toEqual([
      {
        userId: open.id,
        kind: 'month_closing',
        actorId: null,
        text: 'Je declaraties van november 2026 zijn nog niet ingediend. De maand sluit op 10 december.',
        link: NOVEMBER,
      },
    ]);
    for (const who of [sent, rejected, empty, deactivated]) {
      expect(await notices(who.id)).toEqual([]);
    }
  });
});
