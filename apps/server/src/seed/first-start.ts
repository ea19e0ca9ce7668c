import type { CalendarDate } from '@portal/contract';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { FileStorage } from '../modules/files/storage.js';
import type { SetPasswordLink } from '../modules/auth/set-password-links.js';
import { createFirstAdministrator, renewAdministratorLink } from './first-administrator.js';
import { demoLoginLines, demoPassword } from './demo-password.js';
import { hasData, seedDemo } from './seed.js';

export class FirstStartError extends Error {}

type FirstStartConfig = Pick<
  Config,
  | 'databaseUrl'
  | 'dataDir'
  | 'demoPassword'
  | 'seedDemo'
  | 'adminEmail'
  | 'adminPassword'
  | 'publicUrl'
>;

/** "2026-11-23 23:10 UTC": the one clock an operator reading a server log can rely on. */
const inUtc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const linkLines = (link: SetPasswordLink) => [
  `  set password   ${link.url}`,
  `  valid until    ${inUtc(link.expiresAt)} (works once)`,
];

/**
 * What an empty database gets. The embedded default is a demo: it gets the demo company. A
 * database of one's own (DATABASE_URL) is production unless SEED_DEMO=true says otherwise: it
 * gets one administrator from ADMIN_EMAIL, with ADMIN_PASSWORD or, without it, no password and
 * a one-time set-password link printed at start (the token is stored only as a hash). Until the
 * link is used, each start prints a fresh one and the earlier one stops working, so a lost or
 * expired link locks nobody out.
 * Returns the lines to print at start; `now` lines are printed at once, before the server
 * listens, as a link would otherwise be lost when the start fails after it.
 */
export async function prepareFirstStart(
  db: Database,
  config: FirstStartConfig,
  demo: { storage: FileStorage; today: CalendarDate },
): Promise<{ seeded: boolean; lines: string[]; now?: boolean }> {
  const embedded = !config.databaseUrl;
  if (embedded || config.seedDemo) {
    const password = await demoPassword(config.dataDir, config.demoPassword);
    const { seeded } = await seedDemo(db, password, demo);
    // The embedded demo prints its logins at every start; a real database only when seeded.
    return { seeded, lines: seeded || embedded ? demoLoginLines(password) : [] };
  }
  if (await hasData(db)) return { seeded: false, ...(await waitingAdministrator(db, config)) };
  if (!config.adminEmail) {
    throw new FirstStartError(
      [
        'The database is empty. Set ADMIN_EMAIL (and ADMIN_PASSWORD) to create its first',
        'administrator, or SEED_DEMO=true to fill it with the demo company instead.',
      ].join('\n'),
    );
  }
  const result = await createFirstAdministrator(db, {
    email: config.adminEmail,
    password: config.adminPassword,
    publicUrl: config.publicUrl,
  });
  if (!result.created) return { seeded: false, lines: [] };
  return {
    seeded: false,
    now: true,
    lines: [
      `Administrator created: ${config.adminEmail}`,
      ...(result.link
        ? ['  password       none yet: choose it with this link', ...linkLines(result.link)]
        : ['  password       the value of ADMIN_PASSWORD']),
    ],
  };
}

/** A restart before the administrator of ADMIN_EMAIL chose a password: a fresh link. */
async function waitingAdministrator(
  db: Database,
  config: FirstStartConfig,
): Promise<{ lines: string[]; now?: boolean }> {
  if (!config.adminEmail) return { lines: [] };
  const renewed = await renewAdministratorLink(db, {
    email: config.adminEmail,
    publicUrl: config.publicUrl,
  });
  if (!renewed) return { lines: [] };
  if ('recent' in renewed) {
    return {
      lines: [
        `Administrator ${config.adminEmail} has no password yet; another start printed its set-password link less than a minute ago (see that log), or restart after a minute for a new link.`,
      ],
    };
  }
  return {
    now: true,
    lines: [
      `Administrator ${config.adminEmail} has no password yet: a new set-password link (the earlier link no longer works)`,
      ...linkLines(renewed.link),
    ],
  };
}
