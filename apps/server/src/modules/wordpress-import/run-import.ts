import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, wordpressImportMap } from '../../db/schema.js';
import { INVALIDATION_CHANNEL } from '../../cache/pg-invalidation-bus.js';
import { createContentRepository } from '../content/repository.js';
import { createFileAccess } from '../files/access.js';
import { createFilesRepository } from '../files/repository.js';
import type { FileStorage } from '../files/storage.js';
import type { ImportContext } from './context.js';
import { importAssignments } from './import-assignments.js';
import { importContent } from './import-content.js';
import { inviteWithoutPassword, type InvitationDeps } from './import-invitations.js';
import { ImportMap } from './import-map.js';
import { importMood } from './import-mood.js';
import { importOptions } from './import-options.js';
import { importReference } from './import-reference.js';
import { importTerms } from './import-terms.js';
import { importUsers } from './import-users.js';
import { MediaFiles } from './media-files.js';
import type { Progress } from './progress.js';
import { ImportReport } from './report.js';
import { WpClient, WpSiteError } from './wp-client.js';
import { objectOf, textOf } from './wp-fields.js';

export interface ImportOptions {
  url: string;
  user: string;
  appPassword: string;
  dryRun: boolean;
  /** From --invite: how invitations are made and queued. */
  invitations?: InvitationDeps;
  /** From --wp-db: WordPress's password hashes per WordPress user id. */
  passwords?: Map<number, { email: string; hash: string }>;
  db: Database;
  storage: FileStorage;
  progress: Progress;
  signal: AbortSignal;
}

/** What the REST API does not give, said in every summary (and README). */
export const NOT_CARRIED_OVER = [
  "declarations (months, rows, receipts, comments): WordPress keeps them in the plugin's own tables behind per-user endpoints; enter open months again or keep the old site readable for history",
  'kilometre rates and declaration types: set them in Beheer',
  'featured images of news items (the portal does not show one; an image in the text is brought over)',
  'comments, pages and ordinary posts (not part of the intranet)',
];

/** Every cache the import changes the source of, forgotten on every running instance. */
const CACHES = [
  'users-pages',
  'users-orders',
  'user-profiles',
  'session-keys',
  'content-pages',
  'content-totals',
  'content-terms',
  'search-pages',
  'site-options',
  'assignment-pages',
];

/**
 * One run of the import: checks the site and the user, then each kind in the order the next
 * needs it (reference data, people, categories, content, options, assignments, check-ins).
 * Throws WpSiteError when the site cannot be imported at all (not WordPress, wrong password,
 * no permission); anything wrong with one item is in the report and the run goes on.
 */
export async function runImport(options: ImportOptions): Promise<ImportReport> {
  const wp = new WpClient({
    url: options.url,
    user: options.user,
    appPassword: options.appPassword,
    signal: options.signal,
  });
  const siteOrigins = await checkSite(wp, options.user);
  wp.allowFilesFrom(siteOrigins);
  const report = new ImportReport(wp.siteKey, options.dryRun);
  report.notCarriedOver.push(...NOT_CARRIED_OVER);
  const ctx: ImportContext = {
    wp,
    db: options.db,
    storage: options.storage,
    map: await ImportMap.load(options.db, wp.siteKey),
    report,
    progress: options.progress,
    dryRun: options.dryRun,
    signal: options.signal,
  };
  try {
    const media = new MediaFiles(ctx);
    await media.load();
    const steps = [
      () => importReference(ctx, media),
      () => importUsers(ctx, media, options.passwords),
      () => importTerms(ctx),
      () =>
        importContent(ctx, media, {
          repo: createContentRepository(options.db),
          files: createFileAccess(createFilesRepository(options.db)),
          siteOrigins,
        }),
      () => importOptions(ctx, media),
      () => importAssignments(ctx),
      () => importMood(ctx),
      ...(options.invitations ? [() => inviteWithoutPassword(ctx, options.invitations!)] : []),
    ];
    for (const step of steps) {
      if (options.signal.aborted) break;
      await step();
    }
  } catch (error) {
    if (!options.signal.aborted) throw error;
  } finally {
    report.interrupted = options.signal.aborted;
    if (!options.dryRun) {
      report.withoutPassword.push(...(await peopleWithoutPassword(options.db, wp.siteKey)));
      await forgetCaches(options.db);
    }
  }
  return report;
}

/**
 * The site answers as WordPress with the intranet's post types, and the user may read what is
 * imported (an administrator: users' e-mail addresses and drafts need `context=edit`).
 */
async function checkSite(wp: WpClient, user: string): Promise<string[]> {
  const index = objectOf(await wp.get<unknown>(''));
  const namespaces = Array.isArray(index.namespaces) ? index.namespaces.map(String) : [];
  if (!namespaces.includes('wp/v2')) {
    throw new WpSiteError(
      `${wp.siteUrl.href} answers, but not as a WordPress site with its REST API (no wp/v2).`,
    );
  }
  const me = objectOf(await wp.get<unknown>('wp/v2/users/me', { context: 'edit' }));
  const roles = Array.isArray(me.roles) ? me.roles.map(String) : [];
  if (!roles.includes('administrator')) {
    throw new WpSiteError(
      `The user "${user}" is ${roles.join(', ') || 'without a role'} on this site; the import needs an administrator's application password (to read e-mail addresses and drafts).`,
    );
  }
  const types = objectOf(await wp.get<unknown>('wp/v2/types'));
  const missing = [
    'nieuws',
    'arbeidsvoorwaarden',
    'kennisbank',
    'bibliotheek',
    'assignments',
  ].filter((type) => !(type in types));
  if (missing.length === 5) {
    throw new WpSiteError(
      `${wp.siteUrl.href} is WordPress, but without the intranet's post types (nieuws, assignments, ...).`,
    );
  }
  const origins = new Set([wp.siteUrl.origin]);
  for (const value of [index.url, index.home]) {
    try {
      origins.add(new URL(textOf(value, 2000)).origin);
    } catch {
      // not given: the import address is the site's
    }
  }
  return [...origins];
}

async function peopleWithoutPassword(db: Database, site: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        isNull(users.passwordHash),
        inArray(
          users.id,
          db
            .select({ id: wordpressImportMap.ourId })
            .from(wordpressImportMap)
            .where(and(eq(wordpressImportMap.site, site), eq(wordpressImportMap.kind, 'users'))),
        ),
      ),
    )
    .orderBy(users.email);
  return rows.map((row) => row.email);
}

/** A running portal (any number of instances) reads afresh what the import changed. */
async function forgetCaches(db: Database): Promise<void> {
  for (const cache of CACHES) {
    await db.execute(
      sql`select pg_notify(${INVALIDATION_CHANNEL}, ${JSON.stringify({ c: cache, k: null })})`,
    );
  }
}
