import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const run = promisify(execFile);

/** tools/wordpress-site: a real WordPress 6.1 shaped like the portal's back end (its README). */
const SETUP = fileURLToPath(new URL('../../../../tools/wordpress-site/setup.sh', import.meta.url));
export const WORDPRESS_URL = 'http://127.0.0.1:8080';
const LOCK = '/tmp/wp-portal-tests.lock';

export interface WordPressSite {
  url: string;
  user: string;
  appPassword: string;
  /** Read-only access to WordPress's database (SELECT only), for --wp-db. */
  databaseUrl: string;
  /** A REST call as the administrator. */
  rest<T>(route: string, init?: { method?: string; body?: unknown }): Promise<T>;
  /** X-WP-Total of a list (`route` may carry a query). */
  total(route: string): Promise<number>;
  /** The bytes at an address of the site. */
  bytes(url: string): Promise<Buffer>;
}

/**
 * Starts the WordPress site (installing its Debian packages the first time; about a second
 * when it runs already) and answers how to reach it. Needs root on Debian, as CI is.
 */
export async function startWordPressSite(): Promise<WordPressSite> {
  await run(SETUP, [], { timeout: 15 * 60_000, maxBuffer: 16 * 1024 * 1024 });
  const appPassword = (await readFile('/tmp/wp/app-password.txt', 'utf8')).trim();
  // A user that may only read, as an administrator would give the import.
  await run('mysql', [
    '-u',
    'root',
    '-e',
    "CREATE USER IF NOT EXISTS 'portal_import'@'localhost' IDENTIFIED BY 'alleen-lezen';" +
      "CREATE USER IF NOT EXISTS 'portal_import'@'127.0.0.1' IDENTIFIED BY 'alleen-lezen';" +
      "GRANT SELECT ON wordpress.* TO 'portal_import'@'localhost';" +
      "GRANT SELECT ON wordpress.* TO 'portal_import'@'127.0.0.1';",
  ]);
  const authorization = `Basic ${Buffer.from(`admin:${appPassword}`).toString('base64')}`;
  return {
    url: WORDPRESS_URL,
    user: 'admin',
    appPassword,
    databaseUrl: 'mysql://portal_import:alleen-lezen@127.0.0.1:3306/wordpress',
    async rest<T>(route: string, init: { method?: string; body?: unknown } = {}) {
      const response = await fetch(`${WORDPRESS_URL}/wp-json/${route}`, {
        method: init.method ?? 'GET',
        headers: {
          authorization,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      if (!response.ok)
        throw new Error(`${init.method ?? 'GET'} ${route}: ${response.status} ${text}`);
      return JSON.parse(text) as T;
    },
    async total(route: string) {
      const glue = route.includes('?') ? '&' : '?';
      const response = await fetch(`${WORDPRESS_URL}/wp-json/${route}${glue}per_page=1`, {
        headers: { authorization },
      });
      await response.arrayBuffer();
      return Number(response.headers.get('x-wp-total'));
    },
    async bytes(url: string) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}

/**
 * Keeps the site to this test file until `release`: test files run side by side, and one that
 * edits WordPress (or runs setup.sh) would change what another imports.
 */
export async function holdSite(): Promise<() => Promise<void>> {
  const deadline = Date.now() + 20 * 60_000;
  for (;;) {
    try {
      await mkdir(LOCK);
      await writeFile(path.join(LOCK, 'pid'), String(process.pid));
      return () => rm(LOCK, { recursive: true, force: true });
    } catch {
      const holder = Number(await readFile(path.join(LOCK, 'pid'), 'utf8').catch(() => '0'));
      const age = Date.now() - ((await stat(LOCK).catch(() => undefined))?.mtimeMs ?? Date.now());
      if ((holder > 0 && !alive(holder)) || age > 30 * 60_000) {
        await rm(LOCK, { recursive: true, force: true });
      }
      if (Date.now() > deadline)
        throw new Error('the WordPress site stayed in use by another test');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
