export const ROLES = [
  'administrator',
  'editor',
  'beheerder',
  'medewerker',
  'professional',
] as const;
export type Role = (typeof ROLES)[number];

const BEHEER_ROLES: readonly string[] = ['administrator', 'editor', 'beheerder'];
const STAFF_ROLES: readonly string[] = ['medewerker', 'beheerder', 'administrator'];

/** SPEC §6: the Beheer link is for administrator, editor and beheerder. */
export function canSeeBeheer(roles: readonly string[]): boolean {
  return roles.some((role) => BEHEER_ROLES.includes(role));
}

/** SPEC §6: staff see the manager view of assignments. */
export function isStaff(roles: readonly string[]): boolean {
  return roles.some((role) => STAFF_ROLES.includes(role));
}

/**
 * Who has assignments at all: staff (the manager view) and professionals (their own). The
 * server shows nobody else any assignment, not even an editor who is a professional's
 * consultant, and the sidebar and the dashboard offer nobody else an entry that could only be
 * empty (issue 25 item 12; docs/product-rules.md, "Roles and who sees what").
 */
export function seesAssignments(roles: readonly string[]): boolean {
  return isStaff(roles) || roles.includes('professional');
}

/**
 * The label follows the view (issue 25 item 12): "Opdrachten" for the manager view (staff,
 * the administrator too), "Mijn opdrachten" for a professional's own. SPEC §2 Layout gives an
 * administrator "Mijn opdrachten" over the manager view; docs/product-rules.md records why not.
 */
export function opdrachtenLabel(roles: readonly string[]): 'Opdrachten' | 'Mijn opdrachten' {
  return isStaff(roles) ? 'Opdrachten' : 'Mijn opdrachten';
}

export const REVIEWER_ROLES = [
  'administrator',
  'beheerder',
  'medewerker',
] as const satisfies readonly Role[];

/**
 * Who reviews declarations: administrator and beheerder for everyone, a medewerker for the
 * professionals they own (the server checks ownership per month). Our choice, as the spec
 * names no reviewers: docs/product-rules.md, "Roles and who sees what".
 */
export function canReviewDeclarations(roles: readonly string[]): boolean {
  return roles.some((role) => (REVIEWER_ROLES as readonly string[]).includes(role));
}

/** Reviewers who see every submitted month, not only their own professionals'. */
export const EVERYONE_REVIEWER_ROLES = [
  'administrator',
  'beheerder',
] as const satisfies readonly Role[];

export function reviewsEveryone(roles: readonly string[]): boolean {
  return roles.some((role) => (EVERYONE_REVIEWER_ROLES as readonly string[]).includes(role));
}
