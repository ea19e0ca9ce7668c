// The built web app is sent precompressed: the build writes <file>.br and <file>.gz next to each
// asset (apps/web/build/precompress.ts) and the server picks one by Accept-Encoding; index.html,
// which the server fills in at start, is compressed once in memory.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';

const APP_JS = `export const portal = ${JSON.stringify('x'.repeat(4000))};\n`;
const INDEX = `<!doctype html><html><head><meta name="portal-config" content='{}'><script type="module" src="/portal/assets/app.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

describe('compressed web assets', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'portal-web-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  mkdirSync(path.join(webDist, 'assets'));
  const asset = path.join(webDist, 'assets', 'app.js');
  writeFileSync(asset, APP_JS);
  writeFileSync(`${asset}.br`, brotliCompressSync(APP_JS));
  writeFileSync(`${asset}.gz`, gzipSync(APP_JS));
  // An asset the build left uncompressed (too small to gain): always sent as is.
  writeFileSync(path.join(webDist, 'assets', 'tiny.css'), 'a{}');
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  const ctx = useTestApp({ webDist });
  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
  const decode = (encoding: string | undefined, body: Buffer) =>
    encoding === 'br'
      ? brotliDecompressSync(body).toString()
      : encoding === 'gzip'
        ? gunzipSync(body).toString()
        : body.toString();

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('an asset asked with Accept-Encoding %s comes as %s', async (accept, encoding) => {
    const response = await get('/portal/assets/app.js', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(encoding, response.rawPayload)).toBe(APP_JS);
    if (encoding) expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 10);
  });

  it('sends an asset without compressed copies as is, still with Vary', async () => {
    const response = await get('/portal/assets/tiny.css', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe('a{}');
  });

  it.each(['/portal/assets/app.js.br', '/portal/assets/app.js.gz'])(
    'does not serve the compressed copy %s under its own name',
    async (url) => {
      expect((await get(url, 'gzip, br')).statusCode).toBe(404);
    },
  );

  it.each([
    ['/portal/login', 'gzip, deflate, br', 'br'],
    ['/portal/declaraties/2026/3', 'gzip', 'gzip'],
    ['/portal', undefined, undefined],
  ])('the app shell for %s with %s comes as %s, filled in, no-cache', async (url, accept, enc) => {
    const response = await get(url, accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe(enc);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = decode(enc, response.rawPayload);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('&quot;productName&quot;');
  });
});
