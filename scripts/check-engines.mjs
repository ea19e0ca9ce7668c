// Every installed package supports every Node line the portal states in `engines` (the lowest
// version of each), so `npm install` and `npm ci` print no EBADENGINE warning on any of them.
// Run by `npm run check`; what a package's own `engines` says is read from package-lock.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const stated = readJson('package.json').engines.node;
const lowest = stated.split('||').map((line) => semver.minVersion(line.trim()).version);

const unsupported = [];
for (const [location, entry] of Object.entries(readJson('package-lock.json').packages)) {
  // Only what npm installed on this machine: another platform's optional binaries are skipped
  // by npm, and so are their engines.
  if (!location || !entry.engines?.node || !existsSync(path.join(root, location))) continue;
  const missing = lowest.filter((version) => !semver.satisfies(version, entry.engines.node));
  if (missing.length > 0) {
    unsupported.push(`  ${location}@${entry.version} needs Node ${entry.engines.node}`);
  }
}

if (unsupported.length > 0) {
  console.error(
    [
      `These packages do not support every Node line of engines (${stated}: ${lowest.join(', ')}),`,
      'so npm install warns EBADENGINE. Pin a version that does (package.json overrides):',
      ...unsupported,
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Every installed package supports Node ${lowest.join(' and ')}.`);
