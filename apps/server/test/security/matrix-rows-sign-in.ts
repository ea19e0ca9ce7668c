// Rows of the authorization matrix: passkeys and the company account (issue 27).
import {
  companySignInCallback,
  companySignInStart,
  companySignOut,
} from '@portal/contract/endpoints/company-sign-in';
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
import type { MatrixContext } from './authorization-fixture.js';
import { everyone, get, plain, post, signedIn, type MatrixRow } from './matrix-expect.js';

const b64 = (text: string) => Buffer.from(text).toString('base64url');

/** An answer of the right shape that no passkey made: refused by the WebAuthn check (400). */
const forgedRegistration = {
  id: b64('geen-passkey'),
  rawId: b64('geen-passkey'),
  type: 'public-key',
  response: { clientDataJSON: b64('{}'), attestationObject: b64('geen') },
  clientExtensionResults: {},
};
const forgedAssertion = {
  id: b64('geen-passkey'),
  rawId: b64('geen-passkey'),
  type: 'public-key',
  response: { clientDataJSON: b64('{}'), authenticatorData: b64('x'), signature: b64('y') },
  clientExtensionResults: {},
};

/** The actor's own list holds no one else's passkey (the fixture's people have none). */
const ownOnly = (body: unknown) =>
  Array.isArray(body) && body.length > 0 ? 'listed passkeys of someone else' : undefined;

export const signInRows: MatrixRow[] = [
  plain(listPasskeys, 'own passkeys', signedIn(200), () => get(listPasskeys.path), {
    check: ownOnly,
  }),
  plain(passkeyRegistrationOptions, 'options to add one', signedIn(200), () =>
    post(passkeyRegistrationOptions.path),
  ),
  plain(addPasskey, 'an answer no passkey made', signedIn(400), () =>
    post(addPasskey.path, { name: 'Matrix', response: forgedRegistration }),
  ),
  plain(deletePasskey, 'a passkey that is nobody’s', signedIn(404), () => ({
    method: 'DELETE' as const,
    url: deletePasskey.path.replace(':id', '2147483000'),
  })),
  // Public: signing in, and the mailed link to add a passkey (a token changes nothing).
  plain(passkeySignInOptions, 'sign-in options', everyone(200), () =>
    post(passkeySignInOptions.path),
  ),
  plain(passkeySignIn, 'an answer no passkey made', everyone(400), () =>
    post(passkeySignIn.path, { response: forgedAssertion }),
  ),
  // Dead links count against the caller's address (ten, then 429), as on set-password.
  plain(passkeyEnrollmentOptions, 'a token that is no link', everyone([400, 429]), () =>
    post(passkeyEnrollmentOptions.path, { token: 'geen-link' }),
  ),
  plain(enrollPasskey, 'a token that is no link', everyone([400, 429]), () =>
    post(enrollPasskey.path, { token: 'geen-link', name: 'Matrix', response: forgedRegistration }),
  ),
  // The matrix's app has no OIDC settings: the company account's addresses are not there.
  ...[companySignInStart, companySignInCallback, companySignOut].map((endpoint) =>
    plain(endpoint, 'without OIDC settings', everyone(404), (_m: MatrixContext) =>
      get(endpoint.path),
    ),
  ),
];
