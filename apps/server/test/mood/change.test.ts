import { moodtrackerPostSchema } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, signIn, useContentApp, WP, type Session } from '../content/content-helpers.js';
import { checkIn, movableClock } from './mood-helpers.js';

/** Issue 25 item 6: this week's mood answer can be changed the same week, by its owner. */
const WEDNESDAY = '2026-11-25T10:00:00Z';
const NEXT_MONDAY = '2026-11-30T08:00:00Z';
const clock = movableClock(WEDNESDAY);
const ctx = useContentApp({ now: clock.now });

const change = (session: Session | undefined, id: number | string, mood: unknown) =>
  call(ctx.app, session, {
    method: 'PATCH',
    url: `${WP}/moodtrackers/${id}`,
    payload: { fields: { mood } },
  });

async function answered(session: Session, mood: number) {
  const response = await checkIn(ctx.app, session, { user: session.id, mood });
  expect(response.statusCode).toBe(201);
  return moodtrackerPostSchema.parse(response.json()).id;
}

const checkinMood = async (postId: number) =>
  (await ctx.database.db.execute(sql`select mood from mood_checkins where post_id = ${postId}`))
    .rows[0]?.mood;

const mailsTo = async (address: string) =>
  (
    await ctx.database.db.execute(
      sql`select subject from outbox where to_address = ${address} order by id`,
    )
  ).rows as Array<{ subject: string }>;

describe('PATCH /wp/v2/moodtrackers/{id}: changing this week’s answer', () => {
  it('changes the answer in its post and check-in row; the week still has one answer', async () => {
    clock.set(WEDNESDAY);
    const noor = await signIn(ctx.app, 'noor');
    const id = await answered(noor, 1);

    const response = await change(noor, id, 2);
    expect(response.statusCode).toBe(200);
    expect(moodtrackerPostSchema.parse(response.json())).toMatchObject({
      id,
      acf: { user: noor.id, mood: 2 },
    });
    expect(await checkinMood(id)).toBe(2);
    const week = await call(
      ctx.app,
      noor,
      `${WP}/moodtrackers?acf_user=${noor.id}&after=2026-11-22T23:59:59&before=2026-11-30T00:00:00`,
    );
    expect(
      (week.json() as Array<{ id: number; acf: { mood: number } }>).map((p) => p.acf.mood),
    ).toEqual([2]);
    // A second POST the same week is still refused: changing is the way.
    expect((await checkIn(ctx.app, noor, { user: noor.id, mood: 3 })).statusCode).toBe(422);
  });

  it('e-mails the consultant when the answer changes to a 3 or 4, not when it stays', async () => {
    clock.set(WEDNESDAY);
    const bram = await signIn(ctx.app, 'bram');
    const id = await answered(bram, 2);
    const before = (await mailsTo('ruben@vandalen.example')).length;
    expect((await change(bram, id, 4)).statusCode).toBe(200);
    expect(await mailsTo('ruben@vandalen.example')).toHaveLength(before + 1);
    expect((await change(bram, id, 4)).statusCode).toBe(200);
    expect(await mailsTo('ruben@vandalen.example')).toHaveLength(before + 1);
  });

  it('mails the consultant once per answer level: toggling cannot fill their inbox', async () => {
    clock.set(WEDNESDAY);
    const milan = await signIn(ctx.app, 'milan');
    const id = await answered(milan, 3);
    const consultant = await ctx.database.db.execute(
      sql`select u.email from user_owners o join users u on u.id = o.consultant_id
           where o.professional_id = ${milan.id} order by o.consultant_id limit 1`,
    );
    const address = String(consultant.rows[0]!.email);
    const afterCheckIn = (await mailsTo(address)).length;
    // Mailed about the 3 at check-in: back to 1 and to 3 again adds nothing.
    for (const mood of [1, 3, 2, 3]) expect((await change(milan, id, mood)).statusCode).toBe(200);
    expect(await mailsTo(address)).toHaveLength(afterCheckIn);
    // Worse than what they were told: one mail, and no more however often it is toggled.
    for (const mood of [4, 1, 4, 3, 4])
      expect((await change(milan, id, mood)).statusCode).toBe(200);
    expect(await mailsTo(address)).toHaveLength(afterCheckIn + 1);
    expect(await checkinMood(id)).toBe(4);
  });

  it('refuses an answer of an earlier week (422, Dutch)', async () => {
    clock.set(WEDNESDAY);
    const lars = await signIn(ctx.app, 'lars');
    const id = await answered(lars, 3);
    clock.set(NEXT_MONDAY);
    const response = await change(lars, id, 1);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'mood_week_over',
      message: 'Je kunt alleen het antwoord van deze week wijzigen.',
      data: { status: 422 },
    });
    expect(await checkinMood(id)).toBe(3);
  });

  it('refuses someone else’s answer, unknown ids, bad moods and anonymous callers', async () => {
    clock.set(WEDNESDAY);
    const emma = await signIn(ctx.app, 'emma');
    const admin = await signIn(ctx.app, 'admin');
    const id = await answered(emma, 2);
    expect((await change(admin, id, 4)).statusCode).toBe(403);
    expect(await checkinMood(id)).toBe(2);
    expect((await change(emma, 2_147_483_000, 1)).statusCode).toBe(404);
    expect((await change(emma, 'abc', 1)).statusCode).toBe(404);
    expect((await change(emma, id, 5)).statusCode).toBe(400);
    expect((await change(undefined, id, 1)).statusCode).toBe(401);
  });
});
