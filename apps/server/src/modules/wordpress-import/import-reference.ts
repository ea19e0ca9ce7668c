import { and, eq } from 'drizzle-orm';
import { posts } from '../../db/schema.js';
import { ACTIVE, RETIRED } from '../reference/post-repository.js';
import { fingerprintOf, importItem, type ImportContext } from './context.js';
import type { MediaFiles } from './media-files.js';
import { plainTitle, rawOf, refId } from './wp-fields.js';

/** The reference data, in the order people and assignments need them. */
export const REFERENCE_TYPES = ['functies', 'intra_opdrachtgevers', 'dienstverbanden'] as const;

/**
 * Functies, opdrachtgevers (with their logo: the featured image) and dienstverbanden, each a
 * post of its type as Beheer makes them. Published ones are active; WordPress's private and
 * draft ones are retired (still shown where a profile or assignment names them); trashed ones
 * are left out.
 */
export async function importReference(ctx: ImportContext, media: MediaFiles): Promise<void> {
  for (const type of REFERENCE_TYPES) {
    ctx.progress.start(type, 0);
    for await (const page of ctx.wp.all<Record<string, unknown>>(`wp/v2/${type}`, {
      status: 'any',
    })) {
      ctx.progress.grow(type, page.total);
      for (const raw of page.items) {
        if (ctx.signal.aborted) return;
        await importOne(ctx, media, type, raw);
        ctx.progress.tick(type);
      }
    }
    ctx.progress.finish(type);
  }
}

async function importOne(
  ctx: ImportContext,
  media: MediaFiles,
  type: (typeof REFERENCE_TYPES)[number],
  raw: Record<string, unknown>,
): Promise<void> {
  const wpId = Number(raw.id);
  const title = plainTitle(rawOf(raw.title)).slice(0, 200);
  const status = String(raw.status ?? '');
  if (status === 'trash') {
    ctx.report.skip(type, wpId, title, 'in the trash');
    return;
  }
  if (!title) {
    ctx.report.skip(type, wpId, '', 'has no title');
    return;
  }
  const logoWpId = type === 'intra_opdrachtgevers' ? refId(raw.featured_media) : undefined;
  const logoId =
    logoWpId === undefined
      ? undefined
      : await media.contentFile(logoWpId, { kind: type, wpId, title });
  const values = {
    title,
    status: status === 'publish' ? ACTIVE : RETIRED,
    acf: logoId === undefined || logoId < 0 ? {} : { logo: logoId },
  };
  await importItem(ctx, {
    kind: type,
    wpId,
    title,
    fingerprint: fingerprintOf([
      values,
      logoWpId,
      logoWpId && ctx.map.get('media', logoWpId)?.fingerprint,
    ]),
    write: async (tx, existing) => {
      if (existing !== undefined) {
        const [row] = await tx
          .update(posts)
          .set({ ...values, modifiedAt: new Date() })
          .where(and(eq(posts.id, existing), eq(posts.type, type)))
          .returning({ id: posts.id });
        return row?.id;
      }
      // One Beheer made before the import is adopted, not made twice.
      const [same] = await tx
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.type, type), eq(posts.title, title)))
        .limit(1);
      if (same) {
        await tx.update(posts).set(values).where(eq(posts.id, same.id));
        return same.id;
      }
      const [row] = await tx
        .insert(posts)
        .values({ ...values, type, slug: `${type}-wp-${wpId}`, authorId: null })
        .returning({ id: posts.id });
      return row!.id;
    },
  });
}
