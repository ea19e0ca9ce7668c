/**
 * Media uploads and search (issue 12): the limits and names the server enforces and the web
 * app shows. Zod-free so the web app's first bundle may import them.
 */

/**
 * Who may upload to POST /wp/v2/media: those who write content (SPEC §6), and the beheerder for
 * an opdrachtgever's logo (issue 13, reference data).
 */
export const MEDIA_UPLOAD_ROLES = ['administrator', 'editor', 'beheerder'] as const;

/** At most 25 MB per upload (checked while the bytes stream in, not after). */
export const MEDIA_MAX_BYTES = 25 * 1024 * 1024;
export const MEDIA_TOO_LARGE_MESSAGE = 'Het bestand is groter dan 25 MB.';
/** 503 when the server's queue for reading images and documents is full (issue 24, item 8). */
export const MEDIA_BUSY_MESSAGE = 'Er worden nu veel bestanden verwerkt. Probeer het zo opnieuw.';
export const MEDIA_INVALID_TYPE_MESSAGE =
  'Dit type bestand kan niet worden geüpload. Kies een PDF, een Office-document (Word, Excel, PowerPoint) of een afbeelding (JPEG, PNG, WebP, GIF).';

/**
 * What an upload may be, judged by its bytes (never by its name or the browser's type).
 * Images are re-encoded (EXIF stripped, longest side at most MEDIA_IMAGE_MAX_SIDE) and keep
 * their type, except a GIF, which is stored as PNG (first frame).
 */
export const MEDIA_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
] as const;
export type MediaMimeType = (typeof MEDIA_MIME_TYPES)[number];
export const MEDIA_IMAGE_MAX_SIDE = 2560;

/** The post types GET /wp/v2/search looks through; `kind` of a result is one of these. */
export const SEARCH_SUBTYPES = [
  'nieuws',
  'arbeidsvoorwaarden',
  'kennisbank',
  'bibliotheek',
] as const;
export type SearchSubtype = (typeof SEARCH_SUBTYPES)[number];

/** How the portal names each kind (the results page's group headings, in this order). */
export const SEARCH_KIND_LABELS: Readonly<Record<SearchSubtype, string>> = {
  nieuws: 'Nieuws',
  arbeidsvoorwaarden: 'Arbeidsvoorwaarden',
  kennisbank: 'Hoe het werkt',
  bibliotheek: 'Bibliotheek',
};

export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_PER_PAGE_MAX = 50;

/**
 * Where a search result opens in the portal: a news item's own page, the category page of a
 * terms-of-employment or knowledge-base item (its first category; the overview without one),
 * the library page for a library entry.
 */
export function searchResultPath(
  kind: SearchSubtype,
  id: number,
  categories: readonly number[],
): string {
  const category = categories[0] === undefined ? '' : `/${categories[0]}`;
  switch (kind) {
    case 'nieuws':
      return `/portal/nieuws/${id}`;
    case 'arbeidsvoorwaarden':
      return `/portal/arbeidsvoorwaarden${category}`;
    case 'kennisbank':
      return `/portal/hoe-het-werkt${category}`;
    case 'bibliotheek':
      return '/portal/bibliotheek';
  }
}
