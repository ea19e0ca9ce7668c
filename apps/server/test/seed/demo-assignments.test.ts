import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed/seed.js';
import { TEST_PASSWORD } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-database.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, TEST_PASSWORD, { today: { year: 2026, month: 11, day: 22 } });
}, 60_000);
afterAll(async () => {
  await database?.drop();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await database.db.execute(query)).rows as T[];

describe('the demo assignments', () => {
  it('gives every demo professional an assignment, and the demo professional one in every status', async () => {
    const missing = await rows(sql`
      select u.nicename from users u
       where 'professional' = any(u.roles)
         and not exists (select 1 from assignments a where a.professional_id = u.id)`);
    expect(missing).toEqual([]);
    const daans = await rows<{ status: string }>(sql`
      select a.status from assignments a join users u on u.id = a.professional_id
       where u.nicename = 'daan' order by a.status`);
    expect(daans.map((row) => row.status)).toEqual(['completed', 'in-progress', 'not-started']);
  });

  it('keeps evaluations of the two quarters before today’s on running and completed ones only', async () => {
    const quarters = await rows<{ status: string; quarters: string[] }>(sql`
      select a.status, array_agg(e.quarter order by e.quarter) as quarters
        from assignments a left join assignment_evaluations e on e.assignment_id = a.id
       group by a.id, a.status`);
    for (const { status, quarters: saved } of quarters) {
      expect(saved).toEqual(status === 'not-started' ? [null] : ['2026-Q2', '2026-Q3']);
    }
  });

  it('names the professional’s functie and first opdrachtgever, with the end not before the start', async () => {
    const wrong = await rows(sql`
      select a.id from assignments a join users u on u.id = a.professional_id
       where a.functie_id is distinct from u.functie_id
          or a.opdrachtgever_id is null
          or a.end_date < a.start_date
          or a.author_id is null`);
    expect(wrong).toEqual([]);
  });
});
