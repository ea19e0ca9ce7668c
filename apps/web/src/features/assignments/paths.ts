export const ASSIGNMENTS_PATH = '/portal/opdrachten';
export const NEW_ASSIGNMENT_PATH = '/portal/opdrachten/nieuw';

/** The detail; `created` adds the query the detail reads for "De opdracht is succesvol aangemaakt". */
export function assignmentPath(id: number, { created = false } = {}): string {
  return `${ASSIGNMENTS_PATH}/${id}${created ? '?created=true' : ''}`;
}

/** `:opdracht` is a positive id; anything else is no assignment. */
export function parseAssignmentId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
