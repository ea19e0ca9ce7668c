import { z } from 'zod';
import { roleSchema } from './roles.js';

/** Login body (JSON or form). Both optional: with neither, the refresh_token cookie is used. */
/**
 * The JWT Auth plugin's `device`: a client that signs in on several devices names each one, and
 * each device's refresh token then rotates on its own. Absent means the empty name.
 */
export const deviceSchema = z.string().max(200).optional();

export const tokenRequestSchema = z.strictObject({
  username: z.string().max(254).optional(),
  password: z.string().max(1024).optional(),
  device: deviceSchema,
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const ownerRefSchema = z.object({ id: z.number().int() });

/**
 * Fields of the session user (SPEC §3) beyond the JWT Auth plugin's login data. Our server
 * adds them to both the login response (`data`) and the profile response (top level), so the
 * session user is complete after login alone and is refreshed by the profile call.
 */
export const sessionExtrasSchema = z.object({
  roles: z.array(roleSchema),
  owned_by: z.array(ownerRefSchema),
  urenmeter: z.number(),
  urenmeter_enabled: z.boolean(),
});

export const loginDataSchema = z
  .object({
    token: z.string(),
    id: z.number().int(),
    email: z.string(),
    nicename: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    displayName: z.string(),
  })
  .extend(sessionExtrasSchema.partial().shape);
export type LoginData = z.infer<typeof loginDataSchema>;

export const tokenSuccessSchema = z.object({
  success: z.literal(true),
  statusCode: z.literal(200),
  code: z.literal('jwt_auth_valid_credential'),
  message: z.string(),
  data: loginDataSchema,
});
export type TokenSuccess = z.infer<typeof tokenSuccessSchema>;

export const validateSuccessSchema = z.object({
  success: z.literal(true),
  statusCode: z.literal(200),
  code: z.literal('jwt_auth_valid_token'),
  message: z.string(),
  data: z.array(z.never()),
});

/** /token/refresh success: no `data` key; the new refresh token arrives as a cookie only. */
/** POST /token/refresh: optionally the device whose refresh token the cookie holds. */
export const refreshRequestSchema = z.strictObject({ device: deviceSchema });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

export const refreshSuccessSchema = z.object({
  success: z.literal(true),
  statusCode: z.literal(200),
  code: z.literal('jwt_auth_valid_token'),
  message: z.string(),
});

/**
 * Access token payload, as the JWT Auth plugin signs it (HS256). Our server adds `sid`, the
 * sign-in (refresh-token family) the token belongs to, so a logout ends the token too; the
 * plugin itself has no such claim.
 */
export const tokenPayloadSchema = z.object({
  iss: z.string(),
  iat: z.number(),
  nbf: z.number(),
  exp: z.number(),
  sid: z.string().optional(),
  data: z.object({
    user: z.object({ id: z.number().int(), device: z.string(), pass: z.string() }),
  }),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

/** The user kept in the session store: login data merged with the profile (SPEC §3). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  roles: z.array(roleSchema),
  owned_by: z.array(ownerRefSchema),
  urenmeter: z.number(),
  urenmeter_enabled: z.boolean(),
  /** The profile's public picture (file id), for the top bar; absent before the profile loaded. */
  pictureId: z.number().int().nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const logoutResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export const clearRefreshTokenResponseSchema = logoutResponseSchema;

export const changePasswordRequestSchema = z.strictObject({
  old_password: z.string().min(1).max(1024),
  new_password: z.string().min(1).max(1024),
  confirm_password: z.string().min(1).max(1024),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});

/**
 * A one-time set-password link (`/portal/wachtwoord-instellen#token=…`): the first
 * administrator's, later an invitation. The token is 32 random bytes in base64url (43
 * characters); the limit only keeps nonsense short.
 */
export const setPasswordRequestSchema = z.strictObject({
  token: z.string().min(1).max(256),
  password: z.string().min(1).max(1024),
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;
export const setPasswordResponseSchema = changePasswordResponseSchema;

/**
 * "Wachtwoord vergeten?" (issue 27): any text is taken and answered alike, so the answer says
 * nothing about which addresses have an account; only an empty field is refused.
 */
export const passwordResetRequestSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1, { error: 'Vul je e-mailadres in.' })
    .max(254, { error: 'Het e-mailadres mag hoogstens 254 tekens zijn.' }),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export const passwordResetResponseSchema = z.object({ message: z.string() });
