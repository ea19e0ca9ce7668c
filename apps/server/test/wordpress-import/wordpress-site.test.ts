import { mkdtempSync, rmSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { users, wordpressImportMap } from '../../src/db/schema.js';
import { hashPassword } from '../../src/modules/auth/passwords.js';
import { createDiskStorage } from '../../src/modules/files/storage.js';
import type { Progress } from '../../src/modules/wordpress-import/progress.js';
import type { ImportReport } from '../../src/modules/wordpress-import/report.js';
import { runImport } from '../../src/modules/wordpress-import/run-import.js';
import { createJobQueue } from '../../src/jobs/job-queue.js';
import { createSetPasswordLinks } from '../../src/modules/auth/set-password-links.js';
import { createSetPasswordRepository } from '../../src/modules/auth/set-password-repository.js';
import { createMailer } from '../../src/modules/mail/mailer.js';
import { pino } from 'pino';
import { readPasswordHashes } from '../../src/modules/wordpress-import/wordpress-database.js';
import { createTestDatabase } from '../helpers/test-database.js';
import { SIGNING_KEY, testConfig } from '../helpers/test-app.js';
import { holdSite, startWordPressSite, type WordPressSite } from '../helpers/wordpress-site.js';

const OWN_PASSWORD = 'Eigen-wachtwoord-1';
const quiet: Progress = { start() {}, tick() {}, grow() {}, finish() {}, log() {}, stop() {} };

let site: WordPressSite;
let release: () => Promise<void>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let filesDir: string;
let app: FastifyInstance;
let first: ImportReport;

function importOptions(
  options: {
    dryRun?: boolean;
    db?: typeof database;
    passwords?: Map<number, { email: string; hash: string }>;
  } = {},
) {
  const target = options.db ?? database;
  return {
    url: site.url,
    user: site.user,
    appPassword: site.appPassword,
    dryRun: options.dryRun ?? false,
    passwords: options.passwords,
    db: target.db,
    storage: createDiskStorage(filesDir),
    progress: quiet,
    signal: new AbortController().signal,
  };
}

const importSite = (options: Parameters<typeof importOptions>[0] = {}) =>
  runImport(importOptions(options));

async function ourId(kind: string, wpId: number): Promise<number> {
  const [row] = await database.db
    .select({ id: wordpressImportMap.ourId })
    .from(wordpressImportMap)
    .where(and(eq(wordpressImportMap.kind, kind), eq(wordpressImportMap.wpId, wpId)));
  if (!row) throw new Error(`${kind} ${wpId} was not imported`);
  return row.id;
}

async function countOf(query: SQL): Promise<number> {
  const [row] = (await database.db.execute(query)).rows as Array<{ count: number }>;
  return row!.count;
}

/** The WordPress id of the post of `type` with this slug. */
async function wpIdOf(type: string, slug: string): Promise<number> {
  const [post] = await site.rest<Array<{ id: number }>>(`wp/v2/${type}?slug=${slug}&_fields=id`);
  return post!.id;
}

async function signIn(username: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/wp-json/jwt-auth/v1/token',
    payload: { username, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { token: string } }).data.token;
}

const get = async (token: string, url: string) => {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response;
};

beforeAll(async () => {
  release = await holdSite();
  site = await startWordPressSite();
  database = await createTestDatabase();
  // Accounts made here before the import: a colleague WordPress does not have (so our ids are
  // not WordPress's), and the administrator, who is matched by e-mail address and keeps the
  // password set here.
  await database.db.insert(users).values([
    {
      email: 'bestaand@example.test',
      nicename: 'bestaand',
      displayName: 'Bestaande Collega',
      sessionKey: 'a',
      roles: ['medewerker'],
    },
    {
      email: 'admin@example.test',
      nicename: 'beheer',
      displayName: 'Beheer',
      sessionKey: 'b',
      roles: ['administrator'],
      passwordHash: await hashPassword(OWN_PASSWORD),
    },
  ]);
  filesDir = mkdtempSync(path.join(tmpdir(), 'portal-wp-import-'));
  first = await importSite({ passwords: await readPasswordHashes(site.databaseUrl) });
  app = await buildApp({
    storage: createDiskStorage(filesDir),
    config: testConfig,
    db: database.db,
    signingKey: SIGNING_KEY,
    workJobs: false,
  });
  await app.ready();
}, 15 * 60_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  await release?.();
});

describe('importing the WordPress site', () => {
  it('brings over every item of each kind and skips nothing', async () => {
    const counts = Object.fromEntries(first.counts);
    expect(first.skipped).toEqual([]);
    const wpUsers = await site.total('wp/v2/users');
    // The administrator was here already: matched, not made twice.
    expect(counts.users!.created).toBe(wpUsers);
    expect(
      await countOf(
        sql`select count(*)::int as count from users where email = 'admin@example.test'`,
      ),
    ).toBe(1);
    expect(await ourId('users', 1)).not.toBe(1);
    for (const type of [
      'nieuws',
      'arbeidsvoorwaarden',
      'kennisbank',
      'bibliotheek',
      'assignments',
      'moodtrackers',
    ]) {
      expect(counts[type]!.created, type).toBe(await site.total(`wp/v2/${type}?status=any`));
    }
    for (const type of ['functies', 'intra_opdrachtgevers', 'dienstverbanden']) {
      expect(counts[type]!.created, type).toBe(await site.total(`wp/v2/${type}?status=any`));
    }
  });

  it('lets people sign in with their WordPress password, then keeps it as argon2id', async () => {
    await signIn('gebruiker004@example.test', 'Wachtwoord-4');
    const [row] = await database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'gebruiker004@example.test'));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
    await signIn('gebruiker004@example.test', 'Wachtwoord-4');
    // The administrator's own password stays; WordPress's is not put over it.
    await signIn('admin@example.test', OWN_PASSWORD);
    const wrong = await app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token',
      payload: { username: 'gebruiker005@example.test', password: 'Wachtwoord-4' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('shows a professional their profile, functie, dienstverband, opdrachtgevers and consultants', async () => {
    const token = await signIn('gebruiker034@example.test', 'Wachtwoord-34');
    const profile = (await get(token, '/wp-json/custom/v1/user-profile')).json();
    expect(profile.id).toBe(await ourId('users', 35));
    expect(profile.profile).toMatchObject({
      voornaam: 'Anouk',
      achternaam: 'Brouwer',
      voorletters: 'A.',
      geboortedatum: '1968-10-06',
      straatnaam_en_huisnummer: 'Stationsweg 175',
      postcode: '9731 LK',
      woonplaats: 'Groningen',
      iban: 'NL67ASNB5853648383',
      public_email: 'anouk.brouwer@example.com',
      functie: { ID: await ourId('functies', 1089), post_title: 'Financieel adviseur' },
      dienstverband: { ID: await ourId('dienstverbanden', 1103), post_title: 'Vast dienstverband' },
      opdrachtgevers: [
        { ID: await ourId('intra_opdrachtgevers', 1093), post_title: 'Gemeente Utrecht' },
      ],
    });
    // Her consultant (owned_by) and the two who manage every professional (their acf.users).
    const owners = (profile.owned_by as Array<{ id: number }>)
      .map((owner) => owner.id)
      .sort((a, b) => a - b);
    const expected = await Promise.all([1, 3, 37].map((wpId) => ourId('users', wpId)));
    expect(owners).toEqual(expected.sort((a, b) => a - b));
  });

  it('shows the consultant the professionals they manage, and a colleague’s picture', async () => {
    const token = await signIn('gebruiker036@example.test', 'Wachtwoord-36');
    const profile = (await get(token, '/wp-json/custom/v1/user-profile')).json();
    const managed = await Promise.all([35, 71, 107, 143, 179].map((wpId) => ourId('users', wpId)));
    expect([...profile.profile.users].sort((a: number, b: number) => a - b)).toEqual(
      managed.sort((a, b) => a - b),
    );
    // gebruiker001 (WordPress user 2) has a picture: re-encoded as a square WebP.
    const colleague = (await get(token, `/wp-json/wp/v2/users/${await ourId('users', 2)}`)).json();
    const pictureId = colleague.acf.public_picture as number;
    expect(pictureId).toBe(await ourId('profile pictures', 2));
    const picture = await get(token, `/wp-json/intranet/v1/files/${pictureId}/public/view`);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('brings news over with its image and links pointing at ours, and the author', async () => {
    const token = await signIn('admin@example.test', OWN_PASSWORD);
    const item = (await get(token, `/wp-json/wp/v2/nieuws/${await ourId('nieuws', 1369)}`)).json();
    expect(item.title.rendered).toBe('Vrijwilligersdag: samen de handen uit de mouwen');
    expect(item.date_gmt).toBe('2026-11-13T10:35:00');
    expect(item.author.id).toBe(await ourId('users', 3));
    const content = item.content.rendered as string;
    expect(content).toContain(
      `src="/wp-json/intranet/v1/files/${await ourId('media', 1357)}/view?`,
    );
    expect(content).toContain(
      `href="/portal/nieuws/${await ourId('nieuws', await wpIdOf('nieuws', 'vernieuwde-intranetomgeving-live'))}"`,
    );
    expect(content).not.toContain('127.0.0.1:8080');
    expect(item.excerpt.rendered).toBe(
      "<p>Met twintig collega's hielpen we een dag mee bij de voedselbank en op de kinderboerderij.</p>\n",
    );
    // Drafts and scheduled items keep their status (only editors see them).
    const drafts = await site.total('wp/v2/nieuws?status=draft');
    expect(
      await countOf(
        sql`select count(*)::int as count from posts where type = 'nieuws' and status = 'draft'`,
      ),
    ).toBe(drafts);
  });

  it('brings a library entry over with the very bytes of its files, names kept where given', async () => {
    const token = await signIn('admin@example.test', OWN_PASSWORD);
    const entry = (
      await get(token, `/wp-json/wp/v2/bibliotheek/${await ourId('bibliotheek', 1073)}`)
    ).json();
    const wpEntry = await site.rest<{
      acf: { bestanden: Array<{ name: string; file: { ID: number; url: string } }> };
    }>('wp/v2/bibliotheek/1073?context=edit');
    expect(entry.acf.bestanden).toHaveLength(wpEntry.acf.bestanden.length);
    for (const [index, wpFile] of wpEntry.acf.bestanden.entries()) {
      const ours = entry.acf.bestanden[index];
      expect(ours.file.id).toBe(await ourId('media', wpFile.file.ID));
      if (wpFile.name) expect(ours.name).toBe(wpFile.name);
      else expect(ours.name ?? '').toBe('');
      const bytes = (await get(token, ours.file.url)).rawPayload;
      expect(bytes.equals(await site.bytes(wpFile.file.url))).toBe(true);
    }
    // Its text was read for search, as an upload's is.
    const found = (
      await get(token, `/wp-json/wp/v2/search?search=${encodeURIComponent('Onboardingsprogramma')}`)
    ).json();
    expect(JSON.stringify(found)).toContain('Onboarding nieuwe professionals');
  });

  it('brings the options over with their logos, and assignments with their dates and texts', async () => {
    const token = await signIn('admin@example.test', OWN_PASSWORD);
    const options = (await get(token, '/wp-json/acf/v3/options/intranet')).json();
    const wpOptions = await site.rest<{
      acf: { direct_links: Array<{ link: { url: string } }>; contactpersonen: unknown[] };
    }>('acf/v3/options/intranet');
    expect(
      options.acf.direct_links.map((link: { link: { url: string } }) => link.link.url),
    ).toEqual(wpOptions.acf.direct_links.map((link) => link.link.url));
    for (const link of options.acf.direct_links) expect(link.logo.id).toBeGreaterThan(0);
    expect(options.acf.contactpersonen).toEqual(wpOptions.acf.contactpersonen);

    const assignment = (
      await get(token, `/wp-json/wp/v2/assignments/${await ourId('assignments', 1298)}`)
    ).json();
    expect(assignment.acf).toMatchObject({
      status: 'not-started',
      user: { ID: await ourId('users', 149) },
      functie: { id: await ourId('functies', 1084) },
      opdrachtgever: { id: await ourId('intra_opdrachtgevers', 1101) },
      startdatum: '2026-12-09',
      einddatum: '2027-11-09',
    });
    const evaluated = await site.rest<Array<{ id: number; acf: { user_ontwikkeling: string } }>>(
      'wp/v2/assignments?context=edit&per_page=100&status=any',
    );
    const withText = evaluated.find((wp) => wp.acf.user_ontwikkeling)!;
    const ours = (
      await get(token, `/wp-json/wp/v2/assignments/${await ourId('assignments', withText.id)}`)
    ).json();
    expect(ours.acf.user_ontwikkeling).toBe(withText.acf.user_ontwikkeling);

    expect(await countOf(sql`select count(*)::int as count from mood_checkins`)).toBe(
      await site.total('wp/v2/moodtrackers'),
    );
  });
});

describe('running the import again', () => {
  it(
    'changes nothing when nothing changed in WordPress',
    async () => {
      const second = await importSite();
      for (const [kind, counts] of second.counts) {
        expect({ kind, ...counts }).toEqual({
          kind,
          created: 0,
          updated: 0,
          unchanged: counts.unchanged,
          skipped: 0,
        });
      }
      expect(second.counts.get('nieuws')!.unchanged).toBe(first.counts.get('nieuws')!.created);
    },
    5 * 60_000,
  );

  it(
    'takes over what changed: an edited title, a new person, and reports what it cannot take',
    async () => {
      const made: string[] = [];
      const original = await site.rest<{ title: { raw: string } }>(
        'wp/v2/nieuws/1369?context=edit',
      );
      try {
        await site.rest('wp/v2/nieuws/1369', {
          method: 'POST',
          body: { title: 'Vrijwilligersdag &amp; meer 🎉' },
        });
        const person = await site.rest<{ id: number }>('wp/v2/users', {
          method: 'POST',
          body: {
            username: 'nieuwkomer',
            email: 'nieuwkomer@example.test',
            password: 'Welkom-2026!',
            name: 'Nina Nieuwkomer',
            roles: ['professional'],
          },
        });
        made.push(`wp/v2/users/${person.id}?force=true&reassign=1`);
        const subscriber = await site.rest<{ id: number }>('wp/v2/users', {
          method: 'POST',
          body: {
            username: 'abonnee',
            email: 'abonnee@example.test',
            password: 'Welkom-2026!',
            roles: ['subscriber'],
          },
        });
        made.push(`wp/v2/users/${subscriber.id}?force=true&reassign=1`);
        // A library entry whose file is gone from the server's disk.
        const upload = await fetch(`${site.url}/wp-json/wp/v2/media`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${site.user}:${site.appPassword}`).toString('base64')}`,
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="verdwenen.pdf"',
          },
          body: MINIMAL_PDF,
        });
        const media = (await upload.json()) as { id: number; source_url: string };
        made.push(`wp/v2/media/${media.id}?force=true`);
        await rm(`/var/lib/wordpress/wp-content/${media.source_url.split('/wp-content/')[1]}`);
        const entry = await site.rest<{ id: number }>('wp/v2/bibliotheek', {
          method: 'POST',
          body: {
            title: 'Verdwenen document',
            status: 'publish',
            fields: { bestanden: [{ name: 'Weg', file: media.id }] },
          },
        });
        made.push(`wp/v2/bibliotheek/${entry.id}?force=true`);
        // An assignment naming a user and a functie that no longer exist.
        const assignment = await site.rest<{ id: number }>('wp/v2/assignments', {
          method: 'POST',
          body: {
            title: 'Opdracht van een vertrokken professional',
            status: 'publish',
            fields: {
              status: 'completed',
              user: 999_999,
              functie: 999_998,
              startdatum: '20250101',
              einddatum: '20241231',
            },
          },
        });
        made.push(`wp/v2/assignments/${assignment.id}?force=true`);

        const third = await importSite();
        expect(third.counts.get('nieuws')).toMatchObject({ created: 0, updated: 1, skipped: 0 });
        expect(third.counts.get('users')).toMatchObject({ created: 1, updated: 0, skipped: 1 });
        expect(third.skipped).toContainEqual({
          kind: 'users',
          wpId: subscriber.id,
          title: expect.any(String),
          reason: expect.stringContaining('subscriber'),
        });
        expect(third.skipped).toContainEqual({
          kind: 'media',
          wpId: media.id,
          title: expect.any(String),
          reason: expect.stringContaining('HTTP 404'),
        });
        expect(third.counts.get('bibliotheek')).toMatchObject({ created: 1 });
        expect(third.counts.get('assignments')).toMatchObject({ created: 1 });
        const remarks = third.notes.map((note) => `${note.kind} ${note.wpId}: ${note.reason}`);
        expect(remarks).toContainEqual(
          expect.stringMatching(
            new RegExp(`^bibliotheek ${entry.id}: file ${media.id} could not be imported`),
          ),
        );
        expect(remarks).toContainEqual(
          `assignments ${assignment.id}: professional 999999 is not in WordPress (or was skipped); left empty`,
        );
        expect(remarks).toContainEqual(
          `assignments ${assignment.id}: functie 999998 is not in WordPress (or was skipped); left empty`,
        );
        expect(remarks).toContainEqual(
          `assignments ${assignment.id}: einddatum 2024-12-31 is before startdatum 2025-01-01; einddatum left empty`,
        );

        const token = await signIn('admin@example.test', OWN_PASSWORD);
        const item = (
          await get(token, `/wp-json/wp/v2/nieuws/${await ourId('nieuws', 1369)}`)
        ).json();
        expect(item.title.rendered).toBe('Vrijwilligersdag & meer 🎉');
        const newcomer = (
          await get(token, `/wp-json/wp/v2/users/${await ourId('users', person.id)}`)
        ).json();
        expect(newcomer.name).toBe('Nina Nieuwkomer');
        const library = (
          await get(token, `/wp-json/wp/v2/bibliotheek/${await ourId('bibliotheek', entry.id)}`)
        ).json();
        expect(library.acf.bestanden ?? []).toEqual([]);
        // WordPress's 6.1 hash of the newcomer's password works here too.
        await signIn('nieuwkomer@example.test', 'Welkom-2026!').catch(() => undefined);
        expect(third.withoutPassword).toContain('nieuwkomer@example.test');
      } finally {
        await site.rest('wp/v2/nieuws/1369', {
          method: 'POST',
          body: { title: original.title.raw },
        });
        for (const route of made.reverse())
          await site.rest(route, { method: 'DELETE' }).catch(() => {});
      }
    },
    5 * 60_000,
  );
});

describe('--invite', () => {
  it(
    'queues Beheer’s invitation for everyone without a password, 30 a minute, once',
    async () => {
      // Some of the people lost their WordPress password here (as without --wp-db).
      const people = await database.db
        .select({ id: wordpressImportMap.ourId })
        .from(wordpressImportMap)
        .where(eq(wordpressImportMap.kind, 'users'))
        .orderBy(wordpressImportMap.ourId)
        .limit(40);
      await database.db.execute(
        sql`update users set password_hash = null where id in (${sql.join(
          people.slice(5).map((person) => sql`${person.id}`),
          sql`, `,
        )})`,
      );
      const waiting = await countOf(
        sql`select count(*)::int as count from users u join wordpress_import_map m on m.our_id = u.id and m.kind = 'users' where u.password_hash is null and u.deactivated_at is null`,
      );
      expect(waiting).toBeGreaterThan(30);
      const log = pino({ level: 'silent' });
      const queue = createJobQueue({ pool: database.pool, log, work: false });
      const mailer = createMailer({
        db: database.db,
        queue,
        smtp: { host: '127.0.0.1', port: 2525, secure: false, user: undefined, pass: undefined },
        from: 'intranet@example.test',
        log,
      });
      await queue.start();
      try {
        const invitations = {
          mailer,
          links: createSetPasswordLinks({
            repo: createSetPasswordRepository(database.db),
            publicUrl: testConfig.publicUrl,
          }),
          productName: 'Intranet',
        };
        const report = await runImport({ ...importOptions(), invitations });
        expect(report.counts.get('invitations')).toEqual({
          created: waiting,
          updated: 0,
          unchanged: 0,
          skipped: 0,
        });
        const mails = (
          await database.db.execute(
            sql`select to_address, subject, body_text from outbox where subject like 'Welkom bij%' order by id`,
          )
        ).rows as Array<{ to_address: string; subject: string; body_text: string }>;
        expect(mails).toHaveLength(waiting);
        expect(mails[0]!.subject).toBe('Welkom bij Intranet: stel je wachtwoord in');
        // Paced: the first 30 at once, the rest a minute later.
        const delays = (
          await database.db.execute(
            sql`select round(extract(epoch from start_after - created_on) / 60)::int as minute, count(*)::int as count from pgboss.job where name = 'mail-delivery' group by 1 order by 1`,
          )
        ).rows as Array<{ minute: number; count: number }>;
        expect(delays).toEqual([
          { minute: 0, count: 30 },
          { minute: 1, count: waiting - 30 },
        ]);
        // The link works once and the person signs in with what they chose.
        const token = /#token=([\w-]+)/.exec(mails[0]!.body_text)![1];
        const set = await app.inject({
          method: 'POST',
          url: '/wp-json/intranet/v1/set-password',
          payload: { token, password: 'Een-eigen-wachtwoord-9' },
        });
        expect(set.statusCode, set.body).toBe(200);
        await signIn(mails[0]!.to_address, 'Een-eigen-wachtwoord-9');
        // A second run mails nobody again.
        const again = await runImport({ ...importOptions(), invitations });
        expect(again.counts.get('invitations')).toMatchObject({ created: 0 });
        expect(
          await countOf(
            sql`select count(*)::int as count from outbox where subject like 'Welkom bij%'`,
          ),
        ).toBe(waiting);
      } finally {
        await queue.stop();
      }
    },
    5 * 60_000,
  );
});

describe('a dry run', () => {
  it(
    'counts what it would do and writes nothing',
    async () => {
      const empty = await createTestDatabase();
      try {
        const report = await importSite({ dryRun: true, db: empty });
        expect(report.counts.get('nieuws')!.created).toBe(
          await site.total('wp/v2/nieuws?status=any'),
        );
        expect(report.counts.get('users')!.created).toBe(await site.total('wp/v2/users'));
        const [counts] = (
          await empty.db
            .execute(sql`select (select count(*) from users)::int as users, (select count(*) from posts)::int as posts,
          (select count(*) from files)::int as files, (select count(*) from wordpress_import_map)::int as mapped,
          (select count(*) from site_options)::int as options`)
        ).rows;
        expect(counts).toEqual({ users: 0, posts: 0, files: 0, mapped: 0, options: 0 });
      } finally {
        await empty.drop();
      }
    },
    5 * 60_000,
  );
});

describe('the command', () => {
  const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
  const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
  const cli = path.join(repoRoot, 'apps/server/src/modules/wordpress-import/cli.ts');

  function command(args: string[], env: Record<string, string> = {}) {
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        tsx,
        [cli, ...args],
        {
          cwd: repoRoot,
          env: { PATH: process.env.PATH ?? '', HOME: tmpdir(), DATA_DIR: filesDir, ...env },
          timeout: 180_000,
        },
        (error, stdout, stderr) =>
          resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
  }
  const site_ = () => ['--url', site.url, '--user', site.user];

  it(
    'says what is wrong with a wrong password, a site that is not WordPress, a user who is no administrator',
    async () => {
      const empty = await createTestDatabase();
      const env = { DATABASE_URL: empty.url };
      const other = createServer((_, response) => response.end('<html><body>Welkom</body></html>'));
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      const professional = await site.rest<{ password: string; uuid: string }>(
        'wp/v2/users/2/application-passwords',
        {
          method: 'POST',
          body: { name: `portal-test-${Date.now()}` },
        },
      );
      try {
        const wrong = await command(
          [...site_(), '--app-password', 'abcd efgh ijkl mnop qrst uvwx'],
          env,
        );
        expect(wrong.code).toBe(1);
        expect(wrong.stderr).toContain(
          'WordPress refused the user "admin" with this application password',
        );
        const port = (other.address() as AddressInfo).port;
        const notWordPress = await command(
          ['--url', `http://127.0.0.1:${port}`, '--user', 'admin', '--app-password', 'x'],
          env,
        );
        expect(notWordPress.code).toBe(1);
        expect(notWordPress.stderr).toContain(
          'is http://127.0.0.1:' + port + '/ a WordPress site with its REST API on?',
        );
        const notAdmin = await command(
          ['--url', site.url, '--user', 'gebruiker001', '--app-password', professional.password],
          env,
        );
        expect(notAdmin.code).toBe(1);
        expect(notAdmin.stderr).toContain(
          '"gebruiker001" is professional on this site; the import needs an administrator',
        );
        const unknown = await command(['--url', site.url, '--colour'], env);
        expect(unknown.code).toBe(1);
        // Nothing was written by any of them.
        const [row] = (
          await empty.db.execute(
            sql`select (select count(*) from users)::int + (select count(*) from posts)::int as count`,
          )
        ).rows as Array<{ count: number }>;
        expect(row!.count).toBe(0);
      } finally {
        other.close();
        await site
          .rest(`wp/v2/users/2/application-passwords/${professional.uuid}`, { method: 'DELETE' })
          .catch(() => {});
        await empty.drop();
      }
    },
    5 * 60_000,
  );

  it(
    'prints progress as plain lines off a terminal, the summary, and writes the JSON report',
    async () => {
      const empty = await createTestDatabase();
      const report = path.join(filesDir, 'rapport.json');
      try {
        const run = await command([...site_(), '--dry-run', '--report', report], {
          DATABASE_URL: empty.url,
          WP_APP_PASSWORD: site.appPassword,
        });
        expect(run.stderr).toBe('');
        expect(run.code).toBe(0);
        const total = await site.total('wp/v2/nieuws?status=any');
        expect(run.stdout).toContain(`nieuws: ${total}/${total}`);
        expect(run.stdout).toContain('Dry run: nothing was written. It would have:');
        expect(run.stdout).toMatch(new RegExp(`nieuws\\s+${total}\\s+0\\s+0\\s+0`));
        expect(run.stdout).toContain('Not carried over:');
        const written = JSON.parse(await readFile(report, 'utf8'));
        expect(written).toMatchObject({
          dryRun: true,
          interrupted: false,
          counts: { nieuws: { created: total } },
        });
      } finally {
        await empty.drop();
      }
    },
    5 * 60_000,
  );
});

/** A one-page PDF, enough for WordPress to take it as a document. */
const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
