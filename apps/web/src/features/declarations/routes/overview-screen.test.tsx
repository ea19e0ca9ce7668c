import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { submitted, yearSummary } from '@/test/declaration-responses';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';

/** 4 March 2026: February closes in 6 days, April is next month. */
const TODAY = new Date('2026-03-04T10:00:00+01:00');

/** Only the date is fixed; timers stay real so the app and user-event run as usual. */
function fixToday() {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
}

const SUMMARY = '/custom/v1/declarations/summary';

function monthCard(name: string) {
  return screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
}

describe('declarations overview', () => {
  it('shows the twelve months with their badges from one call for the year', async () => {
    fixToday();
    const api = installFakeApi();
    api.on(
      'GET',
      SUMMARY,
      yearSummary(2026, [
        {
          month: 1,
          status: 'approved',
          row_count: 3,
          total_amount: 86.4,
          submitted_declarations: [submitted('approved', 2026, 1)],
        },
        { month: 2, row_count: 2, total_amount: 25 },
        { month: 3, row_count: 1, total_amount: 1234.5 },
      ]),
    );
    storeSession();
    renderPortal({ path: '/portal/declaraties' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Declaraties' })).toBeVisible();
    await waitFor(() => expect(within(monthCard('Januari')).getByText('Verwerkt')).toBeVisible());
    expect(within(monthCard('Februari')).getByText('In concept')).toBeVisible();
    expect(within(monthCard('Februari')).getByText('(6 dagen tot sluiting)')).toBeVisible();
    expect(within(monthCard('Maart')).getByText('In concept')).toBeVisible();
    expect(within(monthCard('Maart')).getByText('1 regel · € 1.234,50')).toBeVisible();
    expect(within(monthCard('April')).getByText('Nieuw')).toBeVisible();
    expect(within(monthCard('December')).getByText('Nog niet open')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Start met declareren' })).toBeVisible();
    expect(screen.getByLabelText('Jaar')).toHaveValue('2026');

    expect(api.callsTo('GET', SUMMARY)).toHaveLength(1);
    const [call] = api.callsTo('GET', SUMMARY);
    expect(call?.query.get('year')).toBe('2026');
    expect(call?.query.has('month')).toBe(false);
  });

  it('links open months and disables the button of a month that is not open yet', async () => {
    fixToday();
    const api = installFakeApi();
    api.on('GET', SUMMARY, yearSummary(2026));
    storeSession();
    renderPortal({ path: '/portal/declaraties/2026' });

    await waitFor(() => expect(within(monthCard('Mei')).getByText('Nog niet open')).toBeVisible());
    expect(
      within(monthCard('April')).getByRole('link', { name: 'Bekijken april' }),
    ).toHaveAttribute('href', '/portal/declaraties/2026/4');
    const may = within(monthCard('Mei'));
    expect(may.queryByRole('link')).not.toBeInTheDocument();
    const closed = may.getByRole('button', { name: 'Bekijken mei' });
    expect(closed).toHaveAttribute('aria-disabled', 'true');
    expect(closed).toHaveAccessibleDescription('Nog niet open Opent op 30 april 2026');
    // Issue 14: a month that is not open yet says when it opens (31 days before its last day).
    expect(may.getByText('Opent op 30 april 2026')).toBeVisible();
    expect(within(monthCard('April')).getByText('Opent op 30 maart 2026')).toBeVisible();
    expect(within(monthCard('Maart')).queryByText(/^Opent op/)).not.toBeInTheDocument();
  });

  it('reads "Laden..." on every month while the year loads', async () => {
    fixToday();
    const api = installFakeApi();
    api.on('GET', SUMMARY, new Promise<Response>(() => {}));
    storeSession();
    renderPortal({ path: '/portal/declaraties/2026' });
    await screen.findByRole('heading', { level: 3, name: 'Januari' });
    expect(screen.getAllByText('Laden...')).toHaveLength(12);
    expect(screen.queryByRole('link', { name: /Bekijken/ })).not.toBeInTheDocument();
  });

  it('opens another year from the year select, two years back to two ahead', async () => {
    fixToday();
    const api = installFakeApi();
    api.on('GET', SUMMARY, (call) => yearSummary(Number(call.query.get('year'))));
    storeSession();
    const view = renderPortal({ path: '/portal/declaraties' });
    const select = await screen.findByLabelText('Jaar');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2024', '2025', '2026', '2027', '2028']);
    await view.user.selectOptions(select, '2027');
    await waitFor(() => expect(view.location()).toBe('/portal/declaraties/2027'));
    await waitFor(() =>
      expect(api.callsTo('GET', SUMMARY).map((call) => call.query.get('year'))).toEqual([
        '2026',
        '2027',
      ]),
    );
    // Every month of a later year is closed.
    await waitFor(() => expect(screen.getAllByText('Nog niet open')).toHaveLength(12));
  });

  it('shows the notice of the query in green and drops it after 5 seconds', async () => {
    fixToday();
    const api = installFakeApi();
    api.on('GET', SUMMARY, yearSummary(2026));
    storeSession();
    const view = renderPortal({ path: '/portal/declaraties/2026' });
    await screen.findByRole('heading', { level: 3, name: 'December' });

    // The screen's code is loaded; from here the clock is ours.
    vi.useFakeTimers({ now: TODAY, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await act(() =>
      view.router.navigate(
        '/portal/declaraties/2026?success=1&message=Declaratie+succesvol+ingediend',
      ),
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Declaratie succesvol ingediend');
    expect(notice.parentElement).toHaveAttribute('aria-live', 'polite');

    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(screen.getByText('Declaratie succesvol ingediend')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Declaratie succesvol ingediend')).not.toBeInTheDocument();
    expect(view.location()).toBe('/portal/declaraties/2026');
  });

  it('shows an error from the query in red and closes it on request', async () => {
    fixToday();
    const api = installFakeApi();
    api.on('GET', SUMMARY, yearSummary(2026));
    storeSession();
    const view = renderPortal({
      path: '/portal/declaraties/2026?error=1&message=Deze%20maand%20is%20nog%20niet%20beschikbaar',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Deze maand is nog niet beschikbaar');
    fireEvent.click(within(alert).getByRole('button', { name: 'Melding sluiten' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(view.location()).toBe('/portal/declaraties/2026');
  });

  it('sends an address that is not a year back to the overview', async () => {
    fixToday();
    const api = installFakeApi();
    api.on('GET', SUMMARY, yearSummary(2026));
    storeSession();
    const view = renderPortal({ path: '/portal/declaraties/twintig' });
    await waitFor(() => expect(view.location()).toBe('/portal/declaraties'));
  });
});
