import type { CalendarDate } from '@portal/contract';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { FileStorage } from '../modules/files/storage.js';
import { createFirstAdministrator, generatePassword } from './first-administrator.js';
import { demoLoginLines, demoPassword } from './demo-password.js';
import { hasData, seedDemo } from './seed.js';

export class FirstStartError extends Error {}

/**
 * What an empty database gets. The embedded default is a demo: it gets the demo company. A
 * database of one's own (DATABASE_URL) is production unless SEED_DEMO=true says otherwise: it
 * gets one administrator from ADMIN_EMAIL, with ADMIN_PASSWORD or a generated password that is
 * printed this once (it is stored only as a hash; change it after signing in).
 * Returns the lines to print at start; `now` lines are printed at once, before the server
 * listens, as a generated password would otherwise be lost when the start fails after it.
 */
export async function prepareFirstStart(
  db: Database,
  config: Pick<
    Config,
    'databaseUrl' | 'dataDir' | 'demoPassword' | 'seedDemo' | 'adminEmail' | 'adminPassword'
  >,
  demo: { storage: FileStorage; today: CalendarDate },
): Promise<{ seeded: boolean; lines: string[]; now?: boolean }> {
  const embedded = !config.databaseUrl;
  if (embedded || config.seedDemo) {
    const password = await demoPassword(config.dataDir, config.demoPassword);
    const { seeded } = await seedDemo(db, password, demo);
    // The embedded demo prints its logins at every start; a real database only when seeded.
    return { seeded, lines: seeded || embedded ? demoLoginLines(password) : [] };
  }
  if (await hasData(db)) return { seeded: false, lines: [] };
  if (!config.adminEmail) {
    throw new FirstStartError(
      [
        'The database is empty. Set ADMIN_EMAIL (and ADMIN_PASSWORD) to create its first',
        'administrator, or SEED_DEMO=true to fill it with the demo company instead.',
      ].join('\n'),
    );
  }
  const password = config.adminPassword ?? generatePassword();
  const { created } = await createFirstAdministrator(db, config.adminEmail, password);
  if (!created) return { seeded: false, lines: [] };
  return {
    seeded: false,
    now: true,
    lines: [
      `Administrator created: ${config.adminEmail}`,
      config.adminPassword
        ? '  password       the value of ADMIN_PASSWORD'
        : `  password       ${password}   (shown only now: sign in and change it)`,
    ],
  };
}
