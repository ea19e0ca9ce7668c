import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { wordpressImportMap } from '../../db/schema.js';

export interface Mapped {
  ourId: number;
  fingerprint: string;
}

/**
 * Which of our rows each WordPress item became (wordpress_import_map), per site and kind. Read
 * once at the start and kept in memory (a site of 10,000 news items is 10,000 small entries);
 * a row is written in the transaction of the item it maps, and remembered after its commit.
 */
export class ImportMap {
  private readonly entries = new Map<string, Mapped>();

  private constructor(private readonly site: string) {}

  static async load(db: Database, site: string): Promise<ImportMap> {
    const map = new ImportMap(site);
    const rows = await db
      .select()
      .from(wordpressImportMap)
      .where(eq(wordpressImportMap.site, site));
    for (const row of rows) {
      map.entries.set(key(row.kind, row.wpId), { ourId: row.ourId, fingerprint: row.fingerprint });
    }
    return map;
  }

  get(kind: string, wpId: number): Mapped | undefined {
    return this.entries.get(key(kind, wpId));
  }

  ourId(kind: string, wpId: number | undefined): number | undefined {
    return wpId === undefined ? undefined : this.get(kind, wpId)?.ourId;
  }

  /** Records the mapping inside the item's own transaction. */
  async write(tx: Transaction, kind: string, wpId: number, entry: Mapped): Promise<void> {
    await tx
      .insert(wordpressImportMap)
      .values({ site: this.site, kind, wpId, ...entry })
      .onConflictDoUpdate({
        target: [wordpressImportMap.site, wordpressImportMap.kind, wordpressImportMap.wpId],
        set: { ourId: entry.ourId, fingerprint: entry.fingerprint, importedAt: sql`now()` },
      });
  }

  /** After the commit: what later items of this run see. */
  remember(kind: string, wpId: number, entry: Mapped): void {
    this.entries.set(key(kind, wpId), entry);
  }
}

const key = (kind: string, wpId: number) => `${kind}:${wpId}`;
