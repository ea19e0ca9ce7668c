import {
  accountRefusal,
  relationRefusal,
  roleGrantRefusal,
  type AccountWrite,
  type PeopleRefusal,
  type PersonRoles,
  type PersonUpdate,
} from '@portal/contract';
import { WpHttpError } from '../../http/errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { PeopleRepository, PersonSnapshot } from './repository.js';

type Tx = Parameters<Parameters<PeopleRepository['transaction']>[0]>[0];

/**
 * The checks of a Beheer "Mensen" write, made before anything is written: each throws the
 * answer (a 400 at the field, a 403 by the rules of packages/contract/src/rules/people.ts), so a
 * refused write leaves no trace.
 */

/** A 400 naming the refused field in Dutch, as the form shows it at that field. */
export const fieldError = (field: string, message: string, code = 'rest_invalid_param') =>
  new WpHttpError(400, code, message, { params: { [field]: message } });

/** A 403; with a field, the form shows the reason there. */
const refused = (refusal: PeopleRefusal, field?: string) =>
  new WpHttpError(
    403,
    refusal.code,
    refusal.message,
    field ? { params: { [field]: refusal.message } } : {},
  );

/** What is in one list and not in the other (roles or relations a write adds or removes). */
const changed = <T>(before: readonly T[], after: readonly T[] | undefined): T[] =>
  after === undefined
    ? []
    : [
        ...after.filter((id) => !before.includes(id)),
        ...before.filter((id) => !after.includes(id)),
      ];

/** Whether the roles given differ from the stored ones (the form sends them unchanged too). */
export const rolesChange = (before: readonly string[], after: readonly string[] | undefined) =>
  changed(before, after).length > 0;

/** Whether the address given differs from the stored one (stored in lower case). */
export const emailChange = (before: string, after: string | undefined) =>
  after !== undefined && after.toLowerCase() !== before;

/** May `actor` do `write` to this account at all? */
export function checkAccount(
  actor: AuthenticatedUser,
  target: PersonRoles,
  write: AccountWrite,
): void {
  const refusal = accountRefusal(actor, target, write);
  if (refusal) throw refused(refusal);
}

/** An update, judged by the most telling thing it changes: roles, else e-mail, else the rest. */
export function checkUpdate(
  actor: AuthenticatedUser,
  id: number,
  before: PersonSnapshot,
  input: PersonUpdate,
): void {
  const write: AccountWrite = rolesChange(before.roles, input.roles)
    ? 'roles'
    : emailChange(before.email, input.email)
      ? 'email'
      : 'fields';
  checkAccount(actor, { id, roles: before.roles }, write);
  if (input.roles) checkRoles(actor, before.roles, input.roles);
}

/** Each role given or taken is one the actor may grant. */
export function checkRoles(
  actor: AuthenticatedUser,
  before: readonly string[],
  after: readonly string[],
): void {
  for (const role of changed(before, after)) {
    const refusal = roleGrantRefusal(actor, role);
    if (refusal) throw refused(refusal, 'roles');
  }
}

/**
 * The references of the input exist (posts of their type, users other than `self`), and the
 * consultant relations it adds or removes are the actor's to make.
 */
export async function checkReferences(
  repo: PeopleRepository,
  tx: Tx,
  actor: AuthenticatedUser,
  input: PersonUpdate,
  before?: PersonSnapshot & { id: number },
): Promise<void> {
  const self = before?.id;
  // [field, post type, its Dutch name, the ids given]
  const posts: Array<[keyof PersonUpdate, string, string, number[]]> = [
    ['functie', 'functies', 'functie', input.functie ? [input.functie] : []],
    [
      'dienstverband',
      'dienstverbanden',
      'dienstverband',
      input.dienstverband ? [input.dienstverband] : [],
    ],
    ['opdrachtgevers', 'intra_opdrachtgevers', 'opdrachtgever', input.opdrachtgevers ?? []],
  ];
  for (const [field, type, label, wanted] of posts) {
    const found = await repo.existingPosts(tx, type, wanted);
    if (wanted.some((id) => !found.has(id))) {
      throw fieldError(field, `Kies een bestaande ${label} uit de lijst.`);
    }
  }
  // The person written is one side of each relation, with the roles they have or are given.
  const person = { roles: [...(before?.roles ?? []), ...(input.roles ?? [])] };
  // [field, the ids given, the ids stored, whether the others are the consultants]
  const people: Array<[keyof PersonUpdate, number[] | undefined, number[], boolean]> = [
    ['owned_by', input.owned_by, before?.ownedBy ?? [], true],
    ['professionals', input.professionals, before?.professionals ?? [], false],
  ];
  for (const [field, given, stored, consultants] of people) {
    const wanted = given ?? [];
    if (self !== undefined && wanted.includes(self)) {
      throw fieldError(field, 'Iemand kan niet zijn of haar eigen consultant zijn.');
    }
    const relations = changed(stored, given);
    const roles = await repo.rolesOf(tx, [...new Set([...wanted, ...relations])]);
    if (wanted.some((id) => !roles.has(id))) {
      throw fieldError(field, 'Kies bestaande mensen uit de lijst.');
    }
    for (const id of relations) {
      const other = { roles: roles.get(id) ?? [] };
      const refusal = consultants
        ? relationRefusal(actor, other, person)
        : relationRefusal(actor, person, other);
      if (refusal) throw refused(refusal, field);
    }
  }
  if (input.email && (await repo.emailTaken(tx, input.email, self))) {
    throw fieldError('email', 'Dit e-mailadres is al in gebruik.', 'existing_user_email');
  }
}
