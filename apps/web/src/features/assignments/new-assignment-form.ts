import type { AssignmentCreate, Colleague } from '@portal/contract';
import {
  ASSIGNMENT_ERROR_CODES,
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_TITLE_MAX,
  NEW_ASSIGNMENT_STATUS,
} from '@portal/contract/rules';
import { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';

export interface NewAssignmentValues {
  title: string;
  /** The chosen professional's id as the select holds it; '' for "Selecteer professional". */
  user: string;
  /** yyyy-MM-dd as the date field gives it, or ''. */
  startdatum: string;
  einddatum: string;
}

export const EMPTY_NEW_ASSIGNMENT: NewAssignmentValues = {
  title: '',
  user: '',
  startdatum: '',
  einddatum: '',
};

/**
 * SPEC §5 "New assignment": a professional must be chosen and be one of the loaded list. The
 * spec checks neither title nor dates; the end date's minimum is the start date (the field's
 * `min`), and a typed end date before the start gets the server's own message before it is sent.
 */
export function newAssignmentSchema(professionals: readonly Colleague[]) {
  return z
    .object({
      title: z.string().max(ASSIGNMENT_TITLE_MAX),
      user: z
        .string()
        .min(1, { error: ASSIGNMENT_MESSAGES.professionalRequired })
        .refine((value) => professionals.some((person) => String(person.id) === value), {
          error: ASSIGNMENT_MESSAGES.professionalUnknown,
        }),
      startdatum: z.string(),
      einddatum: z.string(),
    })
    .refine(({ startdatum, einddatum }) => !startdatum || !einddatum || einddatum >= startdatum, {
      error: ASSIGNMENT_MESSAGES.endBeforeStart,
      path: ['einddatum'],
    });
}

/**
 * SPEC §7 "Create assignment": title, status publish, the author, and the fields with status
 * not-started, the professional, their functie and the first of their opdrachtgevers.
 */
export function createBody(
  values: NewAssignmentValues,
  professional: Colleague,
  authorId: number,
): AssignmentCreate {
  return {
    title: values.title.trim(),
    status: 'publish',
    author: authorId,
    fields: {
      status: NEW_ASSIGNMENT_STATUS,
      user: professional.id,
      functie: professional.acf.functie?.ID ?? null,
      opdrachtgever: professional.acf.opdrachtgevers[0]?.ID ?? null,
      startdatum: values.startdatum,
      einddatum: values.einddatum,
    },
  };
}

/** Where the server's refusal of a new assignment is shown: at its field, or above the form. */
export function createFailure(error: unknown): {
  field?: 'user' | 'einddatum';
  message: string;
} {
  if (isApiError(error) && error.status === 422 && error.message) {
    const { professionalRequired, professionalUnknown, endBeforeStart } = ASSIGNMENT_ERROR_CODES;
    if (error.code === professionalRequired || error.code === professionalUnknown) {
      return { field: 'user', message: error.message };
    }
    if (error.code === endBeforeStart) return { field: 'einddatum', message: error.message };
    return { message: error.message };
  }
  // SPEC §8: a create that gives nothing back, or fails otherwise.
  return { message: ASSIGNMENT_MESSAGES.createFailed };
}
