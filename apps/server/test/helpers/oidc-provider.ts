import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { OIDC_CLIENT } from './oidc-client.js';

/** A person at the test's OpenID provider; the test may change them between sign-ins. */
export interface ProviderAccount {
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  groups?: string[];
}

export { OIDC_CLIENT };

/**
 * A real OpenID provider (npm `oidc-provider`) on loopback for the API tests and the journeys:
 * one confidential client (the portal) with PKCE required, the people of `accounts` (their
 * login at its sign-in form is their key), e-mail and groups as claims, and logout. Its own
 * sign-in and consent pages are the library's development pages.
 */
export async function startOidcProvider(options: {
  publicUrl: string;
  accounts: Map<string, ProviderAccount>;
  port?: number;
}) {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [`${options.publicUrl}/wp-json/intranet/v1/oidc/callback`],
        post_logout_redirect_uris: [`${options.publicUrl}/portal`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx, id) {
      const account = options.accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: account.email,
            email_verified: account.emailVerified ?? true,
            given_name: account.givenName,
            family_name: account.familyName,
            groups: account.groups ?? [],
          };
        },
      };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'groups'],
    },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    pkce: { required: () => true },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    cookies: { keys: ['oidc-test-cookie-key-0123456789'] },
  });
  // The library warns about its development pages and keys on every start; a test knows.
  provider.on('server_error', (_ctx, error) => console.error('oidc-provider', error));
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type OidcTestProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/**
 * What a browser does at the provider, without one: from the authorization URL through the
 * sign-in form (as `login`) and the consent form, following redirects with the provider's
 * cookies, until the provider sends the browser back to `until` (the portal). Answers that
 * address (the callback with code and state, or an error).
 */
export async function signInAtProvider(start: string, login: string, until: string) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  let url = start;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(until)) return url;
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    keep(response);
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    // A page with a form: the sign-in (login) or the consent (prompt=consent).
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form and no redirect at ${url}: ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    body = html.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'wat-dan-ook' })
      : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('the provider did not send the browser back');
}
