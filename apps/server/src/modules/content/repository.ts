import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files, postFiles, posts, postTerms, terms } from '../../db/schema.js';
import type { PostFilters, PostPaging } from './list-query.js';
import type { PostTypeConfig } from './post-types.js';
import { containsPattern, runPrepared, SqlParams } from './prepared-query.js';

export interface PostRow {
  id: number;
  type: string;
  slug: string;
  status: string;
  title: string;
  content: string;
  excerpt: string;
  authorId: number | null;
  acf: Record<string, unknown>;
  date: string;
  dateGmt: string;
  modified: string;
  modifiedGmt: string;
  /** Only for types that answer the author as an object (news). */
  authorFirstName?: string | null;
  authorTussenvoegsel?: string | null;
  authorLastName?: string | null;
  authorName?: string | null;
  /** Only for types with a taxonomy. */
  termIds?: number[];
}

export interface FileSummary {
  id: number;
  title: string;
  originalName: string;
  mimeType: string;
  size: number;
}

const LOCAL = `'YYYY-MM-DD"T"HH24:MI:SS'`;

function selectList(config: PostTypeConfig): string {
  const columns = [
    'p.id',
    'p.type',
    'p.slug',
    'p.status',
    'p.title',
    'p.content',
    'p.excerpt',
    'p.author_id as "authorId"',
    'p.acf',
    `to_char(p.created_at at time zone 'Europe/Amsterdam', ${LOCAL}) as date`,
    `to_char(p.created_at at time zone 'UTC', ${LOCAL}) as "dateGmt"`,
    `to_char(p.modified_at at time zone 'Europe/Amsterdam', ${LOCAL}) as modified`,
    `to_char(p.modified_at at time zone 'UTC', ${LOCAL}) as "modifiedGmt"`,
  ];
  if (config.authorObject) {
    columns.push(
      'u.voornaam as "authorFirstName"',
      'u.tussenvoegsel as "authorTussenvoegsel"',
      'u.achternaam as "authorLastName"',
      'u.display_name as "authorName"',
    );
  }
  if (config.taxonomy) {
    columns.push(
      `coalesce((select array_agg(pt.term_id order by pt.term_id) from post_terms pt
                 where pt.post_id = p.id), '{}') as "termIds"`,
    );
  }
  const from = config.authorObject ? 'posts p left join users u on u.id = p.author_id' : 'posts p';
  return `select ${columns.join(', ')} from ${from}`;
}

/** Conditions of a list; the type is one of our fixed names and acf fields match [a-z0-9_]. */
function whereClause(config: PostTypeConfig, filters: PostFilters, params: SqlParams): string {
  const parts = [`p.type = '${config.type}'`];
  parts.push(
    filters.statuses.length === 1
      ? `p.status = ${params.add(filters.statuses[0])}`
      : `p.status = any(${params.add(filters.statuses)}::text[])`,
  );
  if (filters.include) parts.push(`p.id = any(${params.add(filters.include)}::int[])`);
  if (filters.exclude) parts.push(`not (p.id = any(${params.add(filters.exclude)}::int[]))`);
  if (filters.authors) parts.push(`p.author_id = any(${params.add(filters.authors)}::int[])`);
  if (filters.slugs) parts.push(`p.slug = any(${params.add(filters.slugs)}::text[])`);
  for (const word of filters.searchWords) {
    const pattern = params.add(containsPattern(word));
    parts.push(
      `(p.title ilike ${pattern} or p.excerpt ilike ${pattern} or p.content ilike ${pattern})`,
    );
  }
  for (const [bound, operator] of [
    [filters.after, '>'],
    [filters.before, '<'],
  ] as const) {
    if (!bound) continue;
    const value = params.add(bound.value);
    parts.push(
      bound.local
        ? `p.created_at ${operator} (${value}::timestamp at time zone 'Europe/Amsterdam')`
        : `p.created_at ${operator} ${value}::timestamptz`,
    );
  }
  if (filters.termIds) {
    parts.push(
      `exists (select 1 from post_terms pt where pt.post_id = p.id
                and pt.term_id = any(${params.add(filters.termIds)}::int[]))`,
    );
  }
  for (const { field, values } of filters.acf) {
    parts.push(`(p.acf ->> '${field}') = any(${params.add(values)}::text[])`);
  }
  if (filters.visibleTo !== undefined) {
    const viewer = params.add(filters.visibleTo);
    parts.push(
      `exists (select 1 from mood_checkins mc where mc.post_id = p.id and (mc.user_id = ${viewer}
                or exists (select 1 from user_owners o
                           where o.professional_id = mc.user_id and o.consultant_id = ${viewer})))`,
    );
  }
  return parts.join(' and ');
}

function orderClause(paging: PostPaging, filters: PostFilters, params: SqlParams): string {
  const dir = paging.order === 'asc' ? 'asc' : 'desc';
  switch (paging.orderby) {
    case 'id':
      return `p.id ${dir}`;
    case 'title':
    case 'name':
      return `lower(p.title) ${dir}, p.id ${dir}`;
    case 'slug':
      return `p.slug ${dir}, p.id ${dir}`;
    case 'modified':
      return `p.modified_at ${dir}, p.id ${dir}`;
    case 'author':
      return `p.author_id ${dir}, p.id ${dir}`;
    case 'include':
      // WordPress keeps the include order whatever `order` says.
      return `array_position(${params.add(filters.include ?? [])}::int[], p.id)`;
    default:
      return `p.created_at ${dir}, p.id ${dir}`;
  }
}

export function createContentRepository(db: Database) {
  return {
    /**
     * A page of a list, with a key that names the query exactly (for the result cache). The
     * page's ids are found first, so skipped rows of a deep page are never read or formatted.
     */
    pageQuery(config: PostTypeConfig, filters: PostFilters, paging: PostPaging) {
      const params = new SqlParams();
      const where = whereClause(config, filters, params);
      const order = orderClause(paging, filters, params);
      const limit = params.add(paging.perPage);
      const offset = params.add((paging.page - 1) * paging.perPage);
      const text = `${selectList(config)}
        join (select p.id from posts p where ${where} order by ${order} limit ${limit} offset ${offset}) page
          on page.id = p.id
        order by ${order}`;
      return {
        key: `${text}\u0000${JSON.stringify(params.values)}`,
        run: () => runPrepared<PostRow>(db, text, params.values),
      };
    },

    /** The count query of a list, with a key that names it exactly (for the count cache). */
    countQuery(config: PostTypeConfig, filters: PostFilters) {
      const params = new SqlParams();
      const text = `select count(*)::int as total from posts p where ${whereClause(config, filters, params)}`;
      return {
        key: `${text}\u0000${JSON.stringify(params.values)}`,
        run: async () => (await runPrepared<{ total: number }>(db, text, params.values))[0]!.total,
      };
    },

    async findPost(config: PostTypeConfig, id: number, visibleTo?: number) {
      const params = new SqlParams();
      const conditions = [`p.type = '${config.type}'`, `p.id = ${params.add(id)}`];
      if (visibleTo !== undefined) {
        const viewer = params.add(visibleTo);
        conditions.push(
          `exists (select 1 from mood_checkins mc where mc.post_id = p.id and (mc.user_id = ${viewer}
                    or exists (select 1 from user_owners o
                               where o.professional_id = mc.user_id and o.consultant_id = ${viewer})))`,
        );
      }
      const [row] = await runPrepared<PostRow>(
        db,
        `${selectList(config)} where ${conditions.join(' and ')}`,
        params.values,
      );
      return row;
    },

    async fileSummaries(ids: number[]): Promise<FileSummary[]> {
      if (ids.length === 0) return [];
      return runPrepared<FileSummary>(
        db,
        `select id, title, original_name as "originalName", mime_type as "mimeType", size
         from files where id = any($1::int[])`,
        [ids],
      );
    },

    async existingFileIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
      return rows.map((row) => row.id);
    },

    /** The slugs of a type that are `base` or `base-…`, to find a free one. */
    async slugsLike(type: string, base: string): Promise<string[]> {
      const result = await db.execute(
        sql`select slug from posts where type = ${type} and (slug = ${base} or slug like ${`${base}-%`})`,
      );
      return (result.rows as Array<{ slug: string }>).map((row) => row.slug);
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
     * runs in the same transaction (a moodtracker's week row).
     */
    async insertPost(
      values: typeof posts.$inferInsert,
      relations: { termIds: number[]; fileIds: number[] },
      within?: (
        tx: Parameters<Parameters<Database['transaction']>[0]>[0],
        id: number,
      ) => Promise<void>,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(posts).values(values).returning({ id: posts.id });
        const id = row!.id;
        if (relations.termIds.length) {
          await tx
            .insert(postTerms)
            .values(relations.termIds.map((termId) => ({ postId: id, termId })));
        }
        if (relations.fileIds.length) {
          await tx
            .insert(postFiles)
            .values([...new Set(relations.fileIds)].map((fileId) => ({ postId: id, fileId })));
        }
        if (within) await within(tx, id);
        return id;
      });
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
