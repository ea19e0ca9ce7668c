import type { Colleague, ColleagueEdit } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createUser } from '../factories/index.js';
import { useTestApp } from '../helpers/test-app.js';
import { groupName, listAs, USERS } from './users-helpers.js';

const ctx = useTestApp();

// Phone numbers are stored in E.164 since the profile checks; every answer shows them the Dutch
// way, as the profile does, so a colleague's card reads "06 12345678", not "+31612345678".
describe('phone numbers in the users API', () => {
  it('are shown the Dutch way on the card and in context=edit', async () => {
    const db = ctx.database.db;
    const group = groupName();
    const subject = await createUser(db, {
      voornaam: 'Tess',
      achternaam: group,
      columns: {
        publicPhone: '+31612345678',
        mobiel: '+31201234567',
        telNrThuis: '+3226400000',
      },
    });
    const colleague = await (await createUser(db, { roles: ['professional'] })).signIn(ctx.app);

    const { items } = await listAs(colleague, `${USERS}?search=${group}`);
    expect(items.map((item) => item.acf.public_phone)).toEqual(['06 12345678']);
    const card = (await colleague.call(`${USERS}/${subject.id}`)).json() as Colleague;
    expect(card.acf.public_phone).toBe('06 12345678');

    const self = await subject.signIn(ctx.app);
    const own = (await self.call(`${USERS}/me?context=edit`)).json() as ColleagueEdit;
    expect(own.acf.public_phone).toBe('06 12345678');
    expect(own.acf.mobiel).toBe('020 123 4567');
    expect(own.acf.tel_nr_thuis).toBe('+32 2 640 00 00');
  });
});
