import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/modules/auth/passwords.js';
import { createDiskStorage } from '../../src/modules/files/storage.js';
import { FirstStartError, prepareFirstStart } from '../../src/seed/first-start.js';
import { createTestDatabase } from '../helpers/test-database.js';

const EXTERNAL = 'postgres://portal:x@db.internal:5432/portal';
const today = { year: 2026, month: 11, day: 22 };

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
    };
    const users = async () =>
      (await database.db.execute(sql`select email, roles, password_hash from users order by id`))
        .rows as Array<{ email: string; roles: string[]; password_hash: string }>;
    const postCount = async () =>
      Number(
        ((await database.db.execute(sql`select count(*) as n from posts`)).rows[0] as { n: string })
          .n,
      );
    return { database, demo, base, users, postCount };
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

  it('generates the administrator password when ADMIN_PASSWORD is unset and prints it once', async () => {
    const { database, demo, base, users } = await setup();
    const config = { ...base, adminEmail: 'it@bedrijf.nl' };
    const result = await prepareFirstStart(database.db, config, demo);
    const printed = /password\s+(\S+)\s+\(shown only now/.exec(result.lines.join('\n'))?.[1];
    expect(printed).toBeDefined();
    expect(printed!.length).toBeGreaterThanOrEqual(20);
    const [admin] = await users();
    // Stored only as its hash, and that hash accepts the printed password.
    expect(admin!.password_hash).not.toContain(printed);
    expect(await verifyPassword(admin!.password_hash, printed!)).toBe(true);
    expect((await prepareFirstStart(database.db, config, demo)).lines).toEqual([]);
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
    // The embedded demo prints its logins at every start.
    const again = await prepareFirstStart(database.db, config, demo);
    expect(again.seeded).toBe(false);
    expect(again.lines.join('\n')).toContain('Demo-wachtwoord');
  });
});
