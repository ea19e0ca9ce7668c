import { z } from 'zod';
import { deviceSchema } from './auth.js';

/**
 * Issue 27 item 2: passkeys (WebAuthn). The browser's answers are checked by the server's
 * WebAuthn library; these schemas only bound their size and shape (base64url strings).
 */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Geen geldige base64url-tekst.' });

const credentialFields = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** What @simplewebauthn/browser's startRegistration answers (RegistrationResponseJSON). */
export const passkeyRegistrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(65_536),
    authenticatorData: base64url(65_536).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(65_536).optional(),
  }),
});

/** What @simplewebauthn/browser's startAuthentication answers (AuthenticationResponseJSON). */
export const passkeyAuthenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(65_536),
    signature: base64url(8192),
    userHandle: base64url(512).optional(),
  }),
});

/** Options for navigator.credentials.create/get as JSON, handed to @simplewebauthn/browser. */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'Geef de passkey een naam.' })
  .max(60, { error: 'De naam mag hoogstens 60 tekens zijn.' });

export const addPasskeyRequestSchema = z.strictObject({
  name: passkeyNameSchema,
  response: passkeyRegistrationResponseSchema,
});

/** A one-time link mailed to someone who must sign in strongly (STRONG_AUTH_ROLES). */
const enrollmentTokenSchema = z.string().min(1).max(256);
export const passkeyEnrollmentOptionsRequestSchema = z.strictObject({
  token: enrollmentTokenSchema,
});
export const enrollPasskeyRequestSchema = addPasskeyRequestSchema.extend({
  token: enrollmentTokenSchema,
});

export const passkeySignInRequestSchema = z.strictObject({
  response: passkeyAuthenticationResponseSchema,
  device: deviceSchema,
});

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** When it was added and last used (ISO 8601, UTC); null when never used to sign in. */
  created: z.string(),
  last_used: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.array(passkeySchema);
export const passkeyDeletedSchema = z.object({ deleted: z.literal(true), id: z.number().int() });
