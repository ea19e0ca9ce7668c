import { sql } from 'drizzle-orm';
import type { CalendarDate } from '@portal/contract';
import { hashPassword, newSessionKey } from '../modules/auth/passwords.js';
import type { FileStorage } from '../modules/files/storage.js';
import type { Database } from '../db/client.js';
import {
  DIENSTVERBANDEN,
  emailOf,
  FUNCTIES,
  OPDRACHTGEVERS,
  PROFESSIONALS,
  STAFF,
  type DemoPerson,
} from './demo-company.js';
import { posts, userOpdrachtgevers, userOwners, users } from '../db/schema.js';
import { demoProfileOf } from './demo-profiles.js';
import { seedContent } from './seed-content.js';
import { renderDemoPortraits, seedDemoPictures } from './seed-pictures.js';
import { seedDeclarationTypes, seedDemoDeclarations } from './seed-declarations.js';
import { seedDemoAssignments } from './seed-assignments.js';

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function hasData(db: Database): Promise<boolean> {
  const result = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM users) AS present`);
  return Boolean((result.rows[0] as { present: boolean }).present);
}

/** Empties every table of ours (for `npm run seed -- --reset`). */
export async function resetData(db: Database): Promise<void> {
  await db.execute(
    sql`TRUNCATE users, posts, files, user_owners, user_opdrachtgevers, refresh_tokens,
      declaration_types, kilometer_rates, declaration_months, declaration_month_history,
      declaration_rows, declaration_row_attachments, declaration_comments,
      terms, post_terms, post_files, site_options, mood_checkins, outbox, stored_files,
      set_password_tokens, assignments, assignment_evaluations, assignment_history,
      assignment_reminders
      RESTART IDENTITY CASCADE`,
  );
}

/**
 * Seeds the demo company into an empty database; refuses to touch one that has data. With a
 * file storage it also seeds the intranet content (news, categories, library, quick links with
 * their files) and a year of declarations with receipts, relative to `today`.
 */
export async function seedDemo(
  db: Database,
  password: string,
  demo: { storage?: FileStorage; today?: CalendarDate } = {},
): Promise<{ seeded: boolean }> {
  if (await hasData(db)) return { seeded: false };
  // Drawn while the users are written (sharp works on its own threads).
  const portraits = demo.storage ? renderDemoPortraits() : undefined;
  // A failure is awaited below; until then it must not count as unhandled.
  portraits?.catch(() => undefined);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const insertPosts = async (type: string, titles: string[]) => {
      const rows = await tx
        .insert(posts)
        .values(titles.map((title) => ({ type, title, slug: slugify(title) })))
        .returning({ id: posts.id, title: posts.title });
      return new Map(rows.map((row) => [row.title, row.id]));
    };
    const functies = await insertPosts('functies', FUNCTIES);
    const clients = await insertPosts('intra_opdrachtgevers', OPDRACHTGEVERS);
    const dienstverbanden = await insertPosts('dienstverbanden', DIENSTVERBANDEN);

    const people: DemoPerson[] = [...STAFF, ...PROFESSIONALS];
    const inserted = await tx
      .insert(users)
      .values(
        people.map((person, index) => {
          const fullName = [person.voornaam, person.tussenvoegsel, person.achternaam]
            .filter(Boolean)
            .join(' ');
          return {
            email: emailOf(person.key),
            nicename: person.key,
            displayName: fullName,
            passwordHash,
            sessionKey: newSessionKey(),
            roles: person.roles,
            voornaam: person.voornaam,
            tussenvoegsel: person.tussenvoegsel ?? '',
            achternaam: person.achternaam,
            voorletters: `${person.voornaam[0]}.`,
            woonplaats: person.woonplaats,
            ...demoProfileOf(person, index, {
              email: emailOf(person.key),
              slug: slugify(fullName),
            }),
            functieId: person.functie ? (functies.get(person.functie) ?? null) : null,
            dienstverbandId: person.dienstverband
              ? (dienstverbanden.get(person.dienstverband) ?? null)
              : null,
            urenmeter: person.urenmeter ?? 0,
            urenmeterEnabled: person.urenmeter !== undefined,
          };
        }),
      )
      .returning({ id: users.id, nicename: users.nicename });
    const idOf = new Map(inserted.map((row) => [row.nicename, row.id]));
    const id = (key: string) => {
      const value = idOf.get(key);
      if (value === undefined) throw new Error(`demo person ${key} missing`);
      return value;
    };

    await tx.insert(userOwners).values(
      PROFESSIONALS.filter((p) => p.consultant).map((p) => ({
        professionalId: id(p.key),
        consultantId: id(p.consultant!),
      })),
    );
    await tx.insert(userOpdrachtgevers).values(
      PROFESSIONALS.flatMap((p) =>
        (p.opdrachtgevers ?? []).map((name, position) => ({
          userId: id(p.key),
          opdrachtgeverId: clients.get(name)!,
          position,
        })),
      ),
    );
  });
  await seedDeclarationTypes(db);
  if (demo.storage) await seedContent(db, demo.storage);
  if (demo.storage) await seedDemoPictures(db, demo.storage, portraits);
  if (demo.storage && demo.today) await seedDemoDeclarations(db, demo.storage, demo.today);
  if (demo.today) await seedDemoAssignments(db, demo.today);
  return { seeded: true };
}
