import { readdir } from 'node:fs/promises';
import type pg from 'pg';
import { until } from '../helpers/until.js';

/**
 * Whether the database (and the file store) changed, cheaply enough to ask after every request.
 *
 * PostgreSQL gives a transaction an id only when it writes, so the next unassigned id
 * (`pg_snapshot_xmax`) stands still while nothing writes: one tiny query per request. Only when it
 * moved is the full snapshot taken, an md5 of every row of every table plus the names of the
 * stored files, and compared per table with the one after the last accepted write. A write that
 * was rolled back moves the id but leaves the snapshot as it was, and is no finding.
 */

/** Tables a refused request may write by design: failed sign-ins are counted (login throttle). */
export const REFUSAL_BOOKKEEPING_TABLES = ['login_failures'];

export type Snapshot = Map<string, string>;

export interface DatabaseWatch {
  /** The write horizon: changes whenever any transaction that wrote has ended. */
  horizon(): Promise<string>;
  /**
   * Waits until the job queue has done what the accepted requests queued (a payroll export's
   * files), so its writes belong to the request that caused them, not to a later refused one.
   */
  settled(): Promise<void>;
  snapshot(): Promise<Snapshot>;
}

export function watchDatabase(pool: pg.Pool, filesDir: string): DatabaseWatch {
  let snapshotSql: string | undefined;

  async function tablesSql(): Promise<string> {
    const { rows } = await pool.query<{ sql: string }>(
      `select string_agg(
         format('select %L as name, md5(coalesce(string_agg(t::text, %L order by t::text), %L)) as hash from %I.%I t',
                table_name, E'\\n', '', table_schema, table_name),
         ' union all ' order by table_name) as sql
       from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE'
         and not (table_name = any($1::text[]))`,
      [REFUSAL_BOOKKEEPING_TABLES],
    );
    return rows[0]!.sql;
  }

  async function storedFiles(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath}/${entry.name}`)
      .sort();
  }

  return {
    async horizon() {
      const { rows } = await pool.query<{ xmax: string }>(
        'select pg_snapshot_xmax(pg_current_snapshot())::text as xmax',
      );
      return rows[0]!.xmax;
    },
    async settled() {
      await until(async () => {
        const { rows } = await pool.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where state < 'completed'`,
        );
        return rows[0]!.n === 0;
      }, 'the queued jobs');
    },
    async snapshot() {
      snapshotSql ??= await tablesSql();
      const { rows } = await pool.query<{ name: string; hash: string }>(snapshotSql);
      const snapshot: Snapshot = new Map(rows.map((row) => [row.name, row.hash]));
      snapshot.set('(file store)', (await storedFiles(filesDir)).join('\n'));
      return snapshot;
    },
  };
}

/** The tables (and the file store) whose content differs between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}
