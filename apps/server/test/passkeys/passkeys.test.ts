import { PASSKEY_MESSAGES } from '@portal/contract/rules';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox } from '../../src/db/schema.js';
import { createChallenges } from '../../src/modules/passkeys/challenges.js';
import { createUser, type FactoryUser } from '../factories/users.js';
import { INTRANET, login, SIGNING_KEY, useTestApp } from '../helpers/test-app.js';
import { authenticate, register, type SoftPasskey } from './soft-authenticator.js';

/**
 * Issue 27 items 2, 3 and 6: passkeys, checked by the real WebAuthn library against a software
 * authenticator's real signatures; STRONG_AUTH_ROLES (here: beheerder) through its mailed link.
 */

const ctx = useTestApp({ config: { signIn: { strongAuthRoles: ['beheerder'] } } });
const CEREMONY = { origin: 'http://localhost:3000', rpId: 'localhost' };
const BASE = '/wp-json/intranet/v1';

const as = (token?: string) => ({
  ...INTRANET,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});
const post = (url: string, payload?: unknown, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `${BASE}${url}`,
    headers: as(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function registrationOptions(token: string) {
  const response = await post('/passkeys/options', undefined, token);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    challenge: string;
    user: { id: string; name: string };
    rp: { id: string };
    authenticatorSelection: { userVerification: string; residentKey: string };
    excludeCredentials: Array<{ id: string }>;
  };
}

async function addPasskey(token: string, name = 'Laptop') {
  const { passkey, response } = register(await registrationOptions(token), CEREMONY);
  const added = await post('/passkeys', { name, response }, token);
  expect(added.statusCode, added.body).toBe(201);
  return { passkey, added: added.json() as { id: number; name: string } };
}

async function signInOptions() {
  const response = await post('/passkey-sign-in/options');
  expect(response.statusCode).toBe(200);
  return response.json() as { challenge: string };
}

const signInWith = (answer: unknown) => post('/passkey-sign-in', { response: answer });

const mailsTo = (email: string) =>
  ctx.database.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.id));

let person: FactoryUser;
let token: string;
let passkey: SoftPasskey;
let passkeyId: number;

beforeAll(async () => {
  person = await createUser(ctx.database.db, { roles: ['medewerker'] });
  token = (await login(ctx.app, person.email)).token;
  ({
    passkey,
    added: { id: passkeyId },
  } = await addPasskey(token));
});

describe('adding a passkey', () => {
  it('asks for a discoverable credential with user verification for this site', async () => {
    const options = await registrationOptions(token);
    expect(options.rp.id).toBe('localhost');
    expect(options.user.name).toBe(person.email);
    expect(options.authenticatorSelection).toMatchObject({
      userVerification: 'required',
      residentKey: 'required',
    });
    // The passkey the person has already is excluded.
    expect(options.excludeCredentials.map((c) => c.id)).toContain(
      passkey.credentialId.toString('base64url'),
    );
  });

  it('lists it with its name, is in the audit log and mailed to the person', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/passkeys`,
      headers: as(token),
    });
    expect(list.json()).toEqual([
      { id: passkeyId, name: 'Laptop', created: expect.any(String), last_used: null },
    ]);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.passkey_added'), eq(auditLog.actorId, person.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toEqual({ passkey: 'Laptop' });
    const [mail] = await mailsTo(person.email);
    expect(mail!.subject).toBe('Er is een passkey toegevoegd aan je account bij Intranet');
    expect(mail!.bodyText).toContain('“Laptop”');
  });

  it('refuses a used challenge, an expired one, another origin and no user verification', async () => {
    const options = await registrationOptions(token);
    const first = register(options, CEREMONY);
    expect(
      (await post('/passkeys', { name: 'Eén', response: first.response }, token)).statusCode,
    ).toBe(201);
    // The same challenge again (another new key): used.
    const again = register(options, CEREMONY);
    const reused = await post('/passkeys', { name: 'Twee', response: again.response }, token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'passkey_refused',
      message: PASSKEY_MESSAGES.addRefused,
    });

    // A challenge signed by the server's key, but 6 minutes old.
    const old = createChallenges(SIGNING_KEY, () => Date.now() - 6 * 60_000).make(
      'register',
      person.id,
    );
    const expired = register(
      { ...options, challenge: Buffer.from(old).toString('base64url') },
      CEREMONY,
    );
    expect(
      (await post('/passkeys', { name: 'Oud', response: expired.response }, token)).statusCode,
    ).toBe(400);

    const elsewhere = register(await registrationOptions(token), {
      ...CEREMONY,
      origin: 'https://evil.example',
    });
    expect(
      (await post('/passkeys', { name: 'Elders', response: elsewhere.response }, token)).statusCode,
    ).toBe(400);

    const unverified = register(await registrationOptions(token), {
      ...CEREMONY,
      withoutVerification: true,
    });
    expect(
      (await post('/passkeys', { name: 'Zonder', response: unverified.response }, token))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a challenge made for someone else', async () => {
    const other = await createUser(ctx.database.db, { roles: ['professional'] });
    const otherToken = (await login(ctx.app, other.email)).token;
    const theirs = register(await registrationOptions(otherToken), CEREMONY);
    const taken = await post('/passkeys', { name: 'Gestolen', response: theirs.response }, token);
    expect(taken.statusCode).toBe(400);
  });

  it('refuses a nameless passkey and nonsense (400, nothing stored)', async () => {
    const { response } = register(await registrationOptions(token), CEREMONY);
    const nameless = await post('/passkeys', { name: '  ', response }, token);
    expect(nameless.statusCode).toBe(400);
    const nonsense = await post('/passkeys', { name: 'Rommel', response: { id: 'x' } }, token);
    expect(nonsense.statusCode).toBe(400);
    const { rows } = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from passkeys where name in ('Rommel', '')`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe('signing in with a passkey', () => {
  it('ends in the same answer and refresh cookie as a password sign-in', async () => {
    const answer = authenticate(passkey, await signInOptions(), CEREMONY);
    const response = await signInWith(answer);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { success: boolean; data: { token: string; id: number } };
    expect(body.success).toBe(true);
    expect(body.data.id).toBe(person.id);
    expect(response.cookies.find((c) => c.name === 'refresh_token')?.httpOnly).toBe(true);
    const validate = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token/validate',
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(validate.statusCode).toBe(200);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/passkeys`,
      headers: as(token),
    });
    expect((list.json() as Array<{ last_used: string | null }>)[0]!.last_used).not.toBeNull();

    // The same answer again: its challenge was used.
    expect((await signInWith(answer)).statusCode).toBe(400);
  });

  it('refuses a counter that did not go up, no user verification, another origin', async () => {
    const stale = authenticate(passkey, await signInOptions(), {
      ...CEREMONY,
      counter: passkey.counter,
    });
    const refused = await signInWith(stale);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'passkey_refused',
      message: PASSKEY_MESSAGES.refused,
    });
    const unverified = authenticate(passkey, await signInOptions(), {
      ...CEREMONY,
      withoutVerification: true,
    });
    expect((await signInWith(unverified)).statusCode).toBe(400);
    const elsewhere = authenticate(passkey, await signInOptions(), {
      ...CEREMONY,
      origin: 'http://localhost:3001',
    });
    expect((await signInWith(elsewhere)).statusCode).toBe(400);
    // A registration challenge is no sign-in challenge.
    const wrongKind = authenticate(passkey, await registrationOptions(token), CEREMONY);
    expect((await signInWith(wrongKind)).statusCode).toBe(400);
    // Still works with a fresh challenge and a higher counter.
    expect(
      (await signInWith(authenticate(passkey, await signInOptions(), CEREMONY))).statusCode,
    ).toBe(200);
  });

  it('refuses another user’s handle, a browser request from another site', async () => {
    const forged = authenticate(
      { ...passkey, userHandle: Buffer.alloc(16, 1).toString('base64url') },
      await signInOptions(),
      CEREMONY,
    );
    expect((await signInWith(forged)).statusCode).toBe(400);
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/passkey-sign-in`,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { response: authenticate(passkey, await signInOptions(), CEREMONY) },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('refuses a deactivated person’s passkey', async () => {
    const leaver = await createUser(ctx.database.db, { roles: ['professional'] });
    const { passkey: theirs } = await addPasskey(
      (await login(ctx.app, leaver.email)).token,
      'Telefoon',
    );
    await ctx.database.db.execute(
      sql`update users set deactivated_at = now() where id = ${leaver.id}`,
    );
    const response = await signInWith(authenticate(theirs, await signInOptions(), CEREMONY));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'user_deactivated' });
  });

  it('slows down a stream of refused answers from one address (429)', async () => {
    const options = await signInOptions();
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) {
      const forged = authenticate(passkey, options, {
        ...CEREMONY,
        origin: 'https://evil.example',
      });
      const response = await ctx.app.inject({
        method: 'POST',
        url: `${BASE}/passkey-sign-in`,
        payload: { response: forged },
        remoteAddress: '192.0.2.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('removing a passkey', () => {
  it('removes only one’s own, tells the person, and it signs nobody in any more', async () => {
    const { passkey: spare, added } = await addPasskey(token, 'Reserve');
    const other = await createUser(ctx.database.db, { roles: ['professional'] });
    const otherToken = (await login(ctx.app, other.email)).token;
    const notTheirs = await ctx.app.inject({
      method: 'DELETE',
      url: `${BASE}/passkeys/${added.id}`,
      headers: as(otherToken),
    });
    expect(notTheirs.statusCode).toBe(404);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${BASE}/passkeys/${added.id}`,
      headers: as(token),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ deleted: true, id: added.id });
    expect((await mailsTo(person.email))[0]!.subject).toBe(
      'Er is een passkey verwijderd van je account bij Intranet',
    );
    expect(
      (await signInWith(authenticate(spare, await signInOptions(), CEREMONY))).statusCode,
    ).toBe(400);
  });
});

describe('STRONG_AUTH_ROLES (beheerder here)', () => {
  let beheerder: FactoryUser;
  beforeAll(async () => {
    beheerder = await createUser(ctx.database.db, { roles: ['beheerder'] });
  });

  const passwordSignIn = (email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token',
      payload: { username: email, password: 'Test-wachtwoord-1' },
    });

  it('refuses a password alone and mails a one-time link to add a passkey, once', async () => {
    const response = await passwordSignIn(beheerder.email);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'strong_auth_required',
      message: PASSKEY_MESSAGES.strongAuthRequired,
    });
    expect((await passwordSignIn(beheerder.email)).statusCode).toBe(403);
    const mails = await mailsTo(beheerder.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Voeg een passkey toe om in te loggen bij Intranet');
    // A wrong password is said as always, and mails nothing.
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token',
      payload: { username: beheerder.email, password: 'niet-het-wachtwoord' },
    });
    expect(wrong.json()).toMatchObject({ code: 'incorrect_password' });
    // Other roles sign in with their password as before.
    expect((await passwordSignIn(person.email)).statusCode).toBe(200);
  });

  it('adds a passkey through the link (once), which then signs in', async () => {
    const [mail] = await mailsTo(beheerder.email);
    const link = /\/portal\/passkey-toevoegen#token=(\S+)/.exec(mail!.bodyText)?.[1];
    expect(link).toBeTruthy();
    const options = await post('/passkey-enrollment/options', { token: link });
    expect(options.statusCode).toBe(200);
    const { passkey: theirs, response } = register(options.json(), CEREMONY);
    const enrolled = await post('/passkey-enrollment', {
      token: link,
      name: 'Werklaptop',
      response,
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    // Used up.
    const again = await post('/passkey-enrollment/options', { token: link });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'passkey_invalid_link' });

    const signedIn = await signInWith(authenticate(theirs, await signInOptions(), CEREMONY));
    expect(signedIn.statusCode).toBe(200);
    expect((signedIn.json() as { data: { id: number } }).data.id).toBe(beheerder.id);
  });

  it('refuses an unknown link', async () => {
    const response = await post('/passkey-enrollment/options', { token: 'geen-link' });
    expect(response.statusCode).toBe(400);
  });
});
