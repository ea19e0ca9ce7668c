import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';

/**
 * One route has one distance (issue 25 item 3): the first distance the company declared for a
 * route is the route's distance from then on, for everyone, whichever way the trip is entered
 * (the recent-trip list, a fresh calculation, typed in another case or spacing, or the other
 * way round). Without it the recent list offered a stored 45 km while a fresh estimate said
 * 46 km, and one month held two prices for one trip. The memory is the declared rows
 * themselves, so there is nothing to keep in step: a route nobody has declared is calculated.
 */

/** A place as the route memory compares it: no case, no outer or repeated spaces. */
export const placeKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The same normalisation in SQL, for a column or parameter. */
export const placeKeySql = (column: SQL) =>
  sql`lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;

/**
 * The remembered distance (tenths of a km) of the route between the places `start` and `end`
 * (SQL expressions), in either direction: the earliest declared row's; null when none.
 */
export function rememberedTenthsSql(start: SQL, end: SQL): SQL {
  const a = placeKeySql(start);
  const b = placeKeySql(end);
  const rowStart = placeKeySql(sql`m.location_start`);
  const rowEnd = placeKeySql(sql`m.location_end`);
  return sql`(
    select m.kilometer_tenths from declaration_rows m
    where m.kilometer_tenths > 0
      and ((${rowStart} = ${a} and ${rowEnd} = ${b}) or (${rowStart} = ${b} and ${rowEnd} = ${a}))
    order by m.created_at, m.id limit 1
  )`;
}

const rememberedSchema = z.strictObject({ kilometer_tenths: z.number().int().nullable() });

export function createRouteDistances(db: Database) {
  return {
    /** The route's remembered distance in km, or undefined when nobody declared it yet. */
    async kilometers(start: string, end: string): Promise<number | undefined> {
      if (!placeKey(start) || !placeKey(end)) return undefined;
      const [row] = await queryRows(
        db,
        'decl_route_distance',
        rememberedSchema,
        sql`select ${rememberedTenthsSql(sql`${start}::text`, sql`${end}::text`)} as kilometer_tenths`,
      );
      const tenths = row?.kilometer_tenths;
      return tenths == null ? undefined : tenths / 10;
    },
  };
}

export type RouteDistances = ReturnType<typeof createRouteDistances>;
