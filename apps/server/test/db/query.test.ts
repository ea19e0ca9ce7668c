import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  MAX_PREPARED_STATEMENTS,
  PreparedStatementError,
  queryRows,
  RowShapeError,
  StatementNames,
} from '../../src/db/query.js';
import { createTestDatabase } from '../helpers/test-database.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const fileSchema = z.strictObject({ id: z.number().int(), originalName: z.string() });

describe('queryRows: rows are checked at the repository boundary', () => {
  it('returns the rows when every alias matches the schema', async () => {
    const rows = await queryRows(
      database.db,
      'test_rows_ok',
      fileSchema,
      sql`select 7 as id, ${'bon.pdf'}::text as "originalName"`,
    );
    expect(rows).toEqual([{ id: 7, originalName: 'bon.pdf' }]);
  });

  it('rejects a row whose alias is misspelt, naming the statement, the field and the columns', async () => {
    const misspelt = queryRows(
      database.db,
      'test_rows_misspelt',
      fileSchema,
      sql`select 7 as id, 'bon.pdf' as "orignalName"`,
    );
    await expect(misspelt).rejects.toThrow(RowShapeError);
    await expect(misspelt).rejects.toThrow(
      /"test_rows_misspelt".*originalName.*the row has the columns id, orignalName/,
    );
  });

  it('rejects an alias that lost its quotes (PostgreSQL folds it to lower case)', async () => {
    await expect(
      queryRows(
        database.db,
        'test_rows_unquoted',
        fileSchema,
        sql`select 7 as id, 'x' as originalName`,
      ),
    ).rejects.toThrow(/columns id, originalname/);
  });

  it('rejects a column of the wrong type, such as a count without ::int', async () => {
    await expect(
      queryRows(
        database.db,
        'test_rows_bigint',
        z.strictObject({ total: z.number().int() }),
        sql`select count(*) as total from generate_series(1, 3)`,
      ),
    ).rejects.toThrow(/"test_rows_bigint".*total/);
  });
});

describe('queryRows: one name, one SQL text', () => {
  it('runs a statement again under its name with other values', async () => {
    const pick = (value: number) =>
      queryRows(
        database.db,
        'test_same_text',
        z.strictObject({ n: z.number().int() }),
        sql`select ${value}::int as n`,
      );
    expect(await pick(1)).toEqual([{ n: 1 }]);
    expect(await pick(2)).toEqual([{ n: 2 }]);
  });

  it('refuses a name given a different SQL text', async () => {
    const schema = z.strictObject({ n: z.number().int() });
    await queryRows(database.db, 'test_changing_text', schema, sql`select 1 as n`);
    await expect(
      queryRows(database.db, 'test_changing_text', schema, sql`select 2 as n`),
    ).rejects.toThrow(PreparedStatementError);
  });

  // A registry of its own: filling the process's one would refuse the statements of the test
  // files that run after this one in the same worker.
  it(`refuses a statement beyond the first ${MAX_PREPARED_STATEMENTS} names`, () => {
    const names = new StatementNames();
    for (let i = 0; i < MAX_PREPARED_STATEMENTS; i++) names.claim(`test_many_${i}`, 'select 1');
    names.claim('test_many_0', 'select 1');
    expect(() => names.claim('test_many_new', 'select 1')).toThrow(
      /statement names must come from a fixed set/,
    );
  });
});
