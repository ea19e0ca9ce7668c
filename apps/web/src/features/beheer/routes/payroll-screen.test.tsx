import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse, restError } from '@/test/wp-responses';

const TODAY = new Date('2026-12-02T10:00:00+01:00');
const PREVIEW = '/custom/v1/payroll/preview';
const EXPORTS = '/custom/v1/payroll/exports';

const month = (id: number, name: string, total: number) => ({
  id,
  user: { id: id + 100, name },
  year: 2026,
  month: 11,
  total_amount: total,
  exported_at: null,
});
const recorded = {
  id: 7,
  created_at: '2026-12-02T09:00:00Z',
  created_by: { id: 1, name: 'Marieke de Vries' },
  from: '2026-11',
  to: '2026-11',
  month_count: 2,
  total_amount: 63.9,
  file_status: 'ready',
};

function open(roles: string[]) {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
  const api = installFakeApi();
  api.on(
    'GET',
    PREVIEW,
    jsonResponse(200, {
      success: true,
      months: [month(1, 'Bram de Wit', 30), month(2, 'Daan Meijer', 33.9)],
      month_count: 2,
      total_amount: 63.9,
    }),
  );
  api.on('GET', EXPORTS, jsonResponse(200, { success: true, exports: [] }));
  storeSession({ roles: roles as never });
  return { api, view: renderPortal({ path: '/portal/beheer/salarisexport' }) };
}

afterEach(() => vi.useRealTimers());

describe('Beheer: Salarisexport', () => {
  it('previews last month, records the export and downloads the XLSX once it is made', async () => {
    const { api, view } = open(['administrator']);
    // The first test loads the Beheer screens' code: more than the default second on a busy machine.
    await screen.findByRole('heading', { level: 1, name: 'Salarisexport' }, { timeout: 5000 });
    // Issue 25 item 15: Dutch month names in lists of their own, not the browser's month input.
    for (const name of ['Van', 'Tot en met']) {
      const period = within(screen.getByRole('group', { name }));
      expect(period.getByRole('combobox', { name: 'Maand' })).toHaveDisplayValue('november');
      expect(period.getByRole('combobox', { name: 'Jaar' })).toHaveDisplayValue('2026');
    }
    expect(await screen.findByText('2 maanden, totaal € 63,90')).toBeVisible();
    const table = within(screen.getByRole('table', { name: 'Maanden in de export' }));
    expect(table.getByText('Daan Meijer')).toBeVisible();
    expect(api.callsTo('GET', PREVIEW)[0]!.query.toString()).toBe(
      'from=2026-11&to=2026-11&include_exported=false',
    );

    // The files are made by a job: pending in the answer and the first list, then ready.
    const pending = { ...recorded, file_status: 'pending' };
    api.on('POST', EXPORTS, jsonResponse(201, { success: true, export: pending }));
    api.on(
      'GET',
      EXPORTS,
      jsonResponse(200, { success: true, exports: [pending] }),
      jsonResponse(200, { success: true, exports: [recorded] }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Export maken' }));
    expect(await screen.findByText('Export gemaakt: 2 maanden.')).toBeVisible();
    const making = await screen.findByText('Bestand wordt gemaakt…');
    expect(making.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /downloaden/ })).not.toBeInTheDocument();
    // Asked again after 2 s while an export is pending; no more once none is.
    const download = await screen.findByRole(
      'button',
      // Visible "XLSX downloaden", and for a screen reader which export.
      { name: 'XLSX downloaden voor export 7 (november 2026)' },
      { timeout: 5000 },
    );
    expect(screen.queryByText('Bestand wordt gemaakt…')).not.toBeInTheDocument();
    expect(screen.getByText('Export van november 2026: 2 maanden, € 63,90')).toBeVisible();
    const listCalls = api.callsTo('GET', EXPORTS).length;
    expect(api.callsTo('POST', EXPORTS)[0]!.body).toEqual({
      from: '2026-11',
      to: '2026-11',
      include_exported: false,
    });

    const bytes = new Uint8Array([0x50, 0x4b, 3, 4]);
    api.on(
      'GET',
      `${EXPORTS}/7/file`,
      new Response(bytes, {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': 'attachment; filename="salarisexport-2026-11-2026-11-7.xlsx"',
        },
      }),
    );
    const created = vi.fn(() => 'blob:export');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    await view.user.click(download);
    await waitFor(() => expect(clicked).toEqual(['salarisexport-2026-11-2026-11-7.xlsx']));
    expect(api.callsTo('GET', `${EXPORTS}/7/file`)[0]!.query.get('format')).toBe('xlsx');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.callsTo('GET', EXPORTS)).toHaveLength(listCalls);
  });

  it('says so when an export’s file could not be made', async () => {
    const { api } = open(['administrator']);
    api.on(
      'GET',
      EXPORTS,
      jsonResponse(200, { success: true, exports: [{ ...recorded, file_status: 'failed' }] }),
    );
    expect(await screen.findByText('Het bestand kon niet worden gemaakt.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /downloaden/ })).not.toBeInTheDocument();
  });

  it('says so when there is nothing left to export', async () => {
    const { api, view } = open(['beheerder']);
    await screen.findByText('2 maanden, totaal € 63,90');
    api.on(
      'POST',
      EXPORTS,
      restError(
        422,
        'payroll_nothing_to_export',
        'Er zijn in deze periode geen goedgekeurde declaraties die nog niet zijn geëxporteerd.',
      ),
    );
    await view.user.click(screen.getByRole('button', { name: 'Export maken' }));
    expect(
      await screen.findByText(
        'Er zijn in deze periode geen goedgekeurde declaraties die nog niet zijn geëxporteerd.',
      ),
    ).toBeVisible();
  });

  it('offers no export of a period without months to export, nor of an invalid period', async () => {
    const { api, view } = open(['administrator']);
    await screen.findByText('2 maanden, totaal € 63,90');
    const make = screen.getByRole('button', { name: 'Export maken' });
    expect(make).toBeEnabled();

    api.on(
      'GET',
      PREVIEW,
      jsonResponse(200, { success: true, months: [], month_count: 0, total_amount: 0 }),
    );
    // The period starts in another month; the screen says why there is nothing to export.
    const from = within(screen.getByRole('group', { name: 'Van' }));
    for (const [month, reason] of [
      ['oktober', 'Geen goedgekeurde maanden die nog niet zijn geëxporteerd.'],
      ['december', 'Kies een geldige periode (van vóór tot en met).'],
    ] as const) {
      await view.user.selectOptions(from.getByRole('combobox', { name: 'Maand' }), month);
      expect(await screen.findByText(reason)).toBeVisible();
      expect(make).toBeDisabled();
    }
    expect(api.callsTo('POST', EXPORTS)).toHaveLength(0);
  });

  it('is not in the menu of an editor, and not opened for one', async () => {
    open(['editor']);
    expect(await screen.findByText('Je hebt geen toegang tot dit onderdeel.')).toBeVisible();
    const menu = within(screen.getByRole('navigation', { name: 'Beheer' }));
    expect(menu.queryByRole('link', { name: 'Salarisexport' })).not.toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Declaraties' })).not.toBeInTheDocument();
  });
});
