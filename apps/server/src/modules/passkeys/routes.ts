import {
  addPasskey,
  deletePasskey,
  enrollPasskey,
  listPasskeys,
  passkeyEnrollmentOptions,
  passkeyRegistrationOptions,
  passkeySignIn,
  passkeySignInOptions,
} from '@portal/contract/endpoints/passkeys';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import { refuseCrossSite } from '../../plugins/same-site-request.js';
import { setRefreshCookie } from '../auth/cookies.js';
import type { PasskeyEnrollment } from './enrollment.js';
import type { PasskeyService } from './service.js';

// The contract bounds the browser's answers; the WebAuthn library checks the rest of them.
const registration = (response: unknown) => response as RegistrationResponseJSON;
const authentication = (response: unknown) => response as AuthenticationResponseJSON;
/** The library's options, sent as they are (the contract names only their challenge). */
const options = async (made: Promise<{ challenge: string }>) =>
  (await made) as { challenge: string } & Record<string, unknown>;

export function registerPasskeyRoutes(
  router: EndpointRouter,
  deps: {
    passkeys: PasskeyService;
    enrollment: PasskeyEnrollment;
    secureCookies: boolean;
    publicUrl: string;
  },
): void {
  const { passkeys, enrollment } = deps;
  router.route(listPasskeys, ({ user }) => passkeys.list(user.id));
  router.route(passkeyRegistrationOptions, ({ user }) =>
    options(passkeys.registrationOptions(user.id)),
  );
  router.route(addPasskey, ({ body, user }) =>
    passkeys.add(user.id, body.name, registration(body.response)),
  );
  router.route(deletePasskey, ({ params, user }) => passkeys.remove(user.id, params.id));

  router.route(passkeySignInOptions, () => options(passkeys.signInOptions()));
  router.route(
    passkeySignIn,
    async ({ body, request, reply }) => {
      const signedIn = await passkeys.signIn(
        authentication(body.response),
        body.device ?? '',
        request.ip,
      );
      setRefreshCookie(reply, signedIn.refreshToken, deps.secureCookies);
      return signedIn.session;
    },
    { before: [refuseCrossSite(deps.publicUrl)], cookies: true },
  );

  router.route(passkeyEnrollmentOptions, async ({ body, request }) =>
    options(passkeys.enrollmentOptions(await enrollment.holderOf(body.token, request.ip))),
  );
  router.route(enrollPasskey, async ({ body, request }) => {
    const holder = await enrollment.holderOf(body.token, request.ip);
    return passkeys.enroll(
      holder,
      body.name,
      registration(body.response),
      enrollment.useLink(body.token),
    );
  });
}
