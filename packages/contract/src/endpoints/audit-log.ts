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

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  entity_kind: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const getAuditLog = defineEndpoint({
  id: 'getAuditLog',
  method: 'GET',
  path: '/wp-json/custom/v1/audit-log',
  summary: 'Who changed what and when, newest first; read-only, 50 per page',
  description:
    'Filters by person (actor), kind and period use the indexes on (actor_id, at), (entity_kind, at) and (at). has_more says whether a next page exists (no count of the whole log).',
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
      page: z.number().int(),
      has_more: z.boolean(),
    }),
  },
  errors: ROLE_GUARDED_ERRORS,
});

export const auditLogEndpoints = [getAuditLog] as const;
