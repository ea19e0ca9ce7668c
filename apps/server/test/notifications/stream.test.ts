import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notifier } from '../../src/modules/notifications/notify.js';
import { createAssignment, createUser, type FactoryUser } from '../factories/index.js';
import { login } from '../helpers/test-app.js';
import { useTwoInstances } from '../helpers/two-instances.js';
import { eventOf, notifierOf, record } from './notifications-helpers.js';
import { openStream, type OpenStream } from './sse-client.js';

/**
 * Issue 26 item 2: the unread count arrives live over server-sent events, on whichever
 * instance the browser is connected to, fed across instances by LISTEN/NOTIFY.
 */

const pair = useTwoInstances({ overHttp: true });
let notifier: Notifier;
let anna: FactoryUser;
let bram: FactoryUser;
const open: OpenStream[] = [];

beforeAll(async () => {
  notifier = notifierOf(pair.ctx);
  anna = await createUser(pair.ctx.database.db);
  bram = await createUser(pair.ctx.database.db);
});

afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

async function streamOf(base: string, user: FactoryUser): Promise<OpenStream> {
  const { token } = await login(pair.ctx.app, user.email, user.password);
  const stream = await openStream(base, token);
  open.push(stream);
  return stream;
}

/** A notification for `users` about their assignment, as a producer would record it. */
async function notifyAbout(user: FactoryUser) {
  const assignment = await createAssignment(pair.ctx.database.db, { professionalId: user.id });
  return record(
    pair.ctx,
    notifier,
    eventOf({
      kind: 'assignment_created',
      recipients: [user.id],
      subject: { kind: 'assignment', id: assignment.id },
    }),
  );
}

const last = (stream: OpenStream) => stream.counts.at(-1);

describe('the notification stream', () => {
  it('sends the count at once, and within 2 s of a change made through the other instance', async () => {
    const stream = await streamOf(pair.second, anna);
    expect(stream.status).toBe(200);
    await stream.until((s) => s.counts.length === 1, 'the first count');
    expect(stream.counts).toEqual([0]);

    const started = Date.now();
    expect(await notifyAbout(anna)).toBe(1);
    await stream.until((s) => last(s) === 1, 'the new count', 2_000);
    expect(Date.now() - started).toBeLessThan(2_000);

    // Read on the first instance: the stream on the second hears of it too.
    const { token } = await login(pair.ctx.app, anna.email, anna.password);
    const read = await fetch(`${pair.first}/wp-json/intranet/v1/notifications/read`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ all: true }),
    });
    expect(read.status).toBe(200);
    await stream.until((s) => last(s) === 0, 'the count after reading', 2_000);
  });

  it('the bell’s kept count follows changes made through either instance', async () => {
    const { token } = await login(pair.ctx.app, bram.email, bram.password);
    const countOn = async (base: string) => {
      const response = await fetch(`${base}/wp-json/intranet/v1/notifications/unread-count`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { unread: number }).unread;
    };
    // Asked twice on each: the second answer is the kept one.
    const before = await countOn(pair.second);
    expect(await countOn(pair.second)).toBe(before);
    expect(await countOn(pair.first)).toBe(before);

    expect(await notifyAbout(bram)).toBe(1);
    await expect.poll(() => countOn(pair.second), { timeout: 2_000 }).toBe(before + 1);
    await expect.poll(() => countOn(pair.first), { timeout: 2_000 }).toBe(before + 1);

    // Read on the first instance: its own next answer already says so, the second's soon.
    const read = await fetch(`${pair.first}/wp-json/intranet/v1/notifications/read`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ all: true }),
    });
    expect(read.status).toBe(200);
    expect(await countOn(pair.first)).toBe(0);
    await expect.poll(() => countOn(pair.second), { timeout: 2_000 }).toBe(0);
  });

  it('tells only the user whose count changed, and everyone for a message to all', async () => {
    const annas = await streamOf(pair.first, anna);
    const brams = await streamOf(pair.second, bram);
    await annas.until((s) => s.counts.length === 1, 'anna’s first count');
    await brams.until((s) => s.counts.length === 1, 'bram’s first count');
    await notifyAbout(bram);
    await brams.until((s) => s.counts.length === 2, 'bram’s new count', 2_000);
    // Long enough for a stray message to anna to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(annas.counts).toHaveLength(1);

    await pair.ctx.database.db.execute(
      sql`select pg_notify('portal_notifications', '{"all":true}')`,
    );
    await annas.until((s) => s.counts.length === 2, 'anna’s count after a message to all', 2_000);
    await brams.until((s) => s.counts.length === 3, 'bram’s count after a message to all', 2_000);
  });

  it('keeps at most five streams per user, and a closed one makes room', async () => {
    const streams: OpenStream[] = [];
    for (let i = 0; i < 5; i++) streams.push(await streamOf(pair.first, anna));
    expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await streamOf(pair.first, anna);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: 'too_many_streams', data: { status: 429 } });
    // Another user is not held back by anna's.
    expect((await streamOf(pair.first, bram)).status).toBe(200);

    streams[0]!.close();
    const deadline = Date.now() + 2_000;
    let again = await streamOf(pair.first, anna);
    while (again.status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await streamOf(pair.first, anna);
    }
    expect(again.status).toBe(200);
  });

  it('refuses an anonymous or bad token as every signed-in route does', async () => {
    const anonymous = await fetch(`${pair.first}/wp-json/intranet/v1/notifications/stream`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'rest_not_logged_in' });
    const forged = await openStream(pair.first, 'not.a.token');
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ code: 'invalid_token' });
  });
});
