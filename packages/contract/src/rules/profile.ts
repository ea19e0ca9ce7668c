/**
 * The profile's rules the portal can show beside its fields (issue 10). The server checks them
 * (apps/server/src/modules/profile/field-rules.ts) and answers a refused value as
 * `422 rest_invalid_param` with `data.params` = {field: Dutch message}, one entry per field.
 */

/** The longest value each text field of the profile takes, in characters. */
export const PROFILE_FIELD_MAX_LENGTH = {
  voornaam: 100,
  achternaam: 100,
  voorletters: 20,
  tussenvoegsel: 30,
  straatnaam_en_huisnummer: 200,
  postcode: 7,
  woonplaats: 100,
  tel_nr_thuis: 30,
  mobiel: 30,
  linkedin: 300,
  iban: 42,
  korte_omschrijving: 2000,
  public_phone: 30,
  public_email: 254,
} as const;

/** A birth date gives an age in this range on the day it is saved. */
export const PROFILE_MIN_AGE = 15;
export const PROFILE_MAX_AGE = 100;

/**
 * Profile pictures: photos judged by their bytes, at most 5 MB, stored as a square. HEIC/HEIF
 * (an iPhone's default) included: the server decodes it itself (libheif in WebAssembly).
 */
export const PROFILE_PICTURE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
/** The HEIC family among them (file-type calls the `mif1` brand image/heif). */
export const PROFILE_PICTURE_HEIC_TYPES = ['image/heic', 'image/heif'] as const;
/**
 * The file input's `accept`: the types and, for HEIC, the extensions too, since a browser
 * outside Apple's often knows no MIME type for a .heic file and would grey it out.
 */
export const PROFILE_PICTURE_ACCEPT = [...PROFILE_PICTURE_MIME_TYPES, '.heic', '.heif'].join(',');
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** The stored picture's side in pixels (the portal advises 128×128; we keep room for 4× screens). */
export const PROFILE_PICTURE_SIZE = 512;
export const PROFILE_PICTURE_TOO_LARGE_MESSAGE = 'De foto is groter dan 5 MB.';
export const PROFILE_PICTURE_WRONG_TYPE_MESSAGE =
  'Een profielfoto moet een foto zijn (JPEG, PNG, WebP of HEIC).';
/** 503 when the server's queue for decoding photos is full (issue 24, item 8). */
export const PROFILE_PICTURE_BUSY_MESSAGE =
  "Er worden nu veel foto's verwerkt. Probeer het zo opnieuw.";
export const PROFILE_PICTURE_UNREADABLE_MESSAGE =
  'Deze foto kon niet worden gelezen. Probeer een andere foto.';
