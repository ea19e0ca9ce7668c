import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAssignment,
  createUser,
  type FactoryUser,
  type SignedInUser,
  type UserOptions,
} from '../factories/index.js';
import { notificationsAbout, notificationsOf } from '../helpers/notifications-made.js';
import { useTestApp } from '../helpers/test-app.js';
import { until } from '../helpers/until.js';
import { movableClock } from '../mood/mood-helpers.js';
import { createAssignmentAs, patchAssignment } from './assignment-helpers.js';

/**
 * Issue 26: an assignment created tells its professional, an evaluation saved the
 * professional's consultants, the quarterly reminder the professional in the portal too (its
 * mail only for whoever keeps evaluation_due on direct). Factory people, so each test names
 * every recipient.
 */

/** 21 November 2026: the fourth quarter, past its reminder days. */
const clock = movableClock('2026-11-21T10:00:00Z');
const ctx = useTestApp({ now: clock.now, reminderIntervalMs: 50 });

let anna: SignedInUser; // consultant of Piet
let bert: SignedInUser; // consultant of Piet
let olga: FactoryUser; // consultant of someone else
let pietUser: FactoryUser;
let piet: SignedInUser;
let assignmentId: number;

const person = (voornaam: string, achternaam: string, extra: UserOptions = {}) =>
  createUser(ctx.database.db, { voornaam, achternaam, ...extra });
const about = (id: number, kind?: string) =>
  notificationsAbout(ctx.database.db, { kind: 'assignment', id }, kind);
/** The row a notification about assignment `id` leaves for `to`, from `from` (null: the system). */
const made = (id: number, to: number, kind: string, from: number | null, text: string) => ({
  userId: to,
  kind,
  actorId: from,
  text,
  link: `/portal/opdrachten/${id}`,
});

beforeAll(async () => {
  anna = await (await person('Anna', 'de Wit', { roles: ['medewerker'] })).signIn(ctx.app);
  bert = await (await person('Bert', 'Kok', { roles: ['medewerker'] })).signIn(ctx.app);
  olga = await person('Olga', 'Anders', { roles: ['medewerker'] });
  await person('Otto', 'Zorg', { ownedBy: [olga.id] });
  pietUser = await person('Piet', 'Jansen', { ownedBy: [anna.id, bert.id] });
  piet = await pietUser.signIn(ctx.app);
});

describe('an assignment created', () => {
  it('tells its professional who made it, nobody else', async () => {
    const response = await createAssignmentAs(
      ctx.app,
      anna,
      { user: piet.id },
      { title: 'Data platform' },
    );
    expect(response.statusCode).toBe(201);
    assignmentId = (response.json() as { id: number }).id;
    expect(await about(assignmentId)).toEqual([
      made(
        assignmentId,
        piet.id,
        'assignment_created',
        anna.id,
        'Anna de Wit heeft een nieuwe opdracht voor je aangemaakt: Data platform',
      ),
    ]);
  });

  it('makes nothing when the assignment is refused', async () => {
    const before = await notificationsOf(ctx.database.db, piet.id);
    const response = await createAssignmentAs(ctx.app, anna, {
      user: piet.id,
      startdatum: '2026-12-01',
      einddatum: '2026-11-01',
    });
    expect(response.statusCode).toBe(422);
    expect(await notificationsOf(ctx.database.db, piet.id)).toEqual(before);
  });
});

describe('an evaluation saved', () => {
  it('tells the professional’s consultants when the professional saves it', async () => {
    const response = await patchAssignment(ctx.app, piet, assignmentId, {
      user_ontwikkeling: 'Ik leer veel over datamodellen.',
    });
    expect(response.statusCode).toBe(200);
    const text =
      'Piet Jansen heeft de evaluatie van het 4e kwartaal 2026 opgeslagen: Data platform';
    expect(await about(assignmentId, 'evaluation_saved')).toEqual([
      made(assignmentId, anna.id, 'evaluation_saved', piet.id, text),
      made(assignmentId, bert.id, 'evaluation_saved', piet.id, text),
    ]);
    expect(await notificationsOf(ctx.database.db, olga.id)).toEqual([]);
  });

  it('tells the other consultants, naming the professional, when a consultant saves it', async () => {
    const response = await patchAssignment(ctx.app, anna, assignmentId, {
      user_opdracht: 'Loopt goed.',
    });
    expect(response.statusCode).toBe(200);
    const saved = await about(assignmentId, 'evaluation_saved');
    expect(saved.slice(2)).toEqual([
      made(
        assignmentId,
        bert.id,
        'evaluation_saved',
        anna.id,
        'Anna de Wit heeft de evaluatie van het 4e kwartaal 2026 van Piet Jansen opgeslagen: Data platform',
      ),
    ]);
  });

  it('makes nothing for a save that changes no text, a status change or a refused save', async () => {
    const before = await about(assignmentId);
    const same = await patchAssignment(ctx.app, anna, assignmentId, {
      user_opdracht: 'Loopt goed.',
    });
    expect(same.statusCode).toBe(200);
    expect(
      (await patchAssignment(ctx.app, anna, assignmentId, { status: 'completed' })).statusCode,
    ).toBe(200);
    const refused = await patchAssignment(ctx.app, piet, assignmentId, {
      user_meerwaarde: 'Te laat.',
    });
    expect(refused.statusCode).toBe(422);
    expect(await about(assignmentId)).toEqual(before);
  });
});

describe('the quarter’s evaluation due', () => {
  let sem: FactoryUser; // turned the mail of evaluation_due off
  let running: number;
  let semsRunning: number;

  const reminderMailsTo = async (email: string) =>
    (
      await ctx.database.db.execute(
        sql`select subject from outbox where to_address = ${email}
             and subject like 'Vul de evaluatie%'`,
      )
    ).rows;

  beforeAll(async () => {
    const db = ctx.database.db;
    running = (
      await createAssignment(db, {
        professionalId: piet.id,
        status: 'in-progress',
        title: 'Dijken',
      })
    ).id;
    sem = await person('Sem', 'Stil', { ownedBy: [anna.id] });
    semsRunning = (
      await createAssignment(db, {
        professionalId: sem.id,
        status: 'in-progress',
        title: 'Sluizen',
      })
    ).id;
    await db.execute(
      sql`insert into notification_preferences (user_id, kind, mode)
          values (${sem.id}, 'evaluation_due', 'off')`,
    );
  });

  it('tells the professional per running assignment in the portal, from the system', async () => {
    clock.set('2026-12-31T23:05:00Z'); // 1 January 2027, 00:05 in Amsterdam
    await until(async () => (await about(running, 'evaluation_due')).length > 0, 'the reminder');
    expect(await about(running, 'evaluation_due')).toEqual([
      made(
        running,
        piet.id,
        'evaluation_due',
        null,
        'Vul de evaluatie van het 1e kwartaal 2027 in: Dijken',
      ),
    ]);
    // The completed assignment has none; the mail still goes (direct by default), once.
    expect(await about(assignmentId, 'evaluation_due')).toEqual([]);
    expect(await reminderMailsTo(pietUser.email)).toHaveLength(1);
  });

  it('sends no mail to whoever turned evaluation_due off, but still notifies them', async () => {
    await until(async () => (await about(semsRunning, 'evaluation_due')).length > 0, 'Sem’s');
    expect((await about(semsRunning, 'evaluation_due')).map((made) => made.userId)).toEqual([
      sem.id,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await reminderMailsTo(sem.email)).toEqual([]);
    expect(await about(running, 'evaluation_due')).toHaveLength(1);
  });
});
