import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { declarationTypes, monthSummary, yearSummary } from '@/test/declaration-responses';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse } from '@/test/wp-responses';

const TODAY = new Date('2026-03-04T10:00:00+01:00');
const SUMMARY = '/custom/v1/declarations/summary';
const SUGGESTIONS = '/custom/v1/declarations/receipt-suggestions';
const TOTALS = { total_rows: 0, total_vat_9: 0, total_vat_21: 0, total_amount: 0 };
const MARK = 'Voorgesteld uit de bon';

/** The new-line form of March 2026, with the server's reading of a receipt held until `read`. */
async function openForm(suggestions: Record<string, unknown>, busy = false) {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
  const api = installFakeApi();
  api.on('GET', SUMMARY, (call) =>
    call.query.has('month') ? monthSummary({ rows: [], ...TOTALS }) : yearSummary(2026),
  );
  api.on('GET', '/wp/v2/declaration_types', declarationTypes());
  api.on('GET', '/custom/v1/declarations/recent-locations', jsonResponse(200, { locations: [] }));
  let read!: () => void;
  const answered = new Promise<void>((resolve) => (read = resolve));
  api.on('POST', SUGGESTIONS, async () => {
    await answered;
    if (busy) {
      return jsonResponse(503, {
        code: 'receipt_reading_busy',
        message:
          'Er worden nu veel bonnen gelezen. Vul de regel zelf in of probeer het zo opnieuw.',
        data: { status: 503 },
      });
    }
    return jsonResponse(200, { source: 'ocr', ...suggestions });
  });
  storeSession();
  const view = renderPortal({ path: '/portal/declaraties/2026/3' });
  await view.user.click(await screen.findByRole('button', { name: 'Nieuwe declaratie toevoegen' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Nieuwe declaratie' }));
  await dialog.findByRole('option', { name: 'Lunch' });
  // By value: user-event compares option text as HTML ("Parkeren &amp; tol").
  await view.user.selectOptions(dialog.getByLabelText('Soort declaratie'), '12');
  return { api, view, dialog, read };
}

const photo = () => new File(['png bytes'], 'bon.png', { type: 'image/png' });

describe('receipt suggestions in the declaration form', () => {
  it('fills only the empty fields from the receipt, marks them, and drops a mark on change', async () => {
    const { api, view, dialog, read } = await openForm({
      date: '2026-03-16',
      amount: 18.75,
      vat_rate: 9,
      shop: 'Q-Park Centrum',
    });
    // A desktop (no touch screen) gets no camera button.
    expect(dialog.queryByRole('button', { name: 'Foto maken' })).not.toBeInTheDocument();
    await view.user.type(dialog.getByLabelText('Omschrijving'), 'Parkeren klant');
    await view.user.upload(dialog.getByLabelText(/Factuur of bon/), photo());

    expect(await dialog.findByText('Bon wordt gelezen…')).toHaveAttribute('role', 'status');
    const [call] = api.callsTo('POST', SUGGESTIONS);
    expect((call!.body as FormData).get('receipt')).toBeInstanceOf(File);
    read();

    expect(await dialog.findByDisplayValue('16-03-2026')).toBe(dialog.getByLabelText('Datum'));
    expect(dialog.getByLabelText('Bedrag in euro')).toHaveValue('18,75');
    expect(dialog.getByLabelText('BTW-tarief')).toHaveValue('9');
    // What the user typed stays: the shop is no replacement for it.
    expect(dialog.getByLabelText('Omschrijving')).toHaveValue('Parkeren klant');
    expect(dialog.getAllByText(MARK)).toHaveLength(3);
    expect(dialog.queryByText('Bon wordt gelezen…')).not.toBeInTheDocument();

    const amount = dialog.getByLabelText('Bedrag in euro');
    await view.user.clear(amount);
    await view.user.type(amount, '20,00');
    expect(dialog.getAllByText(MARK)).toHaveLength(2);
    const amountField = amount.closest('div') as HTMLElement;
    expect(within(amountField).queryByText(MARK)).not.toBeInTheDocument();
  });

  it('puts the receipt first, above the fields its reading fills', async () => {
    const { dialog } = await openForm({});
    const receipt = dialog.getByLabelText(/Factuur of bon/);
    for (const label of ['Datum', 'Bedrag in euro', 'Omschrijving', 'BTW-tarief']) {
      const field = dialog.getByLabelText(label);
      expect(
        receipt.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });

  it('leaves filled fields and a date outside the month alone', async () => {
    const { view, dialog, read } = await openForm({
      date: '2026-09-16',
      amount: 18.75,
      vat_rate: null,
      shop: 'Q-Park Centrum',
    });
    await view.user.type(dialog.getByLabelText('Bedrag in euro'), '12,00');
    await view.user.upload(dialog.getByLabelText(/Factuur of bon/), photo());
    read();

    expect(await dialog.findByDisplayValue('Q-Park Centrum')).toBe(
      dialog.getByLabelText('Omschrijving'),
    );
    expect(dialog.getByLabelText('Bedrag in euro')).toHaveValue('12,00');
    expect(dialog.getByLabelText('Datum')).toHaveValue('');
    expect(dialog.getAllByText(MARK)).toHaveLength(1);
  });

  it('says the suggestion is skipped when the server is too busy to read the receipt', async () => {
    const { view, dialog, read } = await openForm({}, true);
    await view.user.upload(dialog.getByLabelText(/Factuur of bon/), photo());
    read();

    expect(
      await dialog.findByText('De bon kon nu niet gelezen worden; vul de velden zelf in.'),
    ).toHaveAttribute('role', 'status');
    expect(dialog.getByLabelText('Bedrag in euro')).toHaveValue('');
    expect(dialog.queryByText(MARK)).not.toBeInTheDocument();
  });

  it('offers "Foto maken" with the camera on a touch screen only', async () => {
    const touch = vi.fn((query: string) => ({
      matches: query === '(pointer: coarse)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    vi.stubGlobal('matchMedia', touch);
    const { dialog } = await openForm({ date: null, amount: null, vat_rate: null, shop: null });
    const camera = dialog.getByRole('button', { name: 'Foto maken' });
    const input = camera.parentElement!.querySelector('input[capture]');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('accept', 'image/*');
    fireEvent.click(camera);
  });
});
