import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/modules/auth/passwords.js';
import { createDiskStorage } from '../../src/modules/files/storage.js';
import { FirstStartError, prepareFirstStart } from '../../src/seed/first-start.js';
import { DEMO_AVATARS } from '../../src/seed/seed-pictures.js';
import { createTestDatabase } from '../helpers/test-database.js';

const EXTERNAL = 'postgres://portal:x@db.internal:5432/portal';
const today = { year: 2026, month: 11, day: 22 };
const PUBLIC_URL = 'https://intranet.bedrijf.nl';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The set-password link printed among the start lines. */
function linkIn(lines: string[]): { url: string; token: string } {
  const match = /set password\s+(\S+#token=(\S+))/.exec(lines.join('\n'));
  if (!match) throw new Error(`no link in:\n${lines.join('\n')}`);
  return { url: match[1]!, token: match[2]! };
}

describe('prepareFirstStart (what an empty database gets)', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function setup() {
    const database = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-first-'));
    cleanups.push(
      () => database.drop(),
      () => rm(dataDir, { recursive: true, force: true }),
    );
    const demo = { storage: createDiskStorage(path.join(dataDir, 'files')), today };
    const base = {
      dataDir,
      databaseUrl: EXTERNAL,
      demoPassword: undefined,
      seedDemo: false,
      adminEmail: undefined,
      adminPassword: undefined,
      publicUrl: PUBLIC_URL,
    };
    const users = async () =>
      (await database.db.execute(sql`select email, roles, password_hash from users order by id`))
        .rows as Array<{ email: string; roles: string[]; password_hash: string | null }>;
    const postCount = async () =>
      Number(
        ((await database.db.execute(sql`select count(*) as n from posts`)).rows[0] as { n: string })
          .n,
      );
    const links = async () =>
      (
        await database.db.execute(
          sql`select token_hash, created_at, expires_at, used_at from set_password_tokens order by id`,
        )
      ).rows as Array<{
        token_hash: string;
        created_at: string;
        expires_at: string;
        used_at: string | null;
      }>;
    /** As if the links were printed two minutes ago (by an earlier start, not one at the same time). */
    const ageLinks = () =>
      database.db.execute(
        sql`update set_password_tokens set created_at = created_at - interval '2 minutes'`,
      );
    return { database, demo, base, users, postCount, links, ageLinks };
  }

  it('gives an empty external database one administrator with ADMIN_PASSWORD and no demo data', async () => {
    const { database, demo, base, users, postCount } = await setup();
    const config = {
      ...base,
      adminEmail: 'beheer@bedrijf.nl',
      adminPassword: 'Sterk-wachtwoord-1',
    };
    const result = await prepareFirstStart(database.db, config, demo);
    expect(result.seeded).toBe(false);
    expect(result.lines.join('\n')).toContain('beheer@bedrijf.nl');
    // The configured password is not echoed.
    expect(result.lines.join('\n')).not.toContain('Sterk-wachtwoord-1');
    const [admin, ...others] = await users();
    expect(others).toEqual([]);
    expect(admin!.email).toBe('beheer@bedrijf.nl');
    expect(admin!.roles).toEqual(['administrator']);
    expect(await verifyPassword(admin!.password_hash, 'Sterk-wachtwoord-1')).toBe(true);
    expect(await postCount()).toBe(0);

    // A second start leaves the database alone and prints nothing about it.
    expect(await prepareFirstStart(database.db, config, demo)).toEqual({
      seeded: false,
      lines: [],
    });
    expect(await users()).toHaveLength(1);
  });

  it('without ADMIN_PASSWORD creates the administrator with no password and prints a one-time link', async () => {
    const { database, demo, base, users, links } = await setup();
    const config = { ...base, adminEmail: 'it@bedrijf.nl' };
    const result = await prepareFirstStart(database.db, config, demo);
    expect(result.now).toBe(true);
    const printed = linkIn(result.lines);
    expect(printed.url).toBe(`${PUBLIC_URL}/portal/wachtwoord-instellen#token=${printed.token}`);
    // 32 random bytes in base64url.
    expect(printed.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [admin] = await users();
    expect(admin!.email).toBe('it@bedrijf.nl');
    expect(admin!.password_hash).toBeNull();
    // Only a SHA-256 of the token is stored, valid for 24 hours from now.
    const [stored, ...more] = await links();
    expect(more).toEqual([]);
    expect(stored!.token_hash).toBe(sha256(printed.token));
    expect(stored!.used_at).toBeNull();
    const expiresAt = new Date(stored!.expires_at);
    const hours = (expiresAt.getTime() - new Date(stored!.created_at).getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 2);
    expect(result.lines.join('\n')).toContain(
      `valid until    ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    );
  });

  it('stores ADMIN_EMAIL lowercased, as sign-in compares with the lowercased address typed', async () => {
    const { database, demo, base, users } = await setup();
    await prepareFirstStart(database.db, { ...base, adminEmail: 'IT@Bedrijf.nl' }, demo);
    expect((await users()).map((user) => user.email)).toEqual(['it@bedrijf.nl']);
  });

  it('creates one administrator and one link when several instances start at once', async () => {
    const { database, demo, base, users, links } = await setup();
    const config = { ...base, adminEmail: 'it@bedrijf.nl' };
    // The starts all find the database empty while another start holds the first-start lock;
    // then it lets go, and they go on at the same moment.
    const holder = await database.pool.connect();
    await holder.query('begin');
    await holder.query(`select pg_advisory_xact_lock(hashtext('portal first start'))`);
    const starts = Promise.all([1, 2, 3].map(() => prepareFirstStart(database.db, config, demo)));
    for (let tries = 0; tries < 50; tries++) {
      const waiting = await database.pool.query(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
      );
      if ((waiting.rows[0] as { n: number }).n === 3) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await holder.query('commit');
    holder.release();
    const results = await starts;
    expect(await users()).toHaveLength(1);
    const stored = await links();
    expect(stored).toHaveLength(1);
    const printed = results.filter((result) => result.lines.join('\n').includes('#token='));
    expect(printed).toHaveLength(1);
    expect(sha256(linkIn(printed[0]!.lines).token)).toBe(stored[0]!.token_hash);
  });

  it('prints a fresh link at a restart before the administrator chose a password; the old one stops working', async () => {
    const { database, demo, base, links, ageLinks } = await setup();
    const config = { ...base, adminEmail: 'it@bedrijf.nl' };
    const first = linkIn((await prepareFirstStart(database.db, config, demo)).lines);
    await ageLinks();
    const restart = await prepareFirstStart(database.db, config, demo);
    expect(restart.now).toBe(true);
    expect(restart.lines[0]).toBe(
      'Administrator it@bedrijf.nl has no password yet: a new set-password link (the earlier link no longer works)',
    );
    const second = linkIn(restart.lines);
    expect(second.token).not.toBe(first.token);
    expect((await links()).map((link) => link.token_hash)).toEqual([sha256(second.token)]);
  });

  it('leaves the link of an instance that started a moment ago, so that printed link keeps working', async () => {
    const { database, demo, base, links } = await setup();
    const config = { ...base, adminEmail: 'it@bedrijf.nl' };
    const first = linkIn((await prepareFirstStart(database.db, config, demo)).lines);
    const again = await prepareFirstStart(database.db, config, demo);
    expect(again.lines.join('\n')).not.toContain('#token=');
    expect(again.lines.join('\n')).toContain('less than a minute ago');
    expect((await links()).map((link) => link.token_hash)).toEqual([sha256(first.token)]);
  });

  it('prints nothing at a restart once the administrator has a password', async () => {
    const { database, demo, base, ageLinks } = await setup();
    const config = { ...base, adminEmail: 'it@bedrijf.nl' };
    await prepareFirstStart(database.db, config, demo);
    await ageLinks();
    await database.db.execute(sql`update users set password_hash = 'argon2-hash'`);
    expect(await prepareFirstStart(database.db, config, demo)).toEqual({
      seeded: false,
      lines: [],
    });
  });

  it('refuses an empty external database without ADMIN_EMAIL, saying which settings to give, and writes nothing', async () => {
    const { database, demo, base, users } = await setup();
    const error = await prepareFirstStart(database.db, base, demo).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FirstStartError);
    expect((error as Error).message).toContain('ADMIN_EMAIL');
    expect((error as Error).message).toContain('SEED_DEMO=true');
    expect(await users()).toEqual([]);
  });

  it('seeds the demo company into an external database only with SEED_DEMO=true', async () => {
    const { database, demo, base, users, postCount } = await setup();
    const result = await prepareFirstStart(
      database.db,
      { ...base, seedDemo: true, demoPassword: 'Demo-wachtwoord' },
      demo,
    );
    expect(result.seeded).toBe(true);
    expect(result.lines.join('\n')).toContain('Demo-wachtwoord');
    expect((await users()).length).toBeGreaterThan(10);
    expect(await postCount()).toBeGreaterThan(0);
  });

  it('seeds the demo company into the embedded database (no DATABASE_URL), as before', async () => {
    const { database, demo, base, users } = await setup();
    const config = { ...base, databaseUrl: undefined, demoPassword: 'Demo-wachtwoord' };
    const result = await prepareFirstStart(database.db, config, demo);
    expect(result.seeded).toBe(true);
    expect((await users()).length).toBeGreaterThan(10);
    // Most demo people have their portrait, stored as their own profile picture.
    const portraits = await database.db.execute(
      sql`select count(*)::int as n from users u join files f on f.id = u.public_picture_id
          where f.kind = 'profile-picture' and f.owner_id = u.id and f.mime_type = 'image/webp'`,
    );
    expect(portraits.rows).toEqual([{ n: Object.keys(DEMO_AVATARS).length }]);
    // The embedded demo prints its logins at every start.
    const again = await prepareFirstStart(database.db, config, demo);
    expect(again.seeded).toBe(false);
    expect(again.lines.join('\n')).toContain('Demo-wachtwoord');
  });
});
