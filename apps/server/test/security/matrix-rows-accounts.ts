// Rows of the authorization matrix: signing in, sessions and the own profile.
import { INTRANET_HEADER, INTRANET_HEADER_VALUE } from '@portal/contract';
import {
  changePassword,
  clearRefreshToken,
  logout,
  refreshToken,
  requestToken,
  setPassword,
  validateToken,
} from '@portal/contract/endpoints/auth';
import { requestPasswordReset } from '@portal/contract/endpoints/password-reset';
import {
  getUserProfile,
  updateUserProfile,
  uploadProfilePicture,
} from '@portal/contract/endpoints/profile';
import sharp from 'sharp';
import type { EndpointShape } from '@portal/contract/endpoints';
import { createSetPasswordLinks } from '../../src/modules/auth/set-password-links.js';
import { createSetPasswordRepository } from '../../src/modules/auth/set-password-repository.js';
import { multipartBody } from '../declarations/declarations-helpers.js';
import { createUser } from '../factories/index.js';
import { TEST_PASSWORD } from '../helpers/test-app.js';
import type { Actor, MatrixContext } from './authorization-fixture.js';
import {
  everyone,
  signedIn,
  ownerOnly,
  get,
  post,
  plain,
  type MatrixRow,
  type Status,
} from './matrix-expect.js';

const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
const PORTAL = { [INTRANET_HEADER]: INTRANET_HEADER_VALUE };

/**
 * The refresh-cookie routes with a fresh sign-in's cookie (anonymous: none), as the portal
 * sends them, as a non-browser client sends them, and from another site.
 */
function cookieRows(endpoint: EndpointShape, anonymous: Status): MatrixRow[] {
  const withCookie =
    (headers: Record<string, string>) => async (m: MatrixContext, actor: Actor) => {
      const cookie = actor === 'anonymous' ? undefined : (await m.freshLogin(actor)).refreshCookie;
      return m.send(
        actor,
        {
          method: endpoint.method,
          url: endpoint.path,
          headers: { ...headers, ...(cookie ? { cookie: `refresh_token=${cookie}` } : {}) },
        },
        { bearer: false },
      );
    };
  return [
    {
      endpoint,
      what: 'own refresh cookie, with the portal header',
      expect: signedIn(200, { anonymous }),
      send: withCookie(PORTAL),
    },
    {
      endpoint,
      what: 'own refresh cookie, no header and no Origin (a WordPress JWT client)',
      expect: signedIn(200, { anonymous }),
      send: withCookie({}),
    },
    {
      endpoint,
      what: 'own refresh cookie and the portal header, from another site',
      expect: signedIn(403, { anonymous: 403 }),
      send: withCookie({ ...PORTAL, ...CROSS_SITE }),
    },
  ];
}

export const authRows: MatrixRow[] = [
  plain(requestToken, 'sign in with own e-mail and password', signedIn(200), (m, actor) =>
    post(
      requestToken.path,
      actor === 'anonymous'
        ? {}
        : { username: m.data.people[actor].email, password: TEST_PASSWORD },
    ),
  ),
  plain(
    requestToken,
    'sign in with own e-mail and password, from another site (login CSRF)',
    signedIn(403, { anonymous: 403 }),
    (m, actor) => ({
      ...post(
        requestToken.path,
        actor === 'anonymous'
          ? {}
          : { username: m.data.people[actor].email, password: TEST_PASSWORD },
      ),
      headers: CROSS_SITE,
    }),
  ),
  ...cookieRows(requestToken, 401),
  plain(validateToken, 'own access token', signedIn(200), () => post(validateToken.path)),
  ...cookieRows(refreshToken, 401),
  ...cookieRows(clearRefreshToken, 200),
  ...cookieRows(logout, 200),
  {
    endpoint: logout,
    what: 'the access token of the session that logged out',
    expect: signedIn(401),
    async send(m, actor) {
      if (actor === 'anonymous') return m.send(actor, get(getUserProfile.path));
      const { token, refreshCookie } = await m.freshLogin(actor);
      await m.send(
        actor,
        { ...post(logout.path), headers: { ...PORTAL, cookie: `refresh_token=${refreshCookie}` } },
        { bearer: false },
      );
      return m.send(
        actor,
        { ...get(getUserProfile.path), headers: { authorization: `Bearer ${token}` } },
        { bearer: false },
      );
    },
  },
  plain(changePassword, 'with a wrong old password', signedIn(422), () =>
    post(changePassword.path, {
      old_password: 'niet-mijn-wachtwoord',
      new_password: 'Een-nieuw-wachtwoord-1',
      confirm_password: 'Een-nieuw-wachtwoord-1',
    }),
  ),
  // Public: the link is the proof, whoever sends it (a signed-in user's token changes nothing).
  plain(setPassword, 'a token that is no set-password link', everyone(400), () =>
    post(setPassword.path, { token: 'geen-geldige-link', password: 'Een-nieuw-wachtwoord-1' }),
  ),
  {
    endpoint: setPassword,
    what: 'a live set-password link of a new user',
    expect: everyone(200),
    async send(m, actor) {
      const { db } = m.ctx.database;
      const user = await createUser(db);
      const links = createSetPasswordLinks({
        repo: createSetPasswordRepository(db),
        publicUrl: 'http://localhost:3000',
      });
      const { url } = await links.createSetPasswordLink(user.id);
      const token = url.split('#token=')[1];
      return m.send(actor, post(setPassword.path, { token, password: 'Een-nieuw-wachtwoord-1' }));
    },
  },
  // Public, one answer for every address (issue 27): a signed-in user's token changes nothing.
  plain(requestPasswordReset, 'an address without an account', everyone(202), () =>
    post(requestPasswordReset.path, { email: 'niemand@nergens.example' }),
  ),
  plain(requestPasswordReset, 'an empty address', everyone(400), () =>
    post(requestPasswordReset.path, { email: '' }),
  ),
];

export const profileRows: MatrixRow[] = [
  plain(getUserProfile, 'own profile', signedIn(200), () => get(getUserProfile.path), {
    check: (body, actor, m) =>
      actor !== 'anonymous' && (body as { id: number }).id !== m.data.people[actor].id
        ? 'answered someone else’s profile'
        : undefined,
  }),
  plain(updateUserProfile, 'own short description', signedIn(200), () =>
    post(updateUserProfile.path, { korte_omschrijving: 'Bijgewerkt door de matrix' }),
  ),
  // A private file is a receipt (docs/file-access.md): nobody's picture, not even its owner's.
  plain(
    updateUserProfile,
    'the owner’s private file (a receipt) as own public picture',
    signedIn(422),
    (m) => post(updateUserProfile.path, { public_picture: { id: m.data.files.private } }),
  ),
  plain(updateUserProfile, 'the owner’s picture as own public picture', ownerOnly(200, 422), (m) =>
    post(updateUserProfile.path, { public_picture: { id: m.data.files.picture } }),
  ),
];

/** A picture upload as the portal sends it: multipart, the photo in the field `file`. */
const pictureForm = (bytes: Buffer, filename: string) => {
  const { payload, headers } = multipartBody({}, [
    { field: 'file', filename, contentType: 'image/jpeg', bytes },
  ]);
  return { method: 'POST' as const, url: uploadProfilePicture.path, payload, headers };
};

/**
 * Uploading a picture replaces and deletes the user's previous one, the owner's fixture picture
 * among them: these rows run last (authorization-table.ts), after the rows that read it.
 */
export const pictureRows: MatrixRow[] = [
  {
    endpoint: uploadProfilePicture,
    what: 'a JPEG as own picture',
    expect: signedIn(200),
    send: async (m, actor) => {
      const jpeg = await sharp({
        create: { width: 64, height: 48, channels: 3, background: '#88aacc' },
      })
        .jpeg()
        .toBuffer();
      return m.send(actor, pictureForm(jpeg, 'pasfoto.jpg'));
    },
  },
  plain(uploadProfilePicture, 'a text file named .jpg', signedIn(422), () =>
    pictureForm(Buffer.from('geen foto'), 'pasfoto.jpg'),
  ),
];
