import type { ColleagueEdit, PersonFields, Role } from '@portal/contract';
import { ROLES } from '@portal/contract/rules';
import { isApiError } from '@/shared/api/api-error';

/** The roles as the form names them. */
export const ROLE_LABELS: Record<Role, string> = {
  administrator: 'Administrator',
  editor: 'Redacteur',
  beheerder: 'Beheerder',
  medewerker: 'Medewerker (consultant)',
  professional: 'Professional',
};

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export const EMPTY_PERSON: PersonFields = {
  voornaam: '',
  tussenvoegsel: '',
  achternaam: '',
  email: '',
  roles: ['professional'],
  functie: null,
  dienstverband: null,
  opdrachtgevers: [],
  owned_by: [],
  professionals: [],
  urenmeter_enabled: false,
  urenmeter: 0,
};

/** The form's values of a stored person. */
export function personValues(person: ColleagueEdit): PersonFields {
  return {
    voornaam: person.acf.firstname,
    tussenvoegsel: person.acf.tussenvoegsel,
    achternaam: person.acf.lastname,
    email: person.email,
    roles: person.roles,
    functie: person.acf.functie?.ID ?? null,
    dienstverband: person.acf.dienstverband?.ID ?? null,
    opdrachtgevers: person.acf.opdrachtgevers.map((ref) => ref.ID),
    owned_by: person.owned_by.map((ref) => ref.id),
    professionals: person.professionals.map((ref) => ref.id),
    urenmeter_enabled: person.acf.urenmeter_enabled,
    urenmeter: person.acf.urenmeter,
  };
}

/** A refused save: the Dutch message per field the server named, and one for the whole form. */
export function saveErrors(error: unknown): { fields: Record<string, string>; message: string } {
  if (!isApiError(error)) {
    return { fields: {}, message: 'Opslaan is niet gelukt. Probeer het opnieuw.' };
  }
  const data = (error.body as { data?: { params?: Record<string, string> } } | undefined)?.data;
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(data?.params ?? {})) {
    // The portal's field messages start with the field's name ("email: …").
    fields[field.split('.')[0]!] = message.replace(/^[\w.]+: /, '');
  }
  return { fields, message: error.message || 'Opslaan is niet gelukt.' };
}
