import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The HS256 key: JWT_SECRET when given, otherwise a random key made on first start and kept in
 * the data folder (readable by this user only), so tokens survive a restart.
 */
export async function loadSigningKey(dataDir: string, configured?: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret.key');
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (existing.length >= 32) return existing;
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(48).toString('base64url');
  await writeFile(file, key, { mode: 0o600 });
  return key;
}
