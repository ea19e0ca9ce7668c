/**
 * Content of the intranet as WordPress-style posts (SPEC §3, §7). Zod-free so the web app's
 * first bundle may import the constants.
 *
 * Decisions (ours, where the spec says "not shown"; docs/product-rules.md, "Roles and who sees
 * what"):
 * - Every /wp/v2/*, /acf/v3/* and /intranet/v1/files* route needs a signed-in user: intranet
 *   content is private. Without one the answer is 401 `rest_not_logged_in`.
 * - Lists answer WordPress's X-WP-Total, X-WP-TotalPages and Link (rel="prev"/"next") headers.
 *   A page past the last is 400 `rest_post_invalid_page_number`; a per_page outside 1..max is
 *   400 `rest_invalid_param` exactly as WordPress answers it. The maximum depends on the type
 *   (PER_PAGE_MAX) so the spec's calls for 200 and 1000 items work.
 * - Only published content is listed by default; draft, pending, private, future and trashed
 *   content only for administrator, editor and beheerder (others get 400 `rest_invalid_param`,
 *   "Status is forbidden.", as WordPress does); so is `context=edit` (others 403
 *   `rest_forbidden_context`). Only administrator and editor write (docs/content-admin.md).
 * - Unknown {type}: 404 `rest_no_route`; unknown id: 404 `rest_post_invalid_id`. The types and
 *   taxonomies served are described by /wp/v2/types and /wp/v2/taxonomies (an unknown slug
 *   there: 404 `rest_type_invalid` / `rest_taxonomy_invalid`, WordPress's codes).
 * - `title.rendered` is plain text (render it as text); `content.rendered` and
 *   `excerpt.rendered` are HTML that the server sanitized when it was written: the only HTML the
 *   portal renders as HTML.
 * - News answers `author` as {id, firstName, lastName, name}; other types keep WordPress's
 *   numeric author.
 * - Moodtrackers are personal: a user sees their own, a consultant those of the professionals
 *   they own (owned_by), administrators and beheerders all (`seesEveryMoodAnswer`, as the mood
 *   overview). Others get an empty list, and 404 by id.
 * - Files: `source_url`, `acf.bestanden[].file.url` and the quick links' `logo.url` are signed
 *   links to /intranet/v1/files/{id}/view that work without the bearer header (for <a href> and
 *   <img src>) for about an hour. /view opens a user's own files, files attached to published
 *   content, the quick links' logos and colleagues' pictures (administrator, editor and
 *   beheerder: also files of unpublished content); /public/view opens only profile pictures.
 *   Anything else: 404 `rest_file_invalid_id`. Both support HTTP ranges (206, 416).
 * - A page of a list and its X-WP-Total may be up to 5 s old when the content was changed
 *   outside this server; changes through it show at once.
 */

/** Post types served by GET /wp/v2/{type} and /wp/v2/{type}/{id}. */
export const POST_TYPES = [
  'nieuws',
  'arbeidsvoorwaarden',
  'kennisbank',
  'bibliotheek',
  'moodtrackers',
  'functies',
  'intra_opdrachtgevers',
  'dienstverbanden',
] as const;
export type PostType = (typeof POST_TYPES)[number];

/** The category taxonomy of a post type, and the post type of a taxonomy. */
export const TAXONOMIES = {
  arbeidsvoorwaarden_categorieen: 'arbeidsvoorwaarden',
  kennisbank_categorieen: 'kennisbank',
} as const;
export type Taxonomy = keyof typeof TAXONOMIES;

export function taxonomyOfType(type: string): Taxonomy | undefined {
  return (Object.keys(TAXONOMIES) as Taxonomy[]).find((taxonomy) => TAXONOMIES[taxonomy] === type);
}

/** WordPress's per_page maximum. */
export const DEFAULT_PER_PAGE_MAX = 100;

/**
 * per_page maximum per type: SPEC §7 asks 200 for the terms of employment, the knowledge base,
 * functies, opdrachtgevers and assignments, and 1000 for the library.
 */
export const PER_PAGE_MAX: Readonly<Record<string, number>> = {
  arbeidsvoorwaarden: 200,
  kennisbank: 200,
  functies: 200,
  intra_opdrachtgevers: 200,
  assignments: 200,
  bibliotheek: 1000,
};

export function perPageMax(type: string): number {
  return PER_PAGE_MAX[type] ?? DEFAULT_PER_PAGE_MAX;
}

/** SPEC §9: the dashboard's latest news, and the page size of the terms and knowledge base. */
export const DASHBOARD_NEWS_COUNT = 5;
export const CATEGORY_LIST_PER_PAGE = 200;
export const LIBRARY_PER_PAGE = 1000;

export const POST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const CONTENT_EDITOR_ROLES: readonly string[] = ['administrator', 'editor'];

/** Who may see draft, pending, private and future content, and write content. */
export function canEditContent(roles: readonly string[]): boolean {
  return roles.some((role) => CONTENT_EDITOR_ROLES.includes(role));
}

/**
 * Who may read draft, future and trashed content and ask for `context=edit` (Beheer's lists):
 * the writers and the beheerder, who reads content in Beheer but does not write it (issue 12).
 */
export const CONTENT_READER_ROLES: readonly string[] = ['administrator', 'editor', 'beheerder'];

export function canReadUnpublished(roles: readonly string[]): boolean {
  return roles.some((role) => CONTENT_READER_ROLES.includes(role));
}

/** Post types an editor may create through POST /wp/v2/{type}. */
export const EDITABLE_POST_TYPES = [
  'nieuws',
  'arbeidsvoorwaarden',
  'kennisbank',
  'bibliotheek',
] as const;

/** Content error codes beyond the core ones in ERROR_CODES. */
export const CONTENT_ERROR_CODES = {
  invalidPageNumber: 'rest_post_invalid_page_number',
  invalidPostId: 'rest_post_invalid_id',
  invalidTermId: 'rest_term_invalid',
  invalidFileId: 'rest_file_invalid_id',
  cannotCreate: 'rest_cannot_create',
  forbidden: 'rest_forbidden',
  moodAlreadyAnswered: 'mood_already_answered',
  unknownOptions: 'rest_options_invalid_name',
} as const;
