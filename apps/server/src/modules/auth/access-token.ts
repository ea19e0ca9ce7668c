import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { tokenPayloadSchema, type TokenPayload } from '@portal/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

export type VerifyFailure = { ok: false; reason: 'expired' | 'signature' | 'malformed' };
export type VerifyResult = { ok: true; payload: TokenPayload } | VerifyFailure;

/** HS256 access tokens with the JWT Auth plugin's payload {iss, iat, nbf, exp, data.user}, plus sid. */
const VERIFIED_CACHE_SIZE = 10_000;

export class AccessTokens {
  private readonly key: KeyObject;
  /**
   * A portal sends the same token with every call for its whole life, so a token whose
   * signature was verified once is remembered (by its exact text) until it expires; the least
   * recently used go first when there are too many. Only the signature is remembered here:
   * whether its session still lives is asked every time (service.checkBearer, LiveSessions).
   * A signature stays valid for good, so instances never need to tell each other about it.
   */
  private readonly verified = new LRUCache<string, TokenPayload>({ max: VERIFIED_CACHE_SIZE });

  constructor(
    secret: string,
    private readonly issuer: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /**
   * `sid`: the sign-in (refresh-token family) the token belongs to, whose logout ends the token;
   * `device`: the JWT Auth plugin's device name of that sign-in ('' without one).
   */
  async sign(
    userId: number,
    pass: string,
    session: { sid: string; device?: string },
    now = Date.now(),
  ): Promise<string> {
    const iat = Math.floor(now / 1000);
    const { sid, device = '' } = session;
    return (
      new SignJWT({ sid, data: { user: { id: userId, device, pass } } })
        .setProtectedHeader({ typ: 'JWT', alg: 'HS256' })
        // Two tokens issued in the same second must still differ (renewal right after login).
        .setJti(randomUUID())
        .setIssuer(this.issuer)
        .setIssuedAt(iat)
        .setNotBefore(iat)
        .setExpirationTime(iat + this.ttlSeconds)
        .sign(this.key)
    );
  }

  /** The payload of a token verified before and not yet expired, without verifying again. */
  knownPayload(token: string): TokenPayload | undefined {
    return this.verified.get(token);
  }

  async verify(token: string): Promise<VerifyResult> {
    const known = this.verified.get(token);
    if (known) return { ok: true, payload: known };
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: this.issuer,
      });
      const parsed = tokenPayloadSchema.safeParse(payload);
      if (!parsed.success) return { ok: false, reason: 'malformed' };
      // Until it expires; afterwards it is verified again (and found expired). A time-to-live
      // of 0 would mean "forever" to lru-cache.
      const ttl = parsed.data.exp * 1000 - Date.now();
      if (ttl > 0) this.verified.set(token, parsed.data, { ttl });
      return { ok: true, payload: parsed.data };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
      if (error instanceof errors.JWSSignatureVerificationFailed) {
        return { ok: false, reason: 'signature' };
      }
      return { ok: false, reason: 'malformed' };
    }
  }
}

/** The messages the JWT Auth plugin (firebase/php-jwt) gives for each failure. */
export const VERIFY_MESSAGES: Record<VerifyFailure['reason'], string> = {
  expired: 'Expired token',
  signature: 'Signature verification failed',
  malformed: 'Malformed UTF-8 characters',
};
