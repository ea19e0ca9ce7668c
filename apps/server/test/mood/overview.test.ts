import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.js';
import { call, signInAll, type Session } from '../content/content-helpers.js';
import { useTestApp } from '../helpers/test-app.js';
import { checkIn, movableClock } from './mood-helpers.js';

const MOOD = '/wp-json/custom/v1/mood';
/** Monday 9 and Wednesday 18 November 2026 in Amsterdam: two weeks with answers. */
const clock = movableClock('2026-11-09T10:00:00Z');
const ctx = useTestApp({ now: clock.now });

let daan: Session, emma: Session, bram: Session, femke: Session, ruben: Session;
let admin: Session, beheer: Session, redactie: Session;

interface Overview {
  weeks: string[];
  consultants: Array<{
    id: number;
    name: string;
    professionals: Array<{
      id: number;
      name: string;
      answers: Array<{ week: string; mood: number }>;
    }>;
  }>;
  open: Array<{ id: number; user: { id: number; name: string }; week: string; mood: number }>;
}

const overview = async (session: Session, weeks = 4) => {
  const response = await call(ctx.app, session, `${MOOD}/overview?weeks=${weeks}`);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return response.json() as Overview;
};
const followUp = (session: Session, id: number, payload: Record<string, unknown>) =>
  call(ctx.app, session, { method: 'POST', url: `${MOOD}/answers/${id}/follow-up`, payload });
const people = (body: Overview) =>
  body.consultants.flatMap((c) => c.professionals.map((p) => p.id));

beforeAll(async () => {
  [daan, emma, bram, femke, ruben, admin, beheer, redactie] = await signInAll(ctx.app, [
    'daan',
    'emma',
    'bram',
    'femke',
    'ruben',
    'admin',
    'beheer',
    'redactie',
  ] as const);
  for (const [who, mood] of [
    [daan, 2],
    [emma, 4],
    [bram, 3],
  ] as const) {
    expect((await checkIn(ctx.app, who, { user: who.id, mood })).statusCode).toBe(201);
  }
  clock.set('2026-11-18T10:00:00Z');
  expect((await checkIn(ctx.app, daan, { user: daan.id, mood: 3 })).statusCode).toBe(201);
});

describe('GET mood/overview', () => {
  it.each(['daan', 'redactie'])('refuses %s with 403', async (key) => {
    const session = key === 'daan' ? daan : redactie;
    expect((await call(ctx.app, session, `${MOOD}/overview`)).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `${MOOD}/overview` })).statusCode).toBe(401);
  });

  it('shows medewerker femke only her own professionals, per week', async () => {
    const body = await overview(femke);
    expect(body.weeks).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']);
    expect(body.consultants.map((c) => c.id)).toEqual([femke.id]);
    expect(people(body)).toContain(daan.id);
    expect(people(body)).not.toContain(bram.id);
    const daanRow = body.consultants[0]!.professionals.find((p) => p.id === daan.id)!;
    expect(daanRow.answers).toEqual([
      { week: '2026-11-09', mood: 2 },
      { week: '2026-11-16', mood: 3 },
    ]);
    expect(body.open.map((o) => [o.user.id, o.mood])).toEqual([
      [emma.id, 4],
      [daan.id, 3],
    ]);
  });

  it('shows the administrator and the beheerder every consultant', async () => {
    for (const session of [admin, beheer]) {
      const body = await overview(session);
      expect(body.consultants.map((c) => c.id)).toEqual(
        expect.arrayContaining([femke.id, ruben.id]),
      );
      expect(people(body)).toEqual(expect.arrayContaining([daan.id, emma.id, bram.id]));
      expect(body.open.map((o) => o.user.id).sort()).toEqual([daan.id, emma.id, bram.id].sort());
    }
  });
});

describe('POST mood/answers/{id}/follow-up', () => {
  const openOf = async (session: Session, user: Session) =>
    (await overview(session)).open.find((o) => o.user.id === user.id)!;

  it('lets femke follow up her professional’s answer, audited, and it is no longer open', async () => {
    const emmaAnswer = await openOf(femke, emma);
    const response = await followUp(femke, emmaAnswer.id, {
      action: 'gebeld',
      note: 'Gaat beter.',
    });
    expect(response.statusCode).toBe(200);
    expect((await overview(femke)).open.map((o) => o.user.id)).toEqual([daan.id]);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKind, 'mood_checkin'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: femke.id,
      action: 'mood_follow_up.create',
      entityId: String(emmaAnswer.id),
      before: null,
      after: { action: 'gebeld', note: 'Gaat beter.', byUserId: femke.id },
    });
  });

  it('refuses femke a professional she does not own (403) and ruben femke’s (403)', async () => {
    const bramAnswer = await openOf(admin, bram);
    expect((await followUp(femke, bramAnswer.id, { action: 'gebeld' })).statusCode).toBe(403);
    const daanAnswer = await openOf(admin, daan);
    expect((await followUp(ruben, daanAnswer.id, { action: 'gebeld' })).statusCode).toBe(403);
    expect((await followUp(redactie, daanAnswer.id, { action: 'gebeld' })).statusCode).toBe(403);
  });

  it('answers 404 for an unknown answer, 400 for an unknown action', async () => {
    expect((await followUp(admin, 2_147_483_000, { action: 'gebeld' })).statusCode).toBe(404);
    const daanAnswer = await openOf(admin, daan);
    expect((await followUp(admin, daanAnswer.id, { action: 'vergeten' })).statusCode).toBe(400);
  });

  it('lets the beheerder follow up anyone’s answer', async () => {
    const bramAnswer = await openOf(beheer, bram);
    expect(
      (await followUp(beheer, bramAnswer.id, { action: 'gesprek', note: '' })).statusCode,
    ).toBe(200);
    expect((await overview(admin)).open.map((o) => o.user.id)).toEqual([daan.id]);
  });
});
