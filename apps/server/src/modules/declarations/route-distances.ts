import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';

/**
 * One route has one distance (issue 25 item 3): the distance a person last declared for a
 * route is what the portal offers them for it from then on, whichever way the trip is entered
 * (the recent-trip list, a fresh calculation, typed in another case or spacing, or the other
 * way round). Without it the recent list offered a stored 45 km while a fresh estimate said
 * 46 km, and one month held two prices for one trip. The memory is the person's own declared
 * rows, so there is nothing to keep in step: a route they never declared is calculated.
 *
 * Per person and offered, never imposed: a company-wide memory let the first person to declare
 * a route set every colleague's kilometres (a wrong 4,000 km stuck for everyone), answered
 * whether a colleague had declared a pair of places (a home address), and a typed km (a
 * detour) was replaced without a word. A km the person types is stored as typed, and their
 * latest line for the route is what is offered next, so a correction is remembered too.
 */

/** A place as the route memory compares it: no case, no outer or repeated spaces. */
export const placeKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The same normalisation in SQL, for a column or parameter. */
export const placeKeySql = (column: SQL) =>
  sql`lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;

/**
 * The distance (tenths of a km) `userId` last declared for the route between the places
 * `start` and `end` (SQL expressions), in either direction; null when none. Their own rows
 * only, through the index on (user_id, created_at).
 */
export function rememberedTenthsSql(userId: number, start: SQL, end: SQL): SQL {
  const a = placeKeySql(start);
  const b = placeKeySql(end);
  const rowStart = placeKeySql(sql`m.location_start`);
  const rowEnd = placeKeySql(sql`m.location_end`);
  return sql`(
    select m.kilometer_tenths from declaration_rows m
    where m.user_id = ${userId} and m.kilometer_tenths > 0
      and ((${rowStart} = ${a} and ${rowEnd} = ${b}) or (${rowStart} = ${b} and ${rowEnd} = ${a}))
    order by m.created_at desc, m.id desc limit 1
  )`;
}

const rememberedSchema = z.strictObject({ kilometer_tenths: z.number().int().nullable() });

export function createRouteDistances(db: Database) {
  return {
    /** The km `userId` last declared for the route, or undefined when they never did. */
    async kilometers(userId: number, start: string, end: string): Promise<number | undefined> {
      if (!placeKey(start) || !placeKey(end)) return undefined;
      const [row] = await queryRows(
        db,
        'decl_route_distance',
        rememberedSchema,
        sql`select ${rememberedTenthsSql(userId, sql`${start}::text`, sql`${end}::text`)} as kilometer_tenths`,
      );
      const tenths = row?.kilometer_tenths;
      return tenths == null ? undefined : tenths / 10;
    },
  };
}

export type RouteDistances = ReturnType<typeof createRouteDistances>;
