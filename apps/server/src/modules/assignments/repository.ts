import { and, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import {
  assignmentEvaluations,
  assignmentHistory,
  assignments,
  posts,
  userOwners,
  users,
} from '../../db/schema.js';
import { recordAudit } from '../audit/repository.js';
import {
  containsPattern,
  intArrayParam,
  intParam,
  sortDirection,
  textArrayParam,
  textParam,
  whenGiven,
} from '../../db/sql-params.js';
import {
  ASSIGNMENT_COLUMNS,
  ASSIGNMENT_JOINS,
  assignmentRowSchema,
  evaluationRowSchema,
  type AssignmentScope,
} from './assignment-rows.js';

export interface AssignmentFilters {
  search?: string;
  statuses?: string[];
  include?: number[];
  professionals?: number[];
}

export type AssignmentOrderBy =
  'date' | 'id' | 'include' | 'modified' | 'title' | 'startdatum' | 'einddatum';

/** The stored fields an assignment write may change. */
export interface AssignmentValues {
  title: string;
  authorId: number;
  professionalId: number;
  functieId: number | null;
  opdrachtgeverId: number | null;
  startDate: string | null;
  endDate: string | null;
  status: string;
}

export interface EvaluationTexts {
  ontwikkeling: string;
  opdracht: string;
  meerwaarde: string;
}

/** The history line of a change: each changed field with its old and new value. */
export type Changes = Record<string, { from: unknown; to: unknown }>;

/** Visibility (assignment-rows.ts AssignmentScope) as one condition with fixed text. */
function visibleTo(scope: AssignmentScope): SQL {
  const viewer = intParam(scope.viewerId);
  return sql`(${scope.all}::boolean
    or ${scope.some}::boolean
       and (a.professional_id = ${viewer}
            or a.professional_id in (select o.professional_id from user_owners o
                                      where o.consultant_id = ${viewer})))`;
}

function listWhere(filters: AssignmentFilters): SQL {
  const pattern = filters.search ? containsPattern(filters.search) : undefined;
  return sql`${whenGiven(textParam(pattern), (p) => sql`a.title ilike ${p}`)}
    and ${whenGiven(textArrayParam(filters.statuses), (p) => sql`a.status = any(${p})`)}
    and ${whenGiven(intArrayParam(filters.include), (p) => sql`a.id = any(${p})`)}
    and ${whenGiven(intArrayParam(filters.professionals), (p) => sql`a.professional_id = any(${p})`)}`;
}

function listOrder(orderby: AssignmentOrderBy, order: 'asc' | 'desc', include?: number[]): SQL {
  const dir = sortDirection(order);
  switch (orderby) {
    case 'id':
      return sql`a.id ${dir}`;
    case 'date':
      return sql`a.created_at ${dir}, a.id ${dir}`;
    case 'modified':
      return sql`a.modified_at ${dir}, a.id ${dir}`;
    case 'title':
      return sql`lower(a.title) ${dir}, a.id ${dir}`;
    case 'startdatum':
      return sql`a.start_date ${dir} nulls last, a.id ${dir}`;
    case 'einddatum':
      return sql`a.end_date ${dir} nulls last, a.id ${dir}`;
    case 'include':
      return sql`array_position(${intArrayParam(include)}, a.id) ${dir}, a.id ${dir}`;
  }
}

const pageRowSchema = assignmentRowSchema.extend({ total: z.coerce.number().int() });

export function createAssignmentsRepository(db: Database) {
  return {
    /** One page in list order and the number of every visible match. */
    async page(
      scope: AssignmentScope,
      filters: AssignmentFilters,
      paging: { orderby: AssignmentOrderBy; order: 'asc' | 'desc'; page: number; perPage: number },
    ) {
      const by = paging.orderby === 'include' && !filters.include ? 'title' : paging.orderby;
      const offset = (paging.page - 1) * paging.perPage;
      // The total rides along as a window count: one statement for the page and its count.
      const rows = await queryRows(
        db,
        `assignments_page_${by}_${paging.order}`,
        pageRowSchema,
        sql`select ${ASSIGNMENT_COLUMNS}, count(*) over () as total
              from assignments a ${ASSIGNMENT_JOINS}
             where ${visibleTo(scope)} and ${listWhere(filters)}
             order by ${listOrder(by, paging.order, filters.include)}
             limit ${intParam(paging.perPage)} offset ${intParam(offset)}`,
      );
      if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
      // A page past the last has no row to carry the count.
      const [count] = await queryRows(
        db,
        'assignments_count',
        z.object({ total: z.coerce.number().int() }),
        sql`select count(*) as total from assignments a
             where ${visibleTo(scope)} and ${listWhere(filters)}`,
      );
      return { rows, total: count?.total ?? 0 };
    },

    /** The assignment when `scope` may see it. */
    async find(scope: AssignmentScope, id: number) {
      const [row] = await queryRows(
        db,
        'assignments_find',
        assignmentRowSchema,
        sql`select ${ASSIGNMENT_COLUMNS} from assignments a ${ASSIGNMENT_JOINS}
             where a.id = ${intParam(id)} and ${visibleTo(scope)}`,
      );
      return row;
    },

    /** Every saved quarter of an assignment, newest first. */
    async evaluations(assignmentId: number) {
      return queryRows(
        db,
        'assignment_evaluations_of',
        evaluationRowSchema,
        sql`select e.quarter, e.ontwikkeling, e.opdracht, e.meerwaarde, e.updated_at,
                   e.updated_by, u.display_name as updated_by_name
              from assignment_evaluations e left join users u on u.id = e.updated_by
             where e.assignment_id = ${intParam(assignmentId)}
             order by e.quarter desc`,
      );
    },

    /** Is `professionalId` a professional `consultantId` manages (user_owners)? */
    async manages(consultantId: number, professionalId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: userOwners.professionalId })
        .from(userOwners)
        .where(
          and(
            eq(userOwners.consultantId, consultantId),
            eq(userOwners.professionalId, professionalId),
          ),
        );
      return row !== undefined;
    },

    /** The professional's own data for a new assignment; undefined when not a professional. */
    async professional(id: number) {
      const [row] = await db
        .select({ id: users.id, roles: users.roles })
        .from(users)
        .where(eq(users.id, id));
      return row?.roles.includes('professional') ? row : undefined;
    },

    /** The ids among `ids` of published posts of `type` (functies, intra_opdrachtgevers). */
    async existingPosts(type: string, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.type, type), eq(posts.status, 'publish'), inArray(posts.id, ids)));
      return rows.map((row) => row.id);
    },

    /** The titles of these posts (the PDF's functie and opdrachtgever). */
    async postTitles(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: posts.id, title: posts.title })
        .from(posts)
        .where(inArray(posts.id, ids));
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    /**
     * An active user's roles now; undefined when the account is gone or deactivated, so a PDF
     * link handed to them dies with their access (docs/file-access.md).
     */
    async activeRolesOf(userId: number): Promise<string[] | undefined> {
      const [row] = await db
        .select({ roles: users.roles })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deactivatedAt)));
      return row?.roles;
    },

    /**
     * Inserts an assignment and its history line in one transaction; answers its id. `within`
     * runs in that transaction (the notification it causes).
     */
    async create(
      values: AssignmentValues,
      at: Date,
      within?: (tx: Transaction, id: number) => Promise<void>,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(assignments)
          .values({ ...values, createdAt: at, modifiedAt: at })
          .returning({ id: assignments.id });
        const changes: Changes = Object.fromEntries(
          Object.entries(values).map(([field, to]) => [field, { from: null, to }]),
        );
        await tx.insert(assignmentHistory).values({
          assignmentId: row!.id,
          actorId: values.authorId,
          at,
          action: 'created',
          changes,
        });
        await recordAudit(tx, {
          actorId: values.authorId,
          action: 'assignment.create',
          entityKind: 'assignment',
          entityId: row!.id,
          before: null,
          after: values,
          at,
        });
        await within?.(tx, row!.id);
        return row!.id;
      });
    },

    /**
     * Writes a status and/or the quarter's texts with the history line, in one transaction.
     * The row is locked first so two saves at once are recorded one after the other, each
     * with the values it really replaced. Answers false when nothing changed.
     */
    async update(input: {
      id: number;
      actorId: number;
      at: Date;
      quarter: string;
      status?: string;
      texts?: Partial<EvaluationTexts>;
      /** Refuses (throws its result) when the locked row may not take this write. */
      check: (current: { status: string }) => void;
      /** Runs in the transaction when the quarter's texts changed (the notification). */
      textsSaved?: (tx: Transaction, historyId: number) => Promise<void>;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: assignments.status })
          .from(assignments)
          .where(eq(assignments.id, input.id))
          .for('update');
        if (!current) return false;
        input.check(current);
        const changes: Changes = {};
        if (input.status !== undefined && input.status !== current.status) {
          changes.status = { from: current.status, to: input.status };
          await tx
            .update(assignments)
            .set({ status: input.status })
            .where(eq(assignments.id, input.id));
          // Issue 13: every status change of an assignment is in the audit log too (the
          // history above keeps the evaluation texts as well, for the assignment itself).
          await recordAudit(tx, {
            actorId: input.actorId,
            action: `assignment.${input.status}`,
            entityKind: 'assignment',
            entityId: input.id,
            before: { status: current.status },
            after: { status: input.status },
            at: input.at,
          });
        }
        if (input.texts && Object.keys(input.texts).length > 0) {
          // A partial save starts from what the portal shows: this quarter's texts, or in a
          // new quarter the latest earlier ones (which stay stored under their own quarter).
          const [saved] = await tx
            .select()
            .from(assignmentEvaluations)
            .where(
              and(
                eq(assignmentEvaluations.assignmentId, input.id),
                lte(assignmentEvaluations.quarter, input.quarter),
              ),
            )
            .orderBy(desc(assignmentEvaluations.quarter))
            .limit(1);
          const before: EvaluationTexts = {
            ontwikkeling: saved?.ontwikkeling ?? '',
            opdracht: saved?.opdracht ?? '',
            meerwaarde: saved?.meerwaarde ?? '',
          };
          const after = { ...before, ...input.texts };
          for (const field of ['ontwikkeling', 'opdracht', 'meerwaarde'] as const) {
            if (after[field] !== before[field]) {
              changes[field] = { from: before[field], to: after[field] };
            }
          }
          if (Object.keys(changes).some((field) => field !== 'status')) {
            changes.quarter = { from: input.quarter, to: input.quarter };
            await tx
              .insert(assignmentEvaluations)
              .values({
                assignmentId: input.id,
                quarter: input.quarter,
                ...after,
                updatedBy: input.actorId,
                updatedAt: input.at,
              })
              .onConflictDoUpdate({
                target: [assignmentEvaluations.assignmentId, assignmentEvaluations.quarter],
                set: { ...after, updatedBy: input.actorId, updatedAt: input.at },
              });
          }
        }
        if (Object.keys(changes).length === 0) return false;
        await tx
          .update(assignments)
          .set({ modifiedAt: input.at })
          .where(eq(assignments.id, input.id));
        const [history] = await tx
          .insert(assignmentHistory)
          .values({
            assignmentId: input.id,
            actorId: input.actorId,
            at: input.at,
            action: 'updated',
            changes,
          })
          .returning({ id: assignmentHistory.id });
        if (changes.quarter) await input.textsSaved?.(tx, history!.id);
        return true;
      });
    },

    /** The history of an assignment, oldest first (tests, and a later back-office view). */
    async history(assignmentId: number) {
      return db
        .select()
        .from(assignmentHistory)
        .where(eq(assignmentHistory.assignmentId, assignmentId))
        .orderBy(assignmentHistory.id);
    },
  };
}

export type AssignmentsRepository = ReturnType<typeof createAssignmentsRepository>;
