import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  declarationTypes,
  monthSummary,
  receiptRow,
  submitted,
  yearSummary,
} from '@/test/declaration-responses';
import { installFakeApi, type FakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { restError, successMessage } from '@/test/wp-responses';

/** Issue 25 item 6: "Intrekken" on a submitted month no reviewer has opened yet. */
const TODAY = new Date('2026-03-04T10:00:00+01:00');
const SUMMARY = '/custom/v1/declarations/summary';
const WITHDRAW = '/custom/v1/declarations/withdraw';

const sent = {
  rows: [receiptRow({ id: 602 })],
  submitted_declarations: [{ ...submitted('sent', 2026, 3), comments: [] }],
};

/** Serves March as `month()` answers it at the time of the call. */
function serve(api: FakeApi, month: () => Parameters<typeof monthSummary>[0]) {
  api.on('GET', SUMMARY, (call) =>
    call.query.has('month') ? monthSummary(month()) : yearSummary(2026),
  );
  api.on('GET', '/wp/v2/declaration_types', declarationTypes());
}

async function openMarch() {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
  storeSession();
  const view = renderPortal({ path: '/portal/declaraties/2026/3' });
  await screen.findByRole('heading', { level: 1, name: 'Maart 2026' });
  return view;
}

describe('withdrawing a submitted month', () => {
  it('asks first, withdraws, and offers the month for changes again', async () => {
    const api = installFakeApi();
    let withdrawn = false;
    serve(api, () =>
      withdrawn
        ? { rows: sent.rows, editable: true, withdrawable: false }
        : { ...sent, editable: false, withdrawable: true },
    );
    api.on('POST', WITHDRAW, () => {
      withdrawn = true;
      return successMessage('Declaratie ingetrokken');
    });
    const view = await openMarch();

    await view.user.click(await screen.findByRole('button', { name: 'Intrekken' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Wil je je declaratie van maart 2026 intrekken?',
    });
    await view.user.click(within(dialog).getByRole('button', { name: 'Intrekken' }));

    expect(await screen.findByText('Declaratie ingetrokken')).toBeVisible();
    expect(api.callsTo('POST', WITHDRAW).map((call) => call.body)).toEqual([
      { year: 2026, month: 3 },
    ]);
    expect(await screen.findByRole('button', { name: 'Declaratie indienen' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Intrekken' })).not.toBeInTheDocument();
  });

  it('shows no button once a reviewer opened the month', async () => {
    const api = installFakeApi();
    serve(api, () => ({ ...sent, editable: false, withdrawable: false }));
    await openMarch();
    expect(await screen.findByText('Verzonden')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Intrekken' })).not.toBeInTheDocument();
  });

  it('says the server’s reason when a reviewer opened it meanwhile (409)', async () => {
    const api = installFakeApi();
    serve(api, () => ({ ...sent, editable: false, withdrawable: true }));
    api.on(
      'POST',
      WITHDRAW,
      restError(
        409,
        'review_started',
        'Een beoordelaar heeft deze maand al geopend. Intrekken kan niet meer.',
      ),
    );
    const view = await openMarch();
    await view.user.click(await screen.findByRole('button', { name: 'Intrekken' }));
    const dialog = screen.getByRole('alertdialog');
    await view.user.click(within(dialog).getByRole('button', { name: 'Intrekken' }));
    expect(
      await within(dialog).findByText(
        'Een beoordelaar heeft deze maand al geopend. Intrekken kan niet meer.',
      ),
    ).toBeVisible();
  });
});
