// `npm run build`: builds the server (apps/server/dist) and the web app (apps/web/dist).
// `npm start` runs it with --if-stale first: a part is built only when its stamp is missing or
// older than one of its sources, so a fresh clone builds once and later starts go straight to
// node. Each part's stamp is written after its build succeeded, so a failed build is retried.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contract = ['packages/contract/src', 'packages/contract/package.json'];

/** What each part is built from, relative to the repository root. */
export const PARTS = [
  {
    workspace: 'apps/server',
    stamp: 'apps/server/dist/.build-stamp',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', ...contract],
  },
  {
    workspace: 'apps/web',
    stamp: 'apps/web/dist/.build-stamp',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      ...contract,
    ],
  },
];

const mtime = (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(entry) {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs; // a deleted file shows only in its folder's time
  for (const name of readdirSync(entry)) latest = Math.max(latest, newest(path.join(entry, name)));
  return latest;
}

export function isStale(part) {
  const built = mtime(path.join(root, part.stamp));
  if (built === undefined) return true;
  return part.sources.some((source) => newest(path.join(root, source)) > built);
}

function buildPart(part) {
  process.stdout.write(`Building ${part.workspace}...\n`);
  // The stamp carries the build's start time: a source saved during the build is newer.
  const started = new Date();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', part.workspace], {
    cwd: root,
    stdio: 'inherit',
    // A build is the production build whoever starts it: Vite keeps a NODE_ENV it is given, and
    // one left by a test runner (vitest sets 'test') made React's development build, whose
    // doubled effects the journeys then ran against.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    process.stderr.write(`\nThe build of ${part.workspace} failed; see the messages above.\n`);
    process.exit(result.status ?? 1);
  }
  const stamp = path.join(root, part.stamp);
  writeFileSync(stamp, `${started.toISOString()}\n`);
  utimesSync(stamp, started, started);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ifStale = process.argv.includes('--if-stale');
  for (const part of PARTS) if (!ifStale || isStale(part)) buildPart(part);
}
