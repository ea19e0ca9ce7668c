import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import {
  containsPattern,
  intArrayParam,
  intParam,
  sortDirection,
  textArrayParam,
  textParam,
  whenGiven,
} from '../../db/sql-params.js';
import {
  CARD_COLUMNS,
  CARD_JOINS,
  cardRowSchema,
  EDIT_COLUMNS,
  EDIT_JOINS,
  editRowSchema,
} from './user-rows.js';

export type { CardRow, EditRow } from './user-rows.js';

export interface UserFilters {
  roles?: string[];
  include?: number[];
  exclude?: number[];
  search?: string;
  /** Functie post ids: users with one of them. */
  functie?: number[];
  /** Opdrachtgever post ids: users with at least one of them. */
  opdrachtgevers?: number[];
  /** Consultant user ids: their professionals (user_owners). */
  ownedBy?: number[];
  /**
   * Active users only (absent: the directory, and Beheer's default), the deactivated only, or
   * both.
   */
  active?: 'true' | 'false' | 'all';
}

export interface UserPaging {
  page: number;
  perPage: number;
  orderby: 'id' | 'include' | 'name' | 'registered_date' | 'email';
  order: 'asc' | 'desc';
}

/** Public card or card with private fields: its columns, joins and row schema. */
const SHAPES = {
  card: { columns: CARD_COLUMNS, joins: CARD_JOINS, row: cardRowSchema },
  edit: { columns: EDIT_COLUMNS, joins: EDIT_JOINS, row: editRowSchema },
} as const;
export type UserShape = keyof typeof SHAPES;
type RowOf<S extends UserShape> = z.output<(typeof SHAPES)[S]['row']>;

/**
 * Absent filters are null parameters, so every filter combination is one statement text. The
 * search looks at names only: display name and first name, tussenvoegsel and last name.
 *
 * Functie and opdrachtgever are the exception: given, each is a condition of its own text (see
 * filterVariant), so PostgreSQL plans it with users_functie_idx or
 * user_opdrachtgevers_opdrachtgever_idx even in a generic plan, where a `$1 is null or`
 * condition could use neither; a narrow filter then reads its few users instead of all of them.
 */
function userWhere(filters: UserFilters): SQL {
  const pattern = filters.search ? containsPattern(filters.search) : undefined;
  const conditions = [
    sql`${whenGiven(textArrayParam(filters.roles), (p) => sql`u.roles && ${p}`)}`,
    sql`${whenGiven(intArrayParam(filters.include), (p) => sql`u.id = any(${p})`)}`,
    sql`${whenGiven(intArrayParam(filters.exclude), (p) => sql`not (u.id = any(${p}))`)}`,
    sql`${whenGiven(
      textParam(pattern),
      (p) => sql`(u.display_name ilike ${p}
        or concat_ws(' ', u.voornaam, nullif(u.tussenvoegsel, ''), u.achternaam) ilike ${p})`,
    )}`,
  ];
  if (filters.functie) conditions.push(sql`u.functie_id = any(${intArrayParam(filters.functie)})`);
  if (filters.opdrachtgevers) {
    conditions.push(sql`u.id in (select uo.user_id from user_opdrachtgevers uo
      where uo.opdrachtgever_id = any(${intArrayParam(filters.opdrachtgevers)}))`);
  }
  if (filters.ownedBy) {
    conditions.push(sql`u.id in (select uw.professional_id from user_owners uw
      where uw.consultant_id = any(${intArrayParam(filters.ownedBy)}))`);
  }
  if (filters.active !== 'all') {
    conditions.push(
      filters.active === 'false'
        ? sql`u.deactivated_at is not null`
        : sql`u.deactivated_at is null`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/** Which of the optional filters a statement has: part of its name, as its text differs. */
const filterVariant = (filters: UserFilters) =>
  `${filters.functie ? '_functie' : ''}${filters.opdrachtgevers ? '_opdrachtgevers' : ''}` +
  `${filters.ownedBy ? '_owned' : ''}_active_${filters.active ?? 'true'}`;

/** ORDER BY of each orderby (names sort case-insensitively, ties by id, as one page order). */
function userOrder(paging: Pick<UserPaging, 'orderby' | 'order'>, filters: UserFilters): SQL {
  const dir = sortDirection(paging.order);
  switch (paging.orderby) {
    case 'id':
      return sql`u.id ${dir}`;
    case 'registered_date':
      return sql`u.created_at ${dir}, u.id ${dir}`;
    case 'email':
      return sql`lower(u.email) ${dir}, u.id ${dir}`;
    case 'include':
      return sql`array_position(${intArrayParam(filters.include)}, u.id) ${dir}, u.id ${dir}`;
    case 'name':
      return sql`lower(u.display_name) ${dir}, u.id ${dir}`;
  }
}

/**
 * The statement of orderedIds: its name and SQL (exported so a test can read the plan
 * PostgreSQL makes of it).
 */
export function orderedIdsStatement(
  filters: UserFilters,
  orderby: UserPaging['orderby'],
  order: UserPaging['order'],
): { name: string; query: SQL } {
  // orderby=include without include sorts as WordPress falls back: by name.
  const by = orderby === 'include' && !filters.include ? 'name' : orderby;
  return {
    name: `users_ids_${by}_${order}${filterVariant(filters)}`,
    // From an ordered subquery rather than array_agg(… order by): PostgreSQL keeps the
    // subquery's order, which the index gives without sorting 10,000 names.
    query: sql`select coalesce(array_agg(page.id), '{}') as ids
                 from (select u.id from users u where ${userWhere(filters)}
                        order by ${userOrder({ orderby: by, order }, filters)}) page`,
  };
}

export function createUsersRepository(db: Database) {
  return {
    /**
     * The ids of every matching user in list order (through users_display_name_idx for the
     * directory's name order): the total is their number and a page is a slice, so scrolling
     * to page 90 costs no more than page 1.
     */
    async orderedIds(
      filters: UserFilters,
      orderby: UserPaging['orderby'],
      order: UserPaging['order'],
    ) {
      const { name, query } = orderedIdsStatement(filters, orderby, order);
      const [row] = await queryRows(
        db,
        name,
        z.strictObject({ ids: z.array(z.number().int()) }),
        query,
      );
      return row!.ids;
    },

    /** The users of `ids` in that order, in one statement whatever their number. */
    async byIds<S extends UserShape>(shape: S, ids: number[]): Promise<Array<RowOf<S>>> {
      if (ids.length === 0) return [];
      const { columns, joins, row } = SHAPES[shape];
      const rows = await queryRows(
        db,
        `users_${shape}_by_ids`,
        row,
        sql`select ${columns}
              from unnest(${intArrayParam(ids)}) with ordinality as page(id, n)
              join users u on u.id = page.id
              ${joins}
             order by page.n`,
      );
      return rows as Array<RowOf<S>>;
    },

    /** One user; a deactivated user's public card is not found (only Beheer sees them). */
    async find<S extends UserShape>(shape: S, id: number): Promise<RowOf<S> | undefined> {
      const { columns, joins, row } = SHAPES[shape];
      const activeOnly = shape === 'card' ? sql`and u.deactivated_at is null` : sql``;
      const [found] = await queryRows(
        db,
        `users_${shape}_find`,
        row,
        sql`select ${columns} from users u ${joins} where u.id = ${intParam(id)} ${activeOnly}`,
      );
      return found as RowOf<S> | undefined;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
