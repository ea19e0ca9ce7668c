import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/** The file in the data folder that holds the embedded cluster's password (mode 0600). */
export const PASSWORD_FILE = 'postgres-password.txt';

/**
 * The one password every embedded cluster had before it was generated per data folder. A
 * cluster made then still has it until its first start with this code (see ensurePassword).
 */
export const LEGACY_PASSWORD = 'portal-embedded';

/**
 * The password of the cluster in `dataDir`: read from its file, or generated on first use and
 * written there readable by this user only, so no two installations share one.
 */
export async function embeddedPassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, PASSWORD_FILE);
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (existing) {
    await chmod(file, 0o600).catch(() => {});
    return existing;
  }
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

const isBadPassword = (error: unknown) => (error as { code?: string }).code === '28P01';

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
}

/**
 * Makes the role's password the one in the file. A cluster initialised with the old fixed
 * password (its folder has no file yet, or the start that wrote the file stopped before this
 * ran) is signed into with that one once, and its password changed.
 */
export async function ensurePassword(
  urlWith: (password: string) => string,
  user: string,
  password: string,
): Promise<void> {
  try {
    await (await connect(urlWith(password))).end();
    return;
  } catch (error) {
    if (!isBadPassword(error)) throw error;
  }
  const legacy = await connect(urlWith(LEGACY_PASSWORD));
  try {
    await legacy.query(
      `alter role ${legacy.escapeIdentifier(user)} password ${legacy.escapeLiteral(password)}`,
    );
  } finally {
    await legacy.end();
  }
}
