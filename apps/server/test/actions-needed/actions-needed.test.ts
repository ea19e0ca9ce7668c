import {
  commentOnMonth,
  getReviewQueue,
  rejectMonth,
} from '@portal/contract/endpoints/declarations-review';
import { fillPath } from '@portal/contract/endpoints';
import { getActionsNeeded, type ActionItem } from '@portal/contract/endpoints/notifications';
import { followUpMood } from '@portal/contract/endpoints/mood-overview';
import { describe, expect, it } from 'vitest';
import { declarationComments } from '../../src/db/schema.js';
import {
  createAssignment,
  createDeclarationMonth,
  createDeclarationRow,
  createMoodCheckin,
  createUser,
  type SignedInUser,
} from '../factories/index.js';
import { useTestApp } from '../helpers/test-app.js';
import { movableClock } from '../mood/mood-helpers.js';

/**
 * Issue 26 item 3: GET actions-needed, the dashboard's "Actie nodig", per kind of item, for
 * someone with nothing to do, and never with another user's work. Thursday 3 December 2026:
 * November takes lines until the 10th, the quarter is 2026-Q4.
 */
const START = '2026-12-03T10:00:00Z';
const clock = movableClock(START);
const ctx = useTestApp({ now: clock.now });

const items = async (user: SignedInUser): Promise<ActionItem[]> => {
  const response = await user.call(getActionsNeeded.path);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: ActionItem[] }).items;
};
const db = () => ctx.database.db;
const professional = async (ownedBy: number[] = []) =>
  createUser(db(), { roles: ['professional'], ownedBy });
const consultant = () => createUser(db(), { roles: ['medewerker'] });

/** A month of the user, sent with one line on `date`: its id and the line's. */
async function sentMonth(userId: number, date: string) {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const made = await createDeclarationMonth(db(), { userId, year, month, status: 'sent' });
  const line = await createDeclarationRow(db(), { userId, date });
  return { id: made.id, line: line.id };
}

describe('GET actions-needed', () => {
  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: getActionsNeeded.path });
    expect(response.statusCode).toBe(401);
  });

  it('is an empty list for someone with nothing to do', async () => {
    const user = await (await professional()).signIn(ctx.app);
    expect(await items(user)).toEqual([]);
  });

  it('names a rejected month with the latest remark on the month, not a later one on a line', async () => {
    const femke = await consultant();
    const owner = await professional([femke.id]);
    const reviewer = await femke.signIn(ctx.app);
    const month = await sentMonth(owner.id, '2026-10-14');
    const reject = await reviewer.call({
      method: 'POST',
      url: fillPath(rejectMonth.path, { id: month.id }),
      payload: { comment: 'De parkeerbon ontbreekt.' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const onLine = await reviewer.call({
      method: 'POST',
      url: fillPath(commentOnMonth.path, { id: month.id }),
      payload: { comment: 'Dit bedrag klopt niet.', row_id: month.line },
    });
    expect(onLine.statusCode, onLine.body).toBe(200);

    expect(await items(await owner.signIn(ctx.app))).toEqual([
      {
        kind: 'month_rejected',
        text: 'Je declaraties van oktober 2026 zijn afgekeurd. Pas ze aan en dien ze opnieuw in.',
        detail: 'De parkeerbon ontbreekt.',
        link: '/portal/declaraties/2026/10',
      },
    ]);
  });

  it('falls back to the latest remark on a line, and to no reason, as the month screen does', async () => {
    const owner = await professional();
    const onLineOnly = await createDeclarationMonth(db(), {
      userId: owner.id,
      year: 2026,
      month: 8,
      status: 'rejected',
    });
    const line = await createDeclarationRow(db(), { userId: owner.id, date: '2026-08-04' });
    await db()
      .insert(declarationComments)
      .values({ monthId: onLineOnly.id, userId: null, comment: 'Bon onleesbaar.', rowId: line.id });
    await createDeclarationMonth(db(), {
      userId: owner.id,
      year: 2026,
      month: 7,
      status: 'rejected',
    });

    const found = await items(await owner.signIn(ctx.app));
    expect(found.map((item) => [item.link, item.detail])).toEqual([
      ['/portal/declaraties/2026/7', null],
      ['/portal/declaraties/2026/8', 'Bon onleesbaar.'],
    ]);
  });

  it('names a month with unsubmitted lines whose window closes within 10 days', async () => {
    const owner = await professional();
    await createDeclarationRow(db(), { userId: owner.id, date: '2026-11-12' });
    // December closes on 10 January, October closed on 10 November: neither is named.
    await createDeclarationRow(db(), { userId: owner.id, date: '2026-12-01' });
    await createDeclarationRow(db(), { userId: owner.id, date: '2026-10-20' });
    const user = await owner.signIn(ctx.app);

    expect(await items(user)).toEqual([
      {
        kind: 'month_closing',
        text: 'Dien je declaraties van november 2026 in: de maand sluit over 7 dagen.',
        detail: null,
        link: '/portal/declaraties/2026/11',
      },
    ]);
    try {
      const textOn = async (iso: string) => {
        clock.set(iso);
        return (await items(user)).map((item) => item.text);
      };
      expect(await textOn('2026-11-29T10:00:00Z')).toEqual([]);
      expect(await textOn('2026-11-30T10:00:00Z')).toEqual([
        'Dien je declaraties van november 2026 in: de maand sluit over 10 dagen.',
      ]);
      expect(await textOn('2026-12-09T10:00:00Z')).toEqual([
        'Dien je declaraties van november 2026 in: de maand sluit morgen.',
      ]);
      expect(await textOn('2026-12-10T10:00:00Z')).toEqual([
        'Dien je declaraties van november 2026 in: de maand sluit vandaag.',
      ]);
      expect(await textOn('2026-12-11T10:00:00Z')).toEqual([]);
    } finally {
      clock.set(START);
    }
  });

  it('leaves out a month that is submitted', async () => {
    const owner = await professional();
    await sentMonth(owner.id, '2026-11-12');
    expect(await items(await owner.signIn(ctx.app))).toEqual([]);
  });

  it('names each running assignment whose evaluation of this quarter is not written', async () => {
    const owner = await professional();
    const due = await createAssignment(db(), {
      professionalId: owner.id,
      title: 'Data-analist bij Gemeente Utrecht',
      status: 'in-progress',
      evaluations: [{ quarter: '2026-Q3', ontwikkeling: 'Vorig kwartaal' }],
    });
    await createAssignment(db(), {
      professionalId: owner.id,
      status: 'in-progress',
      evaluations: [{ quarter: '2026-Q4', opdracht: 'Geschreven' }],
    });
    await createAssignment(db(), { professionalId: owner.id, status: 'not-started' });
    await createAssignment(db(), { professionalId: owner.id, status: 'completed' });

    expect(await items(await owner.signIn(ctx.app))).toEqual([
      {
        kind: 'evaluation_due',
        text: 'Vul de evaluatie van het 4e kwartaal 2026 in voor je opdracht Data-analist bij Gemeente Utrecht.',
        detail: null,
        link: `/portal/opdrachten/${due.id}`,
      },
    ]);
  });

  it('counts the months waiting for a reviewer as their review queue shows them as sent', async () => {
    const femke = await consultant();
    const mine = await professional([femke.id]);
    const notMine = await professional();
    await sentMonth(mine.id, '2026-11-03');
    await sentMonth(mine.id, '2026-10-03');
    await sentMonth(notMine.id, '2026-11-03');
    // Her own month is never hers to review.
    await sentMonth(femke.id, '2026-11-04');
    const reviewer = await femke.signIn(ctx.app);

    expect(await items(reviewer)).toEqual([
      {
        kind: 'months_to_review',
        text: '2 declaratiemaanden wachten op je beoordeling.',
        detail: null,
        link: '/portal/declaraties/beoordelen',
      },
    ]);
    const admin = await (await createUser(db(), { roles: ['administrator'] })).signIn(ctx.app);
    for (const user of [reviewer, admin]) {
      const queue = await user.call(`${getReviewQueue.path}?status=sent`);
      const sent = (queue.json() as { months: unknown[] }).months.length;
      const item = (await items(user)).find((i) => i.kind === 'months_to_review');
      expect(item?.text).toMatch(new RegExp(`^${sent} declaratiemaand`));
    }
  });

  it('counts the worrying moods of a consultant’s professionals until they are followed up', async () => {
    const femke = await consultant();
    const mine = await professional([femke.id]);
    const notMine = await professional();
    const worrying = await createMoodCheckin(db(), { userId: mine.id, mood: 4 });
    await createMoodCheckin(db(), { userId: notMine.id, mood: 3 });
    const happy = await professional([femke.id]);
    await createMoodCheckin(db(), { userId: happy.id, mood: 2 });
    const user = await femke.signIn(ctx.app);

    expect(await items(user)).toEqual([
      {
        kind: 'moods_to_follow_up',
        text: '1 zorgelijke stemming is nog niet opgevolgd.',
        detail: null,
        link: '/portal/stemming',
      },
    ]);
    const followed = await user.call({
      method: 'POST',
      url: fillPath(followUpMood.path, { id: worrying.id }),
      payload: { action: 'gebeld', note: '' },
    });
    expect(followed.statusCode, followed.body).toBe(200);
    expect(await items(user)).toEqual([]);
  });

  it('gives a beheerder the worrying moods of people without a consultant, nobody else', async () => {
    const beheerder = await (await createUser(db(), { roles: ['beheerder'] })).signIn(ctx.app);
    const femke = await (await consultant()).signIn(ctx.app);
    const count = async (user: SignedInUser) =>
      Number(
        /^\d+/.exec(
          (await items(user)).find((i) => i.kind === 'moods_to_follow_up')?.text ?? '0',
        )![0],
      );
    const before = await count(beheerder);
    await createMoodCheckin(db(), { userId: (await professional()).id, mood: 4 });
    expect(await count(beheerder)).toBe(before + 1);
    expect(await count(femke)).toBe(0);
  });

  it('never shows another user’s work', async () => {
    const owner = await professional();
    await createDeclarationMonth(db(), {
      userId: owner.id,
      year: 2026,
      month: 9,
      status: 'rejected',
    });
    await createDeclarationRow(db(), { userId: owner.id, date: '2026-11-05' });
    await createAssignment(db(), { professionalId: owner.id, status: 'in-progress' });
    expect(await items(await owner.signIn(ctx.app))).toHaveLength(3);

    const colleague = await (await professional()).signIn(ctx.app);
    const editor = await (await createUser(db(), { roles: ['editor'] })).signIn(ctx.app);
    expect(await items(colleague)).toEqual([]);
    expect(await items(editor)).toEqual([]);
  });
});
