import { moodtrackerPostSchema, moodWeek } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  signIn,
  signInAll,
  useContentApp,
  WP,
  type ListedPost,
  type Session,
} from '../content/content-helpers.js';
import { checkIn, movableClock } from './mood-helpers.js';

/** Sunday 22 November 2026, 23:59 in Amsterdam (CET, UTC+1): the last minute of week 47. */
const SUNDAY_2359 = '2026-11-22T22:59:00Z';
/** Monday 23 November 2026, 00:00 in Amsterdam: the first moment of week 48. */
const MONDAY_0000 = '2026-11-22T23:00:00Z';

const clock = movableClock(SUNDAY_2359);
const ctx = useContentApp({ now: clock.now });
let daan: Session;
let femke: Session;
let ruben: Session;
let admin: Session;

beforeAll(async () => {
  [daan, femke, ruben, admin] = await signInAll(ctx.app, [
    'daan',
    'femke',
    'ruben',
    'admin',
  ] as const);
});

const weekRows = async (userId: number) =>
  (
    await ctx.database.db.execute(
      sql`select to_char(week_start, 'YYYY-MM-DD') as week, mood from mood_checkins
          where user_id = ${userId} order by week_start`,
    )
  ).rows as Array<{ week: string; mood: number }>;

describe('POST /wp/v2/moodtrackers: one answer per week', () => {
  it('stores this week’s answer and answers 201 with the moodtracker post', async () => {
    clock.set(SUNDAY_2359);
    const response = await checkIn(ctx.app, daan, {
      user: daan.id,
      mood: 2,
      rw_medewerker_to_notify: femke.id,
    });
    expect(response.statusCode).toBe(201);
    const post = moodtrackerPostSchema.parse(response.json());
    expect(post).toMatchObject({
      type: 'moodtrackers',
      status: 'publish',
      date: '2026-11-22T23:59:00',
      acf: { user: daan.id, mood: 2, rw_medewerker_to_notify: femke.id },
    });
    expect(post.title.rendered).toMatch(/^Moodtracker /);
  });

  it('answers the same post, field for field, as GET /wp/v2/moodtrackers/{id} shows it', async () => {
    clock.set('2026-12-08T10:00:00Z');
    const julia = await signIn(ctx.app, 'julia');
    const created = await checkIn(ctx.app, julia, { user: julia.id, mood: 2 });
    expect(created.statusCode).toBe(201);
    const shown = await call(ctx.app, julia, `${WP}/moodtrackers/${created.json().id}`);
    expect(shown.statusCode).toBe(200);
    expect(created.json()).toStrictEqual(shown.json());
  });

  it('refuses a second answer in the same week with 422 mood_already_answered', async () => {
    clock.set('2026-11-22T22:59:59Z');
    const response = await checkIn(ctx.app, daan, { user: daan.id, mood: 4 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'mood_already_answered',
      message: 'Je hebt deze week je stemming al doorgegeven.',
      data: { status: 422 },
    });
    clock.set('2026-11-16T00:00:00+01:00');
    expect((await checkIn(ctx.app, daan, { user: daan.id, mood: 4 })).statusCode).toBe(422);
  });

  it('opens a new week at Monday 00:00 Amsterdam time', async () => {
    clock.set(MONDAY_0000);
    const response = await checkIn(ctx.app, daan, { user: daan.id, mood: 1 });
    expect(response.statusCode).toBe(201);
    expect((response.json() as ListedPost).date).toBe('2026-11-23T00:00:00');
    expect((await weekRows(daan.id)).slice(-2)).toEqual([
      { week: '2026-11-16', mood: 2 },
      { week: '2026-11-23', mood: 1 },
    ]);
  });

  it('uses Amsterdam summer time too: Sunday 23:59 and Monday 00:00 CEST are different weeks', async () => {
    const emma = await signIn(ctx.app, 'emma');
    clock.set('2026-06-28T21:59:00Z');
    expect((await checkIn(ctx.app, emma, { user: emma.id, mood: 2 })).statusCode).toBe(201);
    clock.set('2026-06-28T22:00:00Z');
    expect((await checkIn(ctx.app, emma, { user: emma.id, mood: 2 })).statusCode).toBe(201);
    clock.set('2026-07-05T21:59:59Z');
    expect((await checkIn(ctx.app, emma, { user: emma.id, mood: 2 })).statusCode).toBe(422);
  });

  it('lets exactly one of several simultaneous answers win', async () => {
    clock.set(MONDAY_0000);
    const thijs = await signIn(ctx.app, 'thijs');
    const responses = await Promise.all(
      [1, 2, 3, 4, 2].map((mood) => checkIn(ctx.app, thijs, { user: thijs.id, mood })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      201, 422, 422, 422, 422,
    ]);
    expect((await weekRows(thijs.id)).filter((row) => row.week === '2026-11-23')).toHaveLength(1);
  });

  it('finds this week’s answer with the dashboard’s after/before query, and only that one', async () => {
    clock.set('2026-11-25T12:00:00Z');
    const week = moodWeek(clock.now());
    expect([week.after, week.before]).toEqual(['2026-11-22T23:59:59', '2026-11-30T00:00:00']);
    const query = (after: string, before: string) =>
      `${WP}/moodtrackers?acf_user=${daan.id}&after=${after}&before=${before}&status=publish`;
    const thisWeek = (
      await call(ctx.app, daan, query(week.after, week.before))
    ).json() as ListedPost[];
    expect(thisWeek.map((post) => post.acf.mood)).toEqual([1]);
    const previous = moodWeek(new Date('2026-11-18T12:00:00Z'));
    const lastWeek = (
      await call(ctx.app, daan, query(previous.after, previous.before))
    ).json() as ListedPost[];
    expect(lastWeek.map((post) => post.date)).toEqual(['2026-11-22T23:59:00']);
  });
});

describe('POST /wp/v2/moodtrackers: who and what', () => {
  it('refuses an answer for another user with 403 and stores nothing', async () => {
    clock.set('2026-12-01T10:00:00Z');
    const noor = await signIn(ctx.app, 'noor');
    const before = await weekRows(noor.id);
    const response = await checkIn(ctx.app, daan, { user: noor.id, mood: 1 });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('rest_forbidden');
    expect(await weekRows(noor.id)).toEqual(before);
  });

  it('accepts the ACF key acf instead of fields, and a mood sent as text', async () => {
    clock.set('2026-12-01T10:00:00Z');
    const lars = await signIn(ctx.app, 'lars');
    const response = await call(ctx.app, lars, {
      method: 'POST',
      url: `${WP}/moodtrackers`,
      payload: { title: 'Moodtracker', status: 'publish', acf: { user: lars.id, mood: '2' } },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().acf.mood).toBe(2);
  });

  it('keeps rw_medewerker_to_notify only when it is one of the user’s consultants', async () => {
    clock.set('2026-12-01T10:00:00Z');
    const sophie = await signIn(ctx.app, 'sophie');
    const response = await checkIn(ctx.app, sophie, {
      user: sophie.id,
      mood: 2,
      rw_medewerker_to_notify: femke.id,
    });
    expect(response.json().acf.rw_medewerker_to_notify).toBe(ruben.id);
  });

  it('refuses a mood outside 1 to 4, missing fields, another status and unknown keys with 400', async () => {
    clock.set('2026-12-01T10:00:00Z');
    const milan = await signIn(ctx.app, 'milan');
    for (const payload of [
      { status: 'publish', fields: { user: milan.id, mood: 5 } },
      { status: 'publish', fields: { user: milan.id, mood: 0 } },
      { status: 'publish', fields: { user: milan.id } },
      { status: 'publish' },
      { status: 'draft', fields: { user: milan.id, mood: 1 } },
      { status: 'publish', fields: { user: milan.id, mood: 1, extra: true } },
    ]) {
      const response = await call(ctx.app, milan, {
        method: 'POST',
        url: `${WP}/moodtrackers`,
        payload: payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('rest_invalid_param');
    }
    expect(await weekRows(milan.id)).toEqual([]);
  });

  it('answers 401 rest_not_logged_in without a token', async () => {
    const response = await checkIn(ctx.app, undefined, { user: daan.id, mood: 1 });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('rest_not_logged_in');
  });
});

describe('GET /wp/v2/moodtrackers: who may read an answer', () => {
  it('shows a professional’s answers to them, their consultant and administrators only', async () => {
    const url = `${WP}/moodtrackers?acf_user=${daan.id}&per_page=100`;
    const own = (await call(ctx.app, daan, url)).json() as ListedPost[];
    expect(own.length).toBeGreaterThanOrEqual(4);
    expect((await call(ctx.app, femke, url)).json()).toHaveLength(own.length);
    expect((await call(ctx.app, admin, url)).json()).toHaveLength(own.length);
    const otherConsultant = await call(ctx.app, ruben, url);
    expect(otherConsultant.json()).toEqual([]);
    expect(otherConsultant.headers['x-wp-total']).toBe('0');
    const colleague = await signIn(ctx.app, 'emma');
    expect((await call(ctx.app, colleague, url)).json()).toEqual([]);

    const id = own[0]!.id;
    expect((await call(ctx.app, femke, `${WP}/moodtrackers/${id}`)).statusCode).toBe(200);
    const hidden = await call(ctx.app, ruben, `${WP}/moodtrackers/${id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('rest_post_invalid_id');
  });

  it('lists only the answers a consultant may see when no user is named', async () => {
    const all = (
      await call(ctx.app, ruben, `${WP}/moodtrackers?per_page=100`)
    ).json() as ListedPost[];
    const owned = (
      await ctx.database.db.execute(
        sql`select professional_id as id from user_owners where consultant_id = ${ruben.id}`,
      )
    ).rows.map((row) => (row as { id: number }).id);
    expect(all.length).toBeGreaterThan(0);
    for (const post of all) expect(owned).toContain(post.acf.user);
  });
});
