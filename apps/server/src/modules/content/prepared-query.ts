import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.js';

/** Numbered parameters ($1, $2, …) for SQL text built by hand. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const names = new Map<string, string>();

/** One name per distinct SQL text, so each connection parses and plans a query shape once. */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `content_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (names.size > 10_000) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * Runs SQL as a named prepared statement. The texts come from a bounded set of shapes (the
 * filters present, never their values), so the number of statements per connection stays small.
 */
export async function runPrepared<T>(db: Database, text: string, values: unknown[]): Promise<T[]> {
  const result = await db.$client.query({ name: statementName(text), text, values });
  return result.rows as T[];
}

/** A LIKE pattern that matches `word` anywhere, with % and _ taken literally. */
export const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
