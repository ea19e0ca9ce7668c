import { ASSIGNMENT_STATUSES, quarterOf, todayInAmsterdam } from '@portal/contract/rules';
import { eq } from 'drizzle-orm';
import { assignmentEvaluations, assignmentHistory, assignments } from '../../db/schema.js';
import { fingerprintOf, importItem, SkipItem, type ImportContext } from './context.js';
import {
  dateOf,
  gmtDateOf,
  objectOf,
  plainTitle,
  rawOf,
  refId,
  textOf,
  type WpObject,
} from './wp-fields.js';

const STATUSES: readonly string[] = ASSIGNMENT_STATUSES;

/**
 * Assignments with their status, professional, functie, opdrachtgever and dates (ACF's `Ymd`);
 * the three evaluation texts become the evaluation of the quarter the import runs in (WordPress
 * keeps one set of texts, we keep one per quarter). Trashed ones are left out.
 */
export async function importAssignments(ctx: ImportContext): Promise<void> {
  const quarter = quarterOf(todayInAmsterdam());
  ctx.progress.start('assignments', 0);
  for await (const page of ctx.wp.all<WpObject>('wp/v2/assignments', { status: 'any' })) {
    ctx.progress.grow('assignments', page.total);
    for (const raw of page.items) {
      if (ctx.signal.aborted) return;
      await importAssignment(ctx, raw, quarter);
      ctx.progress.tick('assignments');
    }
  }
  ctx.progress.finish('assignments');
}

async function importAssignment(ctx: ImportContext, raw: WpObject, quarter: string) {
  const wpId = Number(raw.id);
  const title = plainTitle(rawOf(raw.title)).slice(0, 300);
  if (raw.status === 'trash') {
    ctx.report.skip('assignments', wpId, title, 'in the trash');
    return;
  }
  const acf = objectOf(raw.acf);
  const note = (text: string) => {
    if (!ctx.dryRun) ctx.report.note('assignments', wpId, title, text);
  };
  const reference = (kind: string, id: number | undefined, field: string) => {
    if (id === undefined) return null;
    const ours = ctx.map.ourId(kind, id);
    if (ours === undefined) note(`${field} ${id} is not in WordPress (or was skipped); left empty`);
    return ours ?? null;
  };
  const status = textOf(acf.status, 40);
  let startDate = dateOf(acf.startdatum) ?? null;
  let endDate = dateOf(acf.einddatum) ?? null;
  if (startDate && endDate && endDate < startDate) {
    note(`einddatum ${endDate} is before startdatum ${startDate}; einddatum left empty`);
    endDate = null;
  }
  if (!startDate && textOf(acf.startdatum))
    note(`startdatum "${textOf(acf.startdatum)}" is not a date`);
  startDate ??= null;
  const values = {
    title,
    authorId: reference('users', refId(raw.author), 'author'),
    professionalId: reference('users', refId(acf.user), 'professional'),
    functieId: reference('functies', refId(acf.functie), 'functie'),
    opdrachtgeverId: reference('intra_opdrachtgevers', refId(acf.opdrachtgever), 'opdrachtgever'),
    startDate,
    endDate,
    status: STATUSES.includes(status) ? status : 'not-started',
  };
  if (status && !STATUSES.includes(status)) note(`status "${status}" is unknown; not-started`);
  const texts = {
    ontwikkeling: textOf(acf.user_ontwikkeling, 20_000),
    opdracht: textOf(acf.user_opdracht, 20_000),
    meerwaarde: textOf(acf.user_meerwaarde, 20_000),
  };
  const created = gmtDateOf(raw.date_gmt) ?? new Date();
  const modified = gmtDateOf(raw.modified_gmt) ?? created;
  await importItem(ctx, {
    kind: 'assignments',
    wpId,
    title,
    fingerprint: fingerprintOf([values, texts, raw.date_gmt, raw.modified_gmt]),
    write: async (tx, existing) => {
      if (!title) throw new SkipItem('has no title');
      let id = existing;
      if (id !== undefined) {
        const [row] = await tx
          .update(assignments)
          .set({ ...values, modifiedAt: modified })
          .where(eq(assignments.id, id))
          .returning({ id: assignments.id });
        if (!row) return undefined;
      } else {
        const [row] = await tx
          .insert(assignments)
          .values({ ...values, createdAt: created, modifiedAt: modified })
          .returning({ id: assignments.id });
        id = row!.id;
        const changes = Object.fromEntries(
          Object.entries(values).map(([field, to]) => [field, { from: null, to }]),
        );
        await tx.insert(assignmentHistory).values({
          assignmentId: id,
          actorId: values.authorId,
          at: created,
          action: 'created',
          changes,
        });
      }
      if (texts.ontwikkeling || texts.opdracht || texts.meerwaarde) {
        await tx
          .insert(assignmentEvaluations)
          .values({
            assignmentId: id,
            quarter,
            ...texts,
            updatedBy: values.professionalId,
            updatedAt: modified,
          })
          .onConflictDoUpdate({
            target: [assignmentEvaluations.assignmentId, assignmentEvaluations.quarter],
            set: { ...texts, updatedAt: modified },
          });
      }
      return id;
    },
  });
}
