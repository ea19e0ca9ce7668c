import {
  canEditContent,
  EDITABLE_POST_TYPES,
  idSchema,
  TAXONOMIES,
  type contentCreateSchema,
  type PostListQuery,
  type Taxonomy,
} from '@portal/contract';
import type { z } from 'zod';
import { WpHttpError } from '../../http/errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { FileAccess } from '../files/access.js';
import type { IntranetFileLinks } from '../files/file-links.js';
import { postListRequest } from './list-query.js';
import type { PostTypeConfig } from './post-types.js';
import { fileIdsOf, pickFields, presentPost } from './presenter.js';
import type { ContentRepository, PostRow } from './repository.js';
import { excerptFromContent, sanitizeContentHtml } from './sanitize-html.js';
import { slugify } from './slug.js';
import { localOnlyBus, type InvalidationBus } from '../../cache/invalidation-bus.js';
import { shareAnswer } from '../../cache/shared-answer.js';
import { SharedCache } from '../../cache/shared-cache.js';
import { invalidPostId, wpInvalidParams } from '../../http/wp-errors.js';
import { pageCount } from '../../http/wp-pagination.js';

export type ContentInput = z.output<typeof contentCreateSchema>;

/** A post date as WordPress keeps it: whole seconds. */
export const wholeSeconds = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

export function createContentService(deps: {
  repo: ContentRepository;
  /** Decides which files a post may name. */
  files: FileAccess;
  links: IntranetFileLinks;
  baseUrl: string;
  now: () => Date;
  /** Tells the other instances that lists changed; the seed, alone, leaves it out. */
  invalidation?: InvalidationBus;
  /** Whatever else is read from posts and must be read afresh after a write (category counts). */
  postsChanged?: () => Promise<void>;
}) {
  const { repo } = deps;
  const bus = deps.invalidation ?? localOnlyBus;
  // Lists differ per viewer only in their file links, so rows and totals are shared. Personal
  // lists (moodtrackers) are read every time. Kept 2 s per exact query, answered 3 s longer while
  // one request refreshes them; every write clears them on every instance before it answers.
  const listCache = { max: 2_000, ttlMs: 2_000, staleMs: 3_000 };
  const totals = new SharedCache<string, number>('content-totals', bus, listCache);
  const pages = new SharedCache<string, PostRow[]>('content-pages', bus, listCache);
  /** Big pages (the library's 1000) are read rarely and would fill memory. */
  const CACHED_PAGE_SIZE = 20;

  /**
   * A cached page's rows (the same array for everyone until a write or its time-to-live replaces
   * it) presented once per `_fields`, when they name no file: then nothing in them depends on
   * the viewer (file links are signed per viewer). A new rows array is presented anew, so this
   * is exactly as fresh as the rows.
   */
  const presentedPages = new WeakMap<PostRow[], Map<string, unknown[]>>();

  async function presentShared(config: PostTypeConfig, rows: PostRow[], fields?: string[]) {
    if (rows.some((row) => fileIdsOf(row.acf).length > 0)) return undefined;
    const key = fields?.join(',') ?? '';
    let byFields = presentedPages.get(rows);
    if (!byFields) presentedPages.set(rows, (byFields = new Map()));
    let items = byFields.get(key);
    if (!items) {
      items = shareAnswer(await present(config, rows, 0, fields));
      byFields.set(key, items);
    }
    return items;
  }

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

  async function forget() {
    await Promise.all([totals.clear(), pages.clear(), deps.postsChanged?.()]);
  }

  async function uniqueSlug(type: string, base: string): Promise<string> {
    const taken = new Set(await repo.slugsLike(type, base));
    if (!taken.has(base)) return base;
    let n = 2;
    while (taken.has(`${base}-${n}`)) n++;
    return `${base}-${n}`;
  }

  const service = {
    /** GET /wp/v2/{type}: a page of items with WordPress's totals. */
    async list(config: PostTypeConfig, query: PostListQuery, viewer: AuthenticatedUser) {
      const { filters, paging, fields } = postListRequest(config, query, viewer);
      const count = repo.countQuery(config, filters);
      const page = repo.pageQuery(config, filters, paging);
      const shared = !config.personal && paging.perPage <= CACHED_PAGE_SIZE;
      const [total, rows] = await Promise.all([
        config.personal ? count.run() : totals.get(count.key, count.run),
        shared ? pages.get(page.key, page.run) : page.run(),
      ]);
      const totalPages = pageCount(total, paging.perPage, paging.page);
      const sharedItems = shared ? await presentShared(config, rows, fields) : undefined;
      return {
        items: sharedItems ?? (await present(config, rows, viewer.id, fields)),
        total,
        totalPages,
        page: paging.page,
      };
    },

    /** GET /wp/v2/{type}/{id}: unknown, unpublished (for readers) or not theirs is a 404. */
    async get(config: PostTypeConfig, id: number, viewer: AuthenticatedUser, fields?: string[]) {
      // No post has an id outside PostgreSQL's integer (the path takes up to 12 digits).
      if (!idSchema.safeParse(id).success) throw invalidPostId();
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
      if (problems.length) throw wpInvalidParams(problems);
      // bestanden is the only file reference the contract lets a post's fields carry.
      const fields = input.fields ?? input.acf ?? {};
      const bestanden = fields.bestanden ?? [];
      const fileIds = bestanden.map((entry) => entry.file.id);
      // A published post's files are readable by every colleague (docs/file-access.md), so a
      // receipt or someone else's picture may never be named: 422, as for an unknown id.
      const refused = await deps.files.refusedReferences(fileIds, authorId);
      if (refused.length) {
        throw wpInvalidParams(
          [
            {
              name: 'fields',
              code: 'rest_invalid_file',
              message: `Bestand(en) ${refused.join(', ')} bestaan niet of mogen niet in een bericht: kies een document of afbeelding voor de inhoud, of je eigen profielfoto.`,
            },
          ],
          422,
        );
      }

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
      await forget();
      return id;
    },

    /** POST /wp/v2/{type}: an editor's new item, answered as it now reads. */
    async createAs(config: PostTypeConfig, input: ContentInput, viewer: AuthenticatedUser) {
      assertMayCreate(config, viewer);
      const id = await service.create(config, input, viewer.id);
      return service.get(config, id, viewer);
    },

    /** After any write to posts elsewhere (moodtrackers): lists are read afresh. */
    forgetCachedLists: forget,

    present,
  };
  return service;
}

export type ContentService = ReturnType<typeof createContentService>;

function assertMayCreate(config: PostTypeConfig, viewer: AuthenticatedUser): void {
  const editable = (EDITABLE_POST_TYPES as readonly string[]).includes(config.type);
  if (!editable || !canEditContent(viewer.roles)) {
    throw new WpHttpError(403, 'rest_cannot_create', 'Je mag hier geen berichten plaatsen.');
  }
}
