import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';
import { createDatabase } from '../../db/client.js';
import { lockDataDir } from '../../db/data-dir-lock.js';
import { PASSWORD_FILE } from '../../db/embedded-password.js';
import { openDatabase, type OpenDatabase } from '../../db/open-database.js';

type Target = Pick<OpenDatabase, 'db' | 'description' | 'close'>;

/**
 * The portal's database for a command that runs next to it: DATABASE_URL when set; else the
 * embedded PostgreSQL of the data folder, joined when a running portal holds it (its lock file
 * names a live process), or started here (and the folder locked) when none does.
 */
export async function openTargetDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'embeddedPgPort'>,
  log: (line: string) => void,
): Promise<Target> {
  if (!config.databaseUrl && (await portalRunning(config.dataDir))) {
    const password = (await readFile(path.join(config.dataDir, PASSWORD_FILE), 'utf8')).trim();
    const port = (await runningPort(config.dataDir)) ?? config.embeddedPgPort;
    const url = `postgres://portal:${encodeURIComponent(password)}@127.0.0.1:${port}/portal`;
    const { db, pool } = createDatabase(url, 4);
    return {
      db,
      description: `the running portal's embedded PostgreSQL (port ${port})`,
      close: () => pool.end(),
    };
  }
  const release = config.databaseUrl ? async () => {} : await lockDataDir(config.dataDir);
  try {
    const database = await openDatabase(config, log);
    return {
      db: database.db,
      description: database.description,
      async close() {
        await database.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * The port the running cluster listens on, from its postmaster.pid (fourth line): the portal may
 * have been started with another EMBEDDED_PG_PORT than this command sees.
 */
async function runningPort(dataDir: string): Promise<number | undefined> {
  const lines = (
    await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => '')
  ).split('\n');
  const port = Number(lines[3]);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : undefined;
}

async function portalRunning(dataDir: string): Promise<boolean> {
  const holder = Number(
    (await readFile(path.join(dataDir, 'portal.pid'), 'utf8').catch(() => '')).trim(),
  );
  if (!Number.isInteger(holder) || holder <= 0 || holder === process.pid) return false;
  try {
    process.kill(holder, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
