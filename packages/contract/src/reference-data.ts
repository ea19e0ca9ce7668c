import { z } from 'zod';
import { idSchema } from './profile.js';
import { parseIsoDate } from './rules/calendar.js';

/**
 * Beheer's reference data (issue 13 point 2): functies, opdrachtgevers (with a logo) and
 * dienstverbanden, declaration types and kilometre rates. Nothing in use is ever deleted: it
 * is retired (hidden from pickers, kept where it is named).
 */

export const REFERENCE_KINDS = ['functies', 'intra_opdrachtgevers', 'dienstverbanden'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** How each kind is named in Dutch messages ("Deze functie ..."). */
export const REFERENCE_KIND_LABELS: Record<ReferenceKind, { one: string; article: string }> = {
  functies: { one: 'functie', article: 'Deze' },
  intra_opdrachtgevers: { one: 'opdrachtgever', article: 'Deze' },
  dienstverbanden: { one: 'dienstverband', article: 'Dit' },
};

const titleSchema = z
  .string()
  .trim()
  .min(1, { error: 'Vul een naam in.' })
  .max(200, { error: 'Een naam heeft hoogstens 200 tekens.' });

/** Who or what names an item: the counts, and a few names for the message. */
export const usageSchema = z.object({
  total: z.number().int(),
  /** "3 medewerkers en 1 opdracht": what the 409 names. */
  summary: z.string(),
});

export const referenceItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** retired: not offered in pickers, still shown where it is named. */
  status: z.enum(['active', 'retired']),
  /** Only opdrachtgevers have one: an uploaded image, its link for this viewer. */
  logo: z.object({ id: z.number().int(), url: z.string() }).nullable(),
  usage: usageSchema,
});
export type ReferenceItem = z.infer<typeof referenceItemSchema>;

export const referenceCreateSchema = z.strictObject({
  title: titleSchema,
  /** A file id from POST /wp/v2/media (an image); opdrachtgevers only. */
  logo: idSchema.nullable().optional(),
});

export const referenceUpdateSchema = z.strictObject({
  title: titleSchema.optional(),
  logo: idSchema.nullable().optional(),
  status: z.enum(['active', 'retired']).optional(),
});

/** SPEC §3's flags of a declaration type, each a boolean. */
export const DECLARATION_TYPE_FLAGS = [
  'show_date_field',
  'show_amount_field',
  'show_description_field',
  'show_location_start_field',
  'show_location_end_field',
  'show_kilometers_field',
  'show_transport_type_field',
  'show_receipt_field',
  'show_vat_field',
  'is_receipt_required',
  'auto_calculate_amount',
  'calculate_kilometers',
] as const;
export type DeclarationTypeFlag = (typeof DECLARATION_TYPE_FLAGS)[number];

const flagShape = Object.fromEntries(
  DECLARATION_TYPE_FLAGS.map((flag) => [flag, z.boolean()]),
) as Record<DeclarationTypeFlag, z.ZodBoolean>;

export const adminDeclarationTypeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  ...flagShape,
  /** Euro per km of today's kilometre rate for a type that calculates kilometres, else null. */
  unit: z.number().nullable(),
  status: z.enum(['active', 'retired']),
  /** How many declaration lines use it. */
  usage: usageSchema,
});
export type AdminDeclarationType = z.infer<typeof adminDeclarationTypeSchema>;

export const declarationTypeCreateSchema = z.strictObject({
  title: titleSchema,
  ...(Object.fromEntries(
    DECLARATION_TYPE_FLAGS.map((flag) => [flag, z.boolean().optional()]),
  ) as Record<DeclarationTypeFlag, z.ZodOptional<z.ZodBoolean>>),
});

export const declarationTypeUpdateSchema = declarationTypeCreateSchema.partial().extend({
  status: z.enum(['active', 'retired']).optional(),
});

const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Vul een datum in als jjjj-mm-dd.' })
  .refine((value) => parseIsoDate(value) !== undefined, { error: 'Geen geldige datum.' });

export const kilometerRateSchema = z.object({
  id: z.number().int(),
  valid_from: z.string(),
  /** Until the day before the next rate starts; null for the last. */
  valid_until: z.string().nullable(),
  cents_per_km: z.number().int(),
  /** Declaration lines with kilometres dated in this rate's period. */
  usage: usageSchema,
});
export type KilometerRate = z.infer<typeof kilometerRateSchema>;

const centsPerKmSchema = z
  .number()
  .int({ error: 'Vul een bedrag in hele centen per km in.' })
  .min(1, { error: 'Een vergoeding is minstens € 0,01 per km.' })
  .max(1000, { error: 'Een vergoeding is hoogstens € 10,00 per km.' });

export const kilometerRateCreateSchema = z.strictObject({
  valid_from: isoDateSchema,
  cents_per_km: centsPerKmSchema,
});

export const kilometerRateUpdateSchema = kilometerRateCreateSchema.partial();

export const deletedSchema = z.object({ deleted: z.literal(true), id: z.number().int() });
