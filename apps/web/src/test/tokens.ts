const base64url = (value: string) =>
  Buffer.from(value).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

let serial = 0;

/** A JWT shaped like the JWT Auth plugin's (HS256 header, payload with exp in seconds). */
export function makeToken(expiresAtMs: number, userId = 7): string {
  serial += 1;
  const header = base64url(JSON.stringify({ typ: 'JWT', alg: 'HS256' }));
  const payload = base64url(
    JSON.stringify({
      iss: 'http://localhost:3000',
      iat: Math.floor(expiresAtMs / 1000) - 600,
      nbf: Math.floor(expiresAtMs / 1000) - 600,
      exp: Math.floor(expiresAtMs / 1000),
      data: { user: { id: userId, device: '', pass: `p${serial}` } },
    }),
  );
  return `${header}.${payload}.signature${serial}`;
}
