import type { Assignment, SessionUser } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assignment } from '@/test/assignment-responses';
import { wpListResponse, wpPost } from '@/test/content-responses';
import { installFakeApi, type FakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { restError } from '@/test/wp-responses';

const LIST = '/wp/v2/assignments';
const FUNCTIES = '/wp/v2/functies';
const CLIENTS = '/wp/v2/intra_opdrachtgevers';

const never = () => new Promise<Response>(() => {});

function serveLookups(api: FakeApi) {
  api.on('GET', FUNCTIES, wpListResponse([wpPost(3, 'functies', 'Data engineer')]));
  api.on('GET', CLIENTS, wpListResponse([wpPost(5, 'intra_opdrachtgevers', 'Rijkswaterstaat')]));
}

function openList(
  api: FakeApi,
  items: Assignment[],
  { user = {}, path = '/portal/opdrachten' }: { user?: Partial<SessionUser>; path?: string } = {},
) {
  serveLookups(api);
  api.on('GET', LIST, wpListResponse(items));
  storeSession(user);
  return renderPortal({ path });
}

const rowOf = async (professional: string) =>
  (await screen.findByText(professional, { selector: 'span' })).closest('tr')!;
const shownProfessionals = () =>
  screen
    .queryAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td:nth-child(2) span.font-semibold')?.textContent);

const mixed = () => [
  assignment(
    11,
    { status: 'not-started', user: { ID: 21, display_name: 'Daan Meijer' } },
    {
      title: 'Dataplatform Rijkswaterstaat',
    },
  ),
  assignment(
    12,
    { status: 'in-progress', user: { ID: 22, display_name: 'Emma de Boer' } },
    {
      title: 'Beleid wonen',
    },
  ),
  assignment(
    13,
    { status: 'completed', user: { ID: 23, display_name: 'Thijs Mulder' } },
    {
      title: 'Spoorplanning DATA',
    },
  ),
];

describe('assignments list', () => {
  it('shows the manager view: the new-assignment bar, the filter block and the columns with names and dates', async () => {
    const api = installFakeApi();
    openList(api, [
      assignment(11, {}, { title: 'Dataplatform' }),
      assignment(
        12,
        {
          status: 'archived',
          user: null,
          functie: null,
          opdrachtgever: { id: 99 },
          startdatum: null,
          einddatum: null,
        },
        { title: '' },
      ),
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Opdrachten' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Nieuwe opdracht' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Opdracht toevoegen' })).toHaveAttribute(
      'href',
      '/portal/opdrachten/nieuw',
    );
    const filters = screen.getByRole('search', { name: 'Filter opdrachten' });
    expect(within(filters).getByPlaceholderText('Zoek op trefwoord')).toBeVisible();
    expect(
      within(filters)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Alle opdrachten', 'Nog niet gestart', 'Lopend', 'Afgerond']);
    expect(within(filters).getByRole('radio', { name: 'Alle opdrachten' })).toBeChecked();

    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Actie',
      'Professional',
      'Functie',
      'Opdrachtgever',
      'Startdatum',
      'Einddatum',
      'Status',
    ]);
    const daan = await rowOf('Daan Meijer');
    await waitFor(() => expect(within(daan).getByText('Data engineer')).toBeVisible());
    expect(within(daan).getByText('Rijkswaterstaat')).toBeVisible();
    expect(within(daan).getByText('Dataplatform')).toBeVisible();
    expect(within(daan).getByText('01-09-2026')).toBeVisible();
    expect(within(daan).getByText('28-02-2027')).toBeVisible();
    expect(within(daan).getByText('Lopend')).toBeVisible();
    expect(within(daan).getByRole('link', { name: /^Bekijk/ })).toHaveAttribute(
      'href',
      '/portal/opdrachten/11',
    );

    // Missing values read as the spec's placeholders; an unknown status as "Onbekend".
    const empty = await rowOf('Geen professional');
    for (const text of [
      'Geen functie opgegeven',
      'Geen opdrachtgever opgegeven',
      'Geen startdatum',
      'Geen einddatum',
      'Onbekend',
    ]) {
      expect(within(empty).getByText(text)).toBeVisible();
    }
    expect(screen.getByText('Totaal 2 items')).toBeVisible();

    expect(Object.fromEntries(api.callsTo('GET', LIST)[0]!.query)).toEqual({
      orderby: 'name',
      order: 'asc',
      number: '200',
      per_page: '200',
      page: '1',
    });
  });

  it('colours the statuses yellow, blue and green, and grey when unknown', async () => {
    const api = installFakeApi();
    openList(api, [...mixed(), assignment(14, { status: 'paused' })]);
    const badge = async (label: string) =>
      (await screen.findByText(label, { selector: 'span.rounded-full' })).className;
    expect(await badge('Nog niet gestart')).toContain('bg-warning-soft');
    expect(await badge('Lopend')).toContain('bg-blue-soft');
    expect(await badge('Afgerond')).toContain('bg-success-soft');
    expect(await badge('Onbekend')).toContain('bg-surface');
  });

  it('shows the own view for a professional, titled as the sidebar says', async () => {
    const api = installFakeApi();
    openList(api, [assignment(11)], { user: { id: 21, roles: ['professional'] } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn opdrachten' })).toBeVisible();
    expect(screen.getByRole('search', { name: 'Filter mijn opdrachten' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Opdracht toevoegen' })).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Hoofdmenu' })).getByRole('link', {
        name: 'Mijn opdrachten',
      }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Mijn opdrachten | Intranet'));
    expect(screen.getByRole('banner')).toHaveTextContent('Mijn opdrachten');
  });

  it('filters by status at once and by keyword on "Zoeken", kept in the address; Reset clears both', async () => {
    const api = installFakeApi();
    const view = openList(api, mixed());
    await rowOf('Daan Meijer');
    expect(shownProfessionals()).toHaveLength(3);

    await view.user.click(screen.getByRole('radio', { name: 'Lopend' }));
    expect(shownProfessionals()).toEqual(['Emma de Boer']);
    expect(view.location()).toBe('/portal/opdrachten?status=in-progress');
    expect(screen.getByText('Totaal 1 item')).toBeVisible();

    await view.user.click(screen.getByRole('radio', { name: 'Alle opdrachten' }));
    const keyword = screen.getByPlaceholderText('Zoek op trefwoord');
    await view.user.type(keyword, 'data');
    // Typing alone filters nothing: the keyword applies on "Zoeken".
    expect(shownProfessionals()).toHaveLength(3);
    await view.user.click(screen.getByRole('button', { name: 'Zoeken' }));
    // Case-insensitive, in the title.
    expect(shownProfessionals()).toEqual(['Daan Meijer', 'Thijs Mulder']);
    expect(view.location()).toBe('/portal/opdrachten?zoek=data');

    await view.user.click(screen.getByRole('radio', { name: 'Nog niet gestart' }));
    expect(shownProfessionals()).toEqual(['Daan Meijer']);
    await view.user.click(screen.getByRole('radio', { name: 'Afgerond' }));
    expect(shownProfessionals()).toEqual(['Thijs Mulder']);

    await view.user.clear(keyword);
    await view.user.type(keyword, 'wonen{Enter}');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Totaal 0 items')).toBeVisible();

    await view.user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(shownProfessionals()).toHaveLength(3);
    expect(keyword).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Alle opdrachten' })).toBeChecked();
    expect(view.location()).toBe('/portal/opdrachten');
  });

  it('reads the filters from the address', async () => {
    const api = installFakeApi();
    openList(api, mixed(), { path: '/portal/opdrachten?status=completed&zoek=SPOOR' });
    await rowOf('Thijs Mulder');
    expect(shownProfessionals()).toEqual(['Thijs Mulder']);
    expect(screen.getByPlaceholderText('Zoek op trefwoord')).toHaveValue('SPOOR');
    expect(screen.getByRole('radio', { name: 'Afgerond' })).toBeChecked();
  });

  it('says "Totaal 0 items" when there are none', async () => {
    const api = installFakeApi();
    openList(api, []);
    expect(await screen.findByText('Totaal 0 items')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows 5 skeleton rows while the list loads', async () => {
    const api = installFakeApi();
    serveLookups(api);
    api.on('GET', LIST, never);
    storeSession();
    renderPortal({ path: '/portal/opdrachten' });
    expect(await screen.findByText('Opdrachten laden...')).toBeInTheDocument();
    expect(screen.getAllByTestId('assignment-skeleton')).toHaveLength(5);
  });

  it('reads every page of 200 when there are more', async () => {
    const api = installFakeApi();
    serveLookups(api);
    api.on('GET', LIST, (call) =>
      call.query.get('page') === '1'
        ? wpListResponse([assignment(1, { user: { ID: 1, display_name: 'Anna Bos' } })], {
            total: 201,
            totalPages: 2,
          })
        : wpListResponse([assignment(2, { user: { ID: 2, display_name: 'Bram Kok' } })], {
            total: 201,
            totalPages: 2,
          }),
    );
    storeSession();
    renderPortal({ path: '/portal/opdrachten' });
    await rowOf('Bram Kok');
    expect(shownProfessionals()).toEqual(['Anna Bos', 'Bram Kok']);
    expect(api.callsTo('GET', LIST).map((call) => call.query.get('page'))).toEqual(['1', '2']);
  });

  it('says so when the list fails, and tries again on request', async () => {
    const api = installFakeApi();
    serveLookups(api);
    let up = false;
    api.on('GET', LIST, () =>
      up ? wpListResponse([assignment(11)]) : restError(400, 'rest_invalid_param', 'Ongeldig'),
    );
    storeSession();
    const view = renderPortal({ path: '/portal/opdrachten' });
    expect(await screen.findByText('De opdrachten konden niet worden geladen.')).toBeVisible();
    up = true;
    await view.user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await rowOf('Daan Meijer')).toBeVisible();
  });

  it('says "Geen functie opgegeven" and "Geen opdrachtgever opgegeven" when those lists fail', async () => {
    const api = installFakeApi();
    api.on('GET', FUNCTIES, restError(500, 'internal', 'Fout'));
    api.on('GET', CLIENTS, restError(500, 'internal', 'Fout'));
    api.on('GET', LIST, wpListResponse([assignment(11)]));
    storeSession();
    renderPortal({ path: '/portal/opdrachten' });
    const row = await rowOf('Daan Meijer');
    expect(within(row).getByText('Geen functie opgegeven')).toBeVisible();
    expect(within(row).getByText('Geen opdrachtgever opgegeven')).toBeVisible();
  });
});
