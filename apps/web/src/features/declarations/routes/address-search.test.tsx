import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { declarationTypes, monthSummary } from '@/test/declaration-responses';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import type { RuntimeConfig } from '@/shared/config/runtime-config';
import { jsonResponse } from '@/test/wp-responses';
import { ONLY_PLACES_HINT } from '../components/address-field';

const TODAY = new Date('2026-03-04T10:00:00+01:00');
const SEARCH = '/custom/v1/declarations/search-locations';
const KILOMETERS = '/custom/v1/declarations/calculate-kilometers';

const suggestions = (input: string) =>
  jsonResponse(200, {
    success: true,
    locations: Array.from({ length: 12 }, (_, index) => ({
      id: `adr-${index}`,
      description: `${input}straat ${index + 1}, Utrecht`,
    })),
  });

/** Opens the new-declaration form with the kilometre type, on real timers. */
async function openTripForm(
  search: Parameters<ReturnType<typeof installFakeApi>['on']>[2] = (call) =>
    suggestions(call.query.get('input') ?? ''),
  config: Partial<RuntimeConfig> = {},
) {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
  const api = installFakeApi();
  api.on('GET', '/custom/v1/declarations/summary', monthSummary());
  api.on('GET', '/wp/v2/declaration_types', declarationTypes());
  api.on('GET', '/custom/v1/declarations/recent-locations', jsonResponse(200, { locations: [] }));
  api.on('GET', SEARCH, search);
  api.on('GET', KILOMETERS, jsonResponse(200, { kilometers: 12.5 }));
  storeSession();
  const view = renderPortal({ path: '/portal/declaraties/2026/3', config });
  await view.user.click(await screen.findByRole('button', { name: 'Nieuwe declaratie toevoegen' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Nieuwe declaratie' }));
  await view.user.selectOptions(await dialog.findByLabelText('Soort declaratie'), 'Kilometers');
  return { api, view, dialog };
}

/** From here on the clock is the test's: timers only run when advanced. */
function takeOverTimers() {
  vi.useFakeTimers({ now: TODAY, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * Reading a response body takes real event-loop turns, and the query cache then reports
 * through a (fake) zero timeout: poll in real time while nudging the fake clock.
 */
const until = (assertion: () => void) =>
  vi.waitFor(async () => {
    await advance(0);
    assertion();
  });

describe('address search', () => {
  it('asks nothing below 4 characters and waits 500 ms after the last keystroke', async () => {
    const { api, dialog } = await openTripForm();
    const start = dialog.getByRole('combobox', { name: 'Startlocatie' });
    takeOverTimers();

    fireEvent.change(start, { target: { value: 'Utr' } });
    await advance(2_000);
    expect(api.callsTo('GET', SEARCH)).toHaveLength(0);

    fireEvent.change(start, { target: { value: 'Utre' } });
    await advance(300);
    fireEvent.change(start, { target: { value: 'Utrec' } });
    await advance(499);
    expect(api.callsTo('GET', SEARCH)).toHaveLength(0);
    await advance(1);
    expect(api.callsTo('GET', SEARCH).map((call) => call.query.get('input'))).toEqual(['Utrec']);

    await until(() => expect(dialog.getByRole('listbox')).toBeVisible());
    expect(start).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog.getByRole('listbox')).getAllByRole('option')).toHaveLength(10);
  });

  it('shows three skeleton rows while searching', async () => {
    const { api, dialog } = await openTripForm();
    api.on('GET', SEARCH, new Promise<Response>(() => {}));
    const start = dialog.getByRole('combobox', { name: 'Startlocatie' });
    takeOverTimers();
    fireEvent.change(start, { target: { value: 'Stationsplein' } });
    await advance(500);
    const searching = dialog
      .getByText('Adressen zoeken...')
      .closest('[role="status"]') as HTMLElement;
    expect(searching.querySelectorAll('.animate-pulse')).toHaveLength(3);
  });

  it('takes a suggestion with the keyboard and calculates the kilometres', async () => {
    const { api, dialog } = await openTripForm();
    const start = dialog.getByRole('combobox', { name: 'Startlocatie' });
    const end = dialog.getByRole('combobox', { name: 'Eindlocatie' });
    takeOverTimers();

    fireEvent.change(start, { target: { value: 'Stationsplein' } });
    await advance(500);
    await until(() => expect(dialog.getByRole('listbox')).toBeVisible());
    fireEvent.keyDown(start, { key: 'ArrowDown' });
    fireEvent.keyDown(start, { key: 'ArrowDown' });
    const active = start.getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')).toHaveTextContent(
      'Stationspleinstraat 2, Utrecht',
    );
    fireEvent.keyDown(start, { key: 'Enter' });
    expect(start).toHaveValue('Stationspleinstraat 2, Utrecht');
    expect(start).toHaveAttribute('aria-expanded', 'false');

    fireEvent.change(end, { target: { value: 'Croeselaan' } });
    await advance(500);
    await until(() => expect(dialog.getByRole('listbox')).toBeVisible());
    fireEvent.keyDown(end, { key: 'ArrowDown' });
    fireEvent.keyDown(end, { key: 'Enter' });

    await until(() => expect(dialog.getByLabelText('Kilometers')).toHaveValue('12,5'));
    const [call] = api.callsTo('GET', KILOMETERS);
    expect(call?.query.get('start')).toBe('Stationspleinstraat 2, Utrecht');
    expect(call?.query.get('end')).toBe('Croeselaanstraat 1, Utrecht');
    expect(dialog.getByLabelText('Bedrag in euro')).toHaveValue('2,88');
  });

  it('closes the list with Escape and keeps the dialog open', async () => {
    const { dialog } = await openTripForm();
    const start = dialog.getByRole('combobox', { name: 'Startlocatie' });
    takeOverTimers();
    fireEvent.change(start, { target: { value: 'Stationsplein' } });
    await advance(500);
    await until(() => expect(dialog.getByRole('listbox')).toBeVisible());
    expect(start).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(start, { key: 'Escape' });
    expect(start).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Nieuwe declaratie' })).toBeInTheDocument();
  });

  it('says so when nothing is found (ZERO_RESULTS)', async () => {
    const { api, dialog } = await openTripForm();
    api.on(
      'GET',
      SEARCH,
      jsonResponse(200, { success: true, locations: [], message: 'ZERO_RESULTS' }),
    );
    const end = dialog.getByRole('combobox', { name: 'Eindlocatie' });
    takeOverTimers();
    fireEvent.change(end, { target: { value: 'Nergenshuizen 99' } });
    await advance(500);
    await until(() =>
      expect(dialog.getByText("Geen adressen gevonden voor 'Nergenshuizen 99'")).toBeVisible(),
    );
  });
});

describe('address search with the offline provider (issue 14)', () => {
  /** The offline provider knows places: "Utrecht" is found, a street address is not. */
  const offlineSearch = (call: { query: URLSearchParams }) => {
    const input = call.query.get('input') ?? '';
    return jsonResponse(200, {
      success: true,
      provider: 'offline',
      ...(input.startsWith('Utrecht')
        ? { locations: [{ id: 'plaats-utrecht', description: 'Utrecht' }] }
        : { locations: [], message: 'ZERO_RESULTS' }),
    });
  };

  it('says under the field that only place names are known, and so for a street address', async () => {
    const { dialog } = await openTripForm(offlineSearch);
    const start = dialog.getByRole('combobox', { name: 'Startlocatie' });
    expect(dialog.queryByText(ONLY_PLACES_HINT)).not.toBeInTheDocument();
    takeOverTimers();

    fireEvent.change(start, { target: { value: 'Utrecht' } });
    await advance(500);
    await until(() => expect(dialog.getByRole('listbox')).toBeVisible());
    // Both address fields say it once the answer named the provider.
    expect(dialog.getAllByText(ONLY_PLACES_HINT)).toHaveLength(2);
    expect(start).toHaveAccessibleDescription(ONLY_PLACES_HINT);
    // Issue 25 item 3: the placeholder asks for what the search finds.
    expect(start).toHaveAttribute('placeholder', 'Zoek een plaats');

    fireEvent.change(start, { target: { value: 'Stationsplein Utr' } });
    await advance(500);
    await until(() =>
      expect(dialog.getByText('Alleen plaatsnamen zijn bekend; kies de plaats.')).toBeVisible(),
    );
    expect(dialog.queryByText(/Geen adressen gevonden/)).not.toBeInTheDocument();

    // A place name that is not known still says so plainly.
    fireEvent.change(start, { target: { value: 'Xyzdorp' } });
    await advance(500);
    await until(() =>
      expect(dialog.getByText("Geen adressen gevonden voor 'Xyzdorp'")).toBeVisible(),
    );
  });

  it('says it from the start when the page names the offline provider', async () => {
    const { dialog } = await openTripForm(offlineSearch, { addressProvider: 'offline' });
    expect(dialog.getAllByText(ONLY_PLACES_HINT)).toHaveLength(2);
    expect(dialog.getByRole('combobox', { name: 'Eindlocatie' })).toHaveAccessibleDescription(
      ONLY_PLACES_HINT,
    );
  });

  it('gives no hint when the provider finds street addresses (PDOK)', async () => {
    const { dialog } = await openTripForm((call) =>
      jsonResponse(200, {
        success: true,
        provider: 'pdok',
        locations: [{ id: 'adr-1', description: `${call.query.get('input')} 1, Utrecht` }],
      }),
    );
    const start = dialog.getByRole('combobox', { name: 'Startlocatie' });
    takeOverTimers();
    fireEvent.change(start, { target: { value: 'Stationsplein Utr' } });
    await advance(500);
    await until(() => expect(dialog.getByRole('listbox')).toBeVisible());
    expect(dialog.queryByText(ONLY_PLACES_HINT)).not.toBeInTheDocument();
  });
});
