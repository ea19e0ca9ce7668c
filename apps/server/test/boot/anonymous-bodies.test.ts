import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.js';
import { createTestDatabase } from '../helpers/test-database.js';

/**
 * Issue 8, item 2: bodies were read in full before the sign-in check, and six anonymous 55 MB
 * requests took the server from 154 MB to 979 MB. This starts the real server as its own
 * process (apps/server/src/main.ts) and watches its resident memory while six such requests
 * stream in at once.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const entry = path.join(repoRoot, 'apps/server/src/main.ts');
const MB = 1024 * 1024;
const BODY_BYTES = 55 * MB;
const CHUNK = 64 * 1024;
const DECLARATIONS = '/wp-json/custom/v1/declarations';

/** Resident memory of a process on this machine, from the kernel. */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]) * 1024;
}

/** `total` bytes in 64 KB chunks after `head`, made as they are sent (the test holds one). */
function* bodyChunks(head: string, total: number): Generator<Buffer> {
  const first = Buffer.from(head);
  yield first;
  const filler = Buffer.alloc(CHUNK, 'A');
  for (let sent = first.length; sent < total; sent += CHUNK) {
    yield sent + CHUNK <= total ? filler : filler.subarray(0, total - sent);
  }
}

interface Answer {
  status: number;
  body: unknown;
}

/**
 * Streams a body of BODY_BYTES and resolves with the answer. Once the answer is in, the rest of
 * the body is not sent.
 */
function streamRequest(port: number, url: string, contentType: string, head: string) {
  return new Promise<Answer & { sentBytes: number }>((resolve, reject) => {
    let sentBytes = 0;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: url,
      headers: { 'content-type': contentType, 'content-length': String(BODY_BYTES) },
    });
    // The answer comes while the body is still being sent (the server discards what it did
    // not read); Node's client then stops writing, so the request ends with the answer.
    let failure: unknown;
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('close', () => {
        request.destroy();
        try {
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text), sentBytes });
        } catch {
          reject(new Error(`${response.statusCode} with an unreadable body: ${text}`));
        }
      });
    });
    request.on('error', (error) => {
      failure = error;
      setTimeout(() => reject(failure), 5_000);
    });
    void (async () => {
      for (const chunk of bodyChunks(head, BODY_BYTES)) {
        if (request.destroyed) return;
        sentBytes += chunk.length;
        if (!request.write(chunk)) await once(request, 'drain');
      }
      request.end();
    })().catch(() => {});
  });
}

describe('the real server and six anonymous 55 MB bodies', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let server: ChildProcess;
  let port: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bodies-'));
    port = await freePort();
    // node with tsx's loader, not the tsx command: the process measured is the server itself.
    server = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? tmpdir(),
        DATABASE_URL: database.url,
        // An empty database of one's own gets its first administrator (no demo data needed).
        ADMIN_EMAIL: 'admin@example.nl',
        ADMIN_PASSWORD: 'Een-lang-wachtwoord',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        // The start banner ("portal is running") is a log line at info level.
        LOG_LEVEL: 'info',
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stderr!.on('data', (chunk) => (output += String(chunk)));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start in 90 s:\n${output}`)), 90_000);
      server.stdout!.on('data', (chunk) => {
        output += String(chunk);
        if (output.includes('portal is running')) {
          clearTimeout(timer);
          resolve();
        }
      });
      server.once('exit', (code) => reject(new Error(`server exited ${code}:\n${output}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (server?.exitCode === null) {
      const exited = once(server, 'exit');
      process.kill(-server.pid!, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (server.exitCode === null) process.kill(-server.pid!, 'SIGKILL');
    }
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('answers each 401 in the error shape, and its memory stays within 50 MB of where it started', async () => {
    const pid = server.pid!;
    const boundary = '----portal-bodies';
    const multipartHead =
      `--${boundary}\r\nContent-Disposition: form-data; name="receipt[]"; filename="bon.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n';
    const jsonHead =
      '{"declaration_type":1,"date":"2026-11-06","receipt":{"name":"bon.pdf","type":"application/pdf","base64":"';
    const form = `multipart/form-data; boundary=${boundary}`;
    const json = 'application/json';
    const urlencoded = 'application/x-www-form-urlencoded';
    // Every body parser the routes have: each would buffer up to its limit if it ran first.
    const send = () => [
      streamRequest(port, `${DECLARATIONS}/update-declaration-row/1`, form, multipartHead),
      streamRequest(port, `${DECLARATIONS}/update-declaration-row/1`, json, jsonHead),
      streamRequest(port, `${DECLARATIONS}/update-declaration-row/1`, urlencoded, 'description='),
      streamRequest(port, `${DECLARATIONS}/add-declaration-row`, json, jsonHead),
      streamRequest(port, `${DECLARATIONS}/add-declaration-row`, json, jsonHead),
      streamRequest(port, `${DECLARATIONS}/add-declaration-row`, form, multipartHead),
    ];

    // The first requests load code and warm the JIT; the baseline is taken after them.
    for (let i = 0; i < 5; i++) {
      const warm = await fetch(`http://127.0.0.1:${port}${DECLARATIONS}/add-declaration-row`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      await warm.arrayBuffer();
    }
    await new Promise((r) => setTimeout(r, 500));
    const before = await residentBytes(pid);

    let peak = before;
    const sampler = setInterval(() => {
      residentBytes(pid)
        .then((bytes) => (peak = Math.max(peak, bytes)))
        .catch(() => {});
    }, 20);
    const answers = await Promise.all(send()).finally(() => clearInterval(sampler));
    peak = Math.max(peak, await residentBytes(pid));

    expect(
      peak - before,
      `RSS ${Math.round(before / MB)} MB -> peak ${Math.round(peak / MB)} MB`,
    ).toBeLessThan(50 * MB);
    for (const answer of answers) {
      expect([401, 413]).toContain(answer.status);
      expect(answer.body).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
        data: { status: answer.status },
      });
    }
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401]);
  }, 120_000);
});
