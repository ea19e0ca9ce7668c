import { z } from 'zod';
import { idSchema } from './profile.js';
import { parseIsoDate } from './rules/calendar.js';
import { DEFAULT_PER_PAGE_MAX, POST_STATUSES, TAXONOMIES } from './rules/content.js';
import { MOODS } from './rules/mood.js';

/**
 * Content: news, terms of employment, knowledge base, library, moodtrackers, categories, files
 * and the site options (SPEC §3, §7). Shapes follow WordPress's REST answers (see
 * anchors/wordpress/samples); the rules and decisions are documented in rules/content.ts.
 *
 * Query parameters follow WordPress: unknown ones are ignored, list values may be a comma list
 * (`include=1,2,3`) or repeated (`include=1&include=2`, `include[]=1`), and a bad value is a 400
 * `rest_invalid_param` with WordPress's own (English) messages in `data.params` and
 * `data.details`, e.g. "per_page must be between 1 (inclusive) and 100 (inclusive)".
 */

const INT_MAX = 2_147_483_647;

/** A comma list or a repeated parameter as an array of trimmed strings. */
function asList(value: unknown): unknown {
  if (value === undefined) return undefined;
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) =>
    typeof item === 'string' ? item.split(',').map((part) => part.trim()) : [item],
  );
}

/** The last of a repeated parameter, as PHP reads `a=1&a=2`. */
const lastValue = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);

function integerParam(name: string, min: number, max?: number) {
  const bounds =
    max === undefined
      ? `${name} must be greater than or equal to ${min}`
      : `${name} must be between ${min} (inclusive) and ${max} (inclusive)`;
  const notInteger = `${name} is not of type integer.`;
  return z.preprocess(
    lastValue,
    z.coerce
      .number({ error: notInteger })
      .int({ error: notInteger })
      .min(min, { error: bounds })
      .max(max ?? INT_MAX, { error: bounds }),
  );
}

/** A list of ids (comma list or repeated), e.g. include, exclude or a taxonomy filter. */
export function idListParam(name: string) {
  return z
    .preprocess(
      asList,
      z
        .array(
          z.coerce
            .number({ error: `${name} is not of type integer.` })
            .int({ error: `${name} is not of type integer.` })
            .min(1, { error: `${name} is not of type integer.` })
            .max(INT_MAX, { error: `${name} is not of type integer.` }),
        )
        .max(1000, { error: `${name} must contain at most 1000 items.` }),
    )
    .optional();
}

function enumParam<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  const list = `${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}`;
  return z.preprocess(lastValue, z.enum(values, { error: `${name} is not one of ${list}.` }));
}

const dateTimePattern =
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * An ISO 8601 date-time. Without an offset it is read in the site's time zone
 * (Europe/Amsterdam), as WordPress does; with `Z` or `+01:00` it is that instant.
 */
function dateTimeParam() {
  return z
    .preprocess(
      // An unencoded "+01:00" arrives as " 01:00" (a + in a query string is a space).
      (value) => {
        const last = lastValue(value);
        return typeof last === 'string' ? last.replace(/ (\d{2}:?\d{2})$/, '+$1') : last;
      },
      z.string({ error: 'Invalid date.' }),
    )
    .refine(
      (value) => dateTimePattern.test(value) && parseIsoDate(value.slice(0, 10)) !== undefined,
      { error: 'Invalid date.', params: { wpCode: 'rest_invalid_date' } },
    )
    .optional();
}

const searchParam = z.preprocess(
  lastValue,
  z.string({ error: 'search is not of type string.' }).max(200, {
    error: 'search must be at most 200 characters long.',
  }),
);

export const POST_ORDERBY = [
  'author',
  'date',
  'id',
  'include',
  'modified',
  'slug',
  'title',
  'name',
] as const;

/**
 * GET /wp/v2/{type}. Beside these: the type's taxonomy (`?arbeidsvoorwaarden_categorieen=5`
 * or `?kennisbank_categorieen=5,6`) and `acf_<field>=value` filters on ACF fields (comma list
 * for "any of"), e.g. `acf_user=12` for moodtrackers. `orderby=name` sorts by title (the
 * library's call). Defaults: page 1, per_page 10, status publish, orderby date, order desc.
 * `after` and `before` compare the post date strictly. `_fields=id,title` keeps only those keys.
 */
export function postListQuerySchema(maxPerPage = DEFAULT_PER_PAGE_MAX) {
  return z.looseObject({
    page: integerParam('page', 1).optional().default(1),
    per_page: integerParam('per_page', 1, maxPerPage).optional().default(10),
    status: z
      .preprocess(
        asList,
        z.array(
          z.enum([...POST_STATUSES, 'any'], {
            error: `status is not one of ${POST_STATUSES.join(', ')} and any.`,
          }),
        ),
      )
      .optional(),
    orderby: enumParam('orderby', POST_ORDERBY).optional().default('date'),
    order: enumParam('order', ['asc', 'desc']).optional(),
    include: idListParam('include'),
    exclude: idListParam('exclude'),
    author: idListParam('author'),
    slug: z.preprocess(asList, z.array(z.string().max(200)).max(100)).optional(),
    search: searchParam.optional(),
    after: dateTimeParam(),
    before: dateTimeParam(),
    _fields: z.preprocess(asList, z.array(z.string().max(100)).max(50)).optional(),
  });
}
export type PostListQuery = z.infer<ReturnType<typeof postListQuerySchema>>;

/** `acf_<field>=value` (or a comma list: any of them) filters on an ACF field's value. */
export const ACF_FILTER_PATTERN = /^acf_([a-z][a-z0-9_]{0,63})$/;

export function acfFilterParam(name: string) {
  return z.preprocess(
    asList,
    z
      .array(z.string().max(200, { error: `${name} must be at most 200 characters long.` }))
      .min(1)
      .max(100, { error: `${name} must contain at most 100 items.` }),
  );
}

export const TERM_ORDERBY = ['id', 'include', 'name', 'slug', 'count', 'description'] as const;

const booleanParam = (name: string) =>
  z.preprocess(
    lastValue,
    z
      .enum(['true', 'false', '1', '0'], { error: `${name} is not of type boolean.` })
      .transform((value) => value === 'true' || value === '1'),
  );

/** GET /wp/v2/{taxonomy}: WordPress's term list (default orderby name, order asc). */
export const termListQuerySchema = z.looseObject({
  page: integerParam('page', 1).optional().default(1),
  per_page: integerParam('per_page', 1, DEFAULT_PER_PAGE_MAX).optional().default(10),
  orderby: enumParam('orderby', TERM_ORDERBY).optional().default('name'),
  order: enumParam('order', ['asc', 'desc']).optional().default('asc'),
  hide_empty: booleanParam('hide_empty').optional().default(false),
  include: idListParam('include'),
  exclude: idListParam('exclude'),
  slug: z.preprocess(asList, z.array(z.string().max(200)).max(100)).optional(),
  search: searchParam.optional(),
  post: integerParam('post', 1).optional(),
});
export type TermListQuery = z.infer<typeof termListQuerySchema>;

/** GET /intranet/v1/files?include=1,2 (up to 100 ids; files the user may not see are left out). */
export const fileListQuerySchema = z.looseObject({
  include: z.preprocess(
    asList,
    z
      .array(
        z.coerce
          .number({ error: 'include is not of type integer.' })
          .int({ error: 'include is not of type integer.' })
          .min(1, { error: 'include is not of type integer.' })
          .max(INT_MAX, { error: 'include is not of type integer.' }),
        { error: 'include is required.' },
      )
      .min(1, { error: 'include is required.' })
      .max(100, { error: 'include must contain at most 100 items.' }),
  ),
});

/* Responses */

export const renderedSchema = z.object({ rendered: z.string() });
export const renderedContentSchema = z.object({ rendered: z.string(), protected: z.boolean() });
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
  title: renderedSchema,
  /** Sanitized HTML. */
  content: renderedContentSchema,
  /** Sanitized HTML. */
  excerpt: renderedContentSchema,
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
