import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/app.js';
import { auditLog, users } from '../../src/db/schema.js';
import { createUser } from '../factories/users.js';
import {
  OIDC_CLIENT,
  signInAtProvider,
  startOidcProvider,
  type OidcTestProvider,
  type ProviderAccount,
} from '../helpers/oidc-provider.js';
import { useTestApp } from '../helpers/test-app.js';

/**
 * Issue 27 items 4 and 6: signing in with the company's own account, through a real OpenID
 * provider on loopback (npm `oidc-provider`): authorization code flow with PKCE, state and nonce;
 * the verified e-mail address finds or makes the account, the groups give the roles.
 */

const PUBLIC = 'http://localhost:3000';
const CALLBACK = `${PUBLIC}/wp-json/intranet/v1/oidc/callback`;
const accounts = new Map<string, ProviderAccount>();
let provider: OidcTestProvider;
const config: Partial<AppConfig> = {};

beforeAll(async () => {
  provider = await startOidcProvider({ publicUrl: PUBLIC, accounts });
  config.signIn = {
    strongAuthRoles: [],
    oidc: {
      issuer: provider.issuer,
      clientId: OIDC_CLIENT.id,
      clientSecret: OIDC_CLIENT.secret,
      label: 'Inloggen met je Van Dalen-account',
      allowedDomains: ['vandalen.example', 'factory.example'],
      createUsers: true,
      rolesClaim: 'groups',
      roleMap: [
        ['portal-beheer', 'beheerder'],
        ['portal-admin', 'administrator'],
      ],
      allowAdmin: false,
    },
  };
});
afterAll(() => provider?.close());
const ctx = useTestApp({ config });

/** Starts at the portal, signs in at the provider as `login`, and comes back: the portal's answer. */
async function signInAs(login: string, redirect = '/portal/declaraties') {
  const start = await ctx.app.inject({
    method: 'GET',
    url: `/wp-json/intranet/v1/oidc/start?redirect=${encodeURIComponent(redirect)}`,
  });
  expect(start.statusCode).toBe(302);
  const flow = start.cookies.find((cookie) => cookie.name === 'oidc_flow')!;
  const back = await signInAtProvider(start.headers.location as string, login, CALLBACK);
  const answer = await ctx.app.inject({
    method: 'GET',
    url: back.slice(PUBLIC.length),
    cookies: { oidc_flow: flow.value },
  });
  return { start, flow, answer, location: new URL(answer.headers.location as string) };
}

const refreshCookieOf = (answer: { cookies: Array<{ name: string; value: string }> }) =>
  answer.cookies.find((cookie) => cookie.name === 'refresh_token')?.value;

/** The session the refresh cookie buys, as the login page asks for it after `?sso=1`. */
async function sessionOf(cookie: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/wp-json/jwt-auth/v1/token',
    cookies: { refresh_token: cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (
    response.json() as { data: { id: number; email: string; roles: string[]; token: string } }
  ).data;
}

/** The roles the portal's profile call answers (kept per person on every instance). */
async function profileRoles(token: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/wp-json/custom/v1/user-profile',
    headers: { authorization: `Bearer ${token}` },
  });
  return (response.json() as { roles: string[] }).roles;
}

const userByEmail = async (email: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('the flow', () => {
  it('sends the browser to the provider with PKCE, state and nonce, kept in a signed cookie', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: '/wp-json/intranet/v1/oidc/start' });
    expect(start.statusCode).toBe(302);
    const to = new URL(start.headers.location as string);
    expect(to.origin).toBe(provider.issuer);
    expect(to.searchParams.get('client_id')).toBe(OIDC_CLIENT.id);
    expect(to.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('state')).toBeTruthy();
    expect(to.searchParams.get('nonce')).toBeTruthy();
    const flow = start.cookies.find((cookie) => cookie.name === 'oidc_flow')!;
    expect(flow).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/wp-json/intranet/v1/oidc/',
    });
    // The verifier itself never leaves for the provider.
    expect(start.headers.location).not.toContain('code_verifier');
  });

  it('refuses a callback this browser did not start, or with another state', async () => {
    accounts.set('flow', { email: 'flow@vandalen.example' });
    const start = await ctx.app.inject({ method: 'GET', url: '/wp-json/intranet/v1/oidc/start' });
    const back = await signInAtProvider(start.headers.location as string, 'flow', CALLBACK);
    const withoutCookie = await ctx.app.inject({ method: 'GET', url: back.slice(PUBLIC.length) });
    expect(withoutCookie.statusCode).toBe(302);
    expect(withoutCookie.headers.location).toBe(`${PUBLIC}/portal?sso_fout=mislukt`);
    expect(refreshCookieOf(withoutCookie)).toBeUndefined();

    const other = await ctx.app.inject({ method: 'GET', url: '/wp-json/intranet/v1/oidc/start' });
    const otherFlow = other.cookies.find((cookie) => cookie.name === 'oidc_flow')!.value;
    const swapped = await ctx.app.inject({
      method: 'GET',
      url: back.slice(PUBLIC.length),
      cookies: { oidc_flow: otherFlow },
    });
    expect(swapped.headers.location).toBe(`${PUBLIC}/portal?sso_fout=mislukt`);
    expect(refreshCookieOf(swapped)).toBeUndefined();
    expect(await userByEmail('flow@vandalen.example')).toBeUndefined();
  });

  it('says a refusal at the provider on the login page', async () => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/wp-json/intranet/v1/oidc/callback?error=access_denied&error_description=nee&state=x',
    });
    expect(answer.headers.location).toBe(`${PUBLIC}/portal?sso_fout=geweigerd`);
  });
});

describe('accounts and roles', () => {
  it('creates a new staff account at the first sign-in, with the role of its group', async () => {
    accounts.set('nieuw', {
      email: 'Nieuw.Persoon@vandalen.example',
      givenName: 'Nieuw',
      familyName: 'Persoon',
      groups: ['portal-beheer', 'iets-anders'],
    });
    const { answer, location } = await signInAs('nieuw');
    expect(location.pathname).toBe('/portal');
    expect(location.searchParams.get('sso')).toBe('1');
    expect(location.searchParams.get('redirect')).toBe('/portal/declaraties');
    const session = await sessionOf(refreshCookieOf(answer)!);
    const user = (await userByEmail('nieuw.persoon@vandalen.example'))!;
    expect(session.id).toBe(user.id);
    expect(user).toMatchObject({
      roles: ['beheerder'],
      voornaam: 'Nieuw',
      achternaam: 'Persoon',
      passwordHash: null,
    });
    const created = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.create'), eq(auditLog.entityId, String(user.id))));
    expect(created).toHaveLength(1);
    expect(created[0]!.actorId).toBeNull();
  });

  it('re-applies the roles at the next sign-in, and makes no second account', async () => {
    const before = await sessionOf(refreshCookieOf((await signInAs('nieuw')).answer)!);
    expect(await profileRoles(before.token)).toEqual(['beheerder']);
    accounts.set('nieuw', { ...accounts.get('nieuw')!, groups: [] });
    const { answer } = await signInAs('nieuw');
    const session = await sessionOf(refreshCookieOf(answer)!);
    expect(session.roles).toEqual(['medewerker']);
    // Nothing kept of the old roles: the profile says so at once too.
    expect(await profileRoles(session.token)).toEqual(['medewerker']);
    const { rows } = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where email = 'nieuw.persoon@vandalen.example'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('never makes an administrator through the map, nor changes one', async () => {
    accounts.set('streber', { email: 'streber@vandalen.example', groups: ['portal-admin'] });
    await signInAs('streber');
    expect((await userByEmail('streber@vandalen.example'))!.roles).toEqual(['medewerker']);
    accounts.set('admin', { email: 'admin@vandalen.example', groups: [] });
    const { answer } = await signInAs('admin');
    expect((await sessionOf(refreshCookieOf(answer)!)).roles).toEqual(['administrator']);
  });

  it('signs an existing account in by its verified address, the same session as a password', async () => {
    accounts.set('femke', { email: 'femke@vandalen.example', groups: ['portal-beheer'] });
    const femke = (await userByEmail('femke@vandalen.example'))!;
    const { answer } = await signInAs('femke');
    const session = await sessionOf(refreshCookieOf(answer)!);
    expect(session.id).toBe(femke.id);
    expect(session.roles).toEqual(['beheerder']);
  });

  it('refuses an address of another domain, an unverified one and a deactivated account', async () => {
    accounts.set('elders', { email: 'iemand@elders.example' });
    expect((await signInAs('elders')).location.searchParams.get('sso_fout')).toBe('domein');
    expect(await userByEmail('iemand@elders.example')).toBeUndefined();

    accounts.set('onbevestigd', { email: 'onbevestigd@vandalen.example', emailVerified: false });
    expect((await signInAs('onbevestigd')).location.searchParams.get('sso_fout')).toBe(
      'niet-bevestigd',
    );

    const leaver = await createUser(ctx.database.db, {
      roles: ['medewerker'],
      columns: { deactivatedAt: new Date() },
    });
    accounts.set('weg', { email: leaver.email });
    const refused = await signInAs('weg');
    expect(refused.location.searchParams.get('sso_fout')).toBe('gedeactiveerd');
    expect(refreshCookieOf(refused.answer)).toBeUndefined();
  });

  it('keeps a professional’s roles', async () => {
    const professional = await createUser(ctx.database.db, { roles: ['professional'] });
    accounts.set('extern', { email: professional.email, groups: ['portal-beheer'] });
    const { answer } = await signInAs('extern');
    expect((await sessionOf(refreshCookieOf(answer)!)).roles).toEqual(['professional']);
  });

  it('keeps only a redirect into the portal', async () => {
    accounts.set('omleiding', { email: 'omleiding@vandalen.example' });
    const { location } = await signInAs('omleiding', 'https://evil.example/portal/');
    expect(location.searchParams.get('sso')).toBe('1');
    expect(location.searchParams.has('redirect')).toBe(false);
  });
});

it('logs out through the provider’s end-session endpoint, back to the login page', async () => {
  const answer = await ctx.app.inject({ method: 'GET', url: '/wp-json/intranet/v1/oidc/logout' });
  expect(answer.statusCode).toBe(302);
  const to = new URL(answer.headers.location as string);
  expect(to.origin).toBe(provider.issuer);
  expect(to.searchParams.get('client_id')).toBe(OIDC_CLIENT.id);
  expect(to.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC}/portal`);
});
