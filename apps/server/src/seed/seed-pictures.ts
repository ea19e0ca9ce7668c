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

/**
 * Gives the demo people their portraits as uploaded pictures would be: `profile-picture` files
 * of their own, set as their public picture. Rendered in parallel (about a third of a second).
 */
export async function seedDemoPictures(db: Database, storage: FileStorage): Promise<void> {
  const people = await db.select({ id: users.id, key: users.nicename }).from(users);
  const withPicture = people.filter((person) => DEMO_AVATARS[person.key] !== undefined);
  const stored = await Promise.all(
    withPicture.map(async (person) => {
      const bytes = await renderDemoAvatar(DEMO_AVATARS[person.key]!);
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
