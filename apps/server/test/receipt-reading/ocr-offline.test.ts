import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const fixture = fileURLToPath(new URL('../fixtures/receipts/receipt-02.png', import.meta.url));
const truth = JSON.parse(
  readFileSync(fileURLToPath(new URL('../fixtures/receipts/truth.json', import.meta.url)), 'utf8'),
) as Array<{ date: string; amount: number }>;

describe('receipt OCR offline', () => {
  it('reads a receipt with every connection, DNS lookup and fetch refused, in workers too', () => {
    // no-network.mjs is preloaded into the process and, through execArgv, into each worker
    // thread (tesseract's among them); it reports on stderr whatever tried to reach out.
    const child = spawnSync(
      process.execPath,
      ['--import', here('no-network.mjs'), '--import', 'tsx', here('offline-child.ts'), fixture],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(child.status, child.stderr).toBe(0);
    const uses = child.stderr
      .split('\n')
      .filter((line) => line.startsWith('NETWORK USED') && !line.includes('guard-check.invalid'));
    expect(uses).toEqual([]);
    const result = JSON.parse(child.stdout.trim().split('\n').at(-1)!);
    // The guard holds in a worker thread (it refused the check's own fetch there).
    expect(result.workerBlocked).toBe(true);
    expect(result.read).toMatchObject({ date: truth[1]!.date, amount: truth[1]!.amount });
  }, 60_000);
});
