import { z } from 'zod';
import { idSchema } from './profile.js';
import { isIsoDateTime } from './rules/calendar.js';
import { POST_STATUSES, TAXONOMIES } from './rules/content.js';
import { MOODS } from './rules/mood.js';

/**
 * Content: news, terms of employment, knowledge base, library, moodtrackers, categories, files
 * and the site options (SPEC §3, §7). Shapes follow WordPress's REST answers (see
 * anchors/wordpress/samples); the rules and decisions are documented in rules/content.ts, the
 * query parameters of the lists in wp-query.ts.
 */

/* Responses */

export const renderedSchema = z.object({ rendered: z.string() });
export const renderedContentSchema = z.object({ rendered: z.string(), protected: z.boolean() });
/** With `context=edit` (administrator, editor, beheerder) `raw` is the stored text as well. */
const editableTextSchema = renderedSchema.extend({ raw: z.string().optional() });
const editableContentSchema = renderedContentSchema.extend({ raw: z.string().optional() });
const linksSchema = z.record(z.string(), z.array(z.looseObject({ href: z.string() })));

/**
 * A file as our posts and options name it: `url` is a signed link to
 * /intranet/v1/files/{id}/view that works in a plain <a href> or <img src> for about an hour.
 */
export const attachedFileSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  filename: z.string(),
  mime_type: z.string(),
  filesize: z.number().int(),
});
export type AttachedFile = z.infer<typeof attachedFileSchema>;

/**
 * acf.bestanden: terms-of-employment and knowledge-base items carry `{file}`, library entries
 * `{name, file}` (name is the label; fall back to file.title).
 */
export const bestandSchema = z.object({ name: z.string().optional(), file: attachedFileSchema });

/** One post as WordPress answers it (the dates are Amsterdam local time; *_gmt is UTC). */
export const wpPostSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  date_gmt: z.string(),
  guid: renderedSchema,
  modified: z.string(),
  modified_gmt: z.string(),
  slug: z.string(),
  status: z.string(),
  type: z.string(),
  link: z.string(),
  /** Plain text: render it as text, never as HTML. */
  title: editableTextSchema,
  /** Sanitized HTML. */
  content: editableContentSchema,
  /** Sanitized HTML. */
  excerpt: editableContentSchema,
  author: z.number().int(),
  featured_media: z.number().int(),
  template: z.string(),
  meta: z.array(z.unknown()),
  acf: z.record(z.string(), z.unknown()),
  _links: linksSchema,
});
export type WpPost = z.infer<typeof wpPostSchema>;

/**
 * News answers `author` as an object (SPEC §3 reads author.firstName and author.lastName);
 * lastName includes the tussenvoegsel ("van den Berg"), name is the display name.
 */
export const postAuthorSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
});
export const newsItemSchema = wpPostSchema.extend({ author: postAuthorSchema });
export type NewsItem = z.infer<typeof newsItemSchema>;

/** arbeidsvoorwaarden and kennisbank items, with their category ids. */
export const categorizedItemSchema = wpPostSchema.extend({
  acf: z.looseObject({ bestanden: z.array(bestandSchema).optional() }),
  arbeidsvoorwaarden_categorieen: z.array(z.number().int()).optional(),
  kennisbank_categorieen: z.array(z.number().int()).optional(),
});
export type CategorizedItem = z.infer<typeof categorizedItemSchema>;

export const libraryEntrySchema = wpPostSchema.extend({
  acf: z.looseObject({ bestanden: z.array(bestandSchema).optional() }),
});
export type LibraryEntry = z.infer<typeof libraryEntrySchema>;

export const moodFieldsResponseSchema = z.object({
  user: z.number().int(),
  mood: z.number().int(),
  /** The consultant who was (or for moods 1 and 2 would be) told; null when there is none. */
  rw_medewerker_to_notify: z.number().int().nullable(),
});
export const moodtrackerPostSchema = wpPostSchema.extend({ acf: moodFieldsResponseSchema });
export type MoodtrackerPost = z.infer<typeof moodtrackerPostSchema>;

/** GET /wp/v2/{taxonomy} items; `count` is the number of published items in the category. */
export const termSchema = z.object({
  id: z.number().int(),
  count: z.number().int(),
  description: z.string(),
  link: z.string(),
  name: z.string(),
  slug: z.string(),
  taxonomy: z.enum(Object.keys(TAXONOMIES) as [keyof typeof TAXONOMIES]),
  parent: z.number().int(),
  meta: z.array(z.unknown()),
  _links: linksSchema,
});
export type Term = z.infer<typeof termSchema>;

/**
 * GET /intranet/v1/files and /intranet/v1/files/{id}. `source_url` is a signed link to
 * /intranet/v1/files/{id}/view (valid for about an hour) that opens the file in a plain link.
 * The bytes also come from /view and /public/view with the bearer token.
 */
export const wpFileSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  title: renderedSchema,
  filename: z.string(),
  mime_type: z.string(),
  filesize: z.number().int(),
  source_url: z.string(),
});
export type WpFile = z.infer<typeof wpFileSchema>;

export const directLinkSchema = z.object({
  link: z.object({ url: z.string(), target: z.string(), title: z.string() }),
  /** The logo as a signed link to the app's file route (no bearer needed in <img src>). */
  logo: z.object({ id: z.number().int(), url: z.string(), alt: z.string() }),
});
export type DirectLink = z.infer<typeof directLinkSchema>;

export const contactPersonSchema = z.object({ naam: z.string(), telefoonnummer: z.string() });
export type ContactPerson = z.infer<typeof contactPersonSchema>;

/** GET /acf/v3/options/intranet (any other name: 404 rest_options_invalid_name). */
export const intranetOptionsSchema = z.object({
  acf: z.object({
    direct_links: z.array(directLinkSchema),
    contactpersonen: z.array(contactPersonSchema),
  }),
});
export type IntranetOptions = z.infer<typeof intranetOptionsSchema>;

/* Writes */

const numericId = z.union([idSchema, z.string().regex(/^\d+$/).transform(Number).pipe(idSchema)]);

/** fields (our WordPress-compatible key; `acf` is accepted too) of a moodtracker. */
export const moodFieldsSchema = z.strictObject({
  /** Must be the signed-in user (403 rest_forbidden otherwise). */
  user: numericId,
  mood: z.union([z.literal(MOODS), z.enum(['1', '2', '3', '4']).transform(Number)], {
    error: 'mood moet 1, 2, 3 of 4 zijn',
  }),
  /**
   * The consultant to tell about a 3 or 4: kept when it is one of the user's owned_by, otherwise
   * the first owner is used (null when the user has none).
   */
  rw_medewerker_to_notify: z.union([numericId, z.null()]).optional(),
});

/**
 * POST /wp/v2/moodtrackers (SPEC §3 "Moodtracker post"): answers 201 with the moodtracker post.
 * One answer per user per week (Monday 00:00 to Sunday 23:59:59, Europe/Amsterdam): a second is
 * 422 `mood_already_answered` with "Je hebt deze week je stemming al doorgegeven.". Moods 3
 * and 4 e-mail the consultant.
 */
export const moodtrackerCreateSchema = z
  .strictObject({
    title: z.string().trim().max(200).optional(),
    status: z.literal('publish').optional(),
    fields: moodFieldsSchema.optional(),
    acf: moodFieldsSchema.optional(),
  })
  .refine((body) => body.fields !== undefined || body.acf !== undefined, {
    error: 'fields is verplicht',
    path: ['fields'],
  });
export type MoodtrackerCreate = z.input<typeof moodtrackerCreateSchema>;

/** PATCH /wp/v2/moodtrackers/{id} (issue 25 item 6): only the mood changes. */
export const moodtrackerChangeSchema = z.strictObject({
  fields: moodFieldsSchema.pick({ mood: true }),
});
export type MoodtrackerChange = z.input<typeof moodtrackerChangeSchema>;

/**
 * A post's publication time, ISO 8601. Without an offset it is Amsterdam time, as WordPress
 * reads `date`; with `Z` or `+01:00` it is that instant.
 */
export const postDateSchema = z
  .string()
  .max(40)
  .refine(isIsoDateTime, { error: 'date is not a valid date.' });

export const bestandInputSchema = z.strictObject({
  name: z.string().trim().max(200).optional(),
  file: z.object({ id: idSchema }),
});

/**
 * POST /wp/v2/{nieuws|arbeidsvoorwaarden|kennisbank|bibliotheek} for administrator and editor
 * (others: 403 rest_cannot_create). Answers 201 with the post. `content` and `excerpt` are
 * sanitized (scripts, event handlers and javascript: URLs removed; images, links, lists and
 * tables kept); `title` is stored as plain text. Default status draft, as WordPress.
 */
export const contentCreateSchema = z.strictObject({
  title: z.string().trim().min(1).max(300),
  content: z.string().max(500_000).optional().default(''),
  excerpt: z.string().max(10_000).optional().default(''),
  status: z.enum(POST_STATUSES).optional().default('draft'),
  /**
   * The publication time (ISO 8601; Amsterdam time without an offset). In the future with
   * status publish or future, the post is `future` and is published at that time.
   */
  date: postDateSchema.optional(),
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,190}$/)
    .optional(),
  fields: z.strictObject({ bestanden: z.array(bestandInputSchema).max(50).optional() }).optional(),
  acf: z.strictObject({ bestanden: z.array(bestandInputSchema).max(50).optional() }).optional(),
  arbeidsvoorwaarden_categorieen: z.array(idSchema).max(20).optional(),
  kennisbank_categorieen: z.array(idSchema).max(20).optional(),
});
export type ContentCreate = z.input<typeof contentCreateSchema>;
