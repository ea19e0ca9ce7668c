import { createHash } from 'node:crypto';
import type { Database, Transaction } from '../../db/client.js';
import type { FileStorage } from '../files/storage.js';
import type { ImportMap } from './import-map.js';
import type { Progress } from './progress.js';
import type { ImportReport } from './report.js';
import type { WpClient } from './wp-client.js';

/** What every step of an import shares. */
export interface ImportContext {
  wp: WpClient;
  db: Database;
  storage: FileStorage;
  map: ImportMap;
  report: ImportReport;
  progress: Progress;
  dryRun: boolean;
  /** Aborted by Ctrl+C: the item in hand finishes (or rolls back), then the run stops. */
  signal: AbortSignal;
}

/** Thrown to skip one item with a reason for the report; nothing of it is written. */
export class SkipItem extends Error {}

/** A stable digest of what WordPress gave for an item: a changed item has another. */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

export interface ItemWrite {
  kind: string;
  wpId: number;
  title: string;
  fingerprint: string;
  /**
   * Writes the item in its transaction and answers our id. `existing` is our id from an earlier
   * run; the write answers undefined when that row is gone, and the item is made anew.
   */
  write(tx: Transaction, existing: number | undefined): Promise<number | undefined>;
  /** False for a second write of an item in the same run (its links completed): not counted. */
  counted?: boolean;
  /** Runs after the commit (removing bytes a replaced file no longer needs). */
  afterCommit?: () => Promise<void>;
}

export type ItemOutcome = 'created' | 'updated' | 'unchanged' | 'skipped';

/**
 * One item in one transaction, with its mapping row: either all of it is written or nothing.
 * An unchanged fingerprint writes nothing; a dry run only counts.
 */
export async function importItem(ctx: ImportContext, item: ItemWrite): Promise<ItemOutcome> {
  const report =
    item.counted === false ? { count() {}, skip: ctx.report.skip.bind(ctx.report) } : ctx.report;
  const known = ctx.map.get(item.kind, item.wpId);
  if (known && known.fingerprint === item.fingerprint) {
    report.count(item.kind, 'unchanged');
    return 'unchanged';
  }
  const outcome = known ? 'updated' : 'created';
  if (ctx.dryRun) {
    report.count(item.kind, outcome);
    return outcome;
  }
  try {
    let made = false;
    const ourId = await ctx.db.transaction(async (tx) => {
      let id = await item.write(tx, known?.ourId);
      if (id === undefined) {
        made = true;
        id = await item.write(tx, undefined);
      }
      if (id === undefined) throw new Error('the item was not written');
      await ctx.map.write(tx, item.kind, item.wpId, { ourId: id, fingerprint: item.fingerprint });
      return id;
    });
    ctx.map.remember(item.kind, item.wpId, { ourId, fingerprint: item.fingerprint });
    await item.afterCommit?.();
    const result = made ? 'created' : outcome;
    report.count(item.kind, result);
    return result;
  } catch (error) {
    report.skip(item.kind, item.wpId, item.title, reasonOf(error));
    return 'skipped';
  }
}

/** A failure as one line for the report. */
export function reasonOf(error: unknown): string {
  if (error instanceof SkipItem) return error.message;
  const e = error as { message?: string; code?: string; detail?: string; cause?: unknown };
  const cause = e.cause as { message?: string; detail?: string } | undefined;
  const text = [e.message, e.detail, cause?.message, cause?.detail].filter(Boolean).join(': ');
  return text || String(error);
}
