import { todayInAmsterdam } from '@portal/contract';
import { ConfigError, loadConfig } from '../config.js';
import { DataDirInUseError, lockDataDir } from '../db/data-dir-lock.js';
import { DatabaseUnavailableError, openDatabase } from '../db/open-database.js';
import { openFileStorage } from '../modules/files/file-store.js';
import { demoLoginLines, demoPassword } from './demo-password.js';
import { hasData, resetData, seedDemo } from './seed.js';

/** `npm run seed` seeds an empty database; `npm run seed -- --reset` rebuilds the demo. */
async function run(): Promise<number> {
  const reset = process.argv.includes('--reset');
  const config = loadConfig();
  const release = await lockDataDir(config.dataDir);
  const database = await openDatabase(config, (line) => console.log(line));
  try {
    if (reset) await resetData(database.db);
    else if (await hasData(database.db)) {
      console.log(
        'The database already has data; nothing seeded. Use `npm run seed -- --reset` to rebuild the demo.',
      );
      return 0;
    }
    const password = await demoPassword(config.dataDir, config.demoPassword);
    await seedDemo(database.db, password, {
      storage: openFileStorage(config.fileStore, database.db),
      today: todayInAmsterdam(),
    });
    console.log(`Demo data seeded into ${database.description}.`);
    for (const line of demoLoginLines(password)) console.log(line);
    return 0;
  } finally {
    await database.close();
    await release();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof ConfigError ||
      error instanceof DataDirInUseError ||
      error instanceof DatabaseUnavailableError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
