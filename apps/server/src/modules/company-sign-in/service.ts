import { SSO_DONE_PARAM, SSO_ERROR_PARAM, type SsoError } from '@portal/contract/rules';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { OidcConfig } from '../../sign-in-config.js';
import type { AuthService } from '../auth/service.js';
import type { CompanyAccounts, ProviderPerson } from './accounts.js';
import type { SignInFlow } from './flow-cookie.js';
import type { Provider } from './provider.js';
import { groupsOf } from './roles.js';

export const CALLBACK_PATH = '/wp-json/intranet/v1/oidc/callback';
const LOGIN_PATH = '/portal';

/** A portal page to open after signing in, or null (as the login page's own check). */
export function portalPage(value: string | undefined): string | null {
  if (!value || !value.startsWith('/portal/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  return value;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * The company account's sign-in (issue 27 item 4, docs/sign-in.md): authorization code flow with
 * PKCE, state and nonce (openid-client), then the account of the verified e-mail address
 * (accounts.ts) signs in as after a password. Every way out of the callback is a redirect to
 * the login page, with a reason the page says in Dutch; the details go to the log only.
 */
export function createCompanySignIn(deps: {
  settings: OidcConfig;
  provider: Provider;
  accounts: CompanyAccounts;
  auth: AuthService;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Roles changed: every instance forgets the cached ones (auth.passwordReplaced). */
  rolesChanged: (userId: number) => Promise<void>;
}) {
  const redirectUri = `${deps.publicUrl}${CALLBACK_PATH}`;
  const toLogin = (query: Record<string, string>) =>
    `${deps.publicUrl}${LOGIN_PATH}?${new URLSearchParams(query).toString()}`;

  /** Who the provider says signed in: the ID token's claims, the userinfo where they lack. */
  async function personOf(
    config: client.Configuration,
    tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>,
  ): Promise<ProviderPerson> {
    let claims: Record<string, unknown> = { ...tokens.claims() };
    const needsMore =
      !text(claims.email) || groupsOf(claims, deps.settings.rolesClaim).length === 0;
    if (needsMore && tokens.access_token) {
      try {
        const info = await client.fetchUserInfo(config, tokens.access_token, String(claims.sub));
        claims = { ...info, ...claims, email: claims.email ?? info.email };
        if (groupsOf(claims, deps.settings.rolesClaim).length === 0) {
          claims[deps.settings.rolesClaim] = (info as Record<string, unknown>)[
            deps.settings.rolesClaim
          ];
        }
        if (claims.email_verified === undefined) claims.email_verified = info.email_verified;
      } catch (error) {
        deps.log.warn({ error: String(error) }, 'oidc: userinfo not read');
      }
    }
    return {
      email: text(claims.email),
      // Microsoft Entra ID says a domain owner verified the address with `xms_edov`.
      emailVerified: claims.email_verified === true || claims.xms_edov === true,
      givenName: text(claims.given_name),
      familyName: text(claims.family_name),
      name: text(claims.name),
      groups: groupsOf(claims, deps.settings.rolesClaim),
    };
  }

  return {
    /** The provider's address for a new sign-in, and the flow the browser keeps meanwhile. */
    async start(redirect: string | undefined) {
      const config = await deps.provider.configuration();
      const verifier = client.randomPKCECodeVerifier();
      const flow: Omit<SignInFlow, 'expires'> = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier,
        redirect: portalPage(redirect),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url: url.href, flow };
    },

    /**
     * The provider's answer: where the browser goes next, and the new sign-in's refresh token
     * when there is one.
     */
    async finish(
      callbackUrl: URL,
      flow: SignInFlow | undefined,
    ): Promise<{ location: string; refreshToken?: string }> {
      const fail = (reason: SsoError, detail?: unknown) => {
        if (detail !== undefined)
          deps.log.warn({ reason, detail: String(detail) }, 'oidc sign-in ended');
        return { location: toLogin({ [SSO_ERROR_PARAM]: reason }) };
      };
      if (callbackUrl.searchParams.has('error')) {
        return fail('geweigerd', callbackUrl.searchParams.get('error'));
      }
      // No flow: the cookie expired, was never set (a callback this browser did not start).
      if (!flow) return fail('mislukt', 'no sign-in under way in this browser');
      let person: ProviderPerson;
      try {
        const config = await deps.provider.configuration();
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        person = await personOf(config, tokens);
      } catch (error) {
        return fail('mislukt', error);
      }
      const account = await deps.accounts.accountOf(person);
      if ('error' in account) return fail(account.error, person.email);
      if (account.rolesChanged) await deps.rolesChanged(account.userId);
      const signedIn = await deps.auth.startSessionOf(account.userId);
      const query: Record<string, string> = { [SSO_DONE_PARAM]: '1' };
      if (flow.redirect) query.redirect = flow.redirect;
      return { location: toLogin(query), refreshToken: signedIn.refreshToken };
    },

    /** After our logout: the provider's end-session endpoint, back to the login page. */
    async signOutLocation(): Promise<string> {
      try {
        const config = await deps.provider.configuration();
        if (config.serverMetadata().end_session_endpoint) {
          return client.buildEndSessionUrl(config, {
            client_id: deps.settings.clientId,
            post_logout_redirect_uri: `${deps.publicUrl}${LOGIN_PATH}`,
          }).href;
        }
      } catch (error) {
        deps.log.warn({ error: String(error) }, 'oidc: no end-session endpoint known');
      }
      return `${deps.publicUrl}${LOGIN_PATH}`;
    },
  };
}

export type CompanySignIn = ReturnType<typeof createCompanySignIn>;
