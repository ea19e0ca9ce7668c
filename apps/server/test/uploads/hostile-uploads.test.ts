import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
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

/**
 * Multipart POSTs of one file each, sent at once from a process of the lowest priority: an
 * attacker's requests come from elsewhere, so the CPU that making them costs (forms of
 * megabytes, 35 connections) must not be taken from the server, as it was on two cores (a
 * sign-in of 300-350 ms at the attack's start while the server's event loop never waited more
 * than 100 ms; per-thread CPU samples showed this client taking a third of the machine).
 * Linux shares the processor between sessions first (autogroups) and only within a session by
 * nice value, so the client gets a session of its own whose autogroup is set to nice 19.
 * Each upload's status (0 when the request itself failed), Retry-After, body and time.
 */
const UPLOADS = `
const { readFileSync } = require('node:fs');
const [base, jobsFile] = process.argv.slice(1);
const jobs = JSON.parse(readFileSync(jobsFile, 'utf8'));
(async () => {
  const answers = await Promise.all(jobs.map(async ({ url, token, field, file, name }) => {
    const form = new FormData();
    form.append(field, new Blob([readFileSync(file)]), name);
    const started = performance.now();
    try {
      const response = await fetch(base + url, {
        method: 'POST',
        headers: { authorization: 'Bearer ' + token },
        body: form,
        signal: AbortSignal.timeout(60000),
      });
      const text = await response.text();
      return { status: response.status, retryAfter: response.headers.get('retry-after'), text, ms: performance.now() - started };
    } catch (error) {
      return { status: 0, retryAfter: null, text: String(error), ms: performance.now() - started };
    }
  }));
  process.stdout.write(JSON.stringify(answers), () => process.exit(0));
})();
`;

/** Nice 19 for a process, and for its session's autogroup where the kernel has those. */
function lowestPriority(pid: number) {
  setPriority(pid, 19);
  try {
    writeFileSync(`/proc/${pid}/autogroup`, '19');
  } catch {
    // No autogroups (a kernel without them, or turned off): the nice value is what counts.
  }
}

interface Answer {
  status: number;
  retryAfter: string | null;
  text: string;
  ms: number;
}

interface Upload {
  url: string;
  token: string;
  field: string;
  bytes: Buffer;
  name: string;
}

async function uploadsFromElsewhere(uploads: Upload[]): Promise<Answer[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-attack-'));
  const files = new Map<Buffer, string>();
  const jobs = uploads.map(({ bytes, ...rest }) => {
    if (!files.has(bytes)) {
      const file = path.join(folder, `file-${files.size}`);
      writeFileSync(file, bytes);
      files.set(bytes, file);
    }
    return { ...rest, file: files.get(bytes)! };
  });
  const jobsFile = path.join(folder, 'jobs.json');
  writeFileSync(jobsFile, JSON.stringify(jobs));
  const child = spawn(process.execPath, ['-e', UPLOADS, base, jobsFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  lowestPriority(child.pid!);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  await new Promise((resolve) => child.once('close', resolve));
  await rm(folder, { recursive: true, force: true });
  return JSON.parse(output) as Answer[];
}

/** One multipart POST of one file from this process (the third user's, a user like any). */
async function upload(url: string, token: string, field: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append(field, new Blob([bytes]), name);
  const started = performance.now();
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, text: await response.text(), ms: performance.now() - started };
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
const signIn = () =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
    signal: AbortSignal.timeout(30000),
  });
(async () => {
  // Untimed: a process's first fetch loads and starts its HTTP client (some 80 ms here), which
  // is this process's time, not the server's.
  await (await signIn()).arrayBuffer();
  while (!stopped && (count === '0' || times.length < Number(count))) {
    const started = performance.now();
    let status = 0;
    try {
      const response = await signIn();
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
    const receiptOf = (token: string, bytes: Buffer, name: string) =>
      ({ url: SUGGESTIONS, token, field: 'receipt', bytes, name }) satisfies Upload;
    const mediaOf = (bytes: Buffer, name: string) =>
      ({ url: MEDIA, token: editor, field: 'file', bytes, name }) satisfies Upload;
    const attack = uploadsFromElsewhere([
      ...Array.from({ length: 20 }, (_, n) => receiptOf(daan, heic, `bon-${n}.heic`)),
      receiptOf(daan, pdf, 'bon.pdf'),
      ...Array.from({ length: 2 }, (_, n) => mediaOf(pdf, `doc-${n}.pdf`)),
      ...Array.from({ length: 6 }, (_, n) => receiptOf(editor, png, `bon-${n}.png`)),
      ...Array.from({ length: 6 }, (_, n) => mediaOf(png, `foto-${n}.png`)),
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
    // The bound for the colleague's receipt (5 s) on a quiet machine; on a loaded one
    // (CI, two cores) a multiple of the same request's time just before the attack.
    expect(figures.colleagueMs).toBeLessThan(Math.max(5000, 2.5 * figures.quietReceiptMs));
    // Sign-in stays as fast as at rest for most people (p50) and is never starved (the p99
    // bound catches the 3.3 s that 12 PNGs caused before the queues). The 250 ms p99
    // is a speed target, measured in bench/ (hostile uploads) on a quiet machine: here the
    // attacker's client, PostgreSQL and this test share two cores with the server, and the
    // p99 of a hundred sign-ins is the one that lands in the attack's first burst (200-350 ms).
    expect(figures.signInP50Ms).toBeLessThanOrEqual(Math.max(80, 2 * figures.quietSignInP50Ms));
    expect(figures.signInP99Ms).toBeLessThan(1000);
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
