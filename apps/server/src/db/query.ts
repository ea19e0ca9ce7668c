import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from './client.js';

/**
 * The one way to run SQL that drizzle's builder cannot express: a `sql` template, run as a
 * named prepared statement (each connection parses and plans it once) whose rows are checked
 * against a zod schema at the repository boundary (a misspelt column alias fails a test instead
 * of reaching a user as `undefined`).
 */

const dialect = new PgDialect();

/**
 * PostgreSQL keeps every prepared statement until its connection closes, so a name must always
 * stand for the same SQL text, and names must come from a fixed set, never from input.
 */
export const MAX_PREPARED_STATEMENTS = 500;

export class PreparedStatementError extends Error {}
export class RowShapeError extends Error {}

/** The names given out so far and their SQL texts; one per process (`statementNames`). */
export class StatementNames {
  private readonly texts = new Map<string, string>();

  constructor(private readonly max = MAX_PREPARED_STATEMENTS) {}

  claim(name: string, text: string): void {
    const known = this.texts.get(name);
    if (known === text) return;
    if (known !== undefined) {
      throw new PreparedStatementError(
        `Prepared statement "${name}" was given a different SQL text; values belong in parameters, and each variant of a query needs its own name.`,
      );
    }
    if (this.texts.size >= this.max) {
      throw new PreparedStatementError(
        `More than ${this.max} prepared statements ("${name}" is new): statement names must come from a fixed set.`,
      );
    }
    this.texts.set(name, text);
  }
}

const statementNames = new StatementNames();

/** Checks rows read by `statement` against `schema`, naming the statement and the columns. */
export function parseRows<S extends z.ZodType>(
  statement: string,
  schema: S,
  rows: unknown[],
): Array<z.output<S>> {
  return rows.map((row) => {
    const result = schema.safeParse(row);
    if (result.success) return result.data;
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(row)'}: ${issue.message}`)
      .join('; ');
    const columns = Object.keys(row as object).join(', ');
    throw new RowShapeError(
      `A row of "${statement}" does not match its schema (${problems}); the row has the columns ${columns}.`,
    );
  });
}

/** Runs `query` as the prepared statement `name` and returns its rows, checked by `schema`. */
export async function queryRows<S extends z.ZodType>(
  db: Database,
  name: string,
  schema: S,
  query: SQL,
): Promise<Array<z.output<S>>> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  statementNames.claim(name, text);
  const result = await db.$client.query({ name, text, values: params });
  return parseRows(name, schema, result.rows);
}
