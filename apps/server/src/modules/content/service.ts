import {
  canEditContent,
  canReadUnpublished,
  EDITABLE_POST_TYPES,
  idSchema,
  type contentCreateSchema,
  type PostListQuery,
} from '@portal/contract';
import type { z } from 'zod';
import { WpHttpError } from '../../http/errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { FileAccess } from '../files/access.js';
import type { IntranetFileLinks } from '../files/file-links.js';
import { postListRequest } from './list-query.js';
import { personalScope, type PostTypeConfig } from './post-types.js';
import { fileIdsOf, namesFiles, pickFields, presentPost } from './presenter.js';
import type { ContentRepository, PostRow } from './repository.js';
import { parsePostDate, scheduledStatus } from './post-date.js';
import { createNewsNotifications, NEWS_TYPE } from './news-notifications.js';
import type { Notifier } from '../notifications/notify.js';
import { prepareWrite } from './write-input.js';
import { freeSlug, slugify } from './slug.js';
import { localOnlyBus, type InvalidationBus } from '../../cache/invalidation-bus.js';
import { shareAnswer } from '../../cache/shared-answer.js';
import { SharedCache } from '../../cache/shared-cache.js';
import { forbiddenContext, invalidPostId } from '../../http/wp-errors.js';
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
  /** News an editor publishes tells everyone; the seed, alone, leaves it out. */
  notifier?: Notifier;
}) {
  const { repo } = deps;
  const news = deps.notifier && createNewsNotifications(deps.notifier);
  const writeDeps = { repo, files: deps.files, publicUrl: deps.baseUrl };
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
    if (rows.some(namesFiles)) return undefined;
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
    edit = false,
  ) {
    const fileIds = [...new Set(rows.flatMap((row) => fileIdsOf(row.acf)))];
    const files = new Map((await repo.fileSummaries(fileIds)).map((file) => [file.id, file]));
    const context = {
      baseUrl: deps.baseUrl,
      files,
      fileUrl: (fileId: number) => deps.links.view(fileId, viewerId),
      edit,
    };
    return rows.map((row) => pickFields(presentPost(config, row, context), fields));
  }

  async function forget() {
    await Promise.all([totals.clear(), pages.clear(), deps.postsChanged?.()]);
  }

  async function uniqueSlug(type: string, base: string): Promise<string> {
    return freeSlug(base, await repo.slugsLike(type, base));
  }

  const service = {
    /** GET /wp/v2/{type}: a page of items with WordPress's totals. */
    async list(config: PostTypeConfig, query: PostListQuery, viewer: AuthenticatedUser) {
      const { filters, paging, fields, edit } = postListRequest(config, query, viewer);
      const count = repo.countQuery(config, filters);
      const page = repo.pageQuery(config, filters, paging);
      const shared = !config.personal && paging.perPage <= CACHED_PAGE_SIZE;
      const [total, rows] = await Promise.all([
        config.personal ? count.run() : totals.get(count.key, count.run),
        shared ? pages.get(page.key, page.run) : page.run(),
      ]);
      const totalPages = pageCount(total, paging.perPage, paging.page);
      const sharedItems = shared && !edit ? await presentShared(config, rows, fields) : undefined;
      return {
        items: sharedItems ?? (await present(config, rows, viewer.id, fields, edit)),
        total,
        totalPages,
        page: paging.page,
      };
    },

    /**
     * GET /wp/v2/{type}/{id}: unknown, unpublished (for readers) or not theirs is a 404.
     * `edit` (context=edit) answers the stored text too; only for those who read unpublished
     * content (403 rest_forbidden_context otherwise).
     */
    async get(
      config: PostTypeConfig,
      id: number,
      viewer: AuthenticatedUser,
      fields?: string[],
      edit = false,
    ) {
      const reader = canReadUnpublished(viewer.roles);
      if (edit && !reader) throw forbiddenContext();
      // No post has an id outside PostgreSQL's integer (the path takes up to 12 digits).
      if (!idSchema.safeParse(id).success) throw invalidPostId();
      const row = await repo.findPost(config, id, personalScope(config, viewer));
      if (!row || (row.status !== 'publish' && !reader)) throw invalidPostId();
      const [item] = await present(config, [row], viewer.id, fields, edit);
      return item!;
    },

    /**
     * Writes a post (POST /wp/v2/{type} for editors, and the seed): HTML sanitized, title kept
     * as plain text, categories and files checked, the file links recorded. With status
     * publish or future a date after now makes it `future` (published by the scheduler). An
     * editor's create is recorded in the audit log in the same transaction (`actorId`).
     */
    async create(
      config: PostTypeConfig,
      input: ContentInput,
      authorId: number | null,
      date?: Date,
      audit?: { actorId: number },
    ) {
      const prepared = await prepareWrite(writeDeps, config, input, authorId);
      const now = wholeSeconds(deps.now());
      const at = wholeSeconds(input.date ? parsePostDate(input.date) : (date ?? now));
      const status = scheduledStatus(input.status, at, now);
      const id = await repo.insertPost(
        {
          type: config.type,
          title: input.title,
          slug: await uniqueSlug(config.type, input.slug ?? slugify(input.title)),
          status,
          content: prepared.content ?? '',
          excerpt: prepared.excerpt ?? '',
          authorId,
          acf: prepared.acf ?? {},
          createdAt: at,
          // The seed dates its items in the past; their modification is that date too.
          modifiedAt: date ? at : now,
        },
        { termIds: prepared.termIds ?? [], fileIds: prepared.fileIds ?? [] },
        // An editor's news out at once (a scheduled one tells when it comes out).
        news && audit && config.type === NEWS_TYPE && status === 'publish'
          ? (tx, postId) =>
              news.published(tx, { id: postId, title: input.title, publishedBy: authorId })
          : undefined,
        audit && { actorId: audit.actorId, action: 'post.create' },
      );
      await forget();
      return id;
    },

    /** POST /wp/v2/{type}: an editor's new item, answered as it now reads. */
    async createAs(config: PostTypeConfig, input: ContentInput, viewer: AuthenticatedUser) {
      assertMayCreate(config, viewer);
      const id = await service.create(config, input, viewer.id, undefined, {
        actorId: viewer.id,
      });
      return service.get(config, id, viewer, undefined, true);
    },

    /** After any write to posts elsewhere (moodtrackers, Beheer): lists are read afresh. */
    forgetCachedLists: forget,

    uniqueSlug,

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
