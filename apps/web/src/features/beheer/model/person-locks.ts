import type { Role } from '@portal/contract';
import {
  accountRefusal,
  relationRefusal,
  roleGrantRefusal,
  ROLES,
  type AccountWrite,
  type PersonRoles,
} from '@portal/contract/rules';
import { ROLE_LABELS } from './person-form';

/**
 * Why each control of the person screen is closed to the signed-in person, by the rules the
 * server refuses with (contract rules/people.ts); undefined where it is open.
 */
export interface PersonLocks {
  /** Names, choices, hours and the save button: the account as a whole. */
  fields?: string;
  email?: string;
  /** Every role checkbox (one's own roles, an account only an administrator manages). */
  roles?: string;
  /** The roles only an administrator gives or takes, and why (one sentence for all). */
  grant?: { roles: readonly Role[]; reason: string };
  link?: string;
  /** Deactivating, or reactivating a deactivated person. */
  active?: string;
  /**
   * Why adding or removing the consultant relation between these two is closed (the choice is
   * shown disabled), undefined where it is open. Roles unknown count as none.
   */
  relation(consultant: WithRoles, professional: WithRoles): string | undefined;
}

/** A person in a list of choices: their roles, when the list carries them. */
export interface WithRoles {
  roles?: readonly string[];
}

const andList = (words: readonly string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} en ${words.at(-1)}`;

function grantLock(viewer: PersonRoles): PersonLocks['grant'] {
  const roles = ROLES.filter((role) => roleGrantRefusal(viewer, role));
  if (roles.length === 0) return undefined;
  const names = andList(roles.map((role) => ROLE_LABELS[role].toLowerCase()));
  return {
    roles,
    reason:
      roles.length === 1
        ? roleGrantRefusal(viewer, roles[0]!)!.message
        : `Alleen een administrator kan de rollen ${names} toekennen of afnemen.`,
  };
}

/** The locks for `viewer` on a new person (`person` null) or a stored one. */
export function personLocks(
  viewer: PersonRoles,
  person: (PersonRoles & { active: boolean }) | null,
): PersonLocks {
  const grant = grantLock(viewer);
  const relation = (consultant: WithRoles, professional: WithRoles) =>
    relationRefusal(viewer, { roles: consultant.roles ?? [] }, { roles: professional.roles ?? [] })
      ?.message;
  if (!person) return { grant, relation };
  const reason = (write: AccountWrite) => accountRefusal(viewer, person, write)?.message;
  return {
    fields: reason('fields'),
    email: reason('email'),
    roles: reason('roles'),
    grant,
    link: reason('link'),
    active: reason(person.active ? 'deactivate' : 'reactivate'),
    relation,
  };
}
