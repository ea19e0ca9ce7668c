import { and, eq } from 'drizzle-orm';
import { postFiles, posts, postTerms } from '../../db/schema.js';
import { postTypeConfig } from '../content/post-types.js';
import { insertRelations } from '../content/post-writes-repository.js';
import type { ContentRepository } from '../content/repository.js';
import { freeSlug, slugify } from '../content/slug.js';
import { prepareWrite } from '../content/write-input.js';
import type { FileAccess } from '../files/access.js';
import { fingerprintOf, importItem, SkipItem, type ImportContext } from './context.js';
import { TAXONOMY_OF } from './import-terms.js';
import { urlKey, type MediaFiles } from './media-files.js';
import { rewriteHtml } from './rewrite-html.js';
import {
  gmtDateOf,
  objectOf,
  plainTitle,
  rawOf,
  refId,
  refIds,
  textOf,
  type WpObject,
} from './wp-fields.js';

export const CONTENT_TYPES = ['nieuws', 'arbeidsvoorwaarden', 'kennisbank', 'bibliotheek'] as const;
type ContentType = (typeof CONTENT_TYPES)[number];

/** WordPress's statuses as ours; trash (and auto-drafts) are left out. */
const STATUS: Record<string, string> = {
  publish: 'publish',
  future: 'future',
  draft: 'draft',
  pending: 'draft',
  private: 'draft',
};

/** Where an imported post is read in the portal (SPEC §2), for links inside content. */
interface PostAddress {
  type: ContentType;
  wpId: number;
  categories: number[];
}

export interface ContentDeps {
  repo: ContentRepository;
  files: FileAccess;
  /** The old site's origins (its address, WordPress's `url` and `home`). */
  siteOrigins: string[];
}

/**
 * News, terms of employment, knowledge base and library: each item with its status, dates,
 * author, excerpt, categories and acf.bestanden, the files it uses brought over, and its HTML's
 * images and links pointed at our copies, then sanitized as any write is (content/write-input).
 * Items linking to a post that comes later in the run are written again at the end, when every
 * post has its id here.
 */
export async function importContent(ctx: ImportContext, media: MediaFiles, deps: ContentDeps) {
  const addresses = await readAddresses(ctx);
  const later: Array<{ type: ContentType; raw: WpObject }> = [];
  for (const type of CONTENT_TYPES) {
    ctx.progress.start(type, 0);
    for await (const page of ctx.wp.all<WpObject>(`wp/v2/${type}`, { status: 'any' })) {
      ctx.progress.grow(type, page.total);
      for (const raw of page.items) {
        if (ctx.signal.aborted) return;
        if (await importPost(ctx, media, deps, addresses, type, raw)) later.push({ type, raw });
        ctx.progress.tick(type);
      }
    }
    ctx.progress.finish(type);
  }
  // A dry run writes no ids, so every link would wait for ever: nothing to complete.
  for (const { type, raw } of ctx.dryRun ? [] : later) {
    if (ctx.signal.aborted) return;
    await importPost(ctx, media, deps, addresses, type, raw, true);
  }
}

/** Every post's address on the old site, read first (ids and links only). */
async function readAddresses(ctx: ImportContext): Promise<Map<string, PostAddress>> {
  const addresses = new Map<string, PostAddress>();
  for (const type of CONTENT_TYPES) {
    const taxonomy = TAXONOMY_OF[type];
    for await (const page of ctx.wp.all<WpObject>(`wp/v2/${type}`, {
      status: 'any',
      _fields: ['id', 'link', ...(taxonomy ? [taxonomy] : [])].join(','),
    })) {
      for (const raw of page.items) {
        const wpId = Number(raw.id);
        const address = { type, wpId, categories: taxonomy ? refIds(raw[taxonomy]) : [] };
        addresses.set(urlKey(textOf(raw.link, 2000)), address);
        addresses.set(`?p=${wpId}`, address);
      }
    }
  }
  return addresses;
}

/** The portal's page of an imported post; 'pending' when it has no id here yet. */
function pageOf(ctx: ImportContext, addresses: Map<string, PostAddress>, url: string) {
  const p = /[?&](?:p|page_id)=(\d+)/.exec(url);
  const address = addresses.get(p ? `?p=${p[1]}` : urlKey(url));
  if (!address) return undefined;
  const ourId = ctx.map.ourId(address.type, address.wpId);
  if (ourId === undefined) return 'pending' as const;
  if (address.type === 'nieuws') return `/portal/nieuws/${ourId}`;
  if (address.type === 'bibliotheek') return '/portal/bibliotheek';
  const taxonomy = TAXONOMY_OF[address.type]!;
  const category = address.categories
    .map((id) => ctx.map.ourId(taxonomy, id))
    .find((id) => id !== undefined);
  const section = address.type === 'kennisbank' ? 'hoe-het-werkt' : 'arbeidsvoorwaarden';
  return category === undefined ? undefined : `/portal/${section}/${category}`;
}

/** Imports one post; true when it links to posts still to come (written again at the end). */
async function importPost(
  ctx: ImportContext,
  media: MediaFiles,
  deps: ContentDeps,
  addresses: Map<string, PostAddress>,
  type: ContentType,
  raw: WpObject,
  last = false,
): Promise<boolean> {
  const wpId = Number(raw.id);
  const title = plainTitle(rawOf(raw.title)).slice(0, 300);
  const status = STATUS[String(raw.status)];
  if (!status) {
    ctx.report.skip(type, wpId, title, `status ${String(raw.status)} is not imported`);
    return false;
  }
  const usedBy = { kind: type, wpId, title };
  const targets = {
    file: async (url: string) => {
      const id = media.idOfUrl(url);
      return id === undefined ? undefined : media.contentFile(id, usedBy);
    },
    page: (url: string) => {
      const page = pageOf(ctx, addresses, url);
      // At the end of the run a post still without an id here was skipped: the link stays.
      return last && page === 'pending' ? undefined : page;
    },
  };
  const content = await rewriteHtml(rawOf(raw.content), deps.siteOrigins, targets);
  // A written excerpt is plain text in WordPress (shown through wpautop): a paragraph here.
  const written = rawOf(raw.excerpt).trim();
  const excerptText =
    written && !written.includes('<') ? `<p>${escapeText(written)}</p>\n` : written;
  for (const url of content.unresolved) {
    if (!ctx.dryRun)
      ctx.report.note(
        type,
        wpId,
        title,
        `${url} is not on this site any more; the link or image stays as it was (or is left out)`,
      );
  }
  const bestanden = [];
  for (const entry of Array.isArray(objectOf(raw.acf).bestanden)
    ? (objectOf(raw.acf).bestanden as unknown[])
    : []) {
    const fileWpId = refId(objectOf(entry).file);
    if (fileWpId === undefined) continue;
    const id = await media.contentFile(fileWpId, usedBy);
    if (id === undefined) continue;
    const name = textOf(objectOf(entry).name, 200);
    bestanden.push({ ...(name ? { name } : {}), file: { id } });
  }
  const taxonomy = TAXONOMY_OF[type];
  const categories = taxonomy
    ? refIds(raw[taxonomy])
        .map((id) => ctx.map.ourId(taxonomy, id))
        .filter((id): id is number => id !== undefined)
    : [];
  const authorWpId = refId(raw.author);
  const authorId = ctx.map.ourId('users', authorWpId) ?? null;
  if (authorWpId !== undefined && authorId === null && !ctx.dryRun) {
    ctx.report.note(type, wpId, title, `author ${authorWpId} was not imported; no author`);
  }
  const createdAt = gmtDateOf(raw.date_gmt) ?? gmtDateOf(raw.date) ?? new Date();
  const modifiedAt = gmtDateOf(raw.modified_gmt) ?? createdAt;
  const input = {
    content: content.html,
    excerpt: excerptText,
    fields: { bestanden },
    ...(taxonomy ? { [taxonomy]: categories } : {}),
  };
  // WordPress's own dates, not the clock's fallback: an undated draft is the same every run.
  const fingerprint = fingerprintOf([
    title,
    status,
    input,
    authorId,
    raw.date_gmt,
    raw.modified_gmt,
    raw.slug,
  ]);
  // Ctrl+C while its files came in: the post is not written without them.
  if (ctx.signal.aborted) return false;
  const outcome = await importItem(ctx, {
    kind: type,
    wpId,
    title,
    fingerprint: content.pending ? `${fingerprint}:pending` : fingerprint,
    counted: !last,
    write: async (tx, existing) => {
      if (!title) throw new SkipItem('has no title');
      const config = postTypeConfig(type)!;
      const prepared = await prepareWrite(
        { repo: deps.repo, files: deps.files, publicUrl: '' },
        config,
        input,
        authorId,
      );
      const values = {
        title,
        status,
        content: prepared.content ?? '',
        excerpt: prepared.excerpt ?? '',
        authorId,
        acf: prepared.acf ?? {},
        createdAt,
        modifiedAt,
      };
      const relations = {
        termIds: prepared.termIds ?? [],
        // A document linked from the text is the post's file too: its readers may open it.
        fileIds: [...new Set([...(prepared.fileIds ?? []), ...content.fileIds])],
      };
      if (existing !== undefined) {
        const [row] = await tx
          .update(posts)
          .set(values)
          .where(and(eq(posts.id, existing), eq(posts.type, type)))
          .returning({ id: posts.id });
        if (!row) return undefined;
        await tx.delete(postTerms).where(eq(postTerms.postId, existing));
        await tx.delete(postFiles).where(eq(postFiles.postId, existing));
        await insertRelations(tx, existing, relations);
        return existing;
      }
      const base = slugify(textOf(raw.slug, 200) || title);
      const slug = freeSlug(base, await deps.repo.slugsLike(type, base));
      const [row] = await tx
        .insert(posts)
        .values({ ...values, type, slug })
        .returning({ id: posts.id });
      await insertRelations(tx, row!.id, relations);
      return row!.id;
    },
  });
  return content.pending && !last && outcome !== 'skipped';
}

function escapeText(text: string): string {
  return text
    .replace(/&(?![a-z]+;|#\d+;)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}
