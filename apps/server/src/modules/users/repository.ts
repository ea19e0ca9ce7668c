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
 */
function userWhere(filters: UserFilters): SQL {
  const pattern = filters.search ? containsPattern(filters.search) : undefined;
  return sql`${whenGiven(textArrayParam(filters.roles), (p) => sql`u.roles && ${p}`)}
    and ${whenGiven(intArrayParam(filters.include), (p) => sql`u.id = any(${p})`)}
    and ${whenGiven(intArrayParam(filters.exclude), (p) => sql`not (u.id = any(${p}))`)}
    and ${whenGiven(
      textParam(pattern),
      (p) => sql`(u.display_name ilike ${p}
        or concat_ws(' ', u.voornaam, nullif(u.tussenvoegsel, ''), u.achternaam) ilike ${p})`,
    )}`;
}

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
      // orderby=include without include sorts as WordPress falls back: by name.
      const by = orderby === 'include' && !filters.include ? 'name' : orderby;
      const [row] = await queryRows(
        db,
        `users_ids_${by}_${order}`,
        z.strictObject({ ids: z.array(z.number().int()) }),
        // From an ordered subquery rather than array_agg(… order by): PostgreSQL keeps the
        // subquery's order, which the index gives without sorting 10,000 names.
        sql`select coalesce(array_agg(page.id), '{}') as ids
              from (select u.id from users u where ${userWhere(filters)}
                     order by ${userOrder({ orderby: by, order }, filters)}) page`,
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

    async find<S extends UserShape>(shape: S, id: number): Promise<RowOf<S> | undefined> {
      const { columns, joins, row } = SHAPES[shape];
      const [found] = await queryRows(
        db,
        `users_${shape}_find`,
        row,
        sql`select ${columns} from users u ${joins} where u.id = ${intParam(id)}`,
      );
      return found as RowOf<S> | undefined;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
