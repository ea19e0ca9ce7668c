import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn, useContentApp } from '../content/content-helpers.js';
import { checkIn, movableClock } from './mood-helpers.js';

/** No SMTP_HOST: mails are kept in the outbox table (and logged), never sent. */
const clock = movableClock('2026-11-25T10:00:00Z');
const ctx = useContentApp({ now: clock.now });

const outbox = async () =>
  (
    await ctx.database.db.execute(
      sql`select to_address as to, subject, body_text as body, status, sent_at from outbox order by id`,
    )
  ).rows as Array<{ to: string; subject: string; body: string; status: string; sent_at: unknown }>;

describe('mood check-in e-mail without SMTP', () => {
  it('keeps the mail about a 4 in the outbox as logged, addressed to the consultant', async () => {
    const bram = await signIn(ctx.app, 'bram');
    const response = await checkIn(ctx.app, bram, { user: bram.id, mood: 4 });
    expect(response.statusCode).toBe(201);
    expect(await outbox()).toEqual([
      {
        to: 'ruben@vandalen.example',
        subject:
          'Bram van Leeuwen gaf in de stemmingscheck "Ik wil op korte termijn ander werk" aan',
        body: expect.stringContaining('Beste Ruben,'),
        status: 'logged',
        sent_at: null,
      },
    ]);
    // The mobile number is stored in E.164 and written the Dutch way.
    expect((await outbox())[0]!.body).toMatch(/^Mobiel: 06 \d{8}$/m);
  });

  it('puts no line break of a name into the subject, so no header can be added', async () => {
    const emma = await signIn(ctx.app, 'emma');
    await ctx.database.db.execute(
      sql`update users set voornaam = ${'Emma\r\nBcc: buiten@example.com\r\n'} where id = ${emma.id}`,
    );
    expect((await checkIn(ctx.app, emma, { user: emma.id, mood: 3 })).statusCode).toBe(201);
    const mail = (await outbox()).find((row) => row.subject.includes('Bcc'));
    expect(mail?.subject).toMatch(/^Emma Bcc: buiten@example\.com .* gaf in de stemmingscheck/);
    expect(mail?.subject).not.toMatch(/[\r\n]/);
  });

  it('keeps nothing for a 1 or a 2', async () => {
    const before = (await outbox()).length;
    for (const [key, mood] of [
      ['noor', 1],
      ['lars', 2],
    ] as const) {
      const session = await signIn(ctx.app, key);
      expect((await checkIn(ctx.app, session, { user: session.id, mood })).statusCode).toBe(201);
    }
    expect(await outbox()).toHaveLength(before);
  });
});
