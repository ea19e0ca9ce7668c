import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed/seed.js';
import { users } from '../../src/db/schema.js';
import { verifyPassword } from '../../src/modules/auth/passwords.js';
import { TEST_PASSWORD } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-database.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const result = await seedDemo(database.db, TEST_PASSWORD);
  expect(result).toEqual({ seeded: true });
});
afterAll(async () => {
  await database?.drop();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await database.db.execute(query)).rows as T[];

const withRole = async (role: string) =>
  rows<{ id: number; nicename: string }>(
    sql`SELECT id, nicename FROM users WHERE ${role} = ANY(roles) ORDER BY id`,
  );

async function tableCounts() {
  const [counts] = await rows<Record<string, string>>(sql`
    SELECT (SELECT count(*) FROM users) AS users,
           (SELECT count(*) FROM posts) AS posts,
           (SELECT count(*) FROM user_owners) AS owners,
           (SELECT count(*) FROM user_opdrachtgevers) AS opdrachtgevers,
           (SELECT string_agg(password_hash || session_key, ',' ORDER BY id) FROM users) AS secrets`);
  return counts;
}

describe('seedDemo (the demo company)', () => {
  it('seeds at least 12 professionals, each with a functie, at least one opdrachtgever and a medewerker as owner', async () => {
    const professionals = await rows<{
      nicename: string;
      functie: string | null;
      opdrachtgevers: number;
      owner_roles: string[] | null;
    }>(sql`
      SELECT u.nicename,
             f.title AS functie,
             (SELECT count(*)::int FROM user_opdrachtgevers uo
                JOIN posts p ON p.id = uo.opdrachtgever_id AND p.type = 'intra_opdrachtgevers'
               WHERE uo.user_id = u.id) AS opdrachtgevers,
             (SELECT array_agg(r) FROM user_owners o JOIN users c ON c.id = o.consultant_id,
                     unnest(c.roles) AS r
               WHERE o.professional_id = u.id) AS owner_roles
        FROM users u
        LEFT JOIN posts f ON f.id = u.functie_id AND f.type = 'functies'
       WHERE 'professional' = ANY(u.roles)
       ORDER BY u.id`);
    expect(professionals.length).toBeGreaterThanOrEqual(12);
    for (const professional of professionals) {
      expect(professional.functie, professional.nicename).toEqual(expect.any(String));
      expect(professional.opdrachtgevers, professional.nicename).toBeGreaterThanOrEqual(1);
      expect(professional.owner_roles, professional.nicename).toContain('medewerker');
    }
  });

  it('seeds one administrator, one beheerder and several medewerkers', async () => {
    expect(await withRole('administrator')).toHaveLength(1);
    expect(await withRole('beheerder')).toHaveLength(1);
    expect((await withRole('medewerker')).length).toBeGreaterThanOrEqual(2);
  });

  it('gives every medewerker at least one professional to manage', async () => {
    const managed = await rows<{ nicename: string; professionals: number }>(sql`
      SELECT c.nicename, count(o.professional_id)::int AS professionals
        FROM users c LEFT JOIN user_owners o ON o.consultant_id = c.id
       WHERE 'medewerker' = ANY(c.roles)
       GROUP BY c.id, c.nicename`);
    for (const row of managed) expect(row.professionals, row.nicename).toBeGreaterThan(0);
  });

  it('enables the urenmeter for some users but not all, with hours only where enabled', async () => {
    const urenmeter = await rows<{
      enabled: number;
      disabled: number;
      hours_while_disabled: number;
    }>(sql`
      SELECT count(*) FILTER (WHERE urenmeter_enabled)::int AS enabled,
             count(*) FILTER (WHERE NOT urenmeter_enabled)::int AS disabled,
             count(*) FILTER (WHERE NOT urenmeter_enabled AND urenmeter <> 0)::int AS hours_while_disabled
        FROM users`);
    expect(urenmeter[0]!.enabled).toBeGreaterThan(0);
    expect(urenmeter[0]!.disabled).toBeGreaterThan(0);
    expect(urenmeter[0]!.hours_while_disabled).toBe(0);
  });

  it('stores passwords as argon2id hashes of the given password, and a session key per user', async () => {
    const all = await database.db
      .select({ hash: users.passwordHash, sessionKey: users.sessionKey })
      .from(users);
    expect(all.length).toBeGreaterThan(0);
    for (const { hash } of all) expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(all[0]!.hash, TEST_PASSWORD)).toBe(true);
    expect(await verifyPassword(all[0]!.hash, 'iets-anders')).toBe(false);
    expect(new Set(all.map((row) => row.sessionKey)).size).toBe(all.length);
  });

  it('returns {seeded:false} on a database that already has data and changes nothing', async () => {
    const before = await tableCounts();
    expect(Number(before!.users)).toBeGreaterThan(0);
    const result = await seedDemo(database.db, 'Een-ander-wachtwoord-1');
    expect(result).toEqual({ seeded: false });
    expect(await tableCounts()).toEqual(before);
  });
});
