import { todayInAmsterdam } from '@portal/contract';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock.js';
import { DatabaseUnavailableError, openDatabase } from './db/open-database.js';
import { EmbeddedStartError } from './db/embedded.js';
import { FirstStartError, prepareFirstStart } from './seed/first-start.js';
import { loadSigningKey } from './modules/auth/signing-key.js';
import { openFileStorage } from './modules/files/file-store.js';
import { batchedStdout } from './observability/log-output.js';
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
    return fail(`Cannot use the data folder ${config.dataDir}: ${(error as Error).message}`);
  }

  let database;
  try {
    database = await openDatabase(config, print);
  } catch (error) {
    await releaseLock();
    if (error instanceof DatabaseUnavailableError || error instanceof EmbeddedStartError) {
      return fail(error.message);
    }
    return fail(`Could not start the database: ${(error as Error).message}`);
  }

  const storage = openFileStorage(config.fileStore, database.db);
  let firstStart;
  const seeding = database.seedingConnection();
  try {
    firstStart = await prepareFirstStart(seeding.db, config, {
      storage,
      today: todayInAmsterdam(),
    });
  } catch (error) {
    await seeding.pool.end();
    await database.close();
    await releaseLock();
    if (error instanceof FirstStartError) return fail(error.message);
    throw error;
  }
  await seeding.pool.end();
  if (firstStart.now) for (const line of firstStart.lines.splice(0)) print(line);
  const signingKey = await loadSigningKey(config.dataDir, config.jwtSecret);
  const logOutput = batchedStdout();
  const app = await buildApp({
    config,
    db: database.db,
    signingKey,
    storage,
    logStream: logOutput,
    publishIntervalMs: config.publishIntervalMs,
  });

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
    // The app was ready before it tried the port: its timers, job queue and listeners run and
    // would meet a closed database (an unhandled 'Cannot use a pool after calling end' ended
    // the process before this message, in a clean-clone CI run). They stop first.
    await app.close().catch(() => undefined);
    await database.close();
    await releaseLock();
    return fail(`Cannot listen on port ${config.port}: ${(error as Error).message}`);
  }

  const url = `${config.publicUrl}/portal`;
  app.log.info(
    { url, database: database.description, demoSeeded: firstStart.seeded },
    `${config.productName} portal is running: ${url} (Ctrl+C stops it)`,
  );
  app.log.info(
    `Database: ${database.description}${firstStart.seeded ? ' (demo data seeded)' : ''}`,
  );
  // The banner's log lines first, then the lines printed past the logger (a set-password link).
  logOutput.flush();
  for (const line of firstStart.lines) print(line);
}

void main();
