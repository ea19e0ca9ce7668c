import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { tokenPayloadSchema, type TokenPayload } from '@portal/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

export type VerifyFailure = { ok: false; reason: 'expired' | 'signature' | 'malformed' };
export type VerifyResult = { ok: true; payload: TokenPayload } | VerifyFailure;

/** HS256 access tokens with the JWT Auth plugin's payload: {iss, iat, nbf, exp, data.user}. */
const VERIFIED_CACHE_SIZE = 10_000;

export class AccessTokens {
  private readonly key: KeyObject;
  /**
   * A portal sends the same token with every call for its whole life, so a token whose
   * signature was verified once is remembered (by its exact text) until it expires.
   */
  private readonly verified = new Map<string, TokenPayload>();

  constructor(
    secret: string,
    private readonly issuer: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  async sign(userId: number, pass: string, now = Date.now()): Promise<string> {
    const iat = Math.floor(now / 1000);
    return (
      new SignJWT({ data: { user: { id: userId, device: '', pass } } })
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

  async verify(token: string): Promise<VerifyResult> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return { ok: true, payload: known };
      this.verified.delete(token);
      return { ok: false, reason: 'expired' };
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: this.issuer,
      });
      const parsed = tokenPayloadSchema.safeParse(payload);
      if (!parsed.success) return { ok: false, reason: 'malformed' };
      this.remember(token, parsed.data);
      return { ok: true, payload: parsed.data };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
      if (error instanceof errors.JWSSignatureVerificationFailed) {
        return { ok: false, reason: 'signature' };
      }
      return { ok: false, reason: 'malformed' };
    }
  }

  private remember(token: string, payload: TokenPayload): void {
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, payload);
  }
}

/** The messages the JWT Auth plugin (firebase/php-jwt) gives for each failure. */
export const VERIFY_MESSAGES: Record<VerifyFailure['reason'], string> = {
  expired: 'Expired token',
  signature: 'Signature verification failed',
  malformed: 'Malformed UTF-8 characters',
};
