import { z } from 'zod';

/** A post as the content queries read it (see post-list-sql.ts for the columns). */
export const postRowSchema = z.strictObject({
  id: z.number().int(),
  type: z.string(),
  slug: z.string(),
  status: z.string(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string(),
  authorId: z.number().int().nullable(),
  acf: z.record(z.string(), z.unknown()),
  date: z.string(),
  dateGmt: z.string(),
  modified: z.string(),
  modifiedGmt: z.string(),
  /** Only for types that answer the author as an object (news). */
  authorFirstName: z.string().nullable().optional(),
  authorTussenvoegsel: z.string().nullable().optional(),
  authorLastName: z.string().nullable().optional(),
  authorName: z.string().nullable().optional(),
  /** Only for types with a taxonomy. */
  termIds: z.array(z.number().int()).optional(),
});
export type PostRow = z.output<typeof postRowSchema>;

export const fileSummarySchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type FileSummary = z.output<typeof fileSummarySchema>;

/** The row of a `count(*)::int as total` query. */
export const totalSchema = z.strictObject({ total: z.number().int() });
