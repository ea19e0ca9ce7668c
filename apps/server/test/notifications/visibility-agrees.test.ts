import { fillPath } from '@portal/contract/endpoints';
import { getAssignment } from '@portal/contract/endpoints/assignments';
import { contentEndpoints } from '@portal/contract/endpoints/content';
import { getDeclarationSummary } from '@portal/contract/endpoints/declarations';
import { getReviewMonth } from '@portal/contract/endpoints/declarations-review';
import { listPayrollExports } from '@portal/contract/endpoints/payroll';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payrollExports, userOwners } from '../../src/db/schema.js';
import type { NotificationSubjectKind } from '../../src/modules/notifications/notify.js';
import {
  createAssignment,
  createDeclarationMonth,
  createMoodCheckin,
  createPost,
  createUser,
  type FactoryUser,
  type SignedInUser,
} from '../factories/index.js';
import { useTestApp } from '../helpers/test-app.js';

/**
 * Issue 26: `notification_visible` (migrations 0028/0030) restates in SQL who may see the
 * subject of a notification. This asks it and the REST endpoint a user opens that subject with
 * (through the whole HTTP stack) the same question, for every subject kind and every kind of
 * viewer, so a change to either rule that the other does not follow fails here
 * (docs/notifications.md, "Visibility").
 */

const ctx = useTestApp({ workJobs: false });

const VIEWERS = [
  'administrator',
  'beheerder',
  'editor',
  /** A medewerker who owns the owner (`user_owners`). */
  'consultant',
  /** An editor who owns the owner: a consultant who reviews nothing and has no assignments. */
  'editorConsultant',
  /** A medewerker who does not own the owner. */
  'medewerker',
  /** The professional whose month, assignment or mood it is. */
  'owner',
  'other',
] as const;
type Viewer = (typeof VIEWERS)[number];

interface Subject {
  /** For the failure message: which one of the kind's subjects. */
  label: string;
  id: number;
  /** A declaration month's year and month (the owner's month screen asks by them). */
  period?: { year: number; month: number };
}

let people: Record<Viewer, FactoryUser>;
let signedIn: Record<Viewer, SignedInUser>;

beforeAll(async () => {
  const { db } = ctx.database;
  const made = {} as Record<Viewer, FactoryUser>;
  made.administrator = await createUser(db, { roles: ['administrator'] });
  made.beheerder = await createUser(db, { roles: ['beheerder'] });
  made.editor = await createUser(db, { roles: ['editor'] });
  made.consultant = await createUser(db, { roles: ['medewerker'] });
  made.editorConsultant = await createUser(db, { roles: ['editor'] });
  made.medewerker = await createUser(db, { roles: ['medewerker'] });
  made.owner = await createUser(db, {
    ownedBy: [made.consultant.id, made.editorConsultant.id],
  });
  made.other = await createUser(db, { roles: ['professional'] });
  people = made;
  const sessions = {} as Record<Viewer, SignedInUser>;
  for (const viewer of VIEWERS) sessions[viewer] = await made[viewer].signIn(ctx.app);
  signedIn = sessions;
});

async function sqlSays(viewer: number, kind: NotificationSubjectKind, id: number) {
  const result = await ctx.database.db.execute<{ visible: boolean }>(
    sql`select notification_visible(${viewer}, ${kind}, ${id}) as visible`,
  );
  return result.rows[0]!.visible;
}

/** What the API answers the viewer: whether they may open the subject, and how it said so. */
interface Opened {
  opens: boolean;
  how: string;
}

/**
 * How a user opens each kind of subject, the way the notification's link does:
 * - a month: its owner on the month screen (the summary names the month), a reviewer on the
 *   review screen (GET review/{id});
 * - an assignment: GET /wp/v2/assignments/{id};
 * - a mood answer: GET /wp/v2/moodtrackers/{id} (the mood privacy rule, docs/product-rules.md);
 * - news: GET /wp/v2/nieuws/{id} answering it as published. Administrators, editors and the
 *   beheerder also read drafts there (Beheer's preview), but a notification says that news
 *   was published, so a draft is no one's news: what counts is the item everyone reads;
 * - a payroll export: the list of exports (Beheer's Salarisexport screen) naming it.
 */
const OPENERS: Record<
  NotificationSubjectKind,
  (user: SignedInUser, subject: Subject) => Promise<Opened>
> = {
  async declaration_month(user, subject) {
    const review = await user.call(fillPath(getReviewMonth.path, { id: subject.id }));
    const { year, month } = subject.period!;
    const own = await user.call(`${getDeclarationSummary.path}?year=${year}&month=${month}`);
    const ownMonths =
      own.statusCode === 200
        ? (own.json() as { submitted_declarations: Array<{ id: number }> }).submitted_declarations
        : [];
    const onMonthScreen = ownMonths.some((declared) => declared.id === subject.id);
    return {
      opens: review.statusCode === 200 || onMonthScreen,
      how: `review ${review.statusCode}, own month screen ${onMonthScreen ? 'names it' : 'does not'}`,
    };
  },
  async assignment(user, subject) {
    const response = await user.call(fillPath(getAssignment.path, { id: subject.id }));
    return { opens: response.statusCode === 200, how: `status ${response.statusCode}` };
  },
  async mood_checkin(user, subject) {
    const path = fillPath(contentEndpoints.moodtrackers.get.path, { id: subject.id });
    const response = await user.call(path);
    return { opens: response.statusCode === 200, how: `status ${response.statusCode}` };
  },
  async post(user, subject) {
    const path = fillPath(contentEndpoints.nieuws.get.path, { id: subject.id });
    const response = await user.call(path);
    const status =
      response.statusCode === 200 ? (response.json() as { status: string }).status : undefined;
    return {
      opens: status === 'publish',
      how: `status ${response.statusCode}${status ? `, post status ${status}` : ''}`,
    };
  },
  async payroll_export(user, subject) {
    const response = await user.call(listPayrollExports.path);
    const listed =
      response.statusCode === 200 &&
      (response.json() as { exports: Array<{ id: number }> }).exports.some(
        (item) => item.id === subject.id,
      );
    return { opens: listed, how: `status ${response.statusCode}, ${listed ? '' : 'not '}listed` };
  },
};

/**
 * Every disagreement between the SQL function and the API for these viewers and subjects,
 * as sentences naming viewer, kind and subject; and every viewer's answer, to show that the
 * comparison saw both a yes and a no.
 */
async function compare(
  kind: NotificationSubjectKind,
  subjects: Subject[],
  viewers: readonly Viewer[] = VIEWERS,
) {
  const disagreements: string[] = [];
  const answers = new Set<boolean>();
  for (const subject of subjects) {
    for (const viewer of viewers) {
      const visible = await sqlSays(people[viewer].id, kind, subject.id);
      const api = await OPENERS[kind](signedIn[viewer], subject);
      answers.add(visible);
      if (visible !== api.opens) {
        disagreements.push(
          `${viewer} on ${kind} (${subject.label}): notification_visible ${visible}, ` +
            `the API ${api.opens ? 'opens it' : 'does not'} (${api.how})`,
        );
      }
    }
  }
  return { disagreements, answers };
}

async function expectAgreement(kind: NotificationSubjectKind, subjects: Subject[]) {
  const { disagreements, answers } = await compare(kind, subjects);
  expect(disagreements).toEqual([]);
  // A wrong path would make the API say no to everyone: the rule must have said both.
  expect([...answers].sort()).toEqual([false, true]);
}

/** The owner's months in 2026 with a status, one per status a reviewer can open. */
async function ownerMonths(userId: number, firstMonth: number): Promise<Subject[]> {
  const subjects: Subject[] = [];
  const statuses = ['sent', 'approved', 'rejected'] as const;
  for (const [index, status] of statuses.entries()) {
    const month = firstMonth + index;
    const made = await createDeclarationMonth(ctx.database.db, {
      userId,
      year: 2026,
      month,
      status,
      ...(status === 'sent' ? {} : { reviewedBy: people.beheerder.id }),
    });
    subjects.push({ label: status, id: made.id, period: { year: 2026, month } });
  }
  return subjects;
}

describe('notification_visible agrees with the API', () => {
  it('on a declaration month', async () => {
    await expectAgreement('declaration_month', await ownerMonths(people.owner.id, 3));
  });

  it('on a month without status as on the same month once sent (a withdrawal’s subject)', async () => {
    // A withdrawn month is back in its owner's hands and opens on no review screen; its
    // reviewers are still told of the withdrawal (whose link is the queue, not the month), so
    // the rule does not look at the status: whoever may open the sent month.
    const [sent] = await ownerMonths(people.owner.id, 6);
    const unsent = await createDeclarationMonth(ctx.database.db, {
      userId: people.owner.id,
      year: 2026,
      month: 2,
    });
    const disagreements: string[] = [];
    for (const viewer of VIEWERS) {
      const visible = await sqlSays(people[viewer].id, 'declaration_month', unsent.id);
      const api = await OPENERS.declaration_month(signedIn[viewer], sent!);
      if (visible !== api.opens) {
        disagreements.push(
          `${viewer} on declaration_month (no status): notification_visible ${visible}, ` +
            `the API ${api.opens ? 'opens' : 'does not open'} it once sent (${api.how})`,
        );
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('on an assignment', async () => {
    const { db } = ctx.database;
    const running = await createAssignment(db, {
      professionalId: people.owner.id,
      status: 'in-progress',
    });
    const done = await createAssignment(db, {
      professionalId: people.owner.id,
      status: 'completed',
    });
    await expectAgreement('assignment', [
      { label: 'in progress', id: running.id },
      { label: 'completed', id: done.id },
    ]);
  });

  it('on a mood answer', async () => {
    const mood = await createMoodCheckin(ctx.database.db, { userId: people.owner.id, mood: 4 });
    await expectAgreement('mood_checkin', [{ label: 'a 4', id: mood.id }]);
  });

  it('on a post', async () => {
    const { db } = ctx.database;
    const author = people.editor.id;
    const published = await createPost(db, 'nieuws', { authorId: author });
    const draft = await createPost(db, 'nieuws', { authorId: author, status: 'draft' });
    const future = await createPost(db, 'nieuws', { authorId: author, status: 'future' });
    // Mood answers are posts too, and never anyone's news.
    const mood = await createMoodCheckin(db, {
      userId: people.owner.id,
      mood: 1,
      at: weeksAgo(4),
    });
    await expectAgreement('post', [
      { label: 'published', id: published.id },
      { label: 'draft', id: draft.id },
      { label: 'scheduled', id: future.id },
      { label: 'a mood answer', id: mood.id },
    ]);
  });

  it('on a payroll export', async () => {
    const [made] = await ctx.database.db
      .insert(payrollExports)
      .values({
        createdBy: people.administrator.id,
        periodFrom: '2026-09-01',
        periodTo: '2026-09-01',
      })
      .returning({ id: payrollExports.id });
    await expectAgreement('payroll_export', [{ label: 'September 2026', id: made!.id }]);
  });

  it('once a consultant no longer owns the professional', async () => {
    const { db } = ctx.database;
    const owner = people.owner.id;
    const subjects = await personalSubjects(owner, 9);
    const consultants = ['consultant', 'editorConsultant'] as const;
    const removed = consultants.map((viewer) => people[viewer].id);
    await db
      .delete(userOwners)
      .where(and(eq(userOwners.professionalId, owner), inArray(userOwners.consultantId, removed)));
    try {
      for (const [kind, list] of subjects) {
        const { disagreements } = await compare(kind, list, consultants);
        expect(disagreements).toEqual([]);
        for (const subject of list) {
          for (const viewer of consultants) {
            expect(await sqlSays(people[viewer].id, kind, subject.id), `${viewer} ${kind}`).toBe(
              false,
            );
          }
        }
      }
    } finally {
      await db
        .insert(userOwners)
        .values(removed.map((consultantId) => ({ professionalId: owner, consultantId })));
    }
  });

  it('about someone deactivated since (their things and relations stay)', async () => {
    const gone = await createUser(ctx.database.db, {
      ownedBy: [people.consultant.id, people.editorConsultant.id],
      columns: { deactivatedAt: new Date() },
    });
    for (const [kind, subjects] of await personalSubjects(gone.id, 3)) {
      await expectAgreement(kind, subjects);
    }
  });
});

/** A professional's months (three, from `firstMonth`), an assignment and a mood answer. */
async function personalSubjects(
  userId: number,
  firstMonth: number,
): Promise<Array<[NotificationSubjectKind, Subject[]]>> {
  const { db } = ctx.database;
  const assignment = await createAssignment(db, { professionalId: userId });
  const mood = await createMoodCheckin(db, { userId, mood: 3, at: weeksAgo(2) });
  return [
    ['declaration_month', await ownerMonths(userId, firstMonth)],
    ['assignment', [{ label: 'not started', id: assignment.id }]],
    ['mood_checkin', [{ label: 'a 3', id: mood.id }]],
  ];
}

/** A moment in an earlier week: one mood answer per user per week. */
function weeksAgo(weeks: number): Date {
  return new Date(Date.now() - weeks * 7 * 24 * 60 * 60 * 1000);
}
