import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createSetPasswordLinks } from '../../src/modules/auth/set-password-links.js';
import { createSetPasswordRepository } from '../../src/modules/auth/set-password-repository.js';
import { createDiskStorage } from '../../src/modules/files/storage.js';
import { prepareFirstStart } from '../../src/seed/first-start.js';
import { INTRANET, SIGNING_KEY, testConfig } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-database.js';

/**
 * Issue 9, item 6: a production database's first administrator without ADMIN_PASSWORD gets a
 * one-time set-password link at the first start. The whole way: the link printed by the start,
 * the public endpoint, then signing in with the chosen password.
 */

const ADMIN = 'beheer@bedrijf.nl';
const CHOSEN = 'Gekozen-wachtwoord-1';
const INVALID = {
  code: 'rest_invalid_token',
  message:
    'Deze link is niet meer geldig. Vraag een nieuwe aan met “Wachtwoord vergeten?” op de inlogpagina.',
  data: { status: 400 },
};

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let app: FastifyInstance;
/** The link the first start printed. */
let firstToken: string;

const config = () => ({
  dataDir,
  databaseUrl: database.url,
  demoPassword: undefined,
  seedDemo: false,
  adminEmail: ADMIN,
  adminPassword: undefined,
  publicUrl: testConfig.publicUrl,
});

/** A start of the server: what prepareFirstStart prints, and the token of its link (if any). */
async function start() {
  const demo = {
    storage: createDiskStorage(path.join(dataDir, 'files')),
    today: { year: 2026, month: 11, day: 22 },
  };
  const { lines } = await prepareFirstStart(database.db, config(), demo);
  const token = /\/portal\/wachtwoord-instellen#token=(\S+)/.exec(lines.join('\n'))?.[1];
  return { lines, token };
}

/** As if every link was printed two minutes ago: a later start is a restart, not a twin. */
const ageLinks = () =>
  database.db.execute(
    sql`update set_password_tokens set created_at = created_at - interval '2 minutes'`,
  );

let address = 0;
/** Each call from its own address unless given, so the wrong-link limit of one test stays there. */
const setPassword = (payload: unknown, remoteAddress = `192.0.2.${++address}`) =>
  app.inject({
    method: 'POST',
    url: '/wp-json/intranet/v1/set-password',
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });

const signIn = (password: string, username = ADMIN) =>
  app.inject({
    method: 'POST',
    url: '/wp-json/jwt-auth/v1/token',
    payload: { username, password },
  });

/** A fresh link for a user, as Beheer will make one (the reusable function). */
const newLink = async (userId: number) => {
  const links = createSetPasswordLinks({
    repo: createSetPasswordRepository(database.db),
    publicUrl: testConfig.publicUrl,
  });
  const { url } = await links.createSetPasswordLink(userId);
  return url.split('#token=')[1]!;
};

const adminId = async () =>
  (
    (await database.db.execute(sql`select id from users where email = ${ADMIN}`)).rows[0] as {
      id: number;
    }
  ).id;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-set-password-'));
  const first = await start();
  firstToken = first.token!;
  app = await buildApp({
    config: testConfig,
    db: database.db,
    signingKey: SIGNING_KEY,
    storage: createDiskStorage(path.join(dataDir, 'files')),
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the first administrator without ADMIN_PASSWORD', () => {
  it('cannot sign in with any password before the link is used: the normal wrong-password answer', async () => {
    for (const password of [CHOSEN, 'x', 'null']) {
      const response = await signIn(password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'incorrect_password' });
    }
  });

  it('restarting before the link is used prints a new link; the old one is dead, the new one works', async () => {
    await ageLinks();
    const restart = await start();
    expect(restart.lines[0]).toContain(
      'a new set-password link (the earlier link no longer works)',
    );
    expect(restart.token).toBeDefined();
    expect(restart.token).not.toBe(firstToken);

    const old = await setPassword({ token: firstToken, password: CHOSEN });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual(INVALID);
    firstToken = restart.token!;
  });

  it('refuses a password that breaks the rule with 422 and leaves the link usable', async () => {
    const response = await setPassword({ token: firstToken, password: 'kort' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'password_too_short',
      message: 'Het nieuwe wachtwoord moet minstens 12 tekens lang zijn.',
    });
    // The same rule as change-password: long enough is not enough when it is easy to guess.
    const weak = await setPassword({ token: firstToken, password: 'Welkom123456' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({ code: 'password_too_weak' });
    const unused = await database.db.execute(sql`select used_at from set_password_tokens`);
    expect(unused.rows).toEqual([{ used_at: null }]);
  });

  it('sets the password with the link, and signing in then works with it', async () => {
    const response = await setPassword({ token: firstToken, password: CHOSEN });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Je wachtwoord is ingesteld. Je kunt nu inloggen.',
    });
    expect((await signIn(CHOSEN)).statusCode).toBe(200);
    const wrong = await signIn('Een-ander-wachtwoord');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'incorrect_password' });
  });

  it('refuses the same link a second time, and the password stays', async () => {
    const again = await setPassword({ token: firstToken, password: 'Nog-een-wachtwoord-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
    expect((await signIn(CHOSEN)).statusCode).toBe(200);
  });

  it('prints nothing more at a restart once the password is set', async () => {
    await ageLinks();
    expect((await start()).lines).toEqual([]);
  });
});

describe('POST /wp-json/intranet/v1/set-password', () => {
  it('refuses a link that expired, with the same answer as an unknown one', async () => {
    const token = await newLink(await adminId());
    await database.db.execute(
      sql`update set_password_tokens set created_at = now() - interval '25 hours', expires_at = now() - interval '1 hour' where used_at is null`,
    );
    const response = await setPassword({ token, password: 'Verlopen-wachtwoord-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
    expect((await signIn('Verlopen-wachtwoord-1')).statusCode).toBe(401);
  });

  it('refuses a wrong token with the same answer', async () => {
    const response = await setPassword({
      token: 'A'.repeat(43),
      password: 'Geraden-wachtwoord-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
  });

  it('ends every session of the user, in the database and for the access tokens', async () => {
    const signedIn = await signIn(CHOSEN);
    const token = (signedIn.json() as { data: { token: string } }).data.token;
    const cookie = signedIn.cookies.find((c) => c.name === 'refresh_token')!.value;
    const profile = () =>
      app.inject({
        method: 'GET',
        url: '/wp-json/custom/v1/user-profile',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await profile()).statusCode).toBe(200);

    const link = await newLink(await adminId());
    expect((await setPassword({ token: link, password: 'Weer-een-wachtwoord-3' })).statusCode).toBe(
      200,
    );
    expect((await profile()).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token/refresh',
      headers: INTRANET,
      cookies: { refresh_token: cookie },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await signIn('Weer-een-wachtwoord-3')).statusCode).toBe(200);
  });

  it('a new link of a user ends the earlier unused one', async () => {
    const id = await adminId();
    const earlier = await newLink(id);
    const later = await newLink(id);
    expect(
      (await setPassword({ token: earlier, password: 'Vroeger-wachtwoord-1' })).json(),
    ).toEqual(INVALID);
    expect((await setPassword({ token: later, password: 'Later-wachtwoord-1' })).statusCode).toBe(
      200,
    );
  });

  it('of two uses of one link at once, only one sets its password', async () => {
    const token = await newLink(await adminId());
    const answers = await Promise.all([
      setPassword({ token, password: 'Eerste-wachtwoord-1' }),
      setPassword({ token, password: 'Tweede-wachtwoord-2' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const signIns = await Promise.all([
      signIn('Eerste-wachtwoord-1'),
      signIn('Tweede-wachtwoord-2'),
    ]);
    expect(signIns.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses an address after 10 wrong links for 15 minutes (429 with Retry-After), the right link too', async () => {
    const from = '198.51.100.7';
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(
        (await setPassword({ token: `wrong-${attempt}`, password: CHOSEN }, from)).statusCode,
      ).toBe(400);
    }
    const token = await newLink(await adminId());
    const refused = await setPassword({ token, password: 'Geblokkeerd-wachtwoord-1' }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'jwt_auth_too_many_attempts',
      data: { status: 429 },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    // Another address is not affected.
    expect((await setPassword({ token, password: 'Ander-adres-wachtwoord-1' })).statusCode).toBe(
      200,
    );
  });
});
