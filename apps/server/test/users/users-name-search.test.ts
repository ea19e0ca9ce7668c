import { COLLEAGUE_ROLES } from '@portal/contract';
import { ROLES, type Role } from '@portal/contract/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedInUser } from '../factories/index.js';
import { useTestApp } from '../helpers/test-app.js';
import { groupName, listAs, USERS } from './users-helpers.js';

/**
 * Issue 25 item 14: the portal's search finds colleagues by asking the directory's own list
 * (GET /wp/v2/users with the directory's roles and the name as `search`), so who finds whom is
 * the directory's rule: every signed-in role finds the active beheerders, medewerkers and
 * professionals by (part of) their full name; nobody finds a deactivated colleague, an
 * administrator or an editor.
 */
const ctx = useTestApp();
const group = groupName();
const askers = new Map<Role, SignedInUser>();

beforeAll(async () => {
  const db = ctx.database.db;
  const person = (voornaam: string, roles: Role[], columns = {}) =>
    createUser(db, { roles, voornaam, tussenvoegsel: 'van', achternaam: group, columns });
  await person('Mila', ['medewerker']);
  await person('Noor', ['professional']);
  await person('Bram', ['beheerder']);
  await person('Oud', ['medewerker'], { deactivatedAt: new Date() });
  await person('Adam', ['administrator']);
  await person('Emma', ['editor']);
  for (const role of ROLES) {
    askers.set(role, await (await createUser(db, { roles: [role] })).signIn(ctx.app));
  }
});

const directorySearch = (words: string) =>
  `${USERS}?roles=${COLLEAGUE_ROLES.join(',')}&orderby=name&order=asc&per_page=100&search=${encodeURIComponent(words)}`;

describe('searching a colleague by name (the directory list the search page asks)', () => {
  it.each([...ROLES])(
    'a %s finds the listed colleagues, not the deactivated, administrators or editors',
    async (role) => {
      const asker = askers.get(role)!;
      const { response, items } = await listAs(asker, directorySearch(group));
      expect(response.statusCode).toBe(200);
      expect(items.map((item) => item.acf.firstname)).toEqual(['Bram', 'Mila', 'Noor']);
    },
  );

  it('finds a colleague by the full name as written, in any case', async () => {
    const asker = askers.get('professional')!;
    const { items } = await listAs(asker, directorySearch(`mila VAN ${group}`));
    expect(items.map((item) => item.acf.firstname)).toEqual(['Mila']);
    const { items: oud } = await listAs(asker, directorySearch(`Oud van ${group}`));
    expect(oud).toEqual([]);
  });
});
