import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software authenticator for the API tests: it answers WebAuthn options as a passkey would
 * (attestation "none", an ES256 key, user presence and verification, a counter), so the server's
 * real WebAuthn library checks real signatures. The journeys use Chromium's virtual
 * authenticator instead.
 */

/** Just the CBOR this needs (RFC 8949): unsigned and negative integers, bytes, text, maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65_536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Map) {
    const parts: Buffer[] = [head(5, value.size)];
    for (const [key, item] of value) parts.push(cbor(key), cbor(item));
    return Buffer.concat(parts);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftPasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: string;
  counter: number;
}

export interface Ceremony {
  origin: string;
  rpId: string;
  /** Leave user verification out (a passkey that only tests presence). */
  withoutVerification?: boolean;
}

type Options = { challenge: string; user?: { id: string } };

function clientData(type: string, options: Options, origin: string) {
  return Buffer.from(
    JSON.stringify({ type, challenge: options.challenge, origin, crossOrigin: false }),
  );
}

/** navigator.credentials.create: a new passkey and the browser's answer. */
export function register(options: Options, ceremony: Ceremony) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = cbor(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const credentialId = randomBytes(32);
  const idLength = Buffer.from([credentialId.length >> 8, credentialId.length & 255]);
  const flags = UP | AT | (ceremony.withoutVerification ? 0 : UV);
  const authData = Buffer.concat([
    sha256(ceremony.rpId),
    Buffer.from([flags]),
    Buffer.alloc(4),
    Buffer.alloc(16),
    idLength,
    credentialId,
    coseKey,
  ]);
  const attestationObject = cbor(
    new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]),
  );
  const passkey: SoftPasskey = {
    credentialId,
    privateKey,
    publicKey,
    userHandle: options.user!.id,
    counter: 0,
  };
  const response = {
    id: b64url(credentialId),
    rawId: b64url(credentialId),
    type: 'public-key' as const,
    response: {
      clientDataJSON: b64url(clientData('webauthn.create', options, ceremony.origin)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform' as const,
  };
  return { passkey, response };
}

/** navigator.credentials.get with `passkey`: the browser's answer; the counter goes up. */
export function authenticate(
  passkey: SoftPasskey,
  options: Options,
  ceremony: Ceremony & { counter?: number },
) {
  passkey.counter = ceremony.counter ?? passkey.counter + 1;
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(passkey.counter);
  const flags = UP | (ceremony.withoutVerification ? 0 : UV);
  const authData = Buffer.concat([sha256(ceremony.rpId), Buffer.from([flags]), counter]);
  const data = clientData('webauthn.get', options, ceremony.origin);
  const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), passkey.privateKey);
  return {
    id: b64url(passkey.credentialId),
    rawId: b64url(passkey.credentialId),
    type: 'public-key' as const,
    response: {
      clientDataJSON: b64url(data),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: passkey.userHandle,
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform' as const,
  };
}
