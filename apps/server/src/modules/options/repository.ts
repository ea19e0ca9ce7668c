import { and, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files, siteOptions } from '../../db/schema.js';
import { recordAudit } from '../audit/repository.js';

/** How the "intranet" options are stored: logos as file references, presented as links. */
export interface StoredIntranetOptions {
  direct_links: Array<{
    link: { url: string; target: string; title: string };
    logo: { id: number; alt: string };
  }>;
  contactpersonen: Array<{ naam: string; telefoonnummer: string }>;
}

export function createOptionsRepository(db: Database) {
  return {
    async find(name: string): Promise<unknown> {
      const [row] = await db
        .select({ value: siteOptions.value })
        .from(siteOptions)
        .where(eq(siteOptions.name, name));
      return row?.value;
    },

    async save(name: string, value: unknown): Promise<void> {
      await db
        .insert(siteOptions)
        .values({ name, value })
        .onConflictDoUpdate({ target: siteOptions.name, set: { value, modifiedAt: new Date() } });
    },

    /**
     * Changes an options page in one transaction with its audit row: `change` gets the stored
     * value (locked) and answers the new one.
     */
    async update(
      name: string,
      change: (stored: unknown) => unknown,
      actorId: number,
    ): Promise<unknown> {
      return db.transaction(async (tx) => {
        // The row exists once seeded; a first write makes it.
        await tx.insert(siteOptions).values({ name, value: {} }).onConflictDoNothing();
        const [row] = await tx
          .select({ value: siteOptions.value })
          .from(siteOptions)
          .where(eq(siteOptions.name, name))
          .for('update');
        const value = change(row?.value ?? {});
        await tx
          .update(siteOptions)
          .set({ value, modifiedAt: new Date() })
          .where(eq(siteOptions.name, name));
        await recordAudit(tx, {
          actorId,
          action: 'options.update',
          entityKind: 'options',
          entityId: name,
          before: row?.value ?? null,
          after: value,
        });
        return value;
      });
    },

    /** Which of these ids are images uploaded as content (the only files a logo may be). */
    async contentImageIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: files.id })
        .from(files)
        .where(
          and(inArray(files.id, ids), eq(files.kind, 'content'), like(files.mimeType, 'image/%')),
        );
      return rows.map((row) => row.id);
    },
  };
}

export type OptionsRepository = ReturnType<typeof createOptionsRepository>;
