import { describe, expect, it } from 'vitest';
import { tokenExpiresAt } from './token-expiry';

// Captured from the JWT Auth plugin (../shared/anchors/wordpress/samples/jwt-token-success.json).
const WORDPRESS_TOKEN =
  'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJodHRwOi8vMTI3LjAuMC4xOjgwODAiLCJpYXQiOjE3OTUyNTc4MTksIm5iZiI6MTc5NTI1NzgxOSwiZXhwIjoxNzk1MjU4NDE5LCJkYXRhIjp7InVzZXIiOnsiaWQiOjEsImRldmljZSI6IiIsInBhc3MiOiJlYWZjYzc0YmFiZWUyODliNjRhNWM0MGQ4ODRiNDNlNyJ9fX0.XSz99Yjf-zhz__a6jtq4eVGyizs-lk39TQza3G5jtu8';

describe('tokenExpiresAt', () => {
  it('reads exp (seconds) from a real token as milliseconds', () => {
    expect(tokenExpiresAt(WORDPRESS_TOKEN)).toBe(1795258419000);
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
