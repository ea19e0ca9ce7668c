import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { siteOptions } from '../../db/schema.js';

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
  };
}

export type OptionsRepository = ReturnType<typeof createOptionsRepository>;
