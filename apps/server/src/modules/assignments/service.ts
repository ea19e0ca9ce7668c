import {
  ASSIGNMENT_ERROR_CODES as CODES,
  isStaff,
  ASSIGNMENT_MESSAGES as MESSAGES,
  seesAssignments,
  NEW_ASSIGNMENT_STATUS,
  quarterOf,
  type Assignment,
  type AssignmentListQuery,
  type assignmentCreateSchema,
  type assignmentUpdateSchema,
  type CalendarDate,
} from '@portal/contract';
import { listAssignments } from '@portal/contract/endpoints/assignments';
import type { z } from 'zod';
import { localOnlyBus, type InvalidationBus } from '../../cache/invalidation-bus.js';
import { SharedCache } from '../../cache/shared-cache.js';
import { jsonBytes, type JsonBytes } from '../../http/json-bytes.js';
import { compileSerializer } from '../../http/schema-compilers.js';
import { forbidden, unprocessable } from '../../http/errors.js';
import { invalidPostId } from '../../http/wp-errors.js';
import { pageCount, type WpPage } from '../../http/wp-pagination.js';
import { wholeSeconds } from '../content/service.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { AssignmentRow, AssignmentScope } from './assignment-rows.js';
import { plainText } from './plain-text.js';
import { presentAssignment } from './presenter.js';
import type { AssignmentsRepository, EvaluationTexts } from './repository.js';
import { createAssignmentNotifications } from './assignment-notifications.js';
import type { Notifier } from '../notifications/notify.js';

type CreateBody = z.output<typeof assignmentCreateSchema>;
type UpdateBody = z.output<typeof assignmentUpdateSchema>;

const SEES_ALL = ['administrator', 'beheerder'];

interface ListedPage {
  total: number;
  bytes: JsonBytes;
}

export type AssignmentPage = Omit<WpPage<never>, 'items'> &
  ({ bytes: JsonBytes } | { items: Assignment[] });

export const scopeOf = (viewer: AuthenticatedUser): AssignmentScope => ({
  viewerId: viewer.id,
  all: viewer.roles.some((role) => SEES_ALL.includes(role)),
  // The sidebar's rule too (issue 25 item 12): an editor consulting a professional sees none.
  some: seesAssignments(viewer.roles),
});

/** WordPress's answer for an id this user may not see: as if it did not exist. */
export const assignmentNotFound = invalidPostId;

export function createAssignmentsService(deps: {
  repo: AssignmentsRepository;
  now: () => Date;
  today: () => CalendarDate;
  /** The signed /pdf/assignment/{id} link for this viewer. */
  pdfLink: (assignmentId: number, viewerId: number) => string;
  /** Tells the other instances that assignments changed; alone (tests of parts), leave it out. */
  invalidation?: InvalidationBus;
  /** A new assignment tells its professional, a saved evaluation their consultants. */
  notifier: Notifier;
}) {
  const { repo } = deps;
  const notes = createAssignmentNotifications(deps.notifier);
  // A page of the list is kept as the JSON it is sent as, per viewer (or for everyone who sees
  // all) and exact query: 2 s, 3 s longer while one request refreshes it. A write through the
  // portal clears them on every instance before it answers; a change elsewhere (who manages
  // whom, a renamed professional) shows within 5 s. A page of 200 is up to some 200 kB (the
  // evaluation texts): at most 200 pages, 40 MB, and only those read in the last 5 s.
  const pages = new SharedCache<string, ListedPage>(
    'assignment-pages',
    deps.invalidation ?? localOnlyBus,
    {
      max: 200,
      ttlMs: 2_000,
      staleMs: 3_000,
    },
  );
  const writeList = compileSerializer(listAssignments.success.schema);

  /** Can the viewer write the texts: the professional themselves or one of their consultants. */
  async function writesTexts(viewer: AuthenticatedUser, row: AssignmentRow): Promise<boolean> {
    if (row.professional_id === null) return false;
    return row.professional_id === viewer.id || repo.manages(viewer.id, row.professional_id);
  }

  async function detail(viewer: AuthenticatedUser, id: number): Promise<Assignment> {
    const row = await repo.find(scopeOf(viewer), id);
    if (!row) throw assignmentNotFound();
    const evaluations = await repo.evaluations(id);
    return presentAssignment(row, { evaluations, pdfUrl: deps.pdfLink(id, viewer.id) });
  }

  return {
    /** Every kept page, here and on every instance (Beheer renamed a functie or opdrachtgever). */
    forgetPages: () => pages.clear(),

    detail,

    /** The row for the PDF, under the same rule as the detail (and its evaluations). */
    async forPdf(viewer: AuthenticatedUser, id: number) {
      const row = await repo.find(scopeOf(viewer), id);
      if (!row) throw assignmentNotFound();
      return row;
    },

    /**
     * GET /wp/v2/assignments: a page as JSON bytes (cached), or as items when `_fields` asks
     * for a subset (written by the route's subset writer).
     */
    async list(viewer: AuthenticatedUser, query: AssignmentListQuery): Promise<AssignmentPage> {
      const orderby = query.orderby === 'name' ? 'title' : query.orderby;
      const order = query.order ?? (orderby === 'title' ? 'asc' : 'desc');
      const statuses = query.status?.filter((status) => status !== 'publish' && status !== 'any');
      const scope = scopeOf(viewer);
      const filters = {
        search: query.search || undefined,
        statuses: statuses?.length ? [...new Set(statuses)].sort() : undefined,
        include: query.include,
        professionals: query.acf_user,
      };
      const paging = { orderby, order, page: query.page, perPage: query.per_page } as const;
      const counted = (total: number) => ({
        total,
        totalPages: pageCount(total, query.per_page, query.page),
        page: query.page,
      });
      const load = async () => {
        const { rows, total } = await repo.page(scope, filters, paging);
        return { total, items: rows.map((row) => presentAssignment(row)) };
      };
      if (query._fields?.length) {
        const { total, items } = await load();
        return { ...counted(total), items };
      }
      const key = JSON.stringify([scope.all ? 'all' : scope.viewerId, filters, paging]);
      const { total, bytes } = await pages.get(key, async () => {
        const { total, items } = await load();
        return { total, bytes: jsonBytes(writeList(items)) };
      });
      return { ...counted(total), bytes };
    },

    /**
     * POST /wp/v2/assignments (issue 11 point 3): for a professional the caller manages,
     * written by the caller, always not-started.
     */
    async create(viewer: AuthenticatedUser, body: CreateBody): Promise<Assignment> {
      const { fields } = body;
      if (fields.user === null) {
        throw unprocessable(CODES.professionalRequired, MESSAGES.professionalRequired);
      }
      const professional = await repo.professional(fields.user);
      if (!professional || !(await repo.manages(viewer.id, fields.user))) {
        throw unprocessable(CODES.professionalUnknown, MESSAGES.professionalUnknown);
      }
      if (fields.startdatum && fields.einddatum && fields.einddatum < fields.startdatum) {
        throw unprocessable(CODES.endBeforeStart, MESSAGES.endBeforeStart);
      }
      if (fields.functie !== null) {
        const [found] = await repo.existingPosts('functies', [fields.functie]);
        if (found === undefined) throw unprocessable(CODES.functieUnknown, MESSAGES.functieUnknown);
      }
      if (fields.opdrachtgever !== null) {
        const [found] = await repo.existingPosts('intra_opdrachtgevers', [fields.opdrachtgever]);
        if (found === undefined) {
          throw unprocessable(CODES.opdrachtgeverUnknown, MESSAGES.opdrachtgeverUnknown);
        }
      }
      const title = plainText(body.title).replace(/\s+/g, ' ').trim();
      const professionalId = fields.user;
      const id = await repo.create(
        {
          title,
          authorId: viewer.id,
          professionalId: fields.user,
          functieId: fields.functie,
          opdrachtgeverId: fields.opdrachtgever,
          startDate: fields.startdatum,
          endDate: fields.einddatum,
          status: NEW_ASSIGNMENT_STATUS,
        },
        wholeSeconds(deps.now()),
        (tx, created) => notes.created(tx, { id: created, title, professionalId }, viewer.id),
      );
      await pages.clear();
      return detail(viewer, id);
    },

    /**
     * PATCH /wp/v2/assignments/{id} (issue 11 point 4): the texts by the professional and
     * their consultants, saved under the current quarter; the status by staff. A completed
     * assignment keeps its texts (checked on the locked row, so a status change racing a save
     * cannot let one through).
     */
    async update(viewer: AuthenticatedUser, id: number, body: UpdateBody): Promise<Assignment> {
      const row = await repo.find(scopeOf(viewer), id);
      if (!row) throw assignmentNotFound();
      const { status, user_ontwikkeling, user_opdracht, user_meerwaarde } = body.fields;
      const texts: Partial<EvaluationTexts> = {};
      if (user_ontwikkeling !== undefined) texts.ontwikkeling = plainText(user_ontwikkeling);
      if (user_opdracht !== undefined) texts.opdracht = plainText(user_opdracht);
      if (user_meerwaarde !== undefined) texts.meerwaarde = plainText(user_meerwaarde);
      const writesAnyText = Object.keys(texts).length > 0;

      if (status !== undefined && !isStaff(viewer.roles)) throw forbidden(MESSAGES.statusStaffOnly);
      if (writesAnyText && !(await writesTexts(viewer, row))) {
        throw forbidden(MESSAGES.evaluationNotYours);
      }
      const quarter = quarterOf(deps.today());
      const professionalId = row.professional_id;
      const changed = await repo.update({
        id,
        actorId: viewer.id,
        at: wholeSeconds(deps.now()),
        quarter,
        status,
        texts: writesAnyText ? texts : undefined,
        check: (current) => {
          if (writesAnyText && current.status === 'completed') {
            throw unprocessable(CODES.completed, MESSAGES.completed);
          }
        },
        // Texts are written only for an assignment with a professional (writesTexts).
        textsSaved: (tx, historyId) =>
          professionalId === null
            ? Promise.resolve()
            : notes.evaluationSaved(
                tx,
                { id, title: row.title, professionalId },
                { actorId: viewer.id, quarter, historyId },
              ),
      });
      if (changed) await pages.clear();
      return detail(viewer, id);
    },
  };
}

export type AssignmentsService = ReturnType<typeof createAssignmentsService>;
