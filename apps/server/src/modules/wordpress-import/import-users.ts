import { PROFILE_PICTURE_MAX_BYTES } from '@portal/contract';
import { and, eq, isNull, like, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { userOpdrachtgevers, userOwners, users } from '../../db/schema.js';
import { newSessionKey } from '../auth/passwords.js';
import { removeStoredBytes } from '../files/stored-bytes.js';
import { processProfilePicture } from '../profile/picture.js';
import { replacePictureIn } from '../profile/repository.js';
import { fingerprintOf, importItem, reasonOf, type ImportContext } from './context.js';
import { IMPORTER_WORK_ID, type MediaFiles } from './media-files.js';
import { mapUser, type MappedUser } from './map-user.js';

/** Who manages whom, in WordPress ids, gathered while the users are read. */
interface Relations {
  ownedBy: number[];
  manages: number[];
  professional: boolean;
}

/**
 * The people: users with our roles and their profile fields, functie, dienstverband and
 * opdrachtgevers; then their pictures (re-encoded as an uploaded one is); then the consultant
 * relations, once every user is there. `passwords` (from --wp-db) carries over WordPress's
 * password hashes, which the sign-in accepts once and replaces (auth/wordpress-hashes.ts).
 */
export async function importUsers(
  ctx: ImportContext,
  media: MediaFiles,
  passwords: Map<number, { email: string; hash: string }> | undefined,
): Promise<void> {
  const relations = new Map<number, Relations>();
  const pictures: Array<{ wpId: number; title: string; picture: number }> = [];
  ctx.progress.start('users', 0);
  for await (const page of ctx.wp.all<Record<string, unknown>>('wp/v2/users', {})) {
    ctx.progress.grow('users', page.total);
    for (const raw of page.items) {
      if (ctx.signal.aborted) return;
      const wpId = Number(raw.id);
      const title = String(raw.name ?? raw.username ?? '');
      const mapped = mapUser(raw);
      if ('skip' in mapped) {
        ctx.report.skip('users', wpId, title, mapped.skip);
      } else {
        await importUser(ctx, wpId, mapped.user);
        relations.set(wpId, {
          ownedBy: mapped.user.ownedBy,
          manages: mapped.user.manages,
          professional: mapped.user.columns.roles!.includes('professional'),
        });
        if (mapped.user.picture) pictures.push({ wpId, title, picture: mapped.user.picture });
        // Only for the same person: a hash of another database's user of this id is not theirs.
        const carried = passwords?.get(wpId);
        if (carried && carried.email === mapped.user.columns.email) {
          await importPassword(ctx, wpId, title, carried.hash);
        } else if (carried) {
          ctx.report.note(
            'users',
            wpId,
            title,
            "WordPress's database names another e-mail address for this id; password not carried over",
          );
        }
      }
      ctx.progress.tick('users');
    }
  }
  ctx.progress.finish('users');

  ctx.progress.start('profile pictures', pictures.length);
  for (const entry of pictures) {
    if (ctx.signal.aborted) return;
    await importPicture(ctx, media, entry);
    ctx.progress.tick('profile pictures');
  }
  ctx.progress.finish('profile pictures');

  await importOwners(ctx, relations);
}

async function importUser(ctx: ImportContext, wpId: number, user: MappedUser): Promise<void> {
  const title = user.columns.displayName!;
  const reference = (kind: string, id: number | undefined, field: string) => {
    if (id === undefined) return null;
    const ours = ctx.map.ourId(kind, id);
    if (ours === undefined && !ctx.dryRun) {
      ctx.report.note(
        'users',
        wpId,
        title,
        `${field} ${id} is not in WordPress (or was skipped); left empty`,
      );
    }
    return ours ?? null;
  };
  const functieId = reference('functies', user.functie, 'functie');
  const dienstverbandId = reference('dienstverbanden', user.dienstverband, 'dienstverband');
  const opdrachtgevers = user.opdrachtgevers
    .map((id) => reference('intra_opdrachtgevers', id, 'opdrachtgever'))
    .filter((id): id is number => id !== null);
  if (user.otherRoles.length) {
    ctx.report.note(
      'users',
      wpId,
      title,
      `WordPress role(s) ${user.otherRoles.join(', ')} left out`,
    );
  }
  const columns = { ...user.columns, functieId, dienstverbandId };
  await importItem(ctx, {
    kind: 'users',
    wpId,
    title,
    fingerprint: fingerprintOf([columns, opdrachtgevers, user.nicename]),
    write: async (tx, existing) => {
      const id = existing ?? (await adoptOrInsert(tx, user, columns));
      const [row] = await tx
        .update(users)
        .set(columns)
        .where(eq(users.id, id))
        .returning({ id: users.id });
      if (!row) return undefined;
      await tx.delete(userOpdrachtgevers).where(eq(userOpdrachtgevers.userId, id));
      if (opdrachtgevers.length) {
        await tx.insert(userOpdrachtgevers).values(
          opdrachtgevers.map((opdrachtgeverId, position) => ({
            userId: id,
            opdrachtgeverId,
            position,
          })),
        );
      }
      return id;
    },
  });
}

/**
 * A person who already has an account here (the first administrator, or one made in Beheer)
 * is matched by e-mail address and kept; anyone else gets a new account without a password.
 */
async function adoptOrInsert(
  tx: Transaction,
  user: MappedUser,
  columns: Omit<typeof users.$inferInsert, 'nicename' | 'sessionKey'>,
): Promise<number> {
  const [same] = await tx
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(sql`lower(${users.email}) = ${columns.email}`)
    .limit(1);
  if (same) {
    // Roles it had here stay (the first administrator is never made a medewerker by it).
    columns.roles = [...new Set([...same.roles, ...columns.roles])];
    return same.id;
  }
  const [taken] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      sql`${users.nicename} = ${user.nicename} or ${users.nicename} like ${`${user.nicename}-wp%`}`,
    );
  const nicename = taken!.count ? `${user.nicename}-wp${taken!.count}` : user.nicename;
  const [row] = await tx
    .insert(users)
    .values({ ...columns, nicename, sessionKey: newSessionKey(), passwordHash: null })
    .returning({ id: users.id });
  return row!.id;
}

/**
 * WordPress's hash as it is (phpass `$P$` or 6.8's `$wp$2y$`), when it changed in WordPress
 * since the last run. A password set here since the first import is never overwritten.
 */
async function importPassword(ctx: ImportContext, wpId: number, title: string, hash: string) {
  await importItem(ctx, {
    kind: 'passwords',
    wpId,
    title,
    fingerprint: fingerprintOf(hash),
    write: async (tx, existing) => {
      const id = existing ?? ctx.map.ourId('users', wpId);
      if (id === undefined) return undefined;
      const first = existing === undefined;
      // Only over no password or one carried over before: a password set here stays.
      const replaceable = or(
        isNull(users.passwordHash),
        like(users.passwordHash, '$P$%'),
        like(users.passwordHash, '$wp$%'),
      );
      const [row] = await tx
        .update(users)
        .set({ passwordHash: hash, ...(first ? {} : { sessionKey: newSessionKey() }) })
        .where(and(eq(users.id, id), replaceable))
        .returning({ id: users.id });
      return row?.id ?? id;
    },
  });
}

async function importPicture(
  ctx: ImportContext,
  media: MediaFiles,
  entry: { wpId: number; title: string; picture: number },
): Promise<void> {
  const item = media.item(entry.picture);
  const userId = ctx.map.ourId('users', entry.wpId);
  if (!item) {
    ctx.report.note(
      'users',
      entry.wpId,
      entry.title,
      `picture ${entry.picture} is not in the media library; left out`,
    );
    return;
  }
  const fingerprint = fingerprintOf([item.url, item.modified]);
  const known = ctx.map.get('profile pictures', entry.wpId);
  if (known?.fingerprint === fingerprint || ctx.dryRun || userId === undefined) {
    if (userId !== undefined || ctx.dryRun) {
      await importItem(ctx, {
        kind: 'profile pictures',
        wpId: entry.wpId,
        title: entry.title,
        fingerprint,
        write: async () => undefined,
      });
    }
    return;
  }
  let bytes: Uint8Array;
  try {
    const original = await ctx.wp.download(item.url, PROFILE_PICTURE_MAX_BYTES);
    bytes = (await processProfilePicture(IMPORTER_WORK_ID, original)).bytes;
  } catch (error) {
    ctx.report.skip('profile pictures', entry.wpId, entry.title, reasonOf(error));
    return;
  }
  const storageKey = await ctx.storage.put(bytes);
  let removed: string[] = [];
  const outcome = await importItem(ctx, {
    kind: 'profile pictures',
    wpId: entry.wpId,
    title: entry.title,
    fingerprint,
    write: async (tx) => {
      const result = await replacePictureIn(tx, userId, {
        ownerId: userId,
        title: entry.title,
        originalName: 'profielfoto.webp',
        mimeType: 'image/webp',
        size: bytes.length,
        storageKey,
      });
      removed = result.removed;
      return result.id;
    },
    afterCommit: () => removeStoredBytes(ctx.storage, removed),
  });
  if (outcome === 'skipped') await removeStoredBytes(ctx.storage, [storageKey]);
}

/**
 * Each professional's consultants: their `owned_by`, and every consultant whose `users` lists
 * them (WordPress keeps both sides and they can disagree; together they lose nobody).
 */
async function importOwners(ctx: ImportContext, relations: Map<number, Relations>) {
  const consultantsOf = new Map<number, Set<number>>();
  for (const [wpId, relation] of relations) {
    for (const consultant of relation.ownedBy) add(consultantsOf, wpId, consultant);
    for (const professional of relation.manages) add(consultantsOf, professional, wpId);
  }
  ctx.progress.start('consultant relations', consultantsOf.size);
  for (const [professionalWpId, consultantWpIds] of consultantsOf) {
    if (ctx.signal.aborted) return;
    ctx.progress.tick('consultant relations');
    const title = `user ${professionalWpId}`;
    const professional = ctx.map.ourId('users', professionalWpId);
    if (professional === undefined && !ctx.dryRun) {
      ctx.report.skip(
        'consultant relations',
        professionalWpId,
        title,
        'the professional was not imported',
      );
      continue;
    }
    const consultants: number[] = [];
    for (const wpId of [...consultantWpIds].sort((a, b) => a - b)) {
      const ours = ctx.map.ourId('users', wpId);
      if (ours !== undefined && ours !== professional) consultants.push(ours);
      else if (!ctx.dryRun) {
        ctx.report.note(
          'consultant relations',
          professionalWpId,
          title,
          `consultant ${wpId} was not imported; left out`,
        );
      }
    }
    await importItem(ctx, {
      kind: 'consultant relations',
      wpId: professionalWpId,
      title,
      fingerprint: fingerprintOf(consultants),
      write: async (tx) => {
        await tx.delete(userOwners).where(eq(userOwners.professionalId, professional!));
        if (consultants.length) {
          await tx
            .insert(userOwners)
            .values(
              consultants.map((consultantId) => ({ professionalId: professional!, consultantId })),
            );
        }
        return professional;
      },
    });
  }
  ctx.progress.finish('consultant relations');
}

function add(map: Map<number, Set<number>>, key: number, value: number) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
}
