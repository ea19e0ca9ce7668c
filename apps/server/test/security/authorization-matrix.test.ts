import { allEndpoints, anonymousCodeOf } from '@portal/contract/endpoints';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';
import { ACTORS, createMatrix, type MatrixContext } from './authorization-fixture.js';
import { MATRIX, type MatrixRow } from './authorization-table.js';

/**
 * Issue 8, item 13: every endpoint × {anonymous, each role, the owner and another user of the
 * owner's role}, against the table in authorization-table.ts. A new endpoint without a row
 * fails the first test.
 */

// Thursday 5 November 2026: October (until the 10th) and November are open, and the mood week
// runs from Monday 2 November.
const ctx = useTestApp({ now: () => new Date('2026-11-05T10:00:00Z') });
let m: MatrixContext;

beforeAll(async () => {
  m = await createMatrix(ctx);
});

const accepts = (expected: number | readonly number[], status: number) =>
  typeof expected === 'number' ? expected === status : expected.includes(status);

async function runRow(row: MatrixRow): Promise<string[]> {
  const problems: string[] = [];
  for (const actor of ACTORS) {
    const response = await row.send(m, actor);
    const expected = row.expect[actor];
    if (!accepts(expected, response.statusCode)) {
      problems.push(
        `${row.what} as ${actor}: ${response.statusCode}, expected ${String(expected)} ${response.body.slice(0, 120)}`,
      );
    } else if (
      actor === 'anonymous' &&
      response.statusCode === 401 &&
      row.endpoint.access.kind === 'signed-in' &&
      response.json<{ code?: string }>().code !== anonymousCodeOf(row.endpoint)
    ) {
      // The code WordPress gives an anonymous call of this kind, as the contract documents it.
      problems.push(
        `${row.what} as anonymous: ${response.body.slice(0, 120)}, expected code ${anonymousCodeOf(row.endpoint)}`,
      );
    } else if (response.statusCode < 300 && row.check) {
      const problem = row.check(response.json(), actor, m);
      if (problem) problems.push(`${row.what} as ${actor}: ${problem}`);
    }
  }
  return problems;
}

describe('authorization matrix', () => {
  it('has a row for every endpoint of the contract, and none for an endpoint that is not there', () => {
    const covered = new Set(MATRIX.map((row) => row.endpoint.id));
    expect(allEndpoints.filter((endpoint) => !covered.has(endpoint.id)).map((e) => e.id)).toEqual(
      [],
    );
    const known = new Set(allEndpoints.map((endpoint) => endpoint.id));
    expect([...covered].filter((id) => !known.has(id))).toEqual([]);
  });

  const byEndpoint = new Map<string, MatrixRow[]>();
  for (const row of MATRIX)
    byEndpoint.set(row.endpoint.id, [...(byEndpoint.get(row.endpoint.id) ?? []), row]);

  it.each([...byEndpoint])('%s', async (_id, rows) => {
    const problems: string[] = [];
    for (const row of rows) problems.push(...(await runRow(row)));
    expect(problems).toEqual([]);
  });
});
