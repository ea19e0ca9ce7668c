import { randomUUID } from 'node:crypto';
import {
  PASSWORD_MIN_LENGTH,
  type ChangePasswordRequest,
  type TokenSuccess,
} from '@portal/contract';
import { JwtHttpError, unprocessable, WpHttpError } from '../../http/errors.js';
import { AccessTokens, VERIFY_MESSAGES } from './access-token.js';
import type { LoginThrottle } from './login-throttle.js';
import { hashPassword, newSessionKey, verifyPassword } from './passwords.js';
import { presentTokenSuccess } from './presenter.js';
import {
  hashRefreshToken,
  newRefreshToken,
  parseRefreshToken,
  REFRESH_TTL_SECONDS,
} from './refresh-token.js';
import type { AuthRepository, UserRow } from './repository.js';
import { SessionKeyCache } from './session-keys.js';

export interface AuthenticatedUser {
  id: number;
  roles: string[];
}

export type BearerCheck =
  | { ok: true; user: AuthenticatedUser }
  | { ok: false; code: 'invalid' | 'obsolete' | 'unknown_user'; message: string };

export function createAuthService(deps: {
  repo: AuthRepository;
  tokens: AccessTokens;
  throttle: LoginThrottle;
}) {
  const { repo, tokens, throttle } = deps;
  const sessionKeys = new SessionKeyCache((id) => repo.sessionStateOf(id));

  async function issueRefreshToken(userId: number, familyId = randomUUID()) {
    const value = newRefreshToken(userId);
    await repo.insertRefreshToken({
      userId,
      tokenHash: hashRefreshToken(value),
      familyId,
      expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
    });
    return value;
  }

  /** The refresh token row behind a cookie value, with why it cannot be used if so. */
  async function lookupRefreshToken(cookieValue: string) {
    const parsed = parseRefreshToken(cookieValue);
    if (!parsed) return { state: 'invalid' as const };
    const row = await repo.findRefreshToken(hashRefreshToken(parsed.value));
    if (!row || row.userId !== parsed.userId) return { state: 'invalid' as const };
    if (row.revokedAt || row.expiresAt.getTime() <= Date.now())
      return { state: 'invalid' as const };
    if (row.rotatedAt) return { state: 'obsolete' as const };
    return { state: 'live' as const, row };
  }

  /** The login answer: the JWT Auth plugin's fields plus the session fields of SPEC §3. */
  async function presentSession(user: UserRow, token: string): Promise<TokenSuccess> {
    return presentTokenSuccess(user, token, await repo.ownerIdsOf(user.id));
  }

  return {
    /** Username + password login. Returns the user and a fresh access and refresh token. */
    async login(username: string, password: string, ip: string) {
      const typed = username.trim().toLowerCase();
      const byEmail = typed.includes('@');
      const user = byEmail
        ? await repo.findUserByEmail(typed)
        : await repo.findUserByNicename(typed);
      // One key per person, whether they typed their e-mail address or their username.
      const account = user ? `user:${user.id}` : `name:${typed}`;
      const wait = await throttle.retryAfter(account, ip);
      if (wait > 0) {
        const minutes = Math.ceil(wait / 60);
        throw new JwtHttpError(
          429,
          'jwt_auth_too_many_attempts',
          `Te veel mislukte inlogpogingen. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`,
        );
      }
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
      await throttle.recordSuccess(account);
      const token = await tokens.sign(user.id, user.sessionKey);
      const refreshToken = await issueRefreshToken(user.id);
      return { session: await presentSession(user, token), refreshToken };
    },

    /** POST /token without credentials: a new access token from a live refresh cookie. */
    async tokenFromRefreshCookie(cookieValue: string): Promise<TokenSuccess> {
      const found = await lookupRefreshToken(cookieValue);
      if (found.state === 'obsolete') {
        throw new JwtHttpError(401, 'jwt_auth_obsolete_token', 'Token is obsolete');
      }
      if (found.state === 'invalid') {
        throw new JwtHttpError(401, 'jwt_auth_invalid_refresh_token', 'Invalid refresh token');
      }
      const user = await repo.findUserById(found.row.userId);
      if (!user)
        throw new JwtHttpError(401, 'jwt_auth_invalid_refresh_token', 'Invalid refresh token');
      return presentSession(user, await tokens.sign(user.id, user.sessionKey));
    },

    /** POST /token/refresh: rotates a live refresh token; the old one is refused from then on. */
    async rotateRefreshToken(cookieValue: string): Promise<string> {
      const found = await lookupRefreshToken(cookieValue);
      if (found.state === 'obsolete') {
        throw new JwtHttpError(
          401,
          'jwt_auth_obsolete_refresh_token',
          'Refresh token is obsolete',
          false,
        );
      }
      if (found.state === 'invalid') {
        throw new JwtHttpError(
          401,
          'jwt_auth_invalid_refresh_token',
          'Invalid refresh token',
          false,
        );
      }
      const value = newRefreshToken(found.row.userId);
      const won = await repo.rotateRefreshToken(found.row.id, {
        userId: found.row.userId,
        tokenHash: hashRefreshToken(value),
        familyId: found.row.familyId,
        expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
      });
      if (!won) {
        throw new JwtHttpError(
          401,
          'jwt_auth_obsolete_refresh_token',
          'Refresh token is obsolete',
          false,
        );
      }
      return value;
    },

    async revokeRefreshCookie(cookieValue: string | undefined): Promise<void> {
      const parsed = cookieValue ? parseRefreshToken(cookieValue) : undefined;
      if (parsed) await repo.revokeRefreshToken(hashRefreshToken(parsed.value));
    },

    /** Checks a bearer token: signature, expiry, and that its session was not ended since. */
    async checkBearer(token: string): Promise<BearerCheck> {
      const verified = await tokens.verify(token);
      if (!verified.ok)
        return { ok: false, code: 'invalid', message: VERIFY_MESSAGES[verified.reason] };
      const { id, pass } = verified.payload.data.user;
      const current = await sessionKeys.get(id);
      if (current === null) return { ok: false, code: 'unknown_user', message: 'User not found' };
      if (current.sessionKey !== pass) {
        return { ok: false, code: 'obsolete', message: 'Token is obsolete' };
      }
      return { ok: true, user: { id, roles: current.roles } };
    },

    async changePassword(userId: number, input: ChangePasswordRequest): Promise<void> {
      const user = await repo.findUserById(userId);
      if (!user) throw new WpHttpError(401, 'rest_not_logged_in', 'Je bent niet ingelogd.');
      if (!(await verifyPassword(user.passwordHash, input.old_password))) {
        throw unprocessable('incorrect_password', 'Het huidige wachtwoord is onjuist.');
      }
      if (input.new_password !== input.confirm_password) {
        throw unprocessable('password_mismatch', 'De nieuwe wachtwoorden komen niet overeen.');
      }
      if (input.new_password.length < PASSWORD_MIN_LENGTH) {
        throw unprocessable(
          'password_too_short',
          `Het nieuwe wachtwoord moet minstens ${PASSWORD_MIN_LENGTH} tekens lang zijn.`,
        );
      }
      if (input.new_password === input.old_password) {
        throw unprocessable(
          'password_unchanged',
          'Het nieuwe wachtwoord moet anders zijn dan het huidige.',
        );
      }
      await repo.replacePassword(userId, await hashPassword(input.new_password), newSessionKey());
      sessionKeys.forget(userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
