import { moodtrackerPostSchema } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { WP } from '../content/content-helpers.js';
import {
  createUser,
  type FactoryUser,
  type SignedInUser,
  type UserOptions,
} from '../factories/index.js';
import { notificationsAbout, notificationsOf } from '../helpers/notifications-made.js';
import { useTestApp } from '../helpers/test-app.js';
import { checkIn, movableClock } from './mood-helpers.js';

/**
 * Issue 26: a mood of 3 or 4, and a change to a worse one, tells the professional's consultants
 * in the portal, in the transaction that records it; the follow-up mail stays the named
 * consultant's, sent only while their mode for mood_worrying is direct.
 */

const clock = movableClock('2026-11-25T10:00:00Z');
const ctx = useTestApp({ now: clock.now });

let anna: FactoryUser; // consultant, named in Piet's check-in
let bert: FactoryUser; // consultant, turned the mood mail off
let gone: FactoryUser; // deactivated consultant
let olga: FactoryUser; // consultant of someone else
let ed: FactoryUser; // an editor who owns the professional: cannot open the mood overview

const person = (voornaam: string, achternaam: string, extra: UserOptions = {}) =>
  createUser(ctx.database.db, { voornaam, achternaam, ...extra });
const checkinOf = (id: number) => ({ kind: 'mood_checkin', id });
const mailsTo = async (address: string) =>
  (
    await ctx.database.db.execute(
      sql`select subject from outbox where to_address = ${address} order by id`,
    )
  ).rows as Array<{ subject: string }>;

async function answer(who: SignedInUser, mood: number, named?: number) {
  const response = await checkIn(ctx.app, who, {
    user: who.id,
    mood,
    ...(named === undefined ? {} : { rw_medewerker_to_notify: named }),
  });
  expect(response.statusCode).toBe(201);
  return moodtrackerPostSchema.parse(response.json()).id;
}

const change = (who: SignedInUser, id: number, mood: number) =>
  who.call({ method: 'PATCH', url: `${WP}/moodtrackers/${id}`, payload: { fields: { mood } } });

beforeAll(async () => {
  const staff: UserOptions = { roles: ['medewerker'] };
  anna = await person('Anna', 'de Wit', staff);
  bert = await person('Bert', 'Kok', staff);
  gone = await person('Gijs', 'Weg', { ...staff, columns: { deactivatedAt: new Date() } });
  olga = await person('Olga', 'Anders', staff);
  ed = await person('Eddy', 'Redactie', { roles: ['editor'] });
  await ctx.database.db.execute(
    sql`insert into notification_preferences (user_id, kind, mode)
        values (${bert.id}, 'mood_worrying', 'off')`,
  );
});

describe('a worrying mood', () => {
  it('tells every active consultant of the professional who can open the overview of a 4, no one else', async () => {
    const piet = await (
      await person('Piet', 'Jansen', { ownedBy: [anna.id, bert.id, gone.id, ed.id] })
    ).signIn(ctx.app);
    const id = await answer(piet, 4, anna.id);
    const text = 'Piet Jansen gaf in de stemmingscheck "Ik wil op korte termijn ander werk" aan.';
    expect(await notificationsAbout(ctx.database.db, checkinOf(id))).toEqual(
      [anna.id, bert.id].map((userId) => ({
        userId,
        kind: 'mood_worrying',
        actorId: piet.id,
        text,
        link: '/portal/stemming',
      })),
    );
    expect(await notificationsOf(ctx.database.db, olga.id)).toEqual([]);
    // The mail still goes to the consultant named, who keeps it on direct.
    expect(await mailsTo(anna.email)).toEqual([
      { subject: 'Piet Jansen gaf in de stemmingscheck "Ik wil op korte termijn ander werk" aan' },
    ]);
  });

  it('sends no mail to a named consultant who turned mood_worrying off', async () => {
    const karin = await (await person('Karin', 'Mol', { ownedBy: [bert.id] })).signIn(ctx.app);
    const id = await answer(karin, 3, bert.id);
    expect((await notificationsAbout(ctx.database.db, checkinOf(id))).map((n) => n.userId)).toEqual(
      [bert.id],
    );
    expect(await mailsTo(bert.email)).toEqual([]);
  });

  it('tells nobody of a 1 or 2; a change to a worse 3 or 4 tells again, a better one not', async () => {
    const sem = await (await person('Sem', 'Vos', { ownedBy: [anna.id] })).signIn(ctx.app);
    const id = await answer(sem, 2);
    expect(await notificationsAbout(ctx.database.db, checkinOf(id))).toEqual([]);
    for (const mood of [3, 4, 3, 4]) {
      expect((await change(sem, id, mood)).statusCode).toBe(200);
    }
    expect(
      (await notificationsAbout(ctx.database.db, checkinOf(id))).map((made) => made.text),
    ).toEqual([
      'Sem Vos gaf in de stemmingscheck "Ik heb het niet naar mijn zin" aan.',
      'Sem Vos gaf in de stemmingscheck "Ik wil op korte termijn ander werk" aan.',
    ]);
  });
});
