import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import exitHook from 'async-exit-hook';
import { pino } from 'pino';
import { ConfigError, loadConfig, type Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createJobQueue } from '../../jobs/job-queue.js';
import { createSetPasswordLinks } from '../auth/set-password-links.js';
import { createSetPasswordRepository } from '../auth/set-password-repository.js';
import { createMailer } from '../mail/mailer.js';
import { DataDirInUseError } from '../../db/data-dir-lock.js';
import { DatabaseUnavailableError } from '../../db/open-database.js';
import { openFileStorage } from '../files/file-store.js';
import { openTargetDatabase } from './open-target-database.js';
import { createProgress } from './progress.js';
import { runImport } from './run-import.js';
import { WpSiteError } from './wp-client.js';
import { readPasswordHashes } from './wordpress-database.js';

const USAGE = `Usage: npm run import:wordpress -- --url <site> --user <name> --app-password <password> [--dry-run] [--wp-db mysql://user:pass@host/db] [--invite] [--report <file>]

Brings a WordPress intranet over: people, reference data, content with its files, options,
assignments and mood check-ins. Run it again to take over what changed; it never duplicates.
The application password is made in WordPress under Users → Profile → Application passwords
(an administrator's). It may also be given as WP_APP_PASSWORD, out of the shell's history.`;

/** `npm run import:wordpress`: see USAGE and README "Moving in from WordPress". */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      user: { type: 'string' },
      'app-password': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'wp-db': { type: 'string' },
      invite: { type: 'boolean', default: false },
      report: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const appPassword = values['app-password'] ?? process.env.WP_APP_PASSWORD;
  if (values.help || !values.url || !values.user || !appPassword) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  if (values.invite && !config.smtp) {
    throw new ConfigError(
      '--invite mails people a link: set SMTP_HOST (and the other SMTP_ settings the portal uses) first.',
    );
  }
  const passwords = values['wp-db'] ? await readPasswordHashes(values['wp-db']) : undefined;
  if (passwords) console.log(`Read ${passwords.size} password hashes from WordPress's database.`);
  const database = await openTargetDatabase(config, (line) => console.log(line));
  console.log(
    `Importing ${values.url} into ${database.description}${values['dry-run'] ? ' (dry run)' : ''}.`,
  );

  // Ctrl+C: the item in hand finishes or rolls back, then the run stops; a second one exits.
  const stop = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    if (exitHook.hookedEvents().includes(signal)) exitHook.unhookEvent(signal);
    process.on(signal, () => {
      if (stop.signal.aborted) process.exit(130);
      console.log('\nStopping after the item in hand (Ctrl+C again to stop at once)...');
      stop.abort();
    });
  }
  const progress = createProgress();
  const invitations = values.invite ? await invitationsOf(config, database.db) : undefined;
  try {
    const report = await runImport({
      url: values.url,
      user: values.user,
      appPassword,
      dryRun: values['dry-run'],
      passwords,
      invitations: invitations?.deps,
      db: database.db,
      storage: openFileStorage(config.fileStore, database.db),
      progress,
      signal: stop.signal,
    });
    progress.stop();
    const file =
      values.report ??
      path.join(config.dataDir, `wordpress-import-${stamp(report.startedAt)}.json`);
    await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
    for (const line of report.lines()) console.log(line);
    console.log(`\nReport: ${file}`);
    return report.interrupted ? 130 : 0;
  } finally {
    progress.stop();
    await invitations?.queue.stop();
    await database.close();
  }
}

/**
 * The mail queue as the portal has it, without working it: the invitations are queued here and
 * sent by the running portal (or the next one to start).
 */
async function invitationsOf(config: Config, db: Database) {
  const log = pino({ level: 'warn' });
  const queue = createJobQueue({ pool: db.$client, log, work: false });
  const mailer = createMailer({
    db,
    queue,
    smtp: config.smtp,
    from: config.mailFrom ?? 'intranet@localhost',
    log,
  });
  await queue.start();
  const links = createSetPasswordLinks({
    repo: createSetPasswordRepository(db),
    publicUrl: config.publicUrl,
  });
  return { queue, deps: { mailer, links, productName: config.productName } };
}

const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-').slice(0, 19);

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof WpSiteError ||
      error instanceof ConfigError ||
      error instanceof DataDirInUseError ||
      error instanceof DatabaseUnavailableError ||
      (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
    console.error(known ? `Import stopped: ${(error as Error).message}` : error);
    process.exit(1);
  },
);
