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

const INT_MAX = 2_147_483_647;

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
function userOrder(paging: UserPaging, filters: UserFilters): SQL {
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
     * One page and the number of all matching users, in one statement: the page's ids are
     * found first (through users_display_name_idx for the directory's name order), so the
     * columns and opdrachtgevers are read for those rows only. A page past the last has no rows
     * and still its total.
     */
    async page<S extends UserShape>(shape: S, filters: UserFilters, paging: UserPaging) {
      const { columns, joins, row } = SHAPES[shape];
      // orderby=include without include sorts as WordPress falls back: by name.
      const orderby = paging.orderby === 'include' && !filters.include ? 'name' : paging.orderby;
      const order = userOrder({ ...paging, orderby }, filters);
      const where = userWhere(filters);
      // A page far past the end is empty; the offset stays a PostgreSQL integer.
      const offset = Math.min((paging.page - 1) * paging.perPage, INT_MAX);
      const rows = await queryRows(
        db,
        `users_${shape}_page_${orderby}_${paging.order}`,
        z.strictObject({ total: z.number().int(), user: row.nullable() }),
        sql`select t.total, to_json(c) as "user"
              from (select count(*)::int as total from users u where ${where}) t
              left join lateral (
                select ${columns}
                  from (select u.id from users u where ${where} order by ${order}
                         limit ${intParam(paging.perPage)} offset ${intParam(offset)}) page
                  join users u on u.id = page.id
                  ${joins}
                 order by ${order}) c on true`,
      );
      return {
        total: rows[0]?.total ?? 0,
        rows: rows.flatMap((r) => (r.user ? [r.user as RowOf<S>] : [])),
      };
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
