import { describe, expect, it } from 'vitest';
import { tokenExpiresAt } from './token-expiry';

// Captured from the JWT Auth plugin (../shared/anchors/wordpress/samples/jwt-token-success.json).
const WORDPRESS_TOKEN =
  'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJodHRwOi8vMTI3LjAuMC4xOjgwODAiLCJpYXQiOjE3OTUyNTc4MTksIm5iZiI6MTc5NTI1NzgxOSwiZXhwIjoxNzk1MjU4NDE5LCJkYXRhIjp7InVzZXIiOnsiaWQiOjEsImRldmljZSI6IiIsInBhc3MiOiJlYWZjYzc0YmFiZWUyODliNjRhNWM0MGQ4ODRiNDNlNyJ9fX0.XSz99Yjf-zhz__a6jtq4eVGyizs-lk39TQza3G5jtu8';

describe('tokenExpiresAt', () => {
  it('counts a real token’s lifetime (exp - iat, 600 s) from when it was received', () => {
    expect(tokenExpiresAt(WORDPRESS_TOKEN, 1795257819000)).toBe(1795258419000);
  });

  it('is not fooled by a browser clock ten minutes ahead of the server', () => {
    // Issued at the server's 12:00:00 for 600 s; this laptop says 12:10:00 when it arrives.
    const aheadBy = 10 * 60_000;
    const receivedAt = 1795257819000 + aheadBy;
    expect(tokenExpiresAt(WORDPRESS_TOKEN, receivedAt)).toBe(receivedAt + 600_000);
  });

  it('falls back to exp itself for a token without iat', () => {
    const payload = Buffer.from(JSON.stringify({ exp: 2000000000 })).toString('base64url');
    expect(tokenExpiresAt(`h.${payload}.s`, 0)).toBe(2000000000000);
  });

  it('decodes base64url payloads with - and _ and no padding', () => {
    const payload = Buffer.from(JSON.stringify({ exp: 2000000000, name: 'Zoë ~~~?>' })).toString(
      'base64url',
    );
    expect(payload).toMatch(/[-_]/);
    expect(tokenExpiresAt(`h.${payload}.s`)).toBe(2000000000000);
  });

  it.each(['', 'garbage', 'a.!!!.c', `a.${Buffer.from('{"exp":"soon"}').toString('base64url')}.c`])(
    'returns null for %j',
    (token) => {
      expect(tokenExpiresAt(token)).toBeNull();
    },
  );
});
