import { z } from 'zod';
import { sessionExtrasSchema } from './auth.js';

const text = (max: number) => z.string().max(max);

/** Database ids are positive 32-bit integers; anything else is bad input, not a lookup. */
export const idSchema = z.number().int().positive().max(2_147_483_647);
export const fileRefSchema = z.object({ id: idSchema });
export const postRefSchema = z.object({ ID: z.number().int(), post_title: z.string() });

/** SPEC §3 "Current user profile": the editable fields. */
export const profileEditableSchema = z.strictObject({
  voornaam: text(100),
  achternaam: text(100),
  voorletters: text(20),
  tussenvoegsel: text(30),
  geboortedatum: z.union([z.literal(''), z.iso.date()]),
  straatnaam_en_huisnummer: text(200),
  postcode: text(10),
  woonplaats: text(100),
  tel_nr_thuis: text(30),
  mobiel: text(30),
  // Only https: a javascript: or data: URL would run in our origin from the profile link.
  linkedin: z.union([
    z.literal(''),
    z.url({ protocol: /^https$/, error: 'moet een https://-adres zijn' }).max(300),
  ]),
  iban: text(34),
  korte_omschrijving: text(2000),
  public_phone: text(30),
  public_email: z.union([z.literal(''), z.email().max(254)]),
  public_picture: fileRefSchema.nullable(),
});

/** POST /custom/v1/user-profile: any subset of the editable fields; unknown fields are a 400. */
export const profileUpdateSchema = profileEditableSchema.partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

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
