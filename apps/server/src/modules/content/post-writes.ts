import {
  canEditContent,
  EDITABLE_POST_TYPES,
  idSchema,
  type contentUpdateSchema,
} from '@portal/contract';
import type { z } from 'zod';
import { WpHttpError } from '../../http/errors.js';
import { invalidPostId } from '../../http/wp-errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { FileAccess } from '../files/access.js';
import { parsePostDate } from './post-date.js';
import type { PostTypeConfig } from './post-types.js';
import type { PostWritesRepository } from './post-writes-repository.js';
import type { ContentRepository, PostRow } from './repository.js';
import { wholeSeconds, type ContentService } from './service.js';
import { slugify } from './slug.js';
import { prepareWrite } from './write-input.js';
import { createNewsNotifications, NEWS_TYPE } from './news-notifications.js';
import type { Notifier } from '../notifications/notify.js';

type Update = z.output<typeof contentUpdateSchema>;

const PUBLISHED = new Set(['publish', 'future']);

/**
 * The status and date after an update. publish and future follow the date (after now:
 * future). An item that becomes published without a date in the request is published now
 * (a draft, a trashed item, or a scheduled one published at once); an edit of a published or
 * scheduled item keeps its date. Other statuses keep the date unless one is given.
 */
export function publicationAfter(
  current: { status: string; date: Date },
  input: { status?: string; date?: Date },
  now: Date,
): { status: string; date?: Date } {
  const status = input.status ?? current.status;
  if (!PUBLISHED.has(status)) return { status, date: input.date };
  const comesOut =
    !PUBLISHED.has(current.status) || (current.status === 'future' && input.status === 'publish');
  const date = input.date ?? (comesOut ? now : current.date);
  return {
    status: date.getTime() > now.getTime() ? 'future' : 'publish',
    date: input.date || comesOut ? date : undefined,
  };
}

/** POST|PUT|PATCH and DELETE /wp/v2/{type}/{id}: Beheer's changes to posts. */
export function createPostWritesService(deps: {
  content: ContentService;
  posts: ContentRepository;
  writes: PostWritesRepository;
  files: FileAccess;
  baseUrl: string;
  now: () => Date;
  /** News made public tells everyone (docs/notifications.md). */
  notifier: Notifier;
}) {
  const { content } = deps;
  const news = createNewsNotifications(deps.notifier);
  const writeDeps = { repo: deps.posts, files: deps.files, publicUrl: deps.baseUrl };

  /** The stored post (any status), or 404 as WordPress. */
  async function current(config: PostTypeConfig, id: number): Promise<PostRow> {
    const row = idSchema.safeParse(id).success ? await deps.posts.findPost(config, id) : undefined;
    if (!row) throw invalidPostId();
    return row;
  }

  return {
    async update(config: PostTypeConfig, id: number, input: Update, viewer: AuthenticatedUser) {
      assertMay(config, viewer, 'rest_cannot_edit', 'Je mag dit bericht niet wijzigen.');
      const row = await current(config, id);
      const prepared = await prepareWrite(writeDeps, config, input, viewer.id, row);
      const now = wholeSeconds(deps.now());
      const publication = publicationAfter(
        { status: row.status, date: new Date(`${row.dateGmt}Z`) },
        {
          status: input.status,
          date: input.date ? wholeSeconds(parsePostDate(input.date)) : undefined,
        },
        now,
      );
      const slug =
        input.slug !== undefined && input.slug !== row.slug
          ? await content.uniqueSlug(config.type, input.slug || slugify(input.title ?? row.title))
          : undefined;
      const values = {
        ...(input.title === undefined ? {} : { title: input.title }),
        ...(slug === undefined ? {} : { slug }),
        ...(prepared.content === undefined ? {} : { content: prepared.content }),
        ...(prepared.excerpt === undefined ? {} : { excerpt: prepared.excerpt }),
        // bestanden is the only ACF field of these types: given, it replaces the stored ones.
        ...(prepared.acf === undefined ? {} : { acf: prepared.acf }),
        status: publication.status,
        ...(publication.date ? { createdAt: publication.date } : {}),
        modifiedAt: now,
      };
      const found = await deps.writes.updatePost(
        config.type,
        id,
        values,
        { termIds: prepared.termIds, fileIds: prepared.fileIds },
        { actorId: viewer.id, action: 'post.update' },
        config.type === NEWS_TYPE && publication.status === 'publish'
          ? async (tx, previousStatus) => {
              if (previousStatus === 'publish') return;
              await news.published(tx, {
                id,
                title: input.title ?? row.title,
                publishedBy: viewer.id,
              });
            }
          : undefined,
      );
      if (!found) throw invalidPostId();
      await content.forgetCachedLists();
      return content.get(config, id, viewer, undefined, true);
    },

    /** To the trash (answers the trashed item), or with `force` deleted for good. */
    async remove(config: PostTypeConfig, id: number, force: boolean, viewer: AuthenticatedUser) {
      assertMay(config, viewer, 'rest_cannot_delete', 'Je mag dit bericht niet verwijderen.');
      const row = await current(config, id);
      const previous = await content.get(config, id, viewer, undefined, true);
      if (force) {
        if (
          !(await deps.writes.deletePost(config.type, id, {
            actorId: viewer.id,
            action: 'post.delete',
          }))
        ) {
          throw invalidPostId();
        }
        await content.forgetCachedLists();
        return { deleted: true as const, previous };
      }
      if (row.status === 'trash') {
        throw new WpHttpError(
          410,
          'rest_already_trashed',
          'Dit bericht staat al in de prullenbak.',
        );
      }
      const found = await deps.writes.updatePost(
        config.type,
        id,
        { status: 'trash', modifiedAt: wholeSeconds(deps.now()) },
        {},
        { actorId: viewer.id, action: 'post.trash' },
      );
      if (!found) throw invalidPostId();
      await content.forgetCachedLists();
      return content.get(config, id, viewer, undefined, true);
    },
  };
}

export type PostWritesService = ReturnType<typeof createPostWritesService>;

function assertMay(
  config: PostTypeConfig,
  viewer: AuthenticatedUser,
  code: string,
  message: string,
) {
  const editable = (EDITABLE_POST_TYPES as readonly string[]).includes(config.type);
  if (!editable || !canEditContent(viewer.roles)) throw new WpHttpError(403, code, message);
}
