import { z } from 'zod';
import { idSchema } from './profile.js';
import {
  ASSIGNMENT_STATUSES,
  ASSIGNMENT_TITLE_MAX,
  ASSIGNMENTS_PER_PAGE,
  EVALUATION_TEXT_MAX,
} from './rules/assignments.js';
import { parseIsoDate } from './rules/calendar.js';
import {
  asList,
  enumParam,
  fieldsParam,
  idListParam,
  integerParam,
  searchParam,
  wordpressQuery,
} from './wp-query.js';

/**
 * Assignments (SPEC §3 "Assignment", §7; rules and decisions in rules/assignments.ts and
 * docs/assignments.md). Dates are ISO calendar dates (`2026-03-01`) or null when not given.
 */

/* Responses */

const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The evaluation of one quarter, as it was last saved in that quarter. */
export const assignmentEvaluationSchema = z.object({
  /** "2026-Q3" (rules/assignments.ts quarterOf / quarterLabel). */
  kwartaal: z.string(),
  user_ontwikkeling: z.string(),
  user_opdracht: z.string(),
  user_meerwaarde: z.string(),
  /** ISO date-time of the last save in that quarter. */
  updated_at: z.string(),
  /** Who saved last; null when that account was removed. */
  updated_by: z.object({ ID: z.number().int(), display_name: z.string() }).nullable(),
});
export type AssignmentEvaluation = z.infer<typeof assignmentEvaluationSchema>;

export const assignmentAcfSchema = z.object({
  /** not-started, in-progress or completed (ASSIGNMENT_STATUSES). */
  status: z.string(),
  /** The professional; null when the account was removed. */
  user: z.object({ ID: z.number().int(), display_name: z.string() }).nullable(),
  functie: z.object({ id: z.number().int() }).nullable(),
  opdrachtgever: z.object({ id: z.number().int() }).nullable(),
  startdatum: isoDateSchema.nullable(),
  einddatum: isoDateSchema.nullable(),
  /**
   * The latest saved evaluation (of quarter `kwartaal`); '' when none was saved yet. A save in
   * a new quarter starts from these and is stored under the new quarter.
   */
  user_ontwikkeling: z.string(),
  user_opdracht: z.string(),
  user_meerwaarde: z.string(),
  /** The quarter the three texts above belong to; null when none was saved yet. */
  kwartaal: z.string().nullable(),
  /**
   * Every saved quarter, newest first (the first one is the texts above). Only in the answer
   * for one assignment; a list answers [] (read the detail for earlier quarters).
   */
  evaluaties: z.array(assignmentEvaluationSchema),
});

export const assignmentSchema = z.object({
  id: z.number().int(),
  /** Created, ISO date-time (UTC). */
  date: z.string(),
  modified: z.string(),
  /** Always publish. */
  status: z.literal('publish'),
  type: z.literal('assignments'),
  /** Plain text: render it as text. May be '' (the portal shows "Opdracht evalueren"). */
  title: z.object({ rendered: z.string() }),
  /** Who created it; null when that account was removed. */
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  acf: assignmentAcfSchema,
  /**
   * Only in the answer for one assignment (GET /wp/v2/assignments/{id}, POST, PATCH): a signed
   * link to /pdf/assignment/{id} that opens the PDF in a new tab without the bearer header, for
   * the user it was made for, valid for ASSIGNMENT_PDF_LINK_MINUTES. Read the detail again for a
   * fresh one.
   */
  pdf_url: z.string().optional(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** Lifetime of `pdf_url`. */
export const ASSIGNMENT_PDF_LINK_MINUTES = 10;

/* Requests */

export const ASSIGNMENT_ORDERBY = [
  'date',
  'id',
  'include',
  'modified',
  'title',
  'name',
  'startdatum',
  'einddatum',
] as const;

/** `status` filters on the assignment status; publish and any (WordPress's) mean "all". */
const ASSIGNMENT_STATUS_PARAM = [...ASSIGNMENT_STATUSES, 'publish', 'any'] as const;

/**
 * GET /wp/v2/assignments. Defaults as WordPress: page 1, per_page 10 (at most 200), orderby date,
 * order desc (asc for name/title). `orderby=name` (the portal's call) sorts by title, then id.
 * `search` matches the title, case-insensitively. `acf_user=12` (or a comma list) keeps the
 * assignments of those professionals. Other parameters (the portal's `number`) are ignored.
 */
export const assignmentListQuerySchema = wordpressQuery(
  z.looseObject({
    page: integerParam('page', 1).optional().default(1),
    per_page: integerParam('per_page', 1, ASSIGNMENTS_PER_PAGE).optional().default(10),
    orderby: enumParam('orderby', ASSIGNMENT_ORDERBY).optional().default('date'),
    order: enumParam('order', ['asc', 'desc']).optional(),
    search: searchParam.optional(),
    status: z
      .preprocess(
        asList,
        z
          .array(
            z.enum(ASSIGNMENT_STATUS_PARAM, {
              error: `status is not one of ${ASSIGNMENT_STATUS_PARAM.join(', ')}.`,
            }),
          )
          .max(10),
      )
      .optional(),
    include: idListParam('include'),
    acf_user: idListParam('acf_user'),
    _fields: fieldsParam,
  }),
);
export type AssignmentListQuery = z.output<typeof assignmentListQuerySchema>;

export const assignmentItemQuerySchema = wordpressQuery(z.looseObject({ _fields: fieldsParam }));

const optionalDate = z
  .union([
    z.literal('').transform(() => null),
    z.null(),
    isoDateSchema.refine((value) => parseIsoDate(value) !== undefined, {
      error: 'Geen geldige datum (jjjj-mm-dd).',
    }),
  ])
  .optional()
  .transform((value) => value ?? null);

/** An id, or nothing: a number, its digits as text, or '' / null / 0 for "none". */
const optionalId = z
  .union([
    z.literal('').transform(() => null),
    z.null(),
    z.literal(0).transform(() => null),
    z.coerce.number().pipe(idSchema),
  ])
  .optional()
  .transform((value) => value ?? null);

/**
 * POST /wp/v2/assignments (SPEC §7 "Create assignment"). `status`, `author` and `fields.status`
 * are accepted as the portal sends them and ignored: the assignment is published, its author is
 * the caller and its status not-started. `fields.user` is required by the service (422 with
 * SPEC §5's message) so the form's own message reaches the user.
 */
export const assignmentCreateSchema = z.strictObject({
  title: z.string().trim().max(ASSIGNMENT_TITLE_MAX).optional().default(''),
  status: z.string().max(20).optional(),
  author: z.coerce.number().int().optional(),
  fields: z.strictObject({
    status: z.string().max(50).optional(),
    user: optionalId,
    functie: optionalId,
    opdrachtgever: optionalId,
    startdatum: optionalDate,
    einddatum: optionalDate,
  }),
});
export type AssignmentCreate = z.input<typeof assignmentCreateSchema>;

const evaluationText = z
  .string()
  .max(EVALUATION_TEXT_MAX, { error: `Maximaal ${EVALUATION_TEXT_MAX} tekens.` })
  .optional();

/**
 * PATCH /wp/v2/assignments/{id} (SPEC §7 "Evaluation save"): any of the three texts (plain
 * text; saved under the current quarter) and, for staff, `status`.
 */
export const assignmentUpdateSchema = z.strictObject({
  fields: z.strictObject({
    user_ontwikkeling: evaluationText,
    user_opdracht: evaluationText,
    user_meerwaarde: evaluationText,
    status: z.enum(ASSIGNMENT_STATUSES).optional(),
  }),
});
export type AssignmentUpdate = z.input<typeof assignmentUpdateSchema>;
