/**
 * Who may write whose account in Beheer "Mensen" (issue 24): the server refuses by these rules,
 * and the people screen disables the same controls with the same Dutch reasons.
 *
 * An administrator manages everyone but themselves (their own roles, deactivating themselves).
 * A beheerder manages accounts of professionals and medewerkers only: with the e-mail address
 * and a new set-password link of an editor, a beheerder or an administrator they could take that
 * account over, so every write on such an account is an administrator's, and so is giving or
 * taking one of those roles. A consultant relation with an administrator, or one that makes an
 * editor or beheerder someone's professional, is an administrator's too (relationRefusal).
 */

/** The roles whose accounts only an administrator manages, most powerful first. */
export const ADMINISTRATOR_MANAGED_ROLES = ['administrator', 'editor', 'beheerder'] as const;

/** The roles as the messages name them (the form's labels, lower case). */
const NOUNS: Record<string, string> = {
  administrator: 'administrator',
  editor: 'redacteur',
  beheerder: 'beheerder',
};

/** A person as these rules see them: the signed-in actor or the account written. */
export interface PersonRoles {
  id: number;
  roles: readonly string[];
}

/** A refusal in the contract's error shape: its code and its Dutch message. */
export interface PeopleRefusal {
  code: string;
  message: string;
}

/** What is done to an account. */
export type AccountWrite = 'roles' | 'email' | 'fields' | 'link' | 'deactivate' | 'reactivate';

const isAdministrator = (who: { roles: readonly string[] }) => who.roles.includes('administrator');

/** The most powerful role of these that puts an account out of a beheerder's reach. */
export function administratorManagedRole(roles: readonly string[]): string | undefined {
  return ADMINISTRATOR_MANAGED_ROLES.find((role) => roles.includes(role));
}

export const OWN_ROLES_REFUSAL: PeopleRefusal = {
  code: 'rest_cannot_change_own_roles',
  message: 'Je kunt je eigen rollen niet wijzigen.',
};

export const DEACTIVATE_SELF_REFUSAL: PeopleRefusal = {
  code: 'rest_cannot_deactivate_self',
  message: 'Je kunt jezelf niet deactiveren.',
};

const ACCOUNT_MESSAGES: Record<AccountWrite, (noun: string) => string> = {
  roles: (noun) => `Alleen een administrator kan de rollen van een ${noun} wijzigen.`,
  email: (noun) => `Alleen een administrator kan het e-mailadres van een ${noun} wijzigen.`,
  fields: (noun) => `Alleen een administrator kan de gegevens van een ${noun} wijzigen.`,
  link: (noun) => `Alleen een administrator kan een ${noun} een nieuwe link sturen.`,
  deactivate: (noun) => `Alleen een administrator kan een ${noun} deactiveren.`,
  reactivate: (noun) => `Alleen een administrator kan een ${noun} heractiveren.`,
};

/**
 * Why `actor` may not do `write` to `target`'s account, or undefined when they may. Judges the
 * account, not the values: oneself (`roles`, `deactivate`) and the roles given are judged by
 * the rules below.
 */
export function accountRefusal(
  actor: PersonRoles,
  target: PersonRoles,
  write: AccountWrite,
): PeopleRefusal | undefined {
  if (target.id === actor.id) {
    if (write === 'roles') return OWN_ROLES_REFUSAL;
    if (write === 'deactivate') return DEACTIVATE_SELF_REFUSAL;
  }
  if (isAdministrator(actor)) return undefined;
  const role = administratorManagedRole(target.roles);
  if (!role) return undefined;
  return {
    // The administrator's code is older than the rule for the other two roles.
    code: role === 'administrator' ? 'rest_cannot_edit_administrator' : 'rest_cannot_edit_staff',
    message: ACCOUNT_MESSAGES[write](NOUNS[role]!),
  };
}

/** Why `actor` may not give or take `role`, or undefined when they may. */
export function roleGrantRefusal(actor: PersonRoles, role: string): PeopleRefusal | undefined {
  if (isAdministrator(actor) || !administratorManagedRole([role])) return undefined;
  return {
    code: role === 'administrator' ? 'rest_cannot_grant_administrator' : 'rest_cannot_grant_role',
    message: `Alleen een administrator kan de rol ${NOUNS[role]} toekennen of afnemen.`,
  };
}

/**
 * Why `actor` may not add or remove the consultant relation between `consultant` and
 * `professional` (the one whose declarations and moods the consultant sees), or undefined when
 * they may. Either side an administrator: an administrator's. The professional side an editor
 * or beheerder: an administrator's too, as that account is. A beheerder or editor as the
 * consultant of a professional or medewerker is anyone's who manages people: a beheerder sees
 * every declaration and mood already, and SPEC gives beheerders professionals of their own.
 */
export function relationRefusal(
  actor: PersonRoles,
  consultant: { roles: readonly string[] },
  professional: { roles: readonly string[] },
): PeopleRefusal | undefined {
  if (isAdministrator(actor)) return undefined;
  if (isAdministrator(consultant) || isAdministrator(professional)) {
    return {
      code: 'rest_cannot_relate_staff',
      message:
        'Alleen een administrator kan een administrator als consultant of professional toevoegen of verwijderen.',
    };
  }
  const role = administratorManagedRole(professional.roles);
  if (!role) return undefined;
  return {
    code: 'rest_cannot_relate_staff',
    message: `Alleen een administrator kan een ${NOUNS[role]} als professional toevoegen of verwijderen.`,
  };
}
