import { z } from 'zod';
import { idSchema } from './profile.js';
import { TRANSPORT_TYPES } from './rules/declaration-limits.js';

/**
 * Declarations (SPEC §3, §7). Money leaves the server as euros with two decimals (numbers);
 * inside it is integer cents. Dates are `yyyy-MM-dd`.
 */

const isoDate = z.iso.date({ error: 'moet een datum zijn als jjjj-mm-dd' });
const shortText = (max: number) => z.string().trim().max(max);

/**
 * Amounts, kilometres and VAT are only type-checked here (a wrong type is a 400); their
 * ranges are business rules the server answers with a 422 and a Dutch message.
 */
/** A number, or a numeric string with a dot or a Dutch decimal comma ("12,50"). */
const decimalNumberSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+([.,]\d+)?$/)
      .transform((v) => Number(v.replace(',', '.'))),
  ])
  .pipe(z.number().finite());

export const euroAmountSchema = decimalNumberSchema;
export const kilometersSchema = decimalNumberSchema;

export const vatRateSchema = z.coerce.number().finite();

export const transportTypeSchema = z.enum(TRANSPORT_TYPES);

/** GET /wp/v2/declaration_types: the type's flags sit at the top level beside title. */
export const declarationTypeSchema = z.object({
  id: z.number().int(),
  title: z.object({ rendered: z.string() }),
  show_date_field: z.boolean(),
  show_amount_field: z.boolean(),
  show_description_field: z.boolean(),
  show_location_start_field: z.boolean(),
  show_location_end_field: z.boolean(),
  show_kilometers_field: z.boolean(),
  show_transport_type_field: z.boolean(),
  show_receipt_field: z.boolean(),
  show_vat_field: z.boolean(),
  is_receipt_required: z.boolean(),
  auto_calculate_amount: z.boolean(),
  calculate_kilometers: z.boolean(),
  /** Euros per km, valid today (the rate of a row's own date is used for the row). */
  unit: z.number().nullable(),
});
export type DeclarationType = z.infer<typeof declarationTypeSchema>;

export const fileLinkSchema = z.object({
  id: z.number().int(),
  original_name: z.string(),
  mime_type: z.string(),
  /** A signed link that only the owner and their reviewers receive; it expires. */
  restricted_view_url: z.string(),
  /** Issue 25: a small picture of it (a photo, a PDF's first page), signed as the link above. */
  thumbnail_url: z.string(),
});

/**
 * Another line of the same user that looks like this one (issue 14): the same date, type and
 * amount, or a receipt with the same bytes (SHA-256). Saving stays allowed; it is a warning.
 */
export const duplicateLineSchema = z.object({
  id: z.number().int(),
  month_id: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  /** Whether that month was submitted (only then a reviewer can open it). */
  month_submitted: z.boolean(),
  date: z.string(),
  type: z.string(),
  amount: z.number(),
  reason: z.enum(['same_line', 'same_receipt']),
});
export type DuplicateLine = z.infer<typeof duplicateLineSchema>;

export const declarationRowSchema = z.object({
  id: z.number().int(),
  declaration_type: z.number().int(),
  type: z.string(),
  date: z.string(),
  amount: z.number(),
  description: z.string(),
  location_start: z.string(),
  location_end: z.string(),
  kilometers: z.number(),
  transport_type: z.string(),
  return: z.boolean(),
  /** Whether a reverse trip of this row exists (then no return trip is offered). */
  has_return: z.boolean(),
  vat_rate: z.number(),
  receipt: fileLinkSchema.nullable(),
  attachments: z.array(fileLinkSchema),
  /** The user's other lines this one looks like, in any month (empty when none). */
  duplicate_of: z.array(duplicateLineSchema),
});
export type DeclarationRow = z.infer<typeof declarationRowSchema>;

export const receiptUploadSchema = z.strictObject({
  name: shortText(200).min(1),
  type: z.string().max(100),
  // The size rule (10 MB) is checked on the decoded bytes, as a 422 with a Dutch message.
  base64: z.string().min(1),
});

/** POST add-declaration-row (SPEC §3 "New-row payload"). Which fields matter depends on the type. */
export const newRowPayloadSchema = z.strictObject({
  declaration_type: z.coerce.number().pipe(idSchema),
  date: isoDate,
  amount: euroAmountSchema.optional(),
  description: shortText(500).optional().default(''),
  location_start: shortText(300).optional().default(''),
  location_end: shortText(300).optional().default(''),
  return: z.boolean().optional().default(false),
  kilometers: kilometersSchema.optional().default(0),
  transport_type: z
    .union([transportTypeSchema, z.literal('')])
    .optional()
    .default(''),
  vat_rate: vatRateSchema.optional().default(0),
  receipt: receiptUploadSchema.nullable().optional(),
});
export type NewRowPayload = z.input<typeof newRowPayloadSchema>;

/** Multipart fields of POST update-declaration-row/{id}; files arrive as receipt[]. */
export const updateRowFieldsSchema = newRowPayloadSchema
  .omit({ receipt: true, return: true })
  .extend({
    /** "1" removes the receipt when no new file is sent. */
    remove_receipt: z.enum(['0', '1']).optional(),
  });

export const rowMutationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  row: declarationRowSchema,
});

export const successMessageSchema = z.object({ success: z.boolean(), message: z.string() });

export const copyToMultipleSchema = z.strictObject({
  declaration_id: z.coerce.number().pipe(idSchema),
  dates: z.array(isoDate).min(1, 'kies minstens één datum').max(31),
});

export const monthParamsSchema = z.strictObject({
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});
export const submitMonthSchema = z.strictObject({
  year: z.number().int().min(2000).max(2100),
  month: z.number().int().min(1).max(12),
});

export const commentSchema = z.object({
  id: z.number().int(),
  comment: z.string(),
  posted_on: z.string(),
  /** Issue 25 item 7: the line of the month it is about; null for the whole month. */
  row_id: z.number().int().nullable(),
  user: z.object({
    id: z.number().int(),
    firstname: z.string(),
    middlename: z.string(),
    lastname: z.string(),
    public_picture: z.array(z.number().int()),
  }),
});

export const submittedDeclarationSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  status: z.string(),
  submitted_on: z.string().nullable(),
  comments: z.array(commentSchema),
});

/** GET /custom/v1/declarations/summary?year&month: one month. */
export const monthSummarySchema = z.object({
  success: z.literal(true),
  rows: z.array(declarationRowSchema),
  /** Subtotaal: the amounts without VAT, in euros. */
  total_rows: z.number(),
  total_vat_9: z.number(),
  total_vat_21: z.number(),
  /** Totaal, VAT included. */
  total_amount: z.number(),
  submitted_declarations: z.array(submittedDeclarationSchema),
  /** Whether the signed-in user may still change this month (SPEC §4, decided by the server). */
  editable: z.boolean(),
  /**
   * Issue 25 item 6: whether the owner may withdraw the submitted month (sent, not yet opened
   * by a reviewer, and its window still open; docs/product-rules.md "Withdrawing a month").
   */
  withdrawable: z.boolean(),
});
export type MonthSummary = z.infer<typeof monthSummarySchema>;

/** GET /custom/v1/declarations/summary?year (no month): every month of the year in one call. */
export const yearSummarySchema = z.object({
  success: z.literal(true),
  year: z.number().int(),
  data: z.array(
    z.object({
      month: z.number().int(),
      status: z.string().nullable(),
      row_count: z.number().int(),
      total_amount: z.number(),
      submitted_declarations: z.array(submittedDeclarationSchema.omit({ comments: true })),
    }),
  ),
});
export type YearSummary = z.infer<typeof yearSummarySchema>;

export const yearQuerySchema = z.strictObject({
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12).optional(),
});

export const submittedResponseSchema = z.object({
  success: z.literal(true),
  posts: z.array(submittedDeclarationSchema.omit({ comments: true })),
});

export const recentLocationSchema = z.object({
  id: z.number().int(),
  location_start: z.string(),
  location_end: z.string(),
  kilometers: z.number(),
});
export const recentLocationsResponseSchema = z.object({ locations: z.array(recentLocationSchema) });

export const searchLocationsQuerySchema = z.strictObject({
  input: z.string().trim().min(1).max(200),
});
export const addressSuggestionSchema = z.object({ id: z.string(), description: z.string() });
export const ADDRESS_PROVIDERS = ['offline', 'pdok'] as const;
export const searchLocationsResponseSchema = z.object({
  success: z.boolean(),
  locations: z.array(addressSuggestionSchema),
  message: z.string().optional(),
  /**
   * Ours (issue 14), always sent by this server: 'offline' knows place names only, 'pdok'
   * street addresses too. The form tells the user which.
   */
  provider: z.enum(ADDRESS_PROVIDERS).optional(),
});

/**
 * GET duplicates: the form asks, while the user types, whether the line would look like one
 * already declared. `receipt_sha256` is the SHA-256 of a receipt chosen but not uploaded yet;
 * `exclude` is the line being edited.
 */
export const duplicateCheckQuerySchema = z.strictObject({
  declaration_type: z.coerce.number().pipe(idSchema),
  date: isoDate,
  amount: euroAmountSchema.optional(),
  location_start: shortText(300).optional().default(''),
  location_end: shortText(300).optional().default(''),
  receipt_sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  exclude: z.coerce.number().pipe(idSchema).optional(),
});
export const duplicateCheckResponseSchema = z.object({
  duplicates: z.array(duplicateLineSchema),
});

export const calculateKilometersQuerySchema = z.strictObject({
  start: z.string().trim().min(1).max(300),
  end: z.string().trim().min(1).max(300),
});
export const calculateKilometersResponseSchema = z.object({ kilometers: z.number() });

/* Review (ours): reviewers list submitted months, open one, approve or reject it. */

export const REVIEW_STATUSES = ['sent', 'approved', 'rejected'] as const;
export const reviewListQuerySchema = z.strictObject({
  status: z.enum(REVIEW_STATUSES).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  user: z.coerce.number().pipe(idSchema).optional(),
});

export const reviewPersonSchema = z.object({ id: z.number().int(), name: z.string() });

export const reviewMonthListItemSchema = z.object({
  id: z.number().int(),
  user: reviewPersonSchema,
  year: z.number().int(),
  month: z.number().int(),
  status: z.string(),
  submitted_on: z.string().nullable(),
  row_count: z.number().int(),
  total_amount: z.number(),
});
export const reviewListResponseSchema = z.object({
  success: z.literal(true),
  months: z.array(reviewMonthListItemSchema),
});

export const historyEntrySchema = z.object({
  at: z.string(),
  by: reviewPersonSchema,
  from: z.string().nullable(),
  to: z.string(),
});

export const reviewMonthResponseSchema = z.object({
  success: z.literal(true),
  month: reviewMonthListItemSchema,
  rows: z.array(declarationRowSchema),
  total_rows: z.number(),
  total_vat_9: z.number(),
  total_vat_21: z.number(),
  total_amount: z.number(),
  comments: z.array(commentSchema),
  history: z.array(historyEntrySchema),
});

export const rejectSchema = z.strictObject({
  comment: z.string().trim().min(1, 'Vul een opmerking in').max(2000),
});
/** A remark on the month, or (issue 25 item 7) on one of its lines by `row_id`. */
export const reviewCommentSchema = rejectSchema.extend({
  row_id: idSchema.optional(),
});
