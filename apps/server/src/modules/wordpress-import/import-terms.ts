import { and, eq } from 'drizzle-orm';
import { terms } from '../../db/schema.js';
import { slugify } from '../content/slug.js';
import { fingerprintOf, importItem, type ImportContext } from './context.js';
import { plainTitle, textOf } from './wp-fields.js';

export const TAXONOMY_OF: Record<string, string> = {
  arbeidsvoorwaarden: 'arbeidsvoorwaarden_categorieen',
  kennisbank: 'kennisbank_categorieen',
};

/** The categories of both sections, matched to one of the same slug made here before. */
export async function importTerms(ctx: ImportContext): Promise<void> {
  for (const taxonomy of Object.values(TAXONOMY_OF)) {
    ctx.progress.start(taxonomy, 0);
    for await (const page of ctx.wp.all<Record<string, unknown>>(`wp/v2/${taxonomy}`, {})) {
      ctx.progress.grow(taxonomy, page.total);
      for (const raw of page.items) {
        if (ctx.signal.aborted) return;
        const wpId = Number(raw.id);
        const name = plainTitle(textOf(raw.name, 400)).slice(0, 200);
        if (!name) ctx.report.skip(taxonomy, wpId, '', 'has no name');
        else {
          const values = {
            name,
            slug: (slugify(textOf(raw.slug, 200)) || slugify(name)).slice(0, 200),
            description: textOf(raw.description, 2000),
            parent: ctx.map.ourId(taxonomy, Number(raw.parent) || undefined) ?? 0,
          };
          await importItem(ctx, {
            kind: taxonomy,
            wpId,
            title: name,
            fingerprint: fingerprintOf(values),
            write: async (tx, existing) => {
              const [same] = existing
                ? [{ id: existing }]
                : await tx
                    .select({ id: terms.id })
                    .from(terms)
                    .where(and(eq(terms.taxonomy, taxonomy), eq(terms.slug, values.slug)));
              if (same) {
                const [row] = await tx
                  .update(terms)
                  .set(values)
                  .where(and(eq(terms.id, same.id), eq(terms.taxonomy, taxonomy)))
                  .returning({ id: terms.id });
                return row?.id;
              }
              const [row] = await tx
                .insert(terms)
                .values({ ...values, taxonomy })
                .returning({ id: terms.id });
              return row!.id;
            },
          });
        }
        ctx.progress.tick(taxonomy);
      }
    }
    ctx.progress.finish(taxonomy);
  }
}
