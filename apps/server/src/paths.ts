import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The repository root, so `./data` means the same folder whichever workspace npm runs in. */
export const repoRoot = path.resolve(here, '../../..');
export const webDistDir = path.join(repoRoot, 'apps/web/dist');
export const migrationsDir = path.resolve(here, '../drizzle');
