import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { colleague } from '@/test/people-responses';
import { jsonResponse } from '@/test/wp-responses';

const LOG = '/custom/v1/audit-log';

const entry = (id: number) => ({
  id,
  at: '2026-11-10T09:00:00Z',
  actor: { id: 1, name: 'Marieke de Vries' },
  subject: { id: 9, name: 'Daan Meijer' },
  action: 'declaration_month.rejected',
  entity_kind: 'declaration_month',
  entity_id: String(id),
  object: { title: null, type: null, month: '2026-09', week: null },
  before: { status: 'sent' },
  after: { status: 'rejected', comment: 'De bon van 3 september ontbreekt.' },
});

describe('Beheer: Auditlog', () => {
  it('shows the administrator the changes, filters and pages through them', async () => {
    const api = installFakeApi();
    api.on('GET', LOG, (call) =>
      jsonResponse(200, {
        success: true,
        entries: [entry(call.query.get('page') === '2' ? 2 : 1)],
        names: { posts: {}, users: {}, terms: {} },
        page: Number(call.query.get('page')),
        has_more: call.query.get('page') !== '2',
      }),
    );
    api.on('GET', '/wp/v2/users', jsonResponse(200, []));
    storeSession({ roles: ['administrator'] });
    const { user } = renderPortal({ path: '/portal/beheer/auditlog' });

    // Issue 25: a Dutch sentence of who did what to whom, the month linked, the reason told.
    const list = within(await screen.findByRole('list', { name: 'Wijzigingen, nieuwste eerst' }));
    const item = list.getAllByRole('listitem')[0]!;
    expect(item).toHaveTextContent(
      'Marieke de Vries keurde de declaraties van Daan Meijer over september 2026 af.',
    );
    expect(
      within(item).getByRole('link', { name: /de declaraties van Daan Meijer/ }),
    ).toHaveAttribute('href', '/portal/declaraties/beoordelen/1');
    expect(within(item).getByRole('list', { name: 'Gewijzigd' })).toHaveTextContent(
      'Opmerking: De bon van 3 september ontbreekt.',
    );
    expect(item).toHaveTextContent('10-11-2026 10:00');
    expect(screen.queryByText(/"status"/)).toBeNull();

    // Every kind the server records can be chosen, the reference data's too.
    const kinds = within(screen.getByLabelText('Soort'));
    for (const label of ['Opdrachten', 'Declaratiesoorten', 'Kilometervergoedingen', 'Functies']) {
      expect(kinds.getByRole('option', { name: label })).toBeInTheDocument();
    }
    await user.selectOptions(screen.getByLabelText('Soort'), 'declaration-type');
    await waitFor(() =>
      expect(api.callsTo('GET', LOG).at(-1)!.query.get('kind')).toBe('declaration-type'),
    );
    await user.selectOptions(screen.getByLabelText('Soort'), 'declaration_month');
    await waitFor(() =>
      expect(api.callsTo('GET', LOG).at(-1)!.query.get('kind')).toBe('declaration_month'),
    );
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(api.callsTo('GET', LOG).at(-1)!.query.get('page')).toBe('2'));
    expect(await screen.findByText('Pagina 2')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Volgende' })).toBeDisabled());
  });

  it('finds the person to filter on by name, the deactivated too', async () => {
    const api = installFakeApi();
    api.on(
      'GET',
      LOG,
      jsonResponse(200, {
        success: true,
        entries: [],
        names: { posts: {}, users: {}, terms: {} },
        page: 1,
        has_more: false,
      }),
    );
    api.on('GET', '/wp/v2/users', (call) =>
      jsonResponse(
        200,
        call.query.get('search') === 'Anouk' ? [colleague(77, {}, 'Anouk Smit')] : [],
      ),
    );
    storeSession({ roles: ['administrator'] });
    const { user } = renderPortal({ path: '/portal/beheer/auditlog' });

    expect(await screen.findByText('Geen wijzigingen gevonden.')).toBeVisible();
    // Nothing on page 1: no paging.
    expect(screen.queryByRole('navigation', { name: "Pagina's" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vorige' })).toBeNull();
    expect(screen.queryByText('Pagina 1')).toBeNull();

    await user.type(await screen.findByLabelText('Zoek persoon'), 'Anouk');
    const select = screen.getByLabelText('Gedaan door');
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'Anouk Smit' })).toBeInTheDocument(),
    );
    const search = api.callsTo('GET', '/wp/v2/users').at(-1)!;
    expect(search.query.get('active')).toBe('all');
    expect(search.query.get('context')).toBe('edit');
    await user.selectOptions(select, 'Anouk Smit');
    await waitFor(() => expect(api.callsTo('GET', LOG).at(-1)!.query.get('actor')).toBe('77'));
    // Issue 25: also by the person a change concerns (whose month, account...).
    await user.selectOptions(select, '');
    await user.selectOptions(screen.getByLabelText('Betreft'), 'Anouk Smit');
    await waitFor(() => {
      const last = api.callsTo('GET', LOG).at(-1)!.query;
      expect(last.get('subject')).toBe('77');
      expect(last.get('actor')).toBeNull();
    });
  });

  it('is not shown to a beheerder', async () => {
    installFakeApi();
    storeSession({ roles: ['beheerder'] });
    renderPortal({ path: '/portal/beheer/auditlog' });
    expect(await screen.findByText('Je hebt geen toegang tot dit onderdeel.')).toBeVisible();
    const menu = within(screen.getByRole('navigation', { name: 'Beheer' }));
    expect(menu.queryByRole('link', { name: 'Auditlog' })).not.toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Salarisexport' })).toBeVisible();
  });
});
