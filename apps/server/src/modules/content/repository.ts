import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { intArrayParam, intParam } from '../../db/sql-params.js';
import { posts, terms } from '../../db/schema.js';
import { recordAudit } from '../audit/repository.js';
import type { PostFilters, PostPaging } from './list-query.js';
import { postSnapshot, insertRelations, type AuditOf } from './post-writes-repository.js';
import { postListOrder, postListWhere, postSelect, visibleTo } from './post-list-sql.js';
import { fileSummarySchema, postRowSchema, totalSchema, type FileSummary } from './post-rows.js';
import type { PostTypeConfig } from './post-types.js';

export type { FileSummary, PostRow } from './post-rows.js';

const slugSchema = z.strictObject({ slug: z.string() });

export function createContentRepository(db: Database) {
  return {
    /**
     * A page of a list, with a key that names the query exactly (for the result cache). The
     * page's ids are found first, so skipped rows of a deep page are never read or formatted.
     */
    pageQuery(config: PostTypeConfig, filters: PostFilters, paging: PostPaging) {
      return {
        // The SQL is built only on a miss: a cached page costs no query building.
        key: JSON.stringify(['page', config.type, filters, paging]),
        run: () => {
          const { shape, select } = postSelect(config);
          const where = postListWhere(config, filters);
          const order = postListOrder(paging, filters);
          const offset = (paging.page - 1) * paging.perPage;
          const name = ['posts_page', shape, where.form, paging.orderby, paging.order].join('_');
          return queryRows(
            db,
            name,
            postRowSchema,
            sql`${select}
              join (select p.id from posts p where ${where.condition} order by ${order}
                    limit ${intParam(paging.perPage)} offset ${intParam(offset)}) page
                on page.id = p.id
              order by ${order}`,
          );
        },
      };
    },

    /** The count query of a list, with a key that names it exactly (for the count cache). */
    countQuery(config: PostTypeConfig, filters: PostFilters) {
      return {
        key: JSON.stringify(['count', config.type, filters]),
        run: async () => {
          const where = postListWhere(config, filters);
          const [row] = await queryRows(
            db,
            `posts_count_${where.form}`,
            totalSchema,
            sql`select count(*)::int as total from posts p where ${where.condition}`,
          );
          return row!.total;
        },
      };
    },

    async findPost(config: PostTypeConfig, id: number, viewer?: number) {
      const { shape, select } = postSelect(config);
      const [row] = await queryRows(
        db,
        `posts_find_${shape}`,
        postRowSchema,
        sql`${select} where p.type = ${config.type} and p.id = ${intParam(id)}
              and ${visibleTo(viewer)}`,
      );
      return row;
    },

    /** The files a post names; a receipt (named before issue 8 closed that) is left out. */
    async fileSummaries(ids: number[]): Promise<FileSummary[]> {
      if (ids.length === 0) return [];
      return queryRows(
        db,
        'posts_file_summaries',
        fileSummarySchema,
        sql`select id, title, original_name as "originalName", mime_type as "mimeType", size
            from files where id = any(${intArrayParam(ids)}) and kind <> 'receipt'`,
      );
    },

    /** The slugs of a type that are `base` or `base-…`, to find a free one. */
    async slugsLike(type: string, base: string): Promise<string[]> {
      const rows = await queryRows(
        db,
        'posts_slugs_like',
        slugSchema,
        sql`select slug from posts
            where type = ${type} and (slug = ${base} or starts_with(slug, ${`${base}-`}))`,
      );
      return rows.map((row) => row.slug);
    },

    async termIdsOf(taxonomy: string, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: terms.id, taxonomy: terms.taxonomy })
        .from(terms)
        .where(inArray(terms.id, ids));
      return rows.filter((row) => row.taxonomy === taxonomy).map((row) => row.id);
    },

    /**
     * Inserts a post with its categories and the files it names, in one transaction; `within`
     * runs in the same transaction (a moodtracker's week row); with `audit` the new post is
     * recorded in the audit log in it too.
     */
    async insertPost(
      values: typeof posts.$inferInsert,
      relations: { termIds: number[]; fileIds: number[] },
      within?: (tx: Transaction, id: number) => Promise<void>,
      audit?: AuditOf,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(posts).values(values).returning({ id: posts.id });
        const id = row!.id;
        await insertRelations(tx, id, relations);
        if (within) await within(tx, id);
        if (audit) {
          const after = await postSnapshot(tx, id);
          await recordAudit(tx, {
            ...audit,
            entityKind: 'post',
            entityId: id,
            before: null,
            after,
          });
        }
        return id;
      });
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
