import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_LOGINS, emailOf } from './demo-company.js';

const FILE = 'demo-password.txt';

/**
 * DEMO_PASSWORD when set; otherwise one generated once and kept in the data folder, so a restart
 * can print the logins again.
 */
export async function demoPassword(dataDir: string, configured?: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, FILE);
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (existing) return existing;
  const generated = `Demo-${randomBytes(6).toString('base64url')}`;
  await writeFile(file, generated, { mode: 0o600 });
  return generated;
}

export function demoLoginLines(password: string): string[] {
  return [
    'Demo logins (password for all):',
    ...DEMO_LOGINS.map(({ role, key }) => `  ${role.padEnd(14)} ${emailOf(key)}`),
    `  password       ${password}`,
  ];
}
