import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { files, users } from '../db/schema.js';
import type { FileStorage } from '../modules/files/storage.js';
import { renderDemoAvatar } from './demo-avatars.js';

/**
 * Which portrait each demo person has (an index into demo-avatars.ts's looks); the people not
 * listed (redactie, thijs, anna) have no picture, so the colleague cards show the empty circle.
 */
export const DEMO_AVATARS: Record<string, number> = {
  admin: 11,
  beheer: 4,
  femke: 3,
  ruben: 5,
  lotte: 6,
  daan: 0,
  emma: 2,
  julia: 10,
  bram: 8,
  noor: 14,
  lars: 7,
  sophie: 12,
  milan: 16,
  eva: 17,
  sem: 9,
  tim: 15,
  fleur: 1,
};

/** The portraits of the people in DEMO_AVATARS, drawn in parallel (about a tenth of a second). */
export async function renderDemoPortraits(): Promise<Map<string, Buffer>> {
  const entries = Object.entries(DEMO_AVATARS);
  const rendered = await Promise.all(entries.map(([, look]) => renderDemoAvatar(look)));
  return new Map(entries.map(([key], index) => [key, rendered[index]!]));
}

/**
 * Gives the demo people their portraits as uploaded pictures would be: `profile-picture` files
 * of their own, set as their public picture. `portraits` may be started early (seed.ts draws
 * them while the users are written).
 */
export async function seedDemoPictures(
  db: Database,
  storage: FileStorage,
  portraits: Promise<Map<string, Buffer>> = renderDemoPortraits(),
): Promise<void> {
  const people = await db.select({ id: users.id, key: users.nicename }).from(users);
  const drawn = await portraits;
  const withPicture = people.filter((person) => drawn.has(person.key));
  const stored = await Promise.all(
    withPicture.map(async (person) => {
      const bytes = drawn.get(person.key)!;
      return { person, size: bytes.length, storageKey: await storage.put(bytes) };
    }),
  );
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(files)
      .values(
        stored.map(({ person, size, storageKey }) => ({
          ownerId: person.id,
          kind: 'profile-picture' as const,
          title: 'Profielfoto',
          originalName: 'profielfoto.webp',
          mimeType: 'image/webp',
          size,
          storageKey,
        })),
      )
      .returning({ id: files.id, ownerId: files.ownerId });
    for (const row of rows) {
      await tx.update(users).set({ publicPictureId: row.id }).where(eq(users.id, row.ownerId!));
    }
  });
}
