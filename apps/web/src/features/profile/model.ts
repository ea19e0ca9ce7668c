import type { ProfileUpdate, UserProfileResponse } from '@portal/contract';
import { ApiError } from '@/shared/api/api-error';

export const PROFILE_PATH = '/portal/profiel';

export const PROFILE_SAVED = 'Profiel succesvol opgeslagen';
export const PROFILE_SAVE_FAILED = 'Error updating profile';
export const PICTURE_UPLOAD_FAILED = 'Error uploading profile picture';
export const PASSWORD_CHANGE_FAILED = 'Password change failed';
/** Profiel → Meldingen (issue 26), worded as the profile's own save. */
export const NOTIFICATIONS_SAVED = 'Meldingen succesvol opgeslagen';
export const NOTIFICATIONS_SAVE_FAILED = 'Je meldingen konden niet worden opgeslagen.';

/** The "Algemene gegevens" form: every editable text field of the profile (SPEC §7). */
export const GENERAL_FIELDS = [
  'voornaam',
  'tussenvoegsel',
  'achternaam',
  'voorletters',
  'geboortedatum',
  'straatnaam_en_huisnummer',
  'postcode',
  'woonplaats',
  'tel_nr_thuis',
  'mobiel',
  'iban',
  'linkedin',
  'public_phone',
  'public_email',
  'korte_omschrijving',
] as const satisfies readonly (keyof ProfileUpdate)[];

export type GeneralField = (typeof GENERAL_FIELDS)[number];
export type GeneralValues = Record<GeneralField, string>;

export function generalValues(profile: UserProfileResponse['profile']): GeneralValues {
  return Object.fromEntries(
    GENERAL_FIELDS.map((field) => [field, profile[field] ?? '']),
  ) as GeneralValues;
}

/** Only what changed is sent: an untouched field keeps what the server has. */
export function changedFields(before: GeneralValues, after: GeneralValues): ProfileUpdate {
  return Object.fromEntries(
    GENERAL_FIELDS.filter((field) => before[field] !== after[field]).map((field) => [
      field,
      after[field].trim(),
    ]),
  );
}

/**
 * The server's per-field messages of a refused save (422 with `data.params`, WordPress's shape
 * for bad parameters: field name to message). Only fields of the form are kept.
 */
export function fieldErrors(error: unknown): Partial<Record<GeneralField, string>> {
  if (!(error instanceof ApiError) || ![400, 422].includes(error.status)) return {};
  const data = (error.body as { data?: { params?: unknown } } | undefined)?.data;
  const params = data?.params;
  if (!params || typeof params !== 'object') return {};
  const errors: Partial<Record<GeneralField, string>> = {};
  for (const field of GENERAL_FIELDS) {
    const message = (params as Record<string, unknown>)[field];
    if (typeof message === 'string' && message) errors[field] = message;
  }
  return errors;
}

/** SPEC §8: a failure shows the error's own message. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** SPEC §8: the server's message of a refused password change, or the fallback. */
export function passwordFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.status !== 0 && error.message
    ? error.message
    : PASSWORD_CHANGE_FAILED;
}
