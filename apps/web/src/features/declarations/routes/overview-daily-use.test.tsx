import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitted, yearSummary } from '@/test/declaration-responses';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';

/** Issue 25: what the year's cards say about a rejected or an undeclared month. */

const TODAY = new Date('2026-10-14T10:00:00+02:00');
const SUMMARY = '/custom/v1/declarations/summary';

const monthCard = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

function openYear(path = '/portal/declaraties') {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
  const api = installFakeApi();
  api.on(
    'GET',
    SUMMARY,
    yearSummary(2026, [
      {
        month: 8,
        status: 'rejected',
        row_count: 2,
        total_amount: 40,
        submitted_declarations: [submitted('rejected', 2026, 8)],
      },
      { month: 9, status: null, row_count: 3, total_amount: 55 },
    ]),
  );
  storeSession();
  return renderPortal({ path });
}

/** A window of the given width as far as CSS media queries go. */
function windowWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      return {
        matches: max ? width <= Number(max[1]) : false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      };
    }),
  );
}

/** jsdom lays nothing out and has no scrollIntoView; the browser's is what gets called. */
function scrollSpy() {
  const spy = vi.fn();
  Element.prototype.scrollIntoView = spy;
  return spy;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('declarations overview, daily use (issue 25)', () => {
  it('says on a rejected month that it was rejected and links to it', async () => {
    const view = openYear();
    await waitFor(() => expect(within(monthCard('Augustus')).getByText('Afgekeurd')).toBeVisible());
    const card = within(monthCard('Augustus'));
    expect(card.getByText(/Afgekeurd door de beoordelaar\./)).toBeVisible();
    await view.user.click(card.getByRole('link', { name: 'Lees waarom augustus is afgekeurd' }));
    await waitFor(() => expect(view.location()).toBe('/portal/declaraties/2026/8'));
  });

  it('reads "Geen declaraties" on past months without lines, not "Verwerkt"', async () => {
    openYear();
    await waitFor(() =>
      expect(within(monthCard('Juli')).getByText('Geen declaraties')).toBeVisible(),
    );
    expect(within(monthCard('Januari')).getByText('Geen declaraties')).toBeVisible();
    // A closed month with lines keeps the spec's badge; this month is still to be declared.
    expect(within(monthCard('September')).getByText('Verwerkt')).toBeVisible();
    expect(within(monthCard('Oktober')).getByText('In concept')).toBeVisible();
    expect(screen.getAllByText('Verwerkt')).toHaveLength(1);
    expect(within(monthCard('Juli')).getByRole('link', { name: 'Bekijken juli' })).toBeVisible();
  });

  it('starts at the current month on a phone', async () => {
    windowWidth(375);
    const scrolled = scrollSpy();
    openYear();
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(monthCard('Oktober'));
    expect(monthCard('Oktober')).toHaveAttribute('aria-current', 'date');
  });

  it('stays at the top on a wide screen', async () => {
    windowWidth(1280);
    const scrolled = scrollSpy();
    openYear();
    await waitFor(() =>
      expect(within(monthCard('Juli')).getByText('Geen declaraties')).toBeVisible(),
    );
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('stays at the top of another year on a phone', async () => {
    windowWidth(375);
    const scrolled = scrollSpy();
    openYear('/portal/declaraties/2025');
    expect(await screen.findByLabelText('Jaar')).toHaveValue('2025');
    expect(screen.queryByRole('listitem', { current: 'date' })).not.toBeInTheDocument();
    expect(scrolled).not.toHaveBeenCalled();
  });
});
