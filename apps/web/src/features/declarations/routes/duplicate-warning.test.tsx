import type { DeclarationRow, DuplicateLine } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  declarationTypes,
  monthSummary,
  receiptRow,
  reviewMonth,
  rowMutation,
  tripRow,
  yearSummary,
} from '@/test/declaration-responses';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse } from '@/test/wp-responses';

/** Issue 14 point 8: the duplicate warning in the form, on the month list and for reviewers. */
const TODAY = new Date('2026-03-04T10:00:00+01:00');
const SUMMARY = '/custom/v1/declarations/summary';
const TYPES = '/wp/v2/declaration_types';
const DUPLICATES = '/custom/v1/declarations/duplicates';
const ADD = '/custom/v1/declarations/add-declaration-row';

const earlierParking: DuplicateLine = {
  id: 555,
  month_id: 40,
  year: 2026,
  month: 2,
  month_submitted: true,
  date: '2026-02-16',
  type: 'Parkeren & tol',
  amount: 12.5,
  reason: 'same_receipt',
};
const sameDayLunch: DuplicateLine = {
  id: 610,
  month_id: 41,
  year: 2026,
  month: 3,
  month_submitted: false,
  date: '2026-03-10',
  type: 'Lunch',
  amount: 18.95,
  reason: 'same_line',
};

async function openMarch(rows: DeclarationRow[], path = '/portal/declaraties/2026/3') {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
  const api = installFakeApi();
  api.on('GET', SUMMARY, (call) =>
    call.query.has('month') ? monthSummary({ rows }) : yearSummary(2026),
  );
  api.on('GET', TYPES, declarationTypes());
  api.on('GET', '/custom/v1/declarations/recent-locations', jsonResponse(200, { locations: [] }));
  storeSession();
  const view = renderPortal({ path });
  await screen.findByRole('heading', { level: 1, name: 'Maart 2026' });
  return { api, view };
}

describe('duplicate warning on the month list', () => {
  it('shows under the line, with a link to the other line in its month', async () => {
    await openMarch([
      tripRow({ id: 601 }),
      receiptRow({ id: 602, duplicate_of: [earlierParking] }),
    ]);
    const warning = await screen.findByText(/Lijkt op een regel die je al hebt gedeclareerd:/);
    expect(warning.parentElement).toHaveTextContent(
      'Lijkt op een regel die je al hebt gedeclareerd: Parkeren & tol van 16-02-2026, € 12,50 (februari 2026), met dezelfde bon.',
    );
    const link = screen.getByRole('link', { name: /Parkeren & tol van 16-02-2026/ });
    expect(link).toHaveAttribute('href', '/portal/declaraties/2026/2?regel=555');
    // Only the line with a duplicate gets a warning.
    expect(screen.getAllByText(/Lijkt op een regel/)).toHaveLength(1);
  });

  it('highlights and focuses the line a link leads to', async () => {
    await openMarch(
      [tripRow({ id: 601 }), receiptRow({ id: 602 })],
      '/portal/declaraties/2026/3?regel=602',
    );
    const rows = await screen.findAllByRole('row');
    const target = rows.find((row) => row.getAttribute('aria-current') === 'true');
    expect(target).toBeDefined();
    expect(within(target!).getByText('Parkeren & tol')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(target));
  });
});

/** Opens the new form and fills in type and date (a Lunch on 10 March). */
async function newLunchOn10March(view: Awaited<ReturnType<typeof openMarch>>['view']) {
  await view.user.click(await screen.findByRole('button', { name: 'Nieuwe declaratie toevoegen' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Nieuwe declaratie' }));
  await dialog.findByRole('option', { name: 'Lunch' });
  await view.user.selectOptions(dialog.getByLabelText('Soort declaratie'), 'Lunch');
  fireEvent.change(dialog.getByLabelText('Datum'), { target: { value: '2026-03-10' } });
  return dialog;
}

describe('duplicate warning in the form, before saving', () => {
  it('checks the typed line, warns with a link in a new tab, and saving still works', async () => {
    const { api, view } = await openMarch([]);
    api.on('GET', DUPLICATES, (call) =>
      jsonResponse(200, {
        duplicates: call.query.get('amount') === '18.95' ? [sameDayLunch] : [],
      }),
    );
    api.on('POST', ADD, rowMutation(receiptRow({ id: 700 }), 'Declaratie is toegevoegd'));
    const dialog = await newLunchOn10March(view);
    await view.user.type(dialog.getByLabelText('Bedrag in euro'), '18,95');

    // The form has other live regions too (the receipt's reading status).
    const warning = await waitFor(() => {
      const found = dialog
        .getAllByRole('status')
        .find((status) => status.textContent?.includes('Lijkt op een regel'));
      expect(found).toBeDefined();
      return found!;
    });
    expect(warning).toHaveTextContent(
      'Lijkt op een regel die je al hebt gedeclareerd: Lunch van 10-03-2026, € 18,95 (maart 2026) (opent in een nieuw tabblad).',
    );
    const link = within(warning).getByRole('link');
    expect(link).toHaveAttribute('href', '/portal/declaraties/2026/3?regel=610');
    expect(link).toHaveAttribute('target', '_blank');
    const asked = api.callsTo('GET', DUPLICATES).at(-1)!;
    expect(Object.fromEntries(asked.query)).toEqual({
      declaration_type: '13',
      date: '2026-03-10',
      amount: '18.95',
      location_start: '',
      location_end: '',
    });

    await view.user.type(dialog.getByLabelText('Omschrijving'), 'Lunch met opdrachtgever');
    await view.user.click(dialog.getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() => expect(api.callsTo('POST', ADD)).toHaveLength(1));
  });

  it('asks again after a line was added: the same line a second time is warned about', async () => {
    // Issue 25 item 9: the form reused its first "no duplicates" answer until a reload.
    const { api, view } = await openMarch([]);
    let saved = false;
    api.on('GET', DUPLICATES, () => jsonResponse(200, { duplicates: saved ? [sameDayLunch] : [] }));
    api.on('POST', ADD, () => {
      saved = true;
      return rowMutation(receiptRow({ id: 700 }), 'Declaratie is toegevoegd');
    });
    const fillIn = async () => {
      const dialog = await newLunchOn10March(view);
      await view.user.type(dialog.getByLabelText('Bedrag in euro'), '18,95');
      await view.user.type(dialog.getByLabelText('Omschrijving'), 'Lunch met opdrachtgever');
      return dialog;
    };
    const first = await fillIn();
    await waitFor(() => expect(api.callsTo('GET', DUPLICATES)).toHaveLength(1));
    expect(first.queryByText(/Lijkt op een regel/)).toBeNull();
    await view.user.click(first.getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const second = await fillIn();
    expect(await second.findByText(/Lijkt op een regel/, {}, { timeout: 3000 })).toBeVisible();
  }, 40_000);

  it('asks nothing while date or amount are missing', async () => {
    const { api, view } = await openMarch([]);
    await newLunchOn10March(view);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.callsTo('GET', DUPLICATES)).toHaveLength(0);
  });
});

describe('duplicate warning for reviewers', () => {
  it('shows on the line; links to a submitted month’s review, names an unsubmitted one', async () => {
    vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
    const api = installFakeApi();
    api.on(
      'GET',
      '/custom/v1/declarations/review/41',
      reviewMonth({
        rows: [
          receiptRow({
            id: 603,
            date: '2026-02-12',
            duplicate_of: [
              { ...earlierParking, id: 556, month: 1, month_id: 39, date: '2026-01-12' },
              { ...earlierParking, id: 557, month: 3, month_id: 42, month_submitted: false },
            ],
          }),
        ],
      }),
    );
    storeSession({ roles: ['medewerker'] });
    renderPortal({ path: '/portal/declaraties/beoordelen/41' });
    const lead = await screen.findByText('Lijkt op een regel die al is gedeclareerd:');
    const warning = lead.parentElement!;
    expect(within(warning).getByRole('link')).toHaveAttribute(
      'href',
      '/portal/declaraties/beoordelen/39?regel=556',
    );
    expect(warning).toHaveTextContent('Parkeren & tol van 16-02-2026, € 12,50 (maart 2026)');
    expect(within(warning).getAllByRole('link')).toHaveLength(1);
  });
});
