import { z } from 'zod';
import { idSchema } from '../profile.js';
import { defineEndpoint, ROLE_GUARDED_ERRORS } from './define.js';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'gebruik jjjj-mm-dd');

export const AUDIT_PAGE_SIZE = 50;

/**
 * Every kind of thing whose changes the audit log keeps (entity_kind), with its Dutch name for
 * the screen's filter. The server records only these (its recordAudit takes an AuditKind), so
 * every kind in the log can be filtered on.
 */
export const AUDIT_KINDS = {
  post: 'Berichten en documenten',
  term: 'Categorieën',
  options: 'Instellingen',
  file: 'Bestanden',
  user: 'Mensen',
  assignment: 'Opdrachten',
  declaration_month: 'Declaratiemaanden',
  payroll_export: 'Salarisexports',
  mood_checkin: 'Opvolging stemming',
  functies: 'Functies',
  intra_opdrachtgevers: 'Opdrachtgevers',
  dienstverbanden: 'Dienstverbanden',
  'declaration-type': 'Declaratiesoorten',
  'kilometer-rate': 'Kilometervergoedingen',
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;
const auditKinds = Object.keys(AUDIT_KINDS) as [AuditKind, ...AuditKind[]];

export const auditLogQuerySchema = z
  .strictObject({
    /** Who made the change (a user id). */
    actor: z.coerce.number().pipe(idSchema).optional(),
    /** Whom the change concerns (a user id): whose month, assignment, account or mood answer. */
    subject: z.coerce.number().pipe(idSchema).optional(),
    /** What was changed: one of AUDIT_KINDS. */
    kind: z.enum(auditKinds).optional(),
    /** Days in Europe/Amsterdam, both included. */
    from: isoDay.optional(),
    to: isoDay.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'het begin van de periode ligt na het einde',
    path: ['to'],
  });

/**
 * Fields of a kind's stored snapshots that hold the id of another thing, and where that thing
 * lives: the page answers their names (`names`), so a change reads "Functie: Consultant →
 * Senior consultant" rather than "functie 12 → functie 14".
 */
export const AUDIT_REFERENCES = {
  user: { functieId: 'posts', dienstverbandId: 'posts' },
  assignment: { professionalId: 'users', functieId: 'posts', opdrachtgeverId: 'posts' },
  post: { author_id: 'users' },
  term: { parent: 'terms' },
} as const satisfies Partial<Record<AuditKind, Record<string, 'posts' | 'users' | 'terms'>>>;
export type AuditReferenceTable = 'posts' | 'users' | 'terms';

const namesById = z.record(z.string().regex(/^\d+$/), z.string());
export const auditNamesSchema = z.object({
  posts: namesById,
  users: namesById,
  terms: namesById,
});
export type AuditNames = z.infer<typeof auditNamesSchema>;

const auditPersonSchema = z.object({ id: z.number().int(), name: z.string() });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: auditPersonSchema.nullable(),
  /** The person the change concerns; null when it concerns no one person (a news item). */
  subject: auditPersonSchema.nullable(),
  action: z.string(),
  entity_kind: z.string(),
  entity_id: z.string(),
  /**
   * What the change was made to, as far as the server finds it: its name now (or, when it is
   * gone, as it was), a post's type or a category's taxonomy, a declaration month's month
   * (yyyy-mm) and a mood answer's week (its Monday, yyyy-mm-dd). So the screen can say "de
   * declaraties van Daan Meijer over september 2026" instead of a number.
   */
  object: z.object({
    title: z.string().nullable(),
    type: z.string().nullable(),
    month: z.string().nullable(),
    week: z.string().nullable(),
  }),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const getAuditLog = defineEndpoint({
  id: 'getAuditLog',
  method: 'GET',
  path: '/wp-json/custom/v1/audit-log',
  summary: 'Who changed what and when, newest first; read-only, 50 per page',
  description:
    'Filters by who made the change (actor), whom it concerns (subject), kind and period use the indexes on (actor_id, at), (subject_user_id, at), (entity_kind, at) and (at). Each entry names its actor and subject and what it was made to (object), so it reads as a sentence. has_more says whether a next page exists (no count of the whole log).',
  tag: 'Auditlog',
  access: {
    kind: 'signed-in',
    roles: ['administrator'],
    deniedMessage: 'Alleen een administrator mag het auditlog lezen.',
  },
  query: auditLogQuerySchema,
  success: {
    status: 200,
    schema: z.object({
      success: z.literal(true),
      entries: z.array(auditEntrySchema),
      /** The current names of the things the page's changes refer to (AUDIT_REFERENCES). */
      names: auditNamesSchema,
      page: z.number().int(),
      has_more: z.boolean(),
    }),
  },
  errors: ROLE_GUARDED_ERRORS,
});

export const auditLogEndpoints = [getAuditLog] as const;
