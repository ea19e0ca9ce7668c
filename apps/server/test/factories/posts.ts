import { moodWeek, toIsoDate, type PostType, type Taxonomy } from '@portal/contract';
import type { Database } from '../../src/db/client.js';
import { moodCheckins, posts, postFiles, postTerms, terms } from '../../src/db/schema.js';
import { slugify } from '../../src/modules/content/slug.js';
import { uniqueSuffix } from './sequence.js';

export interface PostOptions {
  /** Default: a unique title naming the type. */
  title?: string;
  /** HTML, stored as given: sanitizing is the write path's job, tested through the API. */
  content?: string;
  excerpt?: string;
  /** Default: publish. */
  status?: 'publish' | 'draft' | 'pending' | 'private' | 'future' | 'trash';
  authorId?: number | null;
  /** Custom fields; `files` adds `bestanden` to them. */
  acf?: Record<string, unknown>;
  /** Category terms of the type's taxonomy (see createTerm). */
  termIds?: number[];
  /** Files attached as acf.bestanden, each with an optional label (`name`, the library's). */
  files?: Array<{ id: number; name?: string }>;
  /** Default: now, in whole seconds as WordPress keeps dates. */
  createdAt?: Date;
}

/**
 * A WordPress-style post of any type, with its category and file links, written straight into
 * the database. The server caches a page of a list for a few seconds, as if another instance
 * had written it: make the posts before the test first reads that list.
 */
export async function createPost(
  db: Database,
  type: PostType,
  options: PostOptions = {},
): Promise<{ id: number; title: string; slug: string }> {
  const title = options.title ?? `${type} ${uniqueSuffix()}`;
  const slug = slugify(title);
  const at = new Date(Math.floor((options.createdAt ?? new Date()).getTime() / 1000) * 1000);
  const files = options.files ?? [];
  const acf = files.length
    ? {
        ...options.acf,
        bestanden: files.map((file) => ({
          ...(file.name === undefined ? {} : { name: file.name }),
          file: { id: file.id },
        })),
      }
    : (options.acf ?? {});
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(posts)
      .values({
        type,
        title,
        slug,
        status: options.status ?? 'publish',
        content: options.content ?? `<p>Inhoud van ${title}.</p>`,
        excerpt: options.excerpt ?? '',
        authorId: options.authorId ?? null,
        acf,
        createdAt: at,
        modifiedAt: at,
      })
      .returning({ id: posts.id });
    const postId = row!.id;
    if (options.termIds?.length) {
      await tx.insert(postTerms).values(options.termIds.map((termId) => ({ postId, termId })));
    }
    const fileIds = [...new Set(files.map((file) => file.id))];
    if (fileIds.length) {
      await tx.insert(postFiles).values(fileIds.map((fileId) => ({ postId, fileId })));
    }
    return postId;
  });
  return { id, title, slug };
}

/** A category of arbeidsvoorwaarden or kennisbank. */
export async function createTerm(
  db: Database,
  taxonomy: Taxonomy,
  options: { name?: string; description?: string; parent?: number } = {},
): Promise<{ id: number; name: string }> {
  const name = options.name ?? `Categorie ${uniqueSuffix()}`;
  const [row] = await db
    .insert(terms)
    .values({
      taxonomy,
      name,
      slug: `${slugify(name)}-${uniqueSuffix()}`,
      description: options.description ?? '',
      parent: options.parent ?? 0,
    })
    .returning({ id: terms.id });
  return { id: row!.id, name };
}

/**
 * A weekly mood answer as POST /wp/v2/moodtrackers stores it: the moodtracker post and its
 * (user, week) row, so a second answer in that week is refused. Sends no e-mail.
 */
export async function createMoodCheckin(
  db: Database,
  options: { userId: number; mood: 1 | 2 | 3 | 4; at?: Date; notify?: number | null },
): Promise<{ id: number }> {
  const at = options.at ?? new Date();
  const post = await createPost(db, 'moodtrackers', {
    title: `Moodtracker ${at.toISOString()}`,
    content: '',
    authorId: options.userId,
    acf: {
      user: options.userId,
      mood: options.mood,
      rw_medewerker_to_notify: options.notify ?? null,
    },
    createdAt: at,
  });
  await db.insert(moodCheckins).values({
    postId: post.id,
    userId: options.userId,
    weekStart: toIsoDate(moodWeek(at).monday),
    mood: options.mood,
  });
  return { id: post.id };
}
