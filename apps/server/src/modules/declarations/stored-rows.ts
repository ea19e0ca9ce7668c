import { z } from 'zod';
import { storedDuplicateSchema } from './duplicates-sql.js';

/** The columns of a declaration row as ROW_BASE (repository.ts) reads them. */
export const rowBaseSchema = z.strictObject({
  id: z.number().int(),
  monthId: z.number().int(),
  userId: z.number().int(),
  typeId: z.number().int(),
  typeTitle: z.string(),
  date: z.string(),
  amountCents: z.number().int(),
  description: z.string(),
  locationStart: z.string(),
  locationEnd: z.string(),
  kilometerTenths: z.number().int(),
  transportType: z.string(),
  isReturn: z.boolean(),
  returnOfRowId: z.number().int().nullable(),
  vatRate: z.number().int(),
  receiptFileId: z.number().int().nullable(),
  receiptName: z.string().nullable(),
  receiptMime: z.string().nullable(),
  /** The user's other lines this one looks like (duplicates-sql.ts). */
  duplicateOf: z.array(storedDuplicateSchema),
});

const attachmentSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  mime: z.string(),
});

/** A row with its extras: whether its reverse trip is in the month, and its attachments. */
export const storedRowSchema = rowBaseSchema.extend({
  hasReturn: z.boolean(),
  attachments: z.array(attachmentSchema),
});
export type StoredRow = z.output<typeof storedRowSchema>;

export const rowAttachmentSchema = attachmentSchema.extend({ rowId: z.number().int() });

/** A reviewer's comment as COMMENT_JSON builds it (a JSON object, so the time is a string). */
export const storedCommentSchema = z.strictObject({
  id: z.number().int(),
  comment: z.string(),
  postedOn: z.string(),
  userId: z.number().int().nullable(),
  voornaam: z.string().nullable(),
  tussenvoegsel: z.string().nullable(),
  achternaam: z.string().nullable(),
  pictureId: z.number().int().nullable(),
  rowId: z.number().int().nullable(),
});
export type StoredComment = z.output<typeof storedCommentSchema>;

export const monthRowSchema = z.strictObject({
  id: z.number().int(),
  userId: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  status: z.string().nullable(),
  submittedAt: z.date().nullable(),
  reviewedBy: z.number().int().nullable(),
  reviewedAt: z.date().nullable(),
});

/** The month screen in one row: the month, its rows, their attachments and the comments. */
export const monthSnapshotSchema = z.strictObject({
  id: z.number().int(),
  status: z.string().nullable(),
  submittedAt: z.date().nullable(),
  /** A reviewer opened it since its latest submission (withdrawal-repository.ts). */
  reviewOpened: z.boolean(),
  rows: z.array(rowBaseSchema),
  attachments: z.array(rowAttachmentSchema),
  comments: z.array(storedCommentSchema),
});

export const yearMonthSchema = z.strictObject({
  id: z.number().int(),
  month: z.number().int(),
  status: z.string().nullable(),
  submittedAt: z.date().nullable(),
  rowCount: z.number().int(),
  totalCents: z.number().int(),
});

export const recentTripSchema = z.strictObject({
  id: z.number().int(),
  location_start: z.string(),
  location_end: z.string(),
  kilometer_tenths: z.number().int(),
});
