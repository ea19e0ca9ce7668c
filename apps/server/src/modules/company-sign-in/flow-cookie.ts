import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** The browser's half of a sign-in under way, from /oidc/start to /oidc/callback. */
export interface SignInFlow {
  state: string;
  nonce: string;
  /** The PKCE code verifier: only its challenge went to the provider. */
  verifier: string;
  /** The portal page to open afterwards (already checked to stay in the portal). */
  redirect: string | null;
  expires: number;
}

export const FLOW_COOKIE = 'oidc_flow';
/** A sign-in at the provider (typing a password, a second factor) takes minutes at most. */
export const FLOW_SECONDS = 10 * 60;
const COOKIE_PATH = '/wp-json/intranet/v1/oidc/';

/**
 * State, nonce and PKCE verifier live in an HttpOnly cookie signed with the server's key, not in
 * the database: starting a sign-in (a public GET) writes nothing, and only the browser that
 * started it can finish it (the state in the provider's answer must match the cookie's, which
 * is what stops a forged callback). SameSite=Lax: the provider's redirect back is a top-level
 * navigation from another site, which Lax cookies go along with.
 */
export function createFlowCookies(signingKey: string, secure: boolean, now = Date.now) {
  const key = createHmac('sha256', signingKey).update('portal-oidc-flow').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  const options = { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure };

  return {
    set(reply: FastifyReply, flow: Omit<SignInFlow, 'expires'>): void {
      const body = Buffer.from(
        JSON.stringify({ ...flow, expires: now() + FLOW_SECONDS * 1000 }),
      ).toString('base64url');
      reply.setCookie(FLOW_COOKIE, `${body}.${mac(body)}`, { ...options, maxAge: FLOW_SECONDS });
    },

    /** The flow of a cookie that is ours and not expired. */
    read(value: string | undefined): SignInFlow | undefined {
      const [body, signature, extra] = (value ?? '').split('.');
      if (!body || !signature || extra !== undefined) return undefined;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const flow = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SignInFlow;
        return flow.expires > now() ? flow : undefined;
      } catch {
        return undefined;
      }
    },

    clear(reply: FastifyReply): void {
      reply.clearCookie(FLOW_COOKIE, options);
    },
  };
}

export type FlowCookies = ReturnType<typeof createFlowCookies>;
