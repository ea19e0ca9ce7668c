import { sql, type SQL } from 'drizzle-orm';

/**
 * Typed parameters for `sql` templates. An absent filter is passed as null rather than left out
 * of the text, so a query keeps one SQL text (and one prepared statement) whatever is filtered.
 */
export const intParam = (value: number | undefined) => sql`${value ?? null}::int`;
export const textParam = (value: string | undefined) => sql`${value ?? null}::text`;
export const intArrayParam = (values: number[] | undefined) =>
  sql`${sql.param(values ?? null)}::int[]`;
export const textArrayParam = (values: string[] | undefined) =>
  sql`${sql.param(values ?? null)}::text[]`;
export const timestampParam = (value: string | undefined) => sql`${value ?? null}::timestamp`;
export const timestamptzParam = (value: string | undefined) => sql`${value ?? null}::timestamptz`;
export const jsonbParam = (value: object | undefined) =>
  sql`${value === undefined ? null : JSON.stringify(value)}::jsonb`;

/**
 * `condition` when `param` is given, true when it is null. A custom plan folds the null test
 * away, and at run time it short-circuits, so an absent filter costs nothing.
 */
export const whenGiven = (param: SQL, condition: (param: SQL) => SQL) =>
  sql`(${param} is null or ${condition(param)})`;

/** A LIKE pattern that matches `word` anywhere, with % and _ taken literally. */
export const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const DIRECTIONS = { asc: sql`asc`, desc: sql`desc` } as const;

/** ORDER BY's direction from a checked `order` parameter; each is its own statement text. */
export const sortDirection = (order: 'asc' | 'desc') => DIRECTIONS[order];
