import type { AssignmentCreate, Colleague } from '@portal/contract';
import {
  ASSIGNMENT_ERROR_CODES,
  ASSIGNMENT_MESSAGES,
  NEW_ASSIGNMENT_STATUS,
} from '@portal/contract/rules';
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

export type NewAssignmentErrors = Partial<Record<keyof NewAssignmentValues, string>>;

/**
 * SPEC §5 "New assignment": a professional must be chosen and be one of the loaded list. The
 * spec checks neither title nor dates; the end date's minimum is the start date (the field's
 * `min`), and a typed end date before the start gets the server's own message before it is sent.
 */
export function checkNewAssignment(
  values: NewAssignmentValues,
  professionals: readonly Colleague[],
): NewAssignmentErrors {
  const errors: NewAssignmentErrors = {};
  if (!values.user) errors.user = ASSIGNMENT_MESSAGES.professionalRequired;
  else if (!professionals.some((person) => String(person.id) === values.user)) {
    errors.user = ASSIGNMENT_MESSAGES.professionalUnknown;
  }
  const { startdatum, einddatum } = values;
  if (startdatum && einddatum && einddatum < startdatum) {
    errors.einddatum = ASSIGNMENT_MESSAGES.endBeforeStart;
  }
  return errors;
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
