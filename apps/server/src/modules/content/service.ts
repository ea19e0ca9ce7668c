import {
  canEditContent,
  EDITABLE_POST_TYPES,
  TAXONOMIES,
  type contentCreateSchema,
  type Taxonomy,
} from '@portal/contract';
import type { z } from 'zod';
import { WpHttpError } from '../../http/errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { IntranetFileLinks } from '../files/file-links.js';
import { parsePostListQuery } from './list-query.js';
import type { PostTypeConfig } from './post-types.js';
import { fileIdsOf, pickFields, presentPost } from './presenter.js';
import type { ContentRepository, PostRow } from './repository.js';
import { excerptFromContent, sanitizeContentHtml } from './sanitize-html.js';
import { slugify } from './slug.js';
import { TtlCache } from '../../cache/ttl-cache.js';
import { invalidPageNumber, invalidPostId, wpInvalidParams } from '../../http/wp-errors.js';

export type ContentInput = z.output<typeof contentCreateSchema>;

/** A post date as WordPress keeps it: whole seconds. */
export const wholeSeconds = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

export function createContentService(deps: {
  repo: ContentRepository;
  links: IntranetFileLinks;
  baseUrl: string;
  now: () => Date;
}) {
  const { repo } = deps;
  // Lists differ per viewer only in their file links, so rows and totals are shared. Personal
  // lists (moodtrackers) are read every time.
  const totals = new TtlCache<number>();
  const pages = new TtlCache<PostRow[]>();
  /** Big pages (the library's 1000) are read rarely and would fill memory. */
  const CACHED_PAGE_SIZE = 20;

  async function present(
    config: PostTypeConfig,
    rows: PostRow[],
    viewerId: number,
    fields?: string[],
  ) {
    const fileIds = [...new Set(rows.flatMap((row) => fileIdsOf(row.acf)))];
    const files = new Map((await repo.fileSummaries(fileIds)).map((file) => [file.id, file]));
    const context = {
      baseUrl: deps.baseUrl,
      files,
      fileUrl: (fileId: number) => deps.links.view(fileId, viewerId),
    };
    return rows.map((row) => pickFields(presentPost(config, row, context), fields));
  }

  function forget() {
    totals.clear();
    pages.clear();
  }

  async function uniqueSlug(type: string, base: string): Promise<string> {
    const taken = new Set(await repo.slugsLike(type, base));
    if (!taken.has(base)) return base;
    let n = 2;
    while (taken.has(`${base}-${n}`)) n++;
    return `${base}-${n}`;
  }

  return {
    /** GET /wp/v2/{type}: a page of items with WordPress's totals. */
    async list(config: PostTypeConfig, rawQuery: unknown, viewer: AuthenticatedUser) {
      const { filters, paging, fields } = parsePostListQuery(config, rawQuery, viewer);
      const count = repo.countQuery(config, filters);
      const page = repo.pageQuery(config, filters, paging);
      const [total, rows] = await Promise.all([
        config.personal ? count.run() : totals.get(count.key, count.run),
        config.personal || paging.perPage > CACHED_PAGE_SIZE
          ? page.run()
          : pages.get(page.key, page.run),
      ]);
      const totalPages = Math.ceil(total / paging.perPage);
      if (paging.page > totalPages && total > 0) throw invalidPageNumber();
      return {
        items: await present(config, rows, viewer.id, fields),
        total,
        totalPages,
        page: paging.page,
      };
    },

    /** GET /wp/v2/{type}/{id}: unknown, unpublished (for readers) or not theirs is a 404. */
    async get(config: PostTypeConfig, id: number, viewer: AuthenticatedUser, fields?: string[]) {
      const visibleTo =
        config.personal && !viewer.roles.includes('administrator') ? viewer.id : undefined;
      const row = await repo.findPost(config, id, visibleTo);
      if (!row || (row.status !== 'publish' && !canEditContent(viewer.roles))) {
        throw invalidPostId();
      }
      const [item] = await present(config, [row], viewer.id, fields);
      return item!;
    },

    /**
     * Writes a post (POST /wp/v2/{type} for editors, and the seed): HTML sanitized, title kept
     * as plain text, categories and files checked, the file links recorded.
     */
    async create(
      config: PostTypeConfig,
      input: ContentInput,
      authorId: number | null,
      date?: Date,
    ) {
      const taxonomyKeys = Object.keys(TAXONOMIES) as Taxonomy[];
      const problems = [];
      for (const key of taxonomyKeys) {
        if (input[key] !== undefined && key !== config.taxonomy) {
          problems.push({
            name: key,
            code: 'rest_invalid_param',
            message: `${key} hoort niet bij ${config.type}.`,
          });
        }
      }
      const requestedTerms = config.taxonomy ? (input[config.taxonomy] ?? []) : [];
      const termIds = config.taxonomy ? await repo.termIdsOf(config.taxonomy, requestedTerms) : [];
      const unknownTerms = requestedTerms.filter((id) => !termIds.includes(id));
      if (unknownTerms.length) {
        problems.push({
          name: config.taxonomy!,
          code: 'rest_invalid_term',
          message: `Onbekende categorie(ën): ${unknownTerms.join(', ')}.`,
        });
      }
      const fields = input.fields ?? input.acf ?? {};
      const bestanden = fields.bestanden ?? [];
      const fileIds = bestanden.map((entry) => entry.file.id);
      const existing = await repo.existingFileIds(fileIds);
      const missing = fileIds.filter((id) => !existing.includes(id));
      if (missing.length) {
        problems.push({
          name: 'fields',
          code: 'rest_invalid_param',
          message: `Onbekend(e) bestand(en): ${missing.join(', ')}.`,
        });
      }
      if (problems.length) throw wpInvalidParams(problems);

      const content = sanitizeContentHtml(input.content);
      const excerpt = input.excerpt.trim()
        ? sanitizeContentHtml(input.excerpt)
        : excerptFromContent(content);
      const at = wholeSeconds(date ?? deps.now());
      const acf = bestanden.length
        ? {
            bestanden: bestanden.map((entry) => ({
              ...(entry.name === undefined ? {} : { name: entry.name }),
              file: { id: entry.file.id },
            })),
          }
        : {};
      const id = await repo.insertPost(
        {
          type: config.type,
          title: input.title,
          slug: await uniqueSlug(config.type, input.slug ?? slugify(input.title)),
          status: input.status,
          content,
          excerpt,
          authorId,
          acf,
          createdAt: at,
          modifiedAt: at,
        },
        { termIds, fileIds },
      );
      forget();
      return id;
    },

    /** After any write to posts elsewhere (moodtrackers): lists are read afresh. */
    forgetCachedLists: forget,

    present,
  };
}

export type ContentService = ReturnType<typeof createContentService>;

export function assertMayCreate(config: PostTypeConfig, viewer: AuthenticatedUser): void {
  const editable = (EDITABLE_POST_TYPES as readonly string[]).includes(config.type);
  if (!editable || !canEditContent(viewer.roles)) {
    throw new WpHttpError(403, 'rest_cannot_create', 'Je mag hier geen berichten plaatsen.');
  }
}
