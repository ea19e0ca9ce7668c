import type { ReferenceKind } from '@portal/contract';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client.js';
import { parseRows } from '../../db/query.js';
import { files, posts } from '../../db/schema.js';
import { recordAudit } from '../audit/repository.js';

/**
 * Functies, opdrachtgevers and dienstverbanden are posts of their type (SPEC §3). Retired is
 * WordPress's status `private`: readers' lists (status publish) and the pickers leave them out,
 * while a profile or an assignment that names one still shows it.
 */

export const ACTIVE = 'publish';
export const RETIRED = 'private';

export interface ReferencePostRow {
  id: number;
  title: string;
  status: string;
  logoId: number | null;
}

/** What names an item: people (users) and assignments, with a few names of people. */
export interface PostUsage {
  people: number;
  assignments: number;
  names: string[];
}

const usageRowSchema = z.object({
  id: z.number().int(),
  people: z.number().int(),
  assignments: z.number().int(),
  names: z.array(z.string()),
});

/** Per kind, where it is named: the user column or link table, and the assignment column. */
const USAGE_SOURCES: Record<ReferenceKind, ReturnType<typeof sql>> = {
  functies: sql`select functie_id as ref, 'user' as what, display_name as name
      from users where functie_id is not null
    union all select functie_id, 'assignment', title from assignments where functie_id is not null`,
  intra_opdrachtgevers: sql`select uo.opdrachtgever_id as ref, 'user' as what, u.display_name as name
      from user_opdrachtgevers uo join users u on u.id = uo.user_id
    union all select opdrachtgever_id, 'assignment', title from assignments
      where opdrachtgever_id is not null`,
  dienstverbanden: sql`select dienstverband_id as ref, 'user' as what, display_name as name
      from users where dienstverband_id is not null`,
};

async function usageOf(
  db: Database | Transaction,
  kind: ReferenceKind,
  ids: number[] | null,
): Promise<Map<number, PostUsage>> {
  // Inside a delete's transaction too, so not as a prepared statement on the pool.
  const result = await db.execute(
    sql`select ref as id,
          count(*) filter (where what = 'user')::int as people,
          count(*) filter (where what = 'assignment')::int as assignments,
          coalesce((array_agg(name order by lower(name)) filter (where what = 'user'))[1:3],
            '{}') as names
        from (${USAGE_SOURCES[kind]}) named
        ${ids ? sql`where ref = any(${`{${ids.join(',')}}`}::int[])` : sql``}
        group by ref`,
  );
  const rows = parseRows(`reference_usage_${kind}`, usageRowSchema, result.rows);
  return new Map(rows.map(({ id, ...usage }) => [id, usage]));
}

const NO_USAGE: PostUsage = { people: 0, assignments: 0, names: [] };

const columns = {
  id: posts.id,
  title: posts.title,
  status: posts.status,
  logoId: sql<number | null>`(${posts.acf} ->> 'logo')::int`,
};

const audited = (row: ReferencePostRow) => ({
  title: row.title,
  status: row.status,
  logo: row.logoId,
});

export function createReferencePostRepository(db: Database) {
  async function lockedRow(tx: Transaction, kind: ReferenceKind, id: number) {
    const [row] = await tx
      .select(columns)
      .from(posts)
      .where(and(eq(posts.type, kind), eq(posts.id, id)))
      .for('update');
    return row;
  }

  return {
    /** Every item of the kind, retired ones too, by title. */
    list(kind: ReferenceKind): Promise<ReferencePostRow[]> {
      return db
        .select(columns)
        .from(posts)
        .where(and(eq(posts.type, kind), inArray(posts.status, [ACTIVE, RETIRED])))
        .orderBy(asc(sql`lower(${posts.title})`), asc(posts.id));
    },

    async find(kind: ReferenceKind, id: number): Promise<ReferencePostRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(posts)
        .where(and(eq(posts.type, kind), eq(posts.id, id)));
      return row;
    },

    usage: (kind: ReferenceKind, ids: number[] | null = null) => usageOf(db, kind, ids),

    async create(
      actorId: number,
      kind: ReferenceKind,
      values: { title: string; logoId: number | null },
    ): Promise<ReferencePostRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(posts)
          .values({
            type: kind,
            title: values.title,
            slug: `${kind}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
            status: ACTIVE,
            authorId: actorId,
            acf: values.logoId === null ? {} : { logo: values.logoId },
          })
          .returning(columns);
        await recordAudit(tx, {
          actorId,
          action: `${kind}.create`,
          entityKind: kind,
          entityId: row!.id,
          before: null,
          after: audited(row!),
        });
        return row!;
      });
    },

    /** Changes only the keys given; undefined when there is no such item. */
    async update(
      actorId: number,
      kind: ReferenceKind,
      id: number,
      changes: { title?: string; logoId?: number | null; status?: string },
    ): Promise<ReferencePostRow | undefined> {
      return db.transaction(async (tx) => {
        const before = await lockedRow(tx, kind, id);
        if (!before) return undefined;
        const logoId = changes.logoId === undefined ? before.logoId : changes.logoId;
        const [after] = await tx
          .update(posts)
          .set({
            title: changes.title ?? before.title,
            status: changes.status ?? before.status,
            acf: sql`(${posts.acf} - 'logo') || ${JSON.stringify(logoId === null ? {} : { logo: logoId })}::jsonb`,
            modifiedAt: new Date(),
          })
          .where(eq(posts.id, id))
          .returning(columns);
        const retiring = changes.status !== undefined && changes.status !== before.status;
        await recordAudit(tx, {
          actorId,
          action: `${kind}.${retiring ? (changes.status === RETIRED ? 'retire' : 'restore') : 'update'}`,
          entityKind: kind,
          entityId: id,
          before: audited(before),
          after: audited(after!),
        });
        return after;
      });
    },

    /**
     * Deletes the item unless something names it, decided inside the transaction that holds the
     * row: 'missing', the usage that keeps it, or 'deleted'.
     */
    async delete(
      actorId: number,
      kind: ReferenceKind,
      id: number,
    ): Promise<'missing' | 'deleted' | PostUsage> {
      return db.transaction(async (tx) => {
        const before = await lockedRow(tx, kind, id);
        if (!before) return 'missing';
        const usage = (await usageOf(tx, kind, [id])).get(id) ?? NO_USAGE;
        if (usage.people + usage.assignments > 0) return usage;
        await tx.delete(posts).where(eq(posts.id, id));
        await recordAudit(tx, {
          actorId,
          action: `${kind}.delete`,
          entityKind: kind,
          entityId: id,
          before: audited(before),
          after: null,
        });
        return 'deleted';
      });
    },

    /** Whether the file is an image uploaded as content (the only file a logo may be). */
    async isContentImage(id: number): Promise<boolean> {
      const rows = await db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, id), eq(files.kind, 'content'), like(files.mimeType, 'image/%')));
      return rows.length > 0;
    },
  };
}

export type ReferencePostRepository = ReturnType<typeof createReferencePostRepository>;
