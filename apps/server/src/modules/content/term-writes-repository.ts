import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { terms } from '../../db/schema.js';
import { recordAudit } from '../audit/repository.js';
import type { AuditOf } from './post-writes-repository.js';

export interface TermValues {
  name: string;
  slug: string;
  description: string;
  parent: number;
}

/** Why a term write did not happen: an unknown term or parent, or a name or slug taken. */
export type TermWriteResult =
  | { ok: true; id: number }
  | { ok: false; reason: 'missing' | 'bad-parent' }
  | { ok: false; reason: 'name-taken' | 'slug-taken'; termId: number };

async function snapshot(tx: Transaction, id: number): Promise<unknown> {
  const result = await tx.execute(
    sql`select to_jsonb(t) as snapshot from terms t where t.id = ${id}`,
  );
  return (result.rows[0] as { snapshot?: unknown } | undefined)?.snapshot;
}

/**
 * One write to a taxonomy at a time (a transaction-scoped lock per taxonomy), so the name check
 * and the write cannot interleave with another's.
 */
async function lockTaxonomy(tx: Transaction, taxonomy: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`terms:${taxonomy}`}))`);
}

/** What stands in the way of these values: a name taken under the parent, a slug taken, a bad parent. */
async function conflictOf(
  tx: Transaction,
  taxonomy: string,
  values: TermValues,
  self?: number,
): Promise<TermWriteResult | undefined> {
  const result = await tx.execute(sql`
    select
      (select t.id from terms t where t.taxonomy = ${taxonomy} and t.parent = ${values.parent}
         and lower(t.name) = lower(${values.name}) and t.id is distinct from ${self ?? null}::int
       limit 1) as "nameTaken",
      (select t.id from terms t where t.taxonomy = ${taxonomy} and t.slug = ${values.slug}
         and t.id is distinct from ${self ?? null}::int limit 1) as "slugTaken",
      (${values.parent} = 0 or exists (
         with recursive up(id, parent) as (
           select t.id, t.parent from terms t where t.taxonomy = ${taxonomy} and t.id = ${values.parent}
           union all
           select t.id, t.parent from terms t join up on t.id = up.parent where up.parent <> 0
         )
         select 1 where exists (select 1 from up where up.id = ${values.parent})
           and not exists (select 1 from up where up.id = ${self ?? null}::int)
      )) as "parentOk"`);
  const row = result.rows[0] as {
    nameTaken: number | null;
    slugTaken: number | null;
    parentOk: boolean;
  };
  if (!row.parentOk) return { ok: false, reason: 'bad-parent' };
  if (row.nameTaken !== null) return { ok: false, reason: 'name-taken', termId: row.nameTaken };
  if (row.slugTaken !== null) return { ok: false, reason: 'slug-taken', termId: row.slugTaken };
  return undefined;
}

/** Create, update and delete of categories, each with its audit row. */
export function createTermWritesRepository(db: Database) {
  return {
    /** The slugs of a taxonomy that are `base` or `base-…`, to find a free one. */
    async slugsLike(taxonomy: string, base: string): Promise<string[]> {
      const rows = await db
        .select({ slug: terms.slug })
        .from(terms)
        .where(
          and(
            eq(terms.taxonomy, taxonomy),
            sql`(${terms.slug} = ${base} or starts_with(${terms.slug}, ${`${base}-`}))`,
          ),
        );
      return rows.map((row) => row.slug);
    },

    insertTerm(taxonomy: string, values: TermValues, audit: AuditOf): Promise<TermWriteResult> {
      return db.transaction(async (tx) => {
        await lockTaxonomy(tx, taxonomy);
        const conflict = await conflictOf(tx, taxonomy, values);
        if (conflict) return conflict;
        const [row] = await tx
          .insert(terms)
          .values({ taxonomy, ...values })
          .returning({ id: terms.id });
        const id = row!.id;
        const after = await snapshot(tx, id);
        await recordAudit(tx, { ...audit, entityKind: 'term', entityId: id, before: null, after });
        return { ok: true, id };
      });
    },

    /** `change` gets the stored values and answers the new ones. */
    updateTerm(
      taxonomy: string,
      id: number,
      change: (stored: TermValues) => Promise<TermValues>,
      audit: AuditOf,
    ): Promise<TermWriteResult> {
      return db.transaction(async (tx) => {
        await lockTaxonomy(tx, taxonomy);
        const [stored] = await tx
          .select({
            name: terms.name,
            slug: terms.slug,
            description: terms.description,
            parent: terms.parent,
          })
          .from(terms)
          .where(and(eq(terms.id, id), eq(terms.taxonomy, taxonomy)));
        if (!stored) return { ok: false, reason: 'missing' };
        const values = await change(stored);
        const conflict = await conflictOf(tx, taxonomy, values, id);
        if (conflict) return conflict;
        const before = await snapshot(tx, id);
        await tx.update(terms).set(values).where(eq(terms.id, id));
        const after = await snapshot(tx, id);
        await recordAudit(tx, { ...audit, entityKind: 'term', entityId: id, before, after });
        return { ok: true, id };
      });
    },

    /**
     * Deletes a category: its items keep existing without it, its child categories move to its
     * parent (as WordPress), each move recorded as that child's term.update. False when there
     * is no such category.
     */
    deleteTerm(taxonomy: string, id: number, audit: AuditOf): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockTaxonomy(tx, taxonomy);
        const [stored] = await tx
          .select({ parent: terms.parent })
          .from(terms)
          .where(and(eq(terms.id, id), eq(terms.taxonomy, taxonomy)));
        if (!stored) return false;
        const before = await snapshot(tx, id);
        // Each child that moves to the parent gets its own audit row (its parent before and
        // after), so the log tells where a category went and why.
        const children = await tx
          .select({ id: terms.id })
          .from(terms)
          .where(and(eq(terms.taxonomy, taxonomy), eq(terms.parent, id)))
          .orderBy(terms.id);
        for (const child of children) {
          const childBefore = await snapshot(tx, child.id);
          await tx.update(terms).set({ parent: stored.parent }).where(eq(terms.id, child.id));
          await recordAudit(tx, {
            ...audit,
            action: 'term.update',
            entityKind: 'term',
            entityId: child.id,
            before: childBefore,
            after: await snapshot(tx, child.id),
          });
        }
        await tx.delete(terms).where(eq(terms.id, id));
        await recordAudit(tx, { ...audit, entityKind: 'term', entityId: id, before, after: null });
        return true;
      });
    },
  };
}

export type TermWritesRepository = ReturnType<typeof createTermWritesRepository>;
