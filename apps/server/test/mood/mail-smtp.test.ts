import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userOwners } from '../../src/db/schema.js';
import { signIn, signInAll, useContentApp, type Session } from '../content/content-helpers.js';
import { checkIn, movableClock } from './mood-helpers.js';
import { useSmtpSink } from '../mail/use-smtp-sink.js';

/** lotte's mailbox refuses mail, as a server refuses an unknown mailbox. */
const REFUSING = 'lotte@vandalen.example';

const sink = useSmtpSink([REFUSING]);
const config = sink.config;

const clock = movableClock('2026-11-25T10:00:00Z');
const ctx = useContentApp({ now: clock.now, config });
let femke: Session;
let ruben: Session;

beforeAll(async () => {
  [femke, ruben] = await signInAll(ctx.app, ['femke', 'ruben'] as const);
});

const outboxOf = async (to: string) =>
  (
    await ctx.database.db.execute(
      sql`select to_address as to, subject, status, error from outbox where to_address = ${to} order by id`,
    )
  ).rows as Array<{ to: string; subject: string; status: string; error: string | null }>;

async function settled(to: string) {
  for (let i = 0; i < 250; i++) {
    const rows = await outboxOf(to);
    if (rows.length && rows.every((row) => row.status !== 'queued')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`outbox for ${to} never settled`);
}

describe('mood check-in e-mail over SMTP', () => {
  it('e-mails the consultant about a 3, naming the professional and the answer', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const response = await checkIn(ctx.app, daan, {
      user: daan.id,
      mood: 3,
      rw_medewerker_to_notify: femke.id,
    });
    expect(response.statusCode).toBe(201);
    const mail = await sink.smtp.waitFor('femke@vandalen.example');
    expect(mail.from).toBe('intranet@vandalen.example');
    expect(mail.to).toEqual(['femke@vandalen.example']);
    expect(mail.subject).toBe(
      'Daan Meijer gaf in de stemmingscheck "Ik heb het niet naar mijn zin" aan',
    );
    expect(mail.headers.to).toBe('femke@vandalen.example');
    expect(mail.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(mail.body).toContain('Beste Femke,');
    expect(mail.body).toContain('week 48 (23 november t/m 29 november 2026)');
    expect(mail.body).toContain('"Ik heb het niet naar mijn zin" (3 van 4)');
    expect(mail.body).toContain('E-mail: daan@vandalen.example');
    expect((await settled('femke@vandalen.example')).map((row) => row.status)).toEqual(['sent']);
  });

  it('e-mails the consultant chosen in rw_medewerker_to_notify about a 4 when the user has several', async () => {
    const emma = await signIn(ctx.app, 'emma');
    await ctx.database.db
      .insert(userOwners)
      .values({ professionalId: emma.id, consultantId: ruben.id });
    const response = await checkIn(ctx.app, emma, {
      user: emma.id,
      mood: 4,
      rw_medewerker_to_notify: ruben.id,
    });
    expect(response.json().acf.rw_medewerker_to_notify).toBe(ruben.id);
    const mail = await sink.smtp.waitFor('ruben@vandalen.example');
    expect(mail.subject).toBe(
      'Emma de Boer gaf in de stemmingscheck "Ik wil op korte termijn ander werk" aan',
    );
    expect(mail.body).toContain('Beste Ruben,');
    expect(mail.body).toContain('(4 van 4)');
    expect(sink.smtp.received.filter((m) => m.subject.includes('Emma de Boer'))).toHaveLength(1);
  });

  it('sends nothing for a 1 or a 2', async () => {
    const before = sink.smtp.received.length;
    for (const [key, mood] of [
      ['thijs', 1],
      ['julia', 2],
    ] as const) {
      const session = await signIn(ctx.app, key);
      expect((await checkIn(ctx.app, session, { user: session.id, mood })).statusCode).toBe(201);
    }
    const rows = (await ctx.database.db.execute(sql`select count(*)::int as n from outbox`)).rows;
    expect(rows[0]).toEqual({ n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.smtp.received.length).toBe(before);
  });

  it('keeps the check-in when the mail server refuses the mail, with the error in the outbox', async () => {
    const milan = await signIn(ctx.app, 'milan');
    const response = await checkIn(ctx.app, milan, { user: milan.id, mood: 4 });
    expect(response.statusCode).toBe(201);
    const [row] = await settled(REFUSING);
    expect(row!.status).toBe('failed');
    expect(row!.error).toMatch(/550|Mailbox unavailable/);
  });

  it('sends no mail, but keeps the answer, for a user without a consultant', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const before = sink.smtp.received.length;
    const response = await checkIn(ctx.app, admin, { user: admin.id, mood: 3 });
    expect(response.statusCode).toBe(201);
    expect(response.json().acf.rw_medewerker_to_notify).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.smtp.received.length).toBe(before);
  });

  it('counts the mails sent and failed in /metrics, as the outbox has them', async () => {
    const metrics = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    const counted = (result: string) =>
      Number(
        new RegExp(`^portal_mails_total\\{result="${result}"\\} (\\d+)$`, 'm').exec(metrics)?.[1],
      );
    const rows = (
      await ctx.database.db.execute(
        sql`select status, count(*)::int as n from outbox group by status order by status`,
      )
    ).rows as Array<{ status: string; n: number }>;
    const inOutbox = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
    expect(inOutbox('sent')).toBeGreaterThan(0);
    expect(inOutbox('failed')).toBeGreaterThan(0);
    expect(counted('sent')).toBe(inOutbox('sent'));
    expect(counted('failed')).toBe(inOutbox('failed'));
  });
});
