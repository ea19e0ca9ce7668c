import {
  DEFAULT_MAIL_MODE,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationMailMode,
} from '@portal/contract/endpoints/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeApi } from '@/test/fake-api';
import { profileBody } from '@/test/people-responses';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse, restError } from '@/test/wp-responses';

const PREFERENCES = '/intranet/v1/notification-preferences';

const answer = (changes: Partial<Record<NotificationKind, NotificationMailMode>> = {}) =>
  jsonResponse(200, { kinds: { ...DEFAULT_MAIL_MODE, ...changes } });

function openProfile(api: FakeApi) {
  api.on('GET', '/custom/v1/user-profile', jsonResponse(200, profileBody()));
  storeSession();
  return renderPortal({ path: '/portal/profiel' });
}

const section = async () =>
  within((await screen.findByRole('heading', { level: 2, name: 'Meldingen' })).closest('section')!);

describe('Profiel → Meldingen', () => {
  it("shows a radio group per kind, in the contract's order, with each kind's e-mail", async () => {
    const api = installFakeApi();
    api.on('GET', PREFERENCES, answer({ declaration_approved: 'digest' }));
    openProfile(api);
    const meldingen = await section();

    expect(meldingen.getByText(/In het portaal zie je al je meldingen altijd/)).toBeVisible();
    const groups = await meldingen.findAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual(
      Object.values(NOTIFICATION_KINDS),
    );
    const group = (name: string) => meldingen.getByRole('group', { name });
    expect(
      within(group('Je declaraties zijn goedgekeurd')).getByRole('radio', {
        name: 'Dagelijks overzicht',
      }),
    ).toBeChecked();
    expect(within(group('Nieuws')).getByRole('radio', { name: 'Uit' })).toBeChecked();
    expect(
      within(group('Je declaraties zijn afgekeurd')).getByRole('radio', { name: 'Direct' }),
    ).toBeChecked();
    expect(
      within(group('Nieuws'))
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Direct', 'Dagelijks overzicht', 'Uit']);
  });

  it('saves only the kinds that changed and says so', async () => {
    const api = installFakeApi();
    api.on('GET', PREFERENCES, answer());
    api.on('PUT', PREFERENCES, (call) =>
      answer((call.body as { kinds: Record<NotificationKind, NotificationMailMode> }).kinds),
    );
    const view = openProfile(api);
    const meldingen = await section();
    const group = (name: string) => within(meldingen.getByRole('group', { name }));
    await meldingen.findAllByRole('group');

    await view.user.click(group('Nieuws').getByRole('radio', { name: 'Direct' }));
    await view.user.click(
      group('Een zorgelijke stemming van je professional').getByRole('radio', { name: 'Uit' }),
    );
    await view.user.click(meldingen.getByRole('button', { name: 'Meldingen opslaan' }));

    expect(await meldingen.findByText('Meldingen succesvol opgeslagen')).toBeVisible();
    expect(api.callsTo('PUT', PREFERENCES)[0]?.body).toEqual({
      kinds: { news_published: 'direct', mood_worrying: 'off' },
    });
    expect(group('Nieuws').getByRole('radio', { name: 'Direct' })).toBeChecked();
  });

  it("shows a failed save's own message", async () => {
    const api = installFakeApi();
    api.on('GET', PREFERENCES, answer());
    api.on('PUT', PREFERENCES, restError(500, 'internal_error', 'Er is iets misgegaan.'));
    const view = openProfile(api);
    const meldingen = await section();
    await meldingen.findAllByRole('group');
    await view.user.click(meldingen.getByRole('button', { name: 'Meldingen opslaan' }));
    expect(await meldingen.findByRole('alert')).toHaveTextContent('Er is iets misgegaan.');
  });

  it('says when the choices cannot be loaded, and loads them again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = installFakeApi();
    api.on('GET', PREFERENCES, restError(403, 'rest_forbidden', 'Nee.'), answer());
    const view = openProfile(api);
    const meldingen = await section();
    expect(await meldingen.findByRole('alert')).toHaveTextContent(
      'Je meldingen konden niet worden geladen.',
    );
    await view.user.click(meldingen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(meldingen.getAllByRole('group')).toHaveLength(12));
  });
});
