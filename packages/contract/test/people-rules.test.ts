import { describe, expect, it } from 'vitest';
import { accountRefusal, relationRefusal, roleGrantRefusal } from '../src/rules/index.js';

/** Issue 24: who may write whose account in Beheer "Mensen" (server and screen alike). */

const admin = { id: 1, roles: ['administrator'] };
const beheerder = { id: 2, roles: ['beheerder'] };
const person = (roles: string[], id = 9) => ({ id, roles });

describe('accountRefusal', () => {
  it.each([
    [['professional'], undefined],
    [['medewerker'], undefined],
    [['editor'], 'rest_cannot_edit_staff'],
    [['beheerder'], 'rest_cannot_edit_staff'],
    [['medewerker', 'editor'], 'rest_cannot_edit_staff'],
    [['administrator'], 'rest_cannot_edit_administrator'],
  ])('a beheerder writing an account of %j: %s', (roles, code) => {
    for (const write of ['roles', 'email', 'fields', 'link', 'deactivate', 'reactivate'] as const) {
      expect(accountRefusal(beheerder, person(roles), write)?.code).toBe(code);
      expect(accountRefusal(admin, person(roles), write)).toBeUndefined();
    }
  });

  it('names the role in the reason', () => {
    expect(accountRefusal(beheerder, person(['editor']), 'roles')?.message).toBe(
      'Alleen een administrator kan de rollen van een redacteur wijzigen.',
    );
  });

  it('keeps everyone from their own roles and from deactivating themselves, nothing else', () => {
    for (const self of [admin, beheerder]) {
      expect(accountRefusal(self, self, 'roles')?.code).toBe('rest_cannot_change_own_roles');
      expect(accountRefusal(self, self, 'deactivate')?.code).toBe('rest_cannot_deactivate_self');
    }
    expect(accountRefusal(admin, admin, 'email')).toBeUndefined();
    // A beheerder's own account is a beheerder's: their profile is in Profiel.
    expect(accountRefusal(beheerder, beheerder, 'fields')?.code).toBe('rest_cannot_edit_staff');
  });
});

describe('roleGrantRefusal and relationRefusal', () => {
  it.each([
    ['administrator', 'rest_cannot_grant_administrator'],
    ['editor', 'rest_cannot_grant_role'],
    ['beheerder', 'rest_cannot_grant_role'],
    ['medewerker', undefined],
    ['professional', undefined],
  ])('a beheerder giving or taking %s: %s', (role, code) => {
    expect(roleGrantRefusal(beheerder, role)?.code).toBe(code);
    expect(roleGrantRefusal(admin, role)).toBeUndefined();
  });

  // [consultant's roles, professional's roles, a beheerder's refusal]
  it.each([
    [['administrator'], ['professional'], 'rest_cannot_relate_staff'],
    [['medewerker'], ['administrator'], 'rest_cannot_relate_staff'],
    [['medewerker'], ['editor'], 'rest_cannot_relate_staff'],
    [['medewerker'], ['beheerder'], 'rest_cannot_relate_staff'],
    [['beheerder'], ['professional'], undefined],
    [['editor'], ['medewerker'], undefined],
    [['medewerker'], ['professional'], undefined],
  ])('a beheerder relating consultant %j and professional %j: %s', (consultant, pro, code) => {
    expect(relationRefusal(beheerder, person(consultant), person(pro))?.code).toBe(code);
    expect(relationRefusal(admin, person(consultant), person(pro))).toBeUndefined();
  });

  it('names the reason', () => {
    expect(
      relationRefusal(beheerder, person(['administrator']), person(['professional']))?.message,
    ).toBe(
      'Alleen een administrator kan een administrator als consultant of professional toevoegen of verwijderen.',
    );
    expect(relationRefusal(beheerder, person(['medewerker']), person(['editor']))?.message).toBe(
      'Alleen een administrator kan een redacteur als professional toevoegen of verwijderen.',
    );
  });
});
