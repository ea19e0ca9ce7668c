import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.js';
import { parsePostDate } from '../../src/modules/content/post-date.js';
import { publicationAfter } from '../../src/modules/content/post-writes.js';
import { until } from '../helpers/until.js';
import {
  call,
  SEED_NOW,
  signInAll,
  useContentApp,
  WP,
  type ListedPost,
  type Session,
} from './content-helpers.js';

/**
 * Issue 12: a post with a date in the future is `future`, invisible to readers, and published
 * by the server's job when its time comes. The clock is the app's injected `now`, moved by the
 * test; the job runs every 50 ms here.
 */

let clock = SEED_NOW;
const ctx = useContentApp({ now: () => clock, publishIntervalMs: 50 });
let editor: Session;
let professional: Session;

beforeAll(async () => {
  [editor, professional] = await signInAll(ctx.app, ['redactie', 'daan'] as const);
});

const HOUR = 3_600_000;

const waitFor = (check: () => Promise<boolean>, what: string) => until(check, what, 5_000);

const newsTitles = async (session: Session) =>
  (
    (await call(ctx.app, session, `${WP}/nieuws?status=publish&per_page=5`)).json() as ListedPost[]
  ).map((item) => item.title.rendered);

describe('scheduled publication', () => {
  it('keeps a future item from readers until its time, then publishes it on its own', async () => {
    // Amsterdam time without an offset: Saturday 21 November 2026, 12:00 is 11:00 UTC.
    const response = await call(ctx.app, editor, {
      method: 'POST',
      url: `${WP}/nieuws`,
      payload: { title: 'Om twaalf uur', status: 'publish', date: '2026-11-21T12:00:00' },
    });
    expect(response.statusCode).toBe(201);
    const item = response.json() as ListedPost;
    expect(item).toMatchObject({
      status: 'future',
      date: '2026-11-21T12:00:00',
      date_gmt: '2026-11-21T11:00:00',
    });

    expect(await newsTitles(professional)).not.toContain('Om twaalf uur');
    expect((await call(ctx.app, professional, `${WP}/nieuws/${item.id}`)).statusCode).toBe(404);
    expect((await call(ctx.app, professional, `${WP}/nieuws?status=future`)).statusCode).toBe(400);
    const scheduled = await call(ctx.app, editor, `${WP}/nieuws?status=future`);
    expect((scheduled.json() as ListedPost[]).map((post) => post.id)).toContain(item.id);

    // Still a minute to go: several runs of the job leave it alone.
    clock = new Date(SEED_NOW.getTime() + 2 * HOUR - 60_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await newsTitles(professional)).not.toContain('Om twaalf uur');

    clock = new Date(SEED_NOW.getTime() + 2 * HOUR);
    await waitFor(
      async () => (await newsTitles(professional))[0] === 'Om twaalf uur',
      'the item on the dashboard',
    );
    const read = await call(ctx.app, professional, `${WP}/nieuws/${item.id}`);
    expect(read.json()).toMatchObject({ status: 'publish', date: '2026-11-21T12:00:00' });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(item.id)));
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['post.create', editor.id],
      ['post.publish-scheduled', null],
    ]);
  });

  it('schedules an existing draft with status future and a date, and publishes an item at once without one', async () => {
    clock = new Date(SEED_NOW.getTime() + 10 * HOUR);
    const draft = (
      await call(ctx.app, editor, {
        method: 'POST',
        url: `${WP}/kennisbank`,
        payload: { title: 'Later online' },
      })
    ).json() as ListedPost;
    const scheduled = await call(ctx.app, editor, {
      method: 'PATCH',
      url: `${WP}/kennisbank/${draft.id}`,
      payload: { status: 'future', date: '2026-12-01T09:00:00+01:00' },
    });
    expect(scheduled.json()).toMatchObject({ status: 'future', date: '2026-12-01T09:00:00' });
    // "Publish now" on a scheduled item: published with the current time.
    const now = await call(ctx.app, editor, {
      method: 'PATCH',
      url: `${WP}/kennisbank/${draft.id}`,
      payload: { status: 'publish' },
    });
    expect(now.json()).toMatchObject({ status: 'publish', date_gmt: '2026-11-21T19:00:00' });
  });
});

describe('publicationAfter', () => {
  const now = new Date('2026-11-21T09:00:00Z');
  const past = new Date('2026-11-01T09:00:00Z');
  const later = new Date('2026-12-01T09:00:00Z');

  it('follows the date for publish and future, as WordPress', () => {
    expect(
      publicationAfter({ status: 'draft', date: past }, { status: 'publish', date: later }, now),
    ).toEqual({
      status: 'future',
      date: later,
    });
    expect(
      publicationAfter({ status: 'future', date: later }, { status: 'future', date: past }, now),
    ).toEqual({
      status: 'publish',
      date: past,
    });
  });

  it('keeps the date of an edit, dates a newly published item now, and leaves drafts alone', () => {
    expect(publicationAfter({ status: 'publish', date: past }, {}, now)).toEqual({
      status: 'publish',
      date: undefined,
    });
    expect(publicationAfter({ status: 'future', date: later }, {}, now)).toEqual({
      status: 'future',
      date: undefined,
    });
    expect(publicationAfter({ status: 'draft', date: past }, { status: 'publish' }, now)).toEqual({
      status: 'publish',
      date: now,
    });
    expect(publicationAfter({ status: 'publish', date: past }, { status: 'draft' }, now)).toEqual({
      status: 'draft',
      date: undefined,
    });
  });
});

describe('parsePostDate', () => {
  it('reads a date without an offset as Amsterdam time, summer and winter, and one with an offset as that instant', () => {
    expect(parsePostDate('2026-07-01T12:00:00').toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(parsePostDate('2026-12-01T12:00').toISOString()).toBe('2026-12-01T11:00:00.000Z');
    // The night the clocks go back: 03:30 is read after the change (winter time).
    expect(parsePostDate('2026-10-25T03:30:00').toISOString()).toBe('2026-10-25T02:30:00.000Z');
    expect(parsePostDate('2026-07-01T12:00:00Z').toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(parsePostDate('2026-07-01T12:00:00+01:00').toISOString()).toBe(
      '2026-07-01T11:00:00.000Z',
    );
  });
});
