import { z } from 'zod';
import { sessionExtrasSchema } from './auth.js';

/** Database ids are positive 32-bit integers; anything else is bad input, not a lookup. */
export const idSchema = z.number().int().positive().max(2_147_483_647);
export const fileRefSchema = z.object({ id: idSchema });
export const postRefSchema = z.object({ ID: z.number().int(), post_title: z.string() });

/** The text fields of the profile a user edits (SPEC §7 "Profile update"). */
export const PROFILE_TEXT_FIELDS = [
  'voornaam',
  'achternaam',
  'voorletters',
  'tussenvoegsel',
  'geboortedatum',
  'straatnaam_en_huisnummer',
  'postcode',
  'woonplaats',
  'tel_nr_thuis',
  'mobiel',
  'linkedin',
  'iban',
  'korte_omschrijving',
  'public_phone',
  'public_email',
] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

/**
 * SPEC §3 "Current user profile": the editable fields. The schema checks only the shape (text
 * for text, `{id}` or null for the picture): a wrong shape or an unknown field is a 400. What a
 * value must be (a Dutch postcode, a valid IBAN, a length) is the server's rule, answered as
 * `422 rest_invalid_param` naming each refused field in Dutch (see `profileFieldErrorSchema`).
 * The endpoint's body limit bounds the texts.
 */
export const profileEditableSchema = z.strictObject({
  ...(Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, z.string()])) as Record<
    ProfileTextField,
    z.ZodString
  >),
  public_picture: fileRefSchema.nullable(),
});

/** POST /custom/v1/user-profile: any subset of the editable fields; unknown fields are a 400. */
export const profileUpdateSchema = profileEditableSchema.partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * The 422 of a profile update, in WordPress's `rest_invalid_param` shape: `data.params` maps each
 * refused field to its Dutch message (to show at that field), `data.details` adds a code per field.
 */
export const profileFieldErrorSchema = z.object({
  code: z.literal('rest_invalid_param'),
  message: z.string(),
  data: z.object({
    status: z.literal(422),
    params: z.record(z.string(), z.string()),
    details: z.record(
      z.string(),
      z.object({ code: z.string(), message: z.string(), data: z.unknown() }),
    ),
  }),
});
export type ProfileFieldError = z.infer<typeof profileFieldErrorSchema>;

/** POST /custom/v1/upload-profile-picture: the stored picture, now the user's public picture. */
export const uploadProfilePictureResponseSchema = z.object({
  success: z.literal(true),
  file_id: z.object({ id: z.number().int() }),
});
export type UploadProfilePictureResponse = z.infer<typeof uploadProfilePictureResponseSchema>;

/** Text fields of the multipart form: none (the picture is the `file` part). */
export const uploadProfilePictureFieldsSchema = z.strictObject({});

/**
 * The profile as stored. The checked fields are answered as plain text: the response is
 * written through this schema, and a value saved before a rule existed (or under an older
 * validator) must still show, not turn the whole profile into a 500.
 */
export const profileSchema = profileEditableSchema.extend({
  geboortedatum: z.string().describe('YYYY-MM-DD, or empty'),
  linkedin: z.string().describe('A URL, or empty'),
  public_email: z.string().describe('An e-mail address, or empty'),
  public_picture: z.object({ id: z.number().int() }).nullable(),
  users: z.array(z.number().int()),
  functie: postRefSchema.nullable(),
  dienstverband: postRefSchema.nullable(),
  opdrachtgevers: z.array(postRefSchema),
});

/** GET/POST /custom/v1/user-profile response. */
export const userProfileResponseSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    displayName: z.string(),
    profile: profileSchema,
  })
  .extend(sessionExtrasSchema.shape);
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;
