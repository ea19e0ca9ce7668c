import { z } from 'zod';
import { renderedSchema } from './content.js';
import {
  MEDIA_MIME_TYPES,
  SEARCH_MAX_LENGTH,
  SEARCH_PER_PAGE_MAX,
  SEARCH_SUBTYPES,
} from './rules/media-search.js';
import { asList, enumParam, integerParam, wordpressQuery } from './wp-query.js';

/** POST /wp/v2/media: the text fields beside the `file` part. */
export const mediaUploadFieldsSchema = z.object({
  /** Defaults to the file name without its extension. */
  title: z.string().trim().max(200, { error: 'title: is te lang (max. 200 tekens).' }).optional(),
  /** The alternative text of an image (ignored for documents). */
  alt_text: z
    .string()
    .trim()
    .max(500, { error: 'alt_text: is te lang (max. 500 tekens).' })
    .optional(),
});
export type MediaUploadFields = z.input<typeof mediaUploadFieldsSchema>;

/** POST /wp/v2/media/{id}: a new title or alt text (only the keys given). */
export const mediaUpdateSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, { error: 'title: mag niet leeg zijn.' })
    .max(200, { error: 'title: is te lang (max. 200 tekens).' })
    .optional(),
  alt_text: mediaUploadFieldsSchema.shape.alt_text,
});
export type MediaUpdate = z.input<typeof mediaUpdateSchema>;

/** An uploaded file as WordPress's /wp/v2/media answers it (the fields we have). */
export const wpMediaSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  type: z.literal('attachment'),
  /** Plain text. */
  title: renderedSchema,
  author: z.number().int(),
  alt_text: z.string(),
  media_type: z.enum(['image', 'file']),
  mime_type: z.enum(MEDIA_MIME_TYPES),
  /** A signed link to /intranet/v1/files/{id}/view (works in <a href> and <img src>). */
  source_url: z.string(),
  media_details: z.object({
    filesize: z.number().int(),
    /** Images only: the stored size after re-encoding. */
    width: z.number().int().optional(),
    height: z.number().int().optional(),
  }),
  /** The stored name (an image re-encoded to another type gets that type's extension). */
  filename: z.string(),
  /** Documents: whether text was found in it for search (a scan without text has none). */
  text_extracted: z.boolean(),
});
export type WpMedia = z.infer<typeof wpMediaSchema>;

const searchTerm = z.preprocess(
  (value) => (Array.isArray(value) ? value[value.length - 1] : value),
  z
    .string({ error: 'search is not of type string.' })
    .trim()
    .min(1, { error: 'search must be at least 1 character long.' })
    .max(SEARCH_MAX_LENGTH, {
      error: `search must be at most ${SEARCH_MAX_LENGTH} characters long.`,
    }),
);

/**
 * GET /wp/v2/search. `search` is required (WordPress answers everything without it; an
 * intranet search box never asks that). `type` is only `post`; `subtype` a comma list of
 * nieuws, arbeidsvoorwaarden, kennisbank, bibliotheek (or `any`, the default: all four).
 * The words are read as a web search: `"exact phrase"`, `or`, `-without`.
 */
export const searchQuerySchema = wordpressQuery(
  z.object({
    search: searchTerm,
    type: enumParam('type', ['post']).optional().default('post'),
    subtype: z
      .preprocess(
        asList,
        z
          .array(
            z.enum([...SEARCH_SUBTYPES, 'any'], {
              error: `subtype is not one of ${SEARCH_SUBTYPES.join(', ')} and any.`,
            }),
          )
          .max(10),
      )
      .optional()
      .transform((list) =>
        !list || list.includes('any') ? [...SEARCH_SUBTYPES] : [...new Set(list)],
      )
      .pipe(z.array(z.enum(SEARCH_SUBTYPES))),
    page: integerParam('page', 1).optional().default(1),
    per_page: integerParam('per_page', 1, SEARCH_PER_PAGE_MAX).optional().default(10),
  }),
);
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** One hit, in WordPress's search shape plus our snippet, kind, date and categories. */
export const searchResultSchema = z.object({
  id: z.number().int(),
  /** Plain text: render it as text. */
  title: z.string(),
  /** The portal path that shows the item (rules/media-search.ts searchResultPath). */
  url: z.string(),
  type: z.literal('post'),
  subtype: z.enum(SEARCH_SUBTYPES),
  /** The group of the results page; the same as subtype. */
  kind: z.enum(SEARCH_SUBTYPES),
  /**
   * A piece of the text around the words found, as HTML whose only elements are <mark>…</mark>
   * around the matches (everything else escaped). When only the title matched, the start of
   * the text without marks (empty for an item without text).
   */
  snippet: z.string(),
  /** Publication date, Amsterdam local time (as the posts' `date`). */
  date: z.string(),
  /** The category ids of a terms-of-employment or knowledge-base item; empty otherwise. */
  categories: z.array(z.number().int()),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
