import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categorizedItem, newsItem, term, wpListResponse } from '@/test/content-responses';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse } from '@/test/wp-responses';

const NEWS = '/wp/v2/nieuws';
const TERMS = '/wp/v2/arbeidsvoorwaarden';
const TERM_CATEGORIES = '/wp/v2/arbeidsvoorwaarden_categorieen';

const lastQuery = (api: ReturnType<typeof installFakeApi>, path: string) =>
  Object.fromEntries(api.callsTo('GET', path).at(-1)!.query);

describe('Beheer lists', () => {
  it('shows an editor the news with status and date, newest first, and a "Nieuw bericht" button', async () => {
    const api = installFakeApi();
    api.on(
      'GET',
      NEWS,
      wpListResponse([
        newsItem(5, { title: { rendered: 'Kerstborrel' }, status: 'draft' }),
        newsItem(4, { title: { rendered: 'Nieuwe cao' }, status: 'publish' }),
        newsItem(3, {
          title: { rendered: 'Heidag' },
          status: 'future',
          date: '2026-12-01T09:00:00',
        }),
      ]),
    );
    storeSession({ roles: ['editor'] });
    renderPortal({ path: '/portal/beheer' });

    await screen.findByRole('link', { name: 'Kerstborrel' });
    const table = screen.getByRole('table', { name: 'Nieuws' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Titel.*Status.*Datum/),
      expect.stringMatching(/Kerstborrel.*Concept.*18-11-2026 09:15/),
      expect.stringMatching(/Nieuwe cao.*Gepubliceerd/),
      expect.stringMatching(/Heidag.*Gepland.*01-12-2026 09:00/),
    ]);
    expect(within(table).getByRole('link', { name: 'Kerstborrel' })).toHaveAttribute(
      'href',
      '/portal/beheer/nieuws/5',
    );
    expect(screen.getByRole('link', { name: 'Nieuw bericht' })).toHaveAttribute(
      'href',
      '/portal/beheer/nieuws/nieuw',
    );
    expect(lastQuery(api, NEWS)).toEqual({
      page: '1',
      per_page: '20',
      status: 'any',
      orderby: 'date',
      order: 'desc',
    });
    const menu = screen.getByRole('navigation', { name: 'Beheer' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Nieuws',
      'Arbeidsvoorwaarden',
      'Hoe het werkt',
      'Bibliotheek',
      'Categorieën',
      'Direct naar',
      'Contactpersonen',
    ]);
    expect(within(menu).getByRole('link', { name: 'Nieuws' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const mainMenu = screen.getAllByRole('navigation', { name: 'Hoofdmenu' })[0]!;
    expect(within(mainMenu).getByRole('link', { name: 'Beheer' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('filters on status and category, sorts by title and pages on the server', async () => {
    const api = installFakeApi();
    api.on('GET', TERM_CATEGORIES, jsonResponse(200, [term(7, 'Verlof'), term(8, 'Salaris')]));
    api.on(
      'GET',
      TERMS,
      wpListResponse([categorizedItem(20, 'arbeidsvoorwaarden', 7, 'Verlofregeling')], {
        total: 25,
        totalPages: 2,
      }),
    );
    storeSession({ roles: ['administrator'] });
    const { user } = renderPortal({ path: '/portal/beheer/arbeidsvoorwaarden' });

    const table = await screen.findByRole('table', { name: 'Arbeidsvoorwaarden' });
    expect(await within(table).findByText('Verlof')).toBeVisible();
    expect(screen.getByText(/Pagina 1 van 2 · 25 items/)).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Status'), 'Concept');
    await waitFor(() => expect(lastQuery(api, TERMS).status).toBe('draft'));
    await user.selectOptions(screen.getByLabelText('Categorie'), 'Salaris');
    await waitFor(() => expect(lastQuery(api, TERMS).arbeidsvoorwaarden_categorieen).toBe('8'));
    await user.click(within(table).getByRole('button', { name: /Titel/ }));
    await waitFor(() =>
      expect(lastQuery(api, TERMS)).toMatchObject({ orderby: 'title', order: 'asc' }),
    );
    expect(within(table).getByRole('columnheader', { name: /Titel/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(lastQuery(api, TERMS).page).toBe('2'));
    await user.type(screen.getByLabelText('Zoek in de lijst'), 'verlof');
    await waitFor(() =>
      expect(lastQuery(api, TERMS)).toMatchObject({ search: 'verlof', page: '1' }),
    );
  });

  it('shows skeleton rows while loading and says so when nothing is there', async () => {
    const api = installFakeApi();
    // Every request waits until the test lets the answers through (a prefetch may ask too).
    let open = false;
    const waiting: Array<(response: Response) => void> = [];
    api.on('GET', NEWS, () =>
      open ? wpListResponse([]) : new Promise<Response>((resolve) => waiting.push(resolve)),
    );
    storeSession({ roles: ['editor'] });
    renderPortal({ path: '/portal/beheer/nieuws' });

    expect(await screen.findAllByTestId('row-skeleton')).toHaveLength(5);
    open = true;
    for (const answer of waiting.splice(0)) answer(wpListResponse([]));
    expect(await screen.findByText('Hier staat nog niets.')).toBeVisible();
  });

  it('lets a beheerder look but not write: no "Nieuw" button', async () => {
    const api = installFakeApi();
    api.on('GET', NEWS, wpListResponse([newsItem(4, { title: { rendered: 'Nieuwe cao' } })]));
    storeSession({ roles: ['beheerder'] });
    renderPortal({ path: '/portal/beheer/nieuws' });

    expect(await screen.findByRole('link', { name: 'Nieuwe cao' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Nieuw bericht' })).not.toBeInTheDocument();
  });
});
