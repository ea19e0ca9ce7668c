import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The repository root, so `./data` means the same folder whichever workspace npm runs in. */
export const repoRoot = path.resolve(here, '../../..');
/**
 * The built web app. WEB_DIST_DIR points elsewhere, so that journeys of several working copies
 * of the web app can run side by side on one machine, each with its own build.
 */
export const webDistDir = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(repoRoot, 'apps/web/dist');
export const migrationsDir = path.resolve(here, '../drizzle');
