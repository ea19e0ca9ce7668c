import { quarterOf, toIsoDate, type AssignmentStatus, type CalendarDate } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  assignmentEvaluations,
  assignmentHistory,
  assignments,
  posts,
  userOpdrachtgevers,
  userOwners,
  users,
} from '../db/schema.js';

/**
 * Demo assignments (issue 11 point 7): every demo professional has one, in turn running,
 * not started and completed, and the demo professional (Daan) one of each; the running and
 * completed ones carry evaluations of the quarters before today's.
 */

const STATUS_TURN: AssignmentStatus[] = ['in-progress', 'not-started', 'completed'];

const EVALUATION_TEXTS = [
  {
    ontwikkeling:
      'Ik heb me verdiept in het datamodel van de opdrachtgever en een cursus gevolgd.\nVolgend kwartaal wil ik me richten op coördinatie binnen het team.',
    opdracht:
      'De opdracht loopt goed; de samenwerking met de afdeling is prettig.\nEr is één knelpunt: de planning van de oplevering.',
    meerwaarde:
      'Door mijn analyse bespaart de opdrachtgever ongeveer € 8.000 per jaar aan licenties.',
  },
  {
    ontwikkeling: 'Ik ben gestart met de opleiding projectleiding (2 dagen per maand).',
    opdracht: 'Een café-overleg met de stakeholders gaf veel ĳver en nieuwe ideeën.',
    meerwaarde: 'Ik breng structuur in het overleg en zorg voor een heldere rapportage.',
  },
];

/** Half past nine in the morning (UTC) `days` after `date`: when a seeded change was made. */
function dayAt(date: CalendarDate, days: number): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day + days, 9, 30));
}

/** The `n`th quarter before the quarter of `date`, as its first day. */
function quarterStart(date: CalendarDate, quartersBack: number): CalendarDate {
  const index = date.year * 4 + Math.floor((date.month - 1) / 3) - quartersBack;
  return { year: Math.floor(index / 4), month: (index % 4) * 3 + 1, day: 1 };
}

export async function seedDemoAssignments(db: Database, today: CalendarDate): Promise<void> {
  const professionals = await db
    .select({ id: users.id, nicename: users.nicename, functieId: users.functieId })
    .from(users)
    .innerJoin(userOwners, eq(userOwners.professionalId, users.id))
    .orderBy(users.id);
  if (professionals.length === 0) return;
  const owners = await db.select().from(userOwners);
  const clients = await db
    .select({ userId: userOpdrachtgevers.userId, id: userOpdrachtgevers.opdrachtgeverId })
    .from(userOpdrachtgevers)
    .orderBy(userOpdrachtgevers.position);
  const titles = new Map(
    (
      await db
        .select({ id: posts.id, title: posts.title })
        .from(posts)
        .where(inArray(posts.type, ['functies', 'intra_opdrachtgevers']))
    ).map((row) => [row.id, row.title]),
  );

  const seen = new Set<number>();
  const plans: Array<{ professional: (typeof professionals)[number]; status: AssignmentStatus }> =
    [];
  professionals.forEach((professional, index) => {
    if (seen.has(professional.id)) return; // a professional with two consultants: once
    seen.add(professional.id);
    const statuses = professional.nicename === 'daan' ? STATUS_TURN : [STATUS_TURN[index % 3]!];
    for (const status of statuses) plans.push({ professional, status });
  });

  await db.transaction(async (tx) => {
    for (const [index, { professional, status }] of plans.entries()) {
      const consultant = owners.find((o) => o.professionalId === professional.id)?.consultantId;
      const clientId = clients.find((c) => c.userId === professional.id)?.id ?? null;
      const start =
        status === 'not-started' ? quarterStart(today, -1) : quarterStart(today, 3 + (index % 2));
      const end =
        status === 'completed'
          ? { ...quarterStart(today, 1), day: 28 }
          : { ...quarterStart(today, -4), day: 28 };
      const title = [
        clientId && titles.get(clientId),
        professional.functieId && titles.get(professional.functieId),
      ]
        .filter(Boolean)
        .join(' – ');
      const [row] = await tx
        .insert(assignments)
        .values({
          title: title || 'Opdracht',
          authorId: consultant ?? null,
          professionalId: professional.id,
          functieId: professional.functieId,
          opdrachtgeverId: clientId,
          startDate: toIsoDate(start),
          endDate: toIsoDate(end),
          status,
        })
        .returning({ id: assignments.id });
      const history: Array<typeof assignmentHistory.$inferInsert> = [
        {
          assignmentId: row!.id,
          actorId: consultant ?? null,
          // Made a fortnight before it starts (a not-started one: last week).
          at: status === 'not-started' ? dayAt(today, -7) : dayAt(start, -14),
          action: 'created',
          changes: { status: { from: null, to: 'not-started' } },
        },
      ];
      if (status !== 'not-started') {
        history.push({
          assignmentId: row!.id,
          actorId: consultant ?? null,
          at: dayAt(start, 0),
          action: 'updated',
          changes: { status: { from: 'not-started', to: 'in-progress' } },
        });
        // Quarters before today's: the completed ones up to last quarter, the running ones too;
        // each saved by the professional in the middle of its quarter.
        let before = { ontwikkeling: '', opdracht: '', meerwaarde: '' };
        for (let back = 2; back >= 1; back--) {
          const texts = EVALUATION_TEXTS[(index + back) % EVALUATION_TEXTS.length]!;
          const quarter = quarterOf(quarterStart(today, back));
          const savedAt = dayAt({ ...quarterStart(today, back), day: 15 }, 31);
          await tx.insert(assignmentEvaluations).values({
            assignmentId: row!.id,
            quarter,
            ...texts,
            updatedBy: professional.id,
            updatedAt: savedAt,
          });
          const changes: Record<string, { from: string; to: string }> = {
            quarter: { from: quarter, to: quarter },
          };
          for (const field of ['ontwikkeling', 'opdracht', 'meerwaarde'] as const) {
            if (texts[field] !== before[field]) {
              changes[field] = { from: before[field], to: texts[field] };
            }
          }
          history.push({
            assignmentId: row!.id,
            actorId: professional.id,
            at: savedAt,
            action: 'updated',
            changes,
          });
          before = texts;
        }
      }
      if (status === 'completed') {
        history.push({
          assignmentId: row!.id,
          actorId: consultant ?? null,
          at: dayAt(end, 1),
          action: 'updated',
          changes: { status: { from: 'in-progress', to: 'completed' } },
        });
      }
      await tx.insert(assignmentHistory).values(history);
    }
  });
}
