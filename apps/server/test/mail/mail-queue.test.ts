import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema.js';
import { emailOf } from '../../src/seed/demo-company.js';
import { signIn, type Session } from '../helpers/session.js';
import { useTwoInstances } from '../helpers/two-instances.js';
import { until } from '../helpers/until.js';
import { useSmtpSink } from './use-smtp-sink.js';
import { action } from '../people/people-helpers.js';

/**
 * Issue 13 point 6: mail goes out through the job queue in PostgreSQL — once however many
 * instances run, retried after a failure, and not lost when the instance that queued it stops.
 */

const refused: string[] = [];
const sink = useSmtpSink(refused);
const config = sink.config;

const instances = useTwoInstances({ config, second: { mailRetryDelaySeconds: 1 } });
const ctx = instances.ctx;
let beheer: Session;
let onSecond: Session;
const ids: Record<string, number> = {};

beforeAll(async () => {
  beheer = await signIn(ctx.app, 'beheer');
  onSecond = await signIn(instances.other, 'beheer');
  for (const key of ['daan', 'emma', 'bram', 'julia', 'lotte'] as const) {
    ids[key] = (await signIn(ctx.app, key)).id;
  }
});

const statusesTo = async (to: string) =>
  (await ctx.database.db.select().from(outbox).where(eq(outbox.toAddress, to))).map(
    (row) => row.status,
  );

describe('mail through the job queue', () => {
  it('delivers each mail once while two instances work the same queue', async () => {
    const keys = ['daan', 'emma', 'bram', 'julia'] as const;
    for (const [index, key] of keys.entries()) {
      const [app, session] = index % 2 ? [instances.other, onSecond] : [ctx.app, beheer];
      expect((await action(app, session, ids[key]!, 'set-password-link')).statusCode).toBe(200);
    }
    await until(
      async () =>
        keys.every((key) => sink.smtp.received.some((mail) => mail.to.includes(emailOf(key)))),
      'every mail arriving',
    );
    // Long enough for a second delivery by the other worker (they look every 2 s).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    for (const key of keys) {
      expect(sink.smtp.received.filter((mail) => mail.to.includes(emailOf(key)))).toHaveLength(1);
      expect(await statusesTo(emailOf(key))).toEqual(['sent']);
    }
    const jobs = await ctx.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'mail-delivery' and state = 'completed'`,
    );
    expect(jobs.rows[0]).toEqual({ n: 4 });
  });

  it('retries a refused mail, also after the instance that queued it has stopped', async () => {
    const lotte = emailOf('lotte');
    refused.push(lotte);
    const sent = await action(instances.other, onSecond, ids.lotte!, 'set-password-link');
    expect(sent.statusCode).toBe(200);
    await until(async () => (await statusesTo(lotte)).includes('failed'), 'the refusal');
    const [failed] = await ctx.database.db.select().from(outbox).where(eq(outbox.toAddress, lotte));
    expect(failed!.error).toContain('Mailbox unavailable');

    // The instance that queued it goes; the mailbox comes back; the other instance retries.
    await instances.stopOther();
    refused.length = 0;
    await until(async () => (await statusesTo(lotte)).includes('sent'), 'the retry', 20_000);
    const mails = sink.smtp.received.filter((mail) => mail.to.includes(lotte));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Nieuwe link om je wachtwoord in te stellen');
  });
});
