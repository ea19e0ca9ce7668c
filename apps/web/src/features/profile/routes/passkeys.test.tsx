import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { profileBody } from '@/test/people-responses';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse } from '@/test/wp-responses';

const LIST = '/intranet/v1/passkeys';
const LAPTOP = {
  id: 4,
  name: 'Laptop werk',
  created: '2026-11-20T09:15:00.000Z',
  last_used: '2026-11-26T07:05:00.000Z',
};
const PHONE = { id: 5, name: 'Telefoon', created: '2026-11-25T18:00:00.000Z', last_used: null };

function openProfile() {
  const api = installFakeApi();
  api.on('GET', '/custom/v1/user-profile', jsonResponse(200, profileBody()));
  storeSession();
  return { api, open: () => renderPortal({ path: '/portal/profiel' }) };
}

const passkeysRegion = async () => screen.findByRole('region', { name: 'Passkeys' });

describe('Profiel → Account → Passkeys (issue 27)', () => {
  it('lists the passkeys with when they were added and last used', async () => {
    const { api, open } = openProfile();
    api.on('GET', LIST, jsonResponse(200, [LAPTOP, PHONE]));
    open();
    const region = await passkeysRegion();
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /Laptop werk.*Toegevoegd op 20-11-2026 10:15.*laatst gebruikt op 26-11-2026 08:05/,
      ),
      expect.stringMatching(/Telefoon.*Toegevoegd op 25-11-2026 19:00.*nog niet gebruikt/),
    ]);
    // jsdom has no WebAuthn: adding one is not offered, and that is said.
    expect(within(region).getByText('Deze browser kan geen passkeys gebruiken.')).toBeVisible();
  });

  it('says when there are none', async () => {
    const { api, open } = openProfile();
    api.on('GET', LIST, jsonResponse(200, []));
    open();
    expect(
      await within(await passkeysRegion()).findByText('Je hebt nog geen passkeys.'),
    ).toBeVisible();
  });

  it('removes one after a confirmation naming it, and lists the rest', async () => {
    const { api, open } = openProfile();
    api.on('GET', LIST, jsonResponse(200, [LAPTOP, PHONE]), jsonResponse(200, [PHONE]));
    api.on('DELETE', `${LIST}/4`, jsonResponse(200, { deleted: true, id: 4 }));
    const view = open();
    const region = await passkeysRegion();
    await view.user.click(
      await within(region).findByRole('button', { name: 'Passkey Laptop werk verwijderen' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Met de passkey “Laptop werk” kun je daarna niet meer inloggen.',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    expect(within(region).getByRole('listitem')).toHaveTextContent('Telefoon');
    expect(api.callsTo('DELETE', `${LIST}/4`)).toHaveLength(1);
  });
});
