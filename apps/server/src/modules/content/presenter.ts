import type { AttachedFile } from '@portal/contract';
import type { PostTypeConfig } from './post-types.js';
import type { FileSummary, PostRow } from './repository.js';
import { FILE_VIEW_PREFIX } from './sanitize-html.js';

export interface PresentContext {
  /** The public address of the portal (PUBLIC_URL), for WordPress's link fields. */
  baseUrl: string;
  /** A link that opens a file for this viewer. */
  fileUrl: (fileId: number) => string;
  files: ReadonlyMap<number, FileSummary>;
  /** context=edit: `raw` beside `rendered` (the stored text). */
  edit?: boolean;
}

const OWN_IMAGE = /(<img\b[^>]*?\ssrc=")\/wp-json\/intranet\/v1\/files\/(\d+)\/view(")/g;

/**
 * Content stores our images as the unsigned file route (sanitize-html.ts); a browser's <img>
 * sends no bearer, so each is answered as a link signed for this viewer.
 */
function signImages(html: string, context: PresentContext): string {
  if (!html.includes(FILE_VIEW_PREFIX)) return html;
  return html.replace(
    OWN_IMAGE,
    (_match, start: string, id: string, end: string) =>
      `${start}${context.fileUrl(Number(id)).replace(/&/g, '&amp;')}${end}`,
  );
}

/** Whether a post's answer depends on the viewer: it names files (signed per viewer). */
export function namesFiles(row: PostRow): boolean {
  return (
    fileIdsOf(row.acf).length > 0 ||
    row.content.includes(FILE_VIEW_PREFIX) ||
    row.excerpt.includes(FILE_VIEW_PREFIX)
  );
}

export function presentAttachedFile(file: FileSummary, url: string): AttachedFile {
  return {
    id: file.id,
    url,
    title: file.title,
    filename: file.originalName,
    mime_type: file.mimeType,
    filesize: file.size,
  };
}

/** The ids of the files a post's acf.bestanden names. */
export function fileIdsOf(acf: Record<string, unknown>): number[] {
  const entries = acf.bestanden;
  if (!Array.isArray(entries)) return [];
  return entries
    .map((entry) => (entry as { file?: { id?: unknown } })?.file?.id)
    .filter((id): id is number => typeof id === 'number');
}

/** acf with each acf.bestanden entry's file filled in (a file that is gone is left out). */
function presentAcf(acf: Record<string, unknown>, context: PresentContext) {
  if (!Array.isArray(acf.bestanden)) return acf;
  const bestanden = [];
  for (const entry of acf.bestanden as Array<{ name?: string; file?: { id?: number } }>) {
    const file = entry.file?.id === undefined ? undefined : context.files.get(entry.file.id);
    if (!file) continue;
    bestanden.push({
      ...(entry.name === undefined ? {} : { name: entry.name }),
      file: presentAttachedFile(file, context.fileUrl(file.id)),
    });
  }
  return { ...acf, bestanden };
}

function presentAuthor(row: PostRow) {
  return {
    id: row.authorId ?? 0,
    firstName: row.authorFirstName ?? '',
    lastName: [row.authorTussenvoegsel, row.authorLastName].filter(Boolean).join(' '),
    name: row.authorName ?? '',
  };
}

/** A post as WordPress's REST API answers it (anchors/wordpress/samples/nieuws-item.json). */
export function presentPost(config: PostTypeConfig, row: PostRow, context: PresentContext) {
  const api = `${context.baseUrl}/wp-json/wp/v2`;
  const links: Record<string, Array<Record<string, unknown>>> = {
    self: [{ href: `${api}/${row.type}/${row.id}` }],
    collection: [{ href: `${api}/${row.type}` }],
    about: [{ href: `${api}/types/${row.type}` }],
  };
  if (row.authorId) links.author = [{ embeddable: true, href: `${api}/users/${row.authorId}` }];
  if (config.taxonomy) {
    links['wp:term'] = [
      {
        taxonomy: config.taxonomy,
        embeddable: true,
        href: `${api}/${config.taxonomy}?post=${row.id}`,
      },
    ];
  }
  return {
    id: row.id,
    date: row.date,
    date_gmt: row.dateGmt,
    guid: { rendered: `${context.baseUrl}/?${row.type}=${row.slug}` },
    modified: row.modified,
    modified_gmt: row.modifiedGmt,
    slug: row.slug,
    status: row.status,
    type: row.type,
    link: `${context.baseUrl}/${row.type}/${row.slug}/`,
    title: context.edit ? { raw: row.title, rendered: row.title } : { rendered: row.title },
    content: {
      ...(context.edit ? { raw: row.content } : {}),
      rendered: signImages(row.content, context),
      protected: false,
    },
    excerpt: {
      ...(context.edit ? { raw: row.excerpt } : {}),
      rendered: signImages(row.excerpt, context),
      protected: false,
    },
    author: config.authorObject ? presentAuthor(row) : (row.authorId ?? 0),
    featured_media: 0,
    template: '',
    meta: [],
    ...(config.taxonomy ? { [config.taxonomy]: row.termIds ?? [] } : {}),
    acf: presentAcf(row.acf, context),
    _links: links,
  };
}

export type PresentedPost = ReturnType<typeof presentPost>;

/** WordPress's `_fields`: only the named top-level keys (`title.rendered` keeps `title`). */
export function pickFields<T extends Record<string, unknown>>(
  item: T,
  fields: string[] | undefined,
) {
  if (!fields?.length) return item;
  const keep = new Set(fields.map((field) => field.split('.')[0]));
  return Object.fromEntries(Object.entries(item).filter(([key]) => keep.has(key)));
}
