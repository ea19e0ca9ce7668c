import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedInUser } from '../factories/index.js';
import { INTRANET, useTestApp } from '../helpers/test-app.js';
import { groupName, listAs, USERS } from './users-helpers.js';

/**
 * The directory keeps a page for a few seconds; a card changed through the portal must show at
 * once (issue 10: a new picture is seen "on their card in Collega's").
 */

const ctx = useTestApp();
const group = groupName();
let writer: SignedInUser;
let reader: SignedInUser;

beforeAll(async () => {
  const db = ctx.database.db;
  writer = await (await createUser(db, { voornaam: 'Oud', achternaam: group })).signIn(ctx.app);
  await createUser(db, { voornaam: 'Piet', achternaam: group });
  reader = await (await createUser(db, { roles: ['medewerker'] })).signIn(ctx.app);
});

describe('the directory after a profile change', () => {
  it('shows the new name, order and public phone in the next list, also when the list was just read', async () => {
    const url = `${USERS}?search=${group}&roles=beheerder,medewerker,professional&per_page=100`;
    const before = await listAs(reader, url);
    expect(before.items.map((item) => item.acf.firstname)).toEqual(['Oud', 'Piet']);

    const saved = await writer.call({
      method: 'POST',
      url: '/wp-json/custom/v1/user-profile',
      headers: INTRANET,
      payload: { voornaam: 'Zwart', public_phone: '030 111 2233' },
    });
    expect(saved.statusCode).toBe(200);

    const after = await listAs(reader, url);
    expect(after.items.map((item) => [item.name, item.acf.public_phone])).toEqual([
      [`Piet ${group}`, ''],
      [`Zwart ${group}`, '030 111 2233'],
    ]);
  });

  it('keeps the list when a profile write fails', async () => {
    const url = `${USERS}?search=${group}&per_page=100`;
    await listAs(reader, url);
    const refused = await writer.call({
      method: 'POST',
      url: '/wp-json/custom/v1/user-profile',
      headers: INTRANET,
      payload: { onbekend: 'veld' },
    });
    expect(refused.statusCode).toBe(400);
    const again = await listAs(reader, url);
    expect(again.items.map((item) => item.acf.firstname)).toEqual(['Piet', 'Zwart']);
  });
});
