import { todayInAmsterdam } from '@portal/contract';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock.js';
import { demoLoginLines, demoPassword } from './seed/demo-password.js';
import { DatabaseUnavailableError, openDatabase } from './db/open-database.js';
import { seedDemo } from './seed/seed.js';
import { loadSigningKey } from './modules/auth/signing-key.js';
import { openFileStorage } from './modules/files/file-store.js';
import { stopOnSignals } from './shutdown.js';
import { errorForLog } from './http/database-errors.js';

const print = (line: string) => process.stdout.write(`${line}\n`);
const fail = (message: string): never => {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
};

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }

  let releaseLock: () => Promise<void>;
  try {
    releaseLock = await lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) return fail(error.message);
    throw error;
  }

  let database;
  try {
    database = await openDatabase(config, print);
  } catch (error) {
    await releaseLock();
    if (error instanceof DatabaseUnavailableError) return fail(error.message);
    return fail(`Could not start the database: ${(error as Error).message}`);
  }

  const password = await demoPassword(config.dataDir, config.demoPassword);
  const storage = openFileStorage(config.fileStore, database.db);
  const { seeded } = await seedDemo(database.db, password, { storage, today: todayInAmsterdam() });
  const signingKey = await loadSigningKey(config.dataDir, config.jwtSecret);
  const app = await buildApp({ config, db: database.db, signingKey, storage });

  // In this order: no new connections, the requests under way answered, idle keep-alive
  // connections closed, then the database (the embedded PostgreSQL stopped) and the lock.
  stopOnSignals(app.log, async () => {
    await app
      .close()
      .catch((error: unknown) =>
        app.log.error({ error: errorForLog(error) }, 'Closing the server'),
      );
    await database.close();
    await releaseLock();
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    await releaseLock();
    return fail(`Cannot listen on port ${config.port}: ${(error as Error).message}`);
  }

  const url = `${config.publicUrl}/portal`;
  app.log.info(
    { url, database: database.description, demoSeeded: seeded },
    `${config.productName} portal is running: ${url} (Ctrl+C stops it)`,
  );
  app.log.info(`Database: ${database.description}${seeded ? ' (demo data seeded)' : ''}`);
  if (seeded || !config.databaseUrl) for (const line of demoLoginLines(password)) print(line);
}

void main();
