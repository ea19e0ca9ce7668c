import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  PASSWORD_RULE_CODES,
  PASSWORD_RULE_MESSAGES,
  type ChangePasswordRequest,
  type TokenSuccess,
} from '@portal/contract';
import { JwtHttpError, unprocessable, WpHttpError } from '../../http/errors.js';
import { AccessTokens, VERIFY_MESSAGES } from './access-token.js';
import type { LoginThrottle } from './login-throttle.js';
import { checkNewPassword, personalWords } from './password-rules.js';
import { hashPassword, needsRehash, newSessionKey, verifyPassword } from './passwords.js';
import { presentTokenSuccess } from './presenter.js';
import {
  hashRefreshToken,
  newRefreshToken,
  parseRefreshToken,
  REFRESH_TTL_SECONDS,
} from './refresh-token.js';
import type { AuthRepository, UserRow } from './repository.js';
import type { InvalidationBus } from '../../cache/invalidation-bus.js';
import { LiveSessions } from './live-sessions.js';
import { SessionKeyCache, type SessionState } from './session-keys.js';
import { loginRefused, passwordCheckRefused } from './too-many-attempts.js';

export interface AuthenticatedUser {
  id: number;
  roles: string[];
}

export type BearerCheck =
  | { ok: true; user: AuthenticatedUser }
  | { ok: false; code: 'invalid' | 'obsolete' | 'unknown_user'; message: string };

export const USER_DEACTIVATED_MESSAGE =
  'Je account is gedeactiveerd. Neem contact op met de beheerder als dat niet klopt.';

/** The JWT Auth plugin's answer to a well-formed refresh cookie that is not the device's current one. */
const obsoleteRefreshToken = () =>
  new JwtHttpError(401, 'jwt_auth_obsolete_refresh_token', 'Refresh token is obsolete', false);

const REVOKED: BearerCheck = { ok: false, code: 'invalid', message: 'Token has been revoked' };

/** Why a token's user refuses it (gone, or the session key changed since), if they do. */
function sessionKeyRefusal(current: SessionState | null, pass: string): BearerCheck | undefined {
  if (current === null) return { ok: false, code: 'unknown_user', message: 'User not found' };
  if (current.sessionKey !== pass) {
    return { ok: false, code: 'obsolete', message: 'Token is obsolete' };
  }
  return undefined;
}

export function createAuthService(deps: {
  repo: AuthRepository;
  tokens: AccessTokens;
  throttle: LoginThrottle;
  /** Revocations and new session keys reach the other instances' caches through it. */
  invalidation: InvalidationBus;
}) {
  const { repo, tokens, throttle } = deps;
  let passwordSignInCheck: ((user: UserRow) => Promise<void>) | undefined;
  const sessionKeys = new SessionKeyCache((id) => repo.sessionStateOf(id), deps.invalidation);
  const sessions = new LiveSessions(
    (sid, userId) => repo.isFamilyLive(sid, userId),
    deps.invalidation,
  );

  async function issueRefreshToken(userId: number, familyId: string, device: string) {
    const value = newRefreshToken(userId);
    await repo.insertRefreshToken({
      userId,
      tokenHash: hashRefreshToken(value),
      familyId,
      device,
      expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
    });
    return value;
  }

  /**
   * The refresh token row behind a cookie value for a device, with why it cannot be used if so.
   * Like the JWT Auth plugin, a well-formed cookie that is not the device's current token is
   * `not-current` when the device has a live sign-in (the plugin's "obsolete") and `invalid`
   * when it has none; such a cookie is no proof of reuse, so it ends nothing.
   */
  async function lookupRefreshToken(cookieValue: string, device: string) {
    const parsed = parseRefreshToken(cookieValue);
    if (!parsed) return { state: 'invalid' as const };
    const row = await repo.findRefreshToken(hashRefreshToken(parsed.value));
    if (!row || row.userId !== parsed.userId || row.device !== device) {
      const current = await repo.hasLiveSignIn(parsed.userId, device);
      return { state: current ? ('not-current' as const) : ('invalid' as const) };
    }
    if (row.revokedAt || row.expiresAt.getTime() <= Date.now())
      return { state: 'invalid' as const };
    if (row.rotatedAt) return { state: 'reused' as const, row };
    return { state: 'live' as const, row };
  }

  /** Ends a sign-in: its refresh tokens in the database, its access tokens on every instance. */
  async function endSession(familyId: string, userId: number): Promise<void> {
    await repo.revokeFamily(familyId, userId);
    await sessions.forget(familyId);
  }

  /**
   * A token that was rotated before is being used a second time: either it was stolen, or the
   * thief already used it and the owner now does. We cannot tell which, so (OAuth 2.0 Security
   * BCP) the whole sign-in ends, its newest refresh token and its access tokens included.
   */
  async function lookupLive(cookieValue: string, device: string) {
    const found = await lookupRefreshToken(cookieValue, device);
    if (found.state === 'reused') await endSession(found.row.familyId, found.row.userId);
    return found;
  }

  /**
   * Rotates a live refresh token (POST /token/refresh). The loser of two simultaneous uses
   * counts as reuse too.
   */
  async function rotate(cookieValue: string, device: string) {
    const found = await lookupLive(cookieValue, device);
    if (found.state !== 'live') return found;
    const { userId, familyId } = found.row;
    const value = newRefreshToken(userId);
    const won = await repo.rotateRefreshToken(found.row.id, {
      userId,
      tokenHash: hashRefreshToken(value),
      familyId,
      device,
      expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
    });
    if (!won) {
      await endSession(familyId, userId);
      return { state: 'reused' as const, row: found.row };
    }
    return { state: 'rotated' as const, value };
  }

  /** The login answer: the JWT Auth plugin's fields plus the session fields of SPEC §3. */
  async function presentSession(user: UserRow, token: string): Promise<TokenSuccess> {
    return presentTokenSuccess(user, token, await repo.ownerIdsOf(user.id));
  }

  /**
   * A new sign-in of a user who proved who they are (a password, a passkey, the company
   * account): the same access token, refresh cookie and answer as POST /jwt-auth/v1/token.
   * A deactivated account is refused; after a password that is said only once it was right, so
   * the answer tells a stranger nothing (issue 13).
   */
  async function startSession(user: UserRow, device = '') {
    if (user.deactivatedAt) {
      throw new JwtHttpError(401, ERROR_CODES.userDeactivated, USER_DEACTIVATED_MESSAGE);
    }
    // Each sign-in is a family of refresh tokens; its id is the access tokens' sid.
    const familyId = randomUUID();
    const refreshToken = await issueRefreshToken(user.id, familyId, device);
    const token = await tokens.sign(user.id, user.sessionKey, { sid: familyId, device });
    return { session: await presentSession(user, token), refreshToken };
  }

  /**
   * The same check answered from what this instance knows fresh (a token verified before, the
   * user's session key and the sign-in's state, each in its cache), without a promise; nothing
   * when any of them needs a query or a signature check. Every request's onRequest hook asks
   * this first. The caches it reads are the ones checkBearer fills and every change forgets.
   */
  function knownBearer(token: string): BearerCheck | undefined {
    const payload = tokens.knownPayload(token);
    if (!payload) return undefined;
    const { id, pass } = payload.data.user;
    const current = sessionKeys.known(id);
    if (!current) return undefined;
    const refused = sessionKeyRefusal(current.value, pass);
    if (refused) return refused;
    if (!payload.sid) return REVOKED;
    const live = sessions.knownLive(payload.sid);
    if (live === undefined) return undefined;
    return live ? { ok: true, user: { id, roles: current.value!.roles } } : REVOKED;
  }

  return {
    /**
     * Username + password login, a new sign-in on `device` (the plugin's parameter, '' without).
     * Returns the user and a fresh access and refresh token.
     */
    async login(username: string, password: string, ip: string, device = '') {
      const typed = username.trim().toLowerCase();
      const byEmail = typed.includes('@');
      const user = byEmail
        ? await repo.findUserByEmail(typed)
        : await repo.findUserByNicename(typed);
      // One key per person, whether they typed their e-mail address or their username.
      const account = user ? `user:${user.id}` : `name:${typed}`;
      const wait = await throttle.retryAfter(account, ip);
      if (wait > 0) throw loginRefused(wait);
      if (!user) {
        await throttle.recordFailure(account, ip);
        throw byEmail
          ? new JwtHttpError(
              401,
              'invalid_email',
              'Unknown email address. Check again or try your username.',
            )
          : new JwtHttpError(
              401,
              'invalid_username',
              `Error: The username ${typed} is not registered on this site. If you are unsure of your username, try your email address instead.`,
            );
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        await throttle.recordFailure(account, ip);
        throw new JwtHttpError(
          401,
          'incorrect_password',
          `Error: The password you entered for the username ${user.nicename} is incorrect. Lost your password?`,
        );
      }
      await throttle.recordSuccess(account, ip);
      if (needsRehash(user.passwordHash)) {
        await repo.upgradePasswordHash(user.id, user.passwordHash!, await hashPassword(password));
      }
      // A password alone is not enough for some roles (issue 27, STRONG_AUTH_ROLES); a
      // deactivated account hears that it is deactivated, nothing more.
      if (!user.deactivatedAt) await passwordSignInCheck?.(user);
      return startSession(user, device);
    },

    /**
     * A new sign-in of a user who proved who they are another way (a passkey, the company
     * account); unknown or deactivated users are refused (401).
     */
    async startSessionOf(userId: number, device = '') {
      const user = await repo.findUserById(userId);
      if (!user) {
        throw new JwtHttpError(401, 'invalid_username', 'Dit account bestaat niet (meer).');
      }
      return startSession(user, device);
    },

    /** Set once, by the passkeys module: a check every right password passes before a sign-in. */
    checkPasswordSignIns(check: (user: UserRow) => Promise<void>): void {
      passwordSignInCheck = check;
    },

    /**
     * POST /token without credentials: a new access token for the cookie's sign-in. As in the
     * JWT Auth plugin the cookie stays as it is (its own tests send it again afterwards); only
     * /token/refresh rotates it. A cookie rotated before still ends its sign-in here.
     */
    async tokenFromRefreshCookie(cookieValue: string, device = '') {
      const found = await lookupLive(cookieValue, device);
      // The plugin answers these with its refresh-token check's response: no data key
      // (anchors: jwt-token-from-invalid-refresh-cookie.json, jwt-token-from-rotated-…).
      if (found.state === 'reused' || found.state === 'not-current') throw obsoleteRefreshToken();
      const user = found.state === 'live' ? await repo.findUserById(found.row.userId) : null;
      if (found.state !== 'live' || !user || user.deactivatedAt) {
        throw new JwtHttpError(
          401,
          'jwt_auth_invalid_refresh_token',
          'Invalid refresh token',
          false,
        );
      }
      const token = await tokens.sign(user.id, user.sessionKey, {
        sid: found.row.familyId,
        device,
      });
      return await presentSession(user, token);
    },

    /**
     * POST /token/refresh: rotates a live refresh token; the old one is refused from then on.
     * A reused or not-current one is `obsolete_refresh_token` (anchors:
     * jwt-refresh-obsolete-cookie.json), as on POST /token.
     */
    async rotateRefreshToken(cookieValue: string, device = ''): Promise<string> {
      const rotation = await rotate(cookieValue, device);
      if (rotation.state === 'rotated') return rotation.value;
      if (rotation.state === 'reused' || rotation.state === 'not-current') {
        throw obsoleteRefreshToken();
      }
      throw new JwtHttpError(401, 'jwt_auth_invalid_refresh_token', 'Invalid refresh token', false);
    },

    /**
     * Logout: ends the sign-in of the refresh cookie and that of the access token, when given
     * (their sid), so neither renews nor authenticates anything from now on.
     */
    async endSessions(input: { cookie?: string; bearer?: string }): Promise<void> {
      const parsed = input.cookie ? parseRefreshToken(input.cookie) : undefined;
      const family = parsed && (await repo.familyOfRefreshToken(hashRefreshToken(parsed.value)));
      if (parsed && family) await endSession(family, parsed.userId);
      const verified = input.bearer ? await tokens.verify(input.bearer) : undefined;
      if (verified?.ok && verified.payload.sid) {
        await endSession(verified.payload.sid, verified.payload.data.user.id);
      }
    },

    /** Checks a bearer token: signature, expiry, and that its session was not ended since. */
    async checkBearer(token: string): Promise<BearerCheck> {
      const known = knownBearer(token);
      if (known) return known;
      const verified = await tokens.verify(token);
      if (!verified.ok)
        return { ok: false, code: 'invalid', message: VERIFY_MESSAGES[verified.reason] };
      const { id, pass } = verified.payload.data.user;
      const current = await sessionKeys.get(id);
      const refused = sessionKeyRefusal(current, pass);
      if (refused) return refused;
      // Refused like a forged token (the portal renews once, which fails after a logout).
      const { sid } = verified.payload;
      if (!sid || !(await sessions.isLive(sid, id))) return REVOKED;
      return { ok: true, user: { id, roles: current!.roles } };
    },

    knownBearer,

    /** The old password is a sign-in attempt: it counts against the login limits. */
    async changePassword(userId: number, input: ChangePasswordRequest, ip: string): Promise<void> {
      const user = await repo.findUserById(userId);
      if (!user) throw new WpHttpError(401, 'rest_not_logged_in', 'Je bent niet ingelogd.');
      const account = `user:${user.id}`;
      const wait = await throttle.retryAfter(account, ip);
      if (wait > 0) throw passwordCheckRefused(wait);
      if (!(await verifyPassword(user.passwordHash, input.old_password))) {
        await throttle.recordFailure(account, ip);
        throw unprocessable(PASSWORD_RULE_CODES.incorrect, PASSWORD_RULE_MESSAGES.incorrect);
      }
      await throttle.recordSuccess(account, ip);
      if (input.new_password !== input.confirm_password) {
        throw unprocessable(PASSWORD_RULE_CODES.mismatch, PASSWORD_RULE_MESSAGES.mismatch);
      }
      if (input.new_password === input.old_password) {
        throw unprocessable(PASSWORD_RULE_CODES.unchanged, PASSWORD_RULE_MESSAGES.unchanged);
      }
      await checkNewPassword(input.new_password, personalWords(user));
      await repo.replacePassword(userId, await hashPassword(input.new_password), newSessionKey());
      await sessionKeys.forget(userId);
    },

    /** After a password was set elsewhere (a set-password link): old tokens fail on every instance. */
    passwordReplaced(userId: number): Promise<void> {
      return sessionKeys.forget(userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
