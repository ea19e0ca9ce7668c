import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse } from '@/test/wp-responses';

const OVERVIEW = '/custom/v1/mood/overview';
const WEEKS = ['2026-11-02', '2026-11-09', '2026-11-16'];

const FEMKE = {
  id: 5,
  name: 'Femke Bos',
  professionals: [
    { id: 20, name: 'Daan Meijer', answers: [{ week: '2026-11-09', mood: 2 }] },
    { id: 21, name: 'Emma Jansen', answers: [{ week: '2026-11-09', mood: 4 }] },
  ],
};

const overview = (
  open = [{ id: 501, user: { id: 21, name: 'Emma Jansen' }, week: '2026-11-09', mood: 4 }],
  consultants: object[] = [FEMKE],
) => jsonResponse(200, { success: true, weeks: WEEKS, consultants, open });

afterEach(() => vi.useRealTimers());

describe('Stemming (mood overview)', () => {
  it('shows a medewerker the chart, the table and follows up an open answer', async () => {
    const api = installFakeApi();
    api.on('GET', OVERVIEW, overview(), overview([]));
    api.on(
      'POST',
      '/custom/v1/mood/answers/501/follow-up',
      jsonResponse(200, { success: true, message: 'Opgevolgd' }),
    );
    storeSession({ roles: ['medewerker'] });
    const { user } = renderPortal({ path: '/portal/stemming' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Femke Bos' })).toBeVisible();
    expect(api.callsTo('GET', OVERVIEW)[0]!.query.get('weeks')).toBe('8');
    await user.click(screen.getByText('Toon als tabel'));
    const table = within(screen.getByRole('table', { name: 'Antwoorden per week van Femke Bos' }));
    const emma = within(table.getByRole('row', { name: /Emma Jansen/ }));
    expect(emma.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['–', '4', '–']);

    expect(screen.getByRole('heading', { name: 'Nog op te volgen (1)' })).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Actie'), 'gesprek');
    await user.type(screen.getByLabelText('Notitie'), 'Donderdag koffie.');
    await user.click(screen.getByRole('button', { name: /Markeer als opgevolgd/ }));
    expect(await screen.findByText('Opgevolgd: Emma Jansen, week van 09-11-2026')).toBeVisible();
    expect(api.callsTo('POST', '/custom/v1/mood/answers/501/follow-up')[0]!.body).toEqual({
      action: 'gesprek',
      note: 'Donderdag koffie.',
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Nog op te volgen (0)' })).toBeVisible(),
    );
  });

  it('says a consultant’s professionals gave no answers instead of an empty chart', async () => {
    const api = installFakeApi();
    // Lotte's only professional answered before the period.
    const lotte = {
      id: 6,
      name: 'Lotte Smit',
      professionals: [{ id: 30, name: 'Sem Vos', answers: [{ week: '2026-10-05', mood: 1 }] }],
    };
    api.on('GET', OVERVIEW, overview([], [FEMKE, lotte]));
    storeSession({ roles: ['beheerder'] });
    renderPortal({ path: '/portal/beheer/stemming' });

    const femke = (await screen.findByRole('heading', { level: 2, name: 'Femke Bos' })).closest(
      'section',
    )!;
    const lotteCard = screen
      .getByRole('heading', { level: 2, name: 'Lotte Smit' })
      .closest('section')!;
    expect(await within(femke).findByRole('img', { name: /Femke Bos/ })).toBeInTheDocument();
    // The legend is a list of its own that wraps, each answer with its label.
    expect(
      within(within(femke).getByRole('list', { name: 'Legenda' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toHaveLength(4);
    expect(within(lotteCard).getByText('Geen antwoorden in deze periode.')).toBeVisible();
    expect(within(lotteCard).queryByRole('img')).toBeNull();
    expect(within(lotteCard).queryByText('Toon als tabel')).toBeNull();
  });

  it('sends a professional to the dashboard', async () => {
    installFakeApi();
    storeSession({ roles: ['professional'] });
    const view = renderPortal({ path: '/portal/stemming' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(view.location()).toBe('/portal/dashboard');
  });

  it('is a Beheer section for the beheerder', async () => {
    const api = installFakeApi();
    api.on('GET', OVERVIEW, overview());
    storeSession({ roles: ['beheerder'] });
    renderPortal({ path: '/portal/beheer/stemming' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stemming' })).toBeVisible();
    const menu = within(screen.getByRole('navigation', { name: 'Beheer' }));
    expect(menu.getByRole('link', { name: 'Stemming' })).toHaveAttribute('aria-current', 'page');
  });
});
