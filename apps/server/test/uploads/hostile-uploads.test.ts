import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseStorage } from '../../src/modules/files/database-storage.js';
import { emailOf } from '../../src/seed/demo-company.js';
import { seedDemo } from '../../src/seed/seed.js';
import { startPortal, type Portal } from '../boot/portal-process.js';
import { freePort } from '../helpers/free-port.js';
import { TEST_PASSWORD } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-database.js';
import { heicBomb, pdfBomb, pngBomb } from './hostile-files.js';

/**
 * Issue 24, item 10: small hostile uploads sent at once by two users cannot exhaust the server.
 * The real entry point runs as a process of its own (its memory is its /proc status), on a
 * seeded database of this file. While 20 HEICs claiming 57.8 megapixels, 3 PDFs whose content
 * inflates to 1 GB and 12 PNGs of 60 megapixels are sent, a third user signs in over and over
 * and once asks for an ordinary receipt's suggestions.
 *
 * Memory is measured from a warm server (the ordinary receipt read once: the OCR worker made,
 * sharp loaded), so what is measured is what the attack costs. Figures go to the test's output
 * (bench/README.md keeps them).
 */

const SUGGESTIONS = '/wp-json/custom/v1/declarations/receipt-suggestions';
const MEDIA = '/wp-json/wp/v2/media';
const SIGN_IN = '/wp-json/jwt-auth/v1/token';
const MB = 1024 * 1024;
const fixture = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  '../fixtures/receipts/receipt-01.png',
);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let portal: Portal | undefined;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, TEST_PASSWORD, { storage: createDatabaseStorage(database.db) });
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-hostile-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  portal = startPortal({
    DATABASE_URL: database.url,
    FILE_STORE: 'postgres',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    JWT_SECRET: 'hostile-uploads-test-secret-0123456789abcdef',
    LOG_LEVEL: 'info',
  });
  await portal.waitFor(/portal is running/, 90_000);
}, 120_000);

afterAll(async () => {
  portal?.kill();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 30_000);

/** The portal process's resident memory in bytes; 0 once it has ended. */
function rss(): number {
  try {
    const status = readFileSync(`/proc/${portal!.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

async function tokenOf(key: string): Promise<string> {
  const response = await fetch(`${base}${SIGN_IN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: emailOf(key), password: TEST_PASSWORD }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`sign-in of ${key}: ${response.status}`);
  return body.data.token;
}

/** A multipart POST of one file; its status (0 when the request itself failed) and time. */
async function upload(url: string, token: string, field: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append(field, new Blob([bytes]), name);
  const started = performance.now();
  try {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      text,
      ms: performance.now() - started,
    };
  } catch (error) {
    return { status: 0, retryAfter: null, text: String(error), ms: performance.now() - started };
  }
}

/**
 * Sign-ins one after another (20 ms apart) from a process of their own, so the times are not
 * those of this test's own event loop, busy sending the attack. `count` 0: until stopped.
 */
const SIGN_IN_LOOP = `
const [url, username, password, count] = process.argv.slice(1);
const times = [];
let stopped = false;
process.stdin.on('data', () => (stopped = true));
(async () => {
  while (!stopped && (count === '0' || times.length < Number(count))) {
    const started = performance.now();
    let status = 0;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
        signal: AbortSignal.timeout(30000),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {}
    times.push({ ms: performance.now() - started, status });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  process.stdout.write(JSON.stringify(times), () => process.exit(0));
})();
`;

function signInLoop(count: number) {
  const args = ['-e', SIGN_IN_LOOP, `${base}${SIGN_IN}`, emailOf('femke'), TEST_PASSWORD];
  const child = spawn(process.execPath, [...args, String(count)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  const done = new Promise<Array<{ ms: number; status: number }>>((resolve) =>
    child.once('close', () => resolve(JSON.parse(output || '[]'))),
  );
  return { stop: () => child.stdin!.end('stop'), done };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('hostile uploads (issue 24, items 8-10)', () => {
  it('leave memory, sign-in and a colleague’s receipt unharmed', async () => {
    const [heic, pdf, png] = [heicBomb(), await pdfBomb(), await pngBomb()];
    const receipt = readFileSync(fixture);
    const daan = await tokenOf('daan');
    const editor = await tokenOf('redactie');
    const emma = await tokenOf('emma');

    // Warm: the OCR worker made and grown to its full working size (a square photo, read at
    // 2000 × 2000 pixels, as any server has after its first receipts); then the ordinary
    // receipt and sign-ins without attack, for comparison.
    const phonePhoto = await sharp(receipt)
      .resize({ width: 3000, height: 3000, fit: 'contain', background: '#ffffff' })
      .jpeg()
      .toBuffer();
    const warm = await upload(SUGGESTIONS, emma, 'receipt', phonePhoto, 'foto.jpg');
    expect(warm.status, warm.text).toBe(200);
    const quietReceipt = await upload(SUGGESTIONS, emma, 'receipt', receipt, 'bon.png');
    const quietSignIns = (await signInLoop(40).done).map(({ ms }) => ms);
    await sleep(500);
    const start = rss();
    let peak = start;
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 50);
    sampler.unref();

    // A steady sequence of sign-ins for as long as the attack lasts.
    const signingIn = signInLoop(0);
    await sleep(200);

    const attackStarted = performance.now();
    const attack = Promise.all([
      ...Array.from({ length: 20 }, (_, n) =>
        upload(SUGGESTIONS, daan, 'receipt', heic, `bon-${n}.heic`),
      ),
      upload(SUGGESTIONS, daan, 'receipt', pdf, 'bon.pdf'),
      ...Array.from({ length: 2 }, (_, n) => upload(MEDIA, editor, 'file', pdf, `doc-${n}.pdf`)),
      ...Array.from({ length: 6 }, (_, n) =>
        upload(SUGGESTIONS, editor, 'receipt', png, `bon-${n}.png`),
      ),
      ...Array.from({ length: 6 }, (_, n) => upload(MEDIA, editor, 'file', png, `foto-${n}.png`)),
    ]);
    await sleep(1000);
    const colleague = await upload(SUGGESTIONS, emma, 'receipt', receipt, 'bon.png');
    const answers = await attack;
    const attackMs = performance.now() - attackStarted;
    signingIn.stop();
    const timed = await signingIn.done;
    const signIns = timed.map(({ ms }) => ms);
    const failedSignIns = timed.filter(({ status }) => status !== 200).map(({ status }) => status);

    // Back to rest: the memory given back within 10 s of the last answer.
    const settleUntil = Date.now() + 10_000;
    let end = rss();
    while (end - start > 100 * MB && Date.now() < settleUntil) {
      await sleep(250);
      end = rss();
    }
    clearInterval(sampler);

    const statuses = answers.reduce<Record<number, number>>((count, { status }) => {
      count[status] = (count[status] ?? 0) + 1;
      return count;
    }, {});
    const figures = {
      quietSignInP50Ms: Math.round(percentile(quietSignIns, 50)),
      quietSignInMaxMs: Math.round(percentile(quietSignIns, 100)),
      quietReceiptMs: Math.round(quietReceipt.ms),
      rssStartMb: Math.round(start / MB),
      rssPeakMb: Math.round(peak / MB),
      rssEndMb: Math.round(end / MB),
      signIns: signIns.length,
      signInP50Ms: Math.round(percentile(signIns, 50)),
      signInP99Ms: Math.round(percentile(signIns, 99)),
      failedSignIns: failedSignIns.length,
      colleagueMs: Math.round(colleague.ms),
      colleagueStatus: colleague.status,
      attackMs: Math.round(attackMs),
      statuses,
    };
    console.log(`hostile uploads: ${JSON.stringify(figures)}`);
    expect(end, `the portal ended:\n${portal!.output().stderr.slice(-2000)}`).toBeGreaterThan(0);

    expect(colleague.status, colleague.text).toBe(200);
    expect(JSON.parse(colleague.text)).toMatchObject({ amount: 327.05, source: 'ocr' });
    // The bounds (5 s, 250 ms) on a quiet machine. On a loaded one (CI runs this next
    // to the journeys on two cores) other processes slow the server before any attack, so the
    // bound is then a multiple of the same request's time just before the attack.
    expect(figures.colleagueMs).toBeLessThan(Math.max(5000, 2.5 * figures.quietReceiptMs));
    expect(figures.signInP99Ms).toBeLessThan(Math.max(250, 3 * figures.quietSignInMaxMs));
    expect(failedSignIns).toEqual([]);
    expect(peak - start).toBeLessThanOrEqual(300 * MB);
    expect(end - start).toBeLessThanOrEqual(100 * MB);
    // Every answer is a decision (suggestions, a refusal, busy), never a failure of the server.
    for (const answer of answers) {
      expect([200, 201, 415, 422, 503], answer.text).toContain(answer.status);
      if (answer.status === 503) expect(answer.retryAfter).toMatch(/^\d+$/);
    }
  }, 150_000);
});
