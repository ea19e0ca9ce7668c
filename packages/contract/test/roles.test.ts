import { describe, expect, it } from 'vitest';
import {
  canSeeBeheer,
  isStaff,
  opdrachtenLabel,
  ROLES,
  seesAssignments,
  shownName,
  type Role,
} from '../src/index.js';

interface Expectation {
  beheer: boolean;
  label: 'Opdrachten' | 'Mijn opdrachten';
  staff: boolean;
  assignments: boolean;
}

/**
 * SPEC §2 Layout and §6, one role at a time; issue 25 item 12: the label follows the view (the
 * administrator's is the manager view) and an editor has no assignments.
 */
const SINGLE: Record<Role, Expectation> = {
  administrator: { beheer: true, label: 'Opdrachten', staff: true, assignments: true },
  editor: { beheer: true, label: 'Mijn opdrachten', staff: false, assignments: false },
  beheerder: { beheer: true, label: 'Opdrachten', staff: true, assignments: true },
  medewerker: { beheer: false, label: 'Opdrachten', staff: true, assignments: true },
  professional: { beheer: false, label: 'Mijn opdrachten', staff: false, assignments: true },
};

describe('role rules for a single role', () => {
  it('covers every role the contract knows', () => {
    expect(Object.keys(SINGLE).sort()).toEqual([...ROLES].sort());
  });

  it.each(Object.entries(SINGLE))(
    '%s: Beheer link, sidebar label, staff view and assignments at all',
    (role, expected) => {
      expect(canSeeBeheer([role])).toBe(expected.beheer);
      expect(opdrachtenLabel([role])).toBe(expected.label);
      expect(isStaff([role])).toBe(expected.staff);
      expect(seesAssignments([role])).toBe(expected.assignments);
    },
  );
});

describe('role rules for combinations of roles', () => {
  /** Any role granting a right grants it: the expectation for a list is the OR of its members. */
  const pairs = ROLES.flatMap((a, i) => ROLES.slice(i + 1).map((b) => [a, b] as const));

  it.each(pairs)('%s + %s grants what either role grants, in any order', (a, b) => {
    const beheer = SINGLE[a].beheer || SINGLE[b].beheer;
    const staff = SINGLE[a].staff || SINGLE[b].staff;
    const assignments = SINGLE[a].assignments || SINGLE[b].assignments;
    const label =
      SINGLE[a].label === 'Opdrachten' || SINGLE[b].label === 'Opdrachten'
        ? 'Opdrachten'
        : 'Mijn opdrachten';
    for (const roles of [
      [a, b],
      [b, a],
    ]) {
      expect(canSeeBeheer(roles)).toBe(beheer);
      expect(isStaff(roles)).toBe(staff);
      expect(opdrachtenLabel(roles)).toBe(label);
      expect(seesAssignments(roles)).toBe(assignments);
    }
  });

  it.each([
    { roles: [], beheer: false, label: 'Mijn opdrachten', staff: false },
    { roles: ['subscriber'], beheer: false, label: 'Mijn opdrachten', staff: false },
    { roles: ['Administrator'], beheer: false, label: 'Mijn opdrachten', staff: false },
    { roles: ['subscriber', 'medewerker'], beheer: false, label: 'Opdrachten', staff: true },
    { roles: ['professional', 'editor'], beheer: true, label: 'Mijn opdrachten', staff: false },
    { roles: ['administrator', 'editor'], beheer: true, label: 'Opdrachten', staff: true },
    { roles: [...ROLES], beheer: true, label: 'Opdrachten', staff: true },
  ] as const)(
    '$roles: beheer $beheer, label $label, staff $staff',
    ({ roles, beheer, label, staff }) => {
      expect(canSeeBeheer(roles)).toBe(beheer);
      expect(opdrachtenLabel(roles)).toBe(label);
      expect(isStaff(roles)).toBe(staff);
    },
  );
});

describe('shownName (top bar: firstName, otherwise displayName)', () => {
  it.each([
    { user: { firstName: 'Femke', displayName: 'Femke Jansen' }, shown: 'Femke' },
    { user: { firstName: '', displayName: 'Femke Jansen' }, shown: 'Femke Jansen' },
    { user: { firstName: '   ', displayName: 'Femke Jansen' }, shown: 'Femke Jansen' },
    { user: { displayName: 'admin' }, shown: 'admin' },
    { user: { firstName: 'Femke' }, shown: 'Femke' },
    { user: { firstName: '' }, shown: '' },
    { user: {}, shown: '' },
  ])('$user → "$shown"', ({ user, shown }) => {
    expect(shownName(user)).toBe(shown);
  });
});
