// The login page (/portal) loads only its own entry; every other page of the portal starts the
// app, so its shell preloads the app's first chunks (read from Vite's manifest) and the chunk of
// the screen at its address (the web build's route-features.json) in parallel with the entry
// instead of round trips after it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';

const INDEX = `<!doctype html><html><head><meta name="portal-config" content='{}'><script type="module" src="/portal/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;

// The shape Vite writes: keys are sources (or `_chunk` names), `imports` are other keys.
const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    dynamicImports: ['_app-1.js', '_feature-auth-1.js'],
    css: ['assets/index-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_router-1.js': { file: 'assets/router-1.js', imports: ['_react-1.js'] },
  '_app-1.js': {
    file: 'assets/app-1.js',
    imports: ['_router-1.js', 'index.html', '_react-1.js', '_feature-auth-1.js'],
    dynamicImports: ['_feature-dashboard-1.js'],
  },
  '_feature-auth-1.js': { file: 'assets/feature-auth-1.js', imports: ['_app-1.js'] },
  '_feature-dashboard-1.js': { file: 'assets/feature-dashboard-1.js', imports: ['_app-1.js'] },
  '_feature-declarations-1.js': {
    file: 'assets/feature-declarations-1.js',
    imports: ['_app-1.js', '_forms-1.js'],
  },
  '_forms-1.js': { file: 'assets/forms-1.js', imports: ['_react-1.js'] },
};

// apps/web/build/route-features.ts: first address segment -> feature chunk.
const ROUTE_FEATURES = { dashboard: 'dashboard', declaraties: 'declarations', profiel: 'profile' };

function webDist(manifest: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-web-dist-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  if (manifest !== undefined) {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(dir, '.vite', 'route-features.json'), JSON.stringify(ROUTE_FEATURES));
  }
  return dir;
}

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('app shell preloads', () => {
  const dist = webDist(MANIFEST);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const ctx = useTestApp({ webDist: dist });

  it('gives the login page no preloads: it loads only its own entry', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/portal' });
    expect(response.statusCode).toBe(200);
    expect(preloads(response.body)).toEqual([]);
  });

  const APP = [
    '/portal/assets/app-1.js',
    '/portal/assets/router-1.js',
    '/portal/assets/feature-auth-1.js',
  ];

  it.each([
    ['/portal/dashboard', ['/portal/assets/feature-dashboard-1.js']],
    ['/portal/dashboard?from=mail', ['/portal/assets/feature-dashboard-1.js']],
    [
      '/portal/declaraties/2026/11',
      ['/portal/assets/feature-declarations-1.js', '/portal/assets/forms-1.js'],
    ],
    // No chunk of its own in the manifest, an unknown address, the bare base: the app only.
    ['/portal/profiel', []],
    ['/portal/onbekend', []],
    ['/portal/', []],
  ])('on %s preloads the app, with its imports, and the screen: %j', async (url, screen) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    // Not the entry or React (index.html loads them already); each file once.
    expect(preloads(response.body)).toEqual([...APP, ...screen]);
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe('app shell without a manifest', () => {
  const dist = webDist(undefined);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const ctx = useTestApp({ webDist: dist });

  it('still serves the shell, without preloads', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/portal/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(preloads(response.body)).toEqual([]);
  });
});
