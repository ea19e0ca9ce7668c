import type { SearchResult } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wpListResponse } from '@/test/content-responses';
import { installFakeApi } from '@/test/fake-api';
import { colleague, wpPostRef } from '@/test/people-responses';
import { renderPortal, storeSession } from '@/test/render-portal';
import { restError } from '@/test/wp-responses';
import { snippetParts } from '../components/snippet';

const SEARCH = '/wp/v2/search';

function result(id: number, kind: SearchResult['kind'], overrides: Partial<SearchResult> = {}) {
  const url = {
    nieuws: `/portal/nieuws/${id}`,
    arbeidsvoorwaarden: '/portal/arbeidsvoorwaarden/5',
    kennisbank: '/portal/hoe-het-werkt/7',
    bibliotheek: '/portal/bibliotheek',
  }[kind];
  return {
    id,
    title: `Resultaat ${id}`,
    url,
    type: 'post' as const,
    subtype: kind,
    kind,
    snippet: `Over de <mark>fietsregeling</mark> ${id}`,
    date: '2026-11-20T10:00:00',
    categories: [],
    ...overrides,
  };
}

describe('search results page', () => {
  it('groups the results by kind, with highlighted snippets and links to the items', async () => {
    const api = installFakeApi();
    api.on(
      'GET',
      SEARCH,
      wpListResponse([
        result(1, 'kennisbank'),
        result(2, 'nieuws', { title: 'Nieuwe fietsregeling' }),
        result(3, 'bibliotheek', {
          snippet: '&lt;script&gt;alert(1)&lt;/script&gt; <mark>fiets</mark>',
        }),
        result(4, 'nieuws'),
      ]),
    );
    storeSession();
    renderPortal({ path: '/portal/zoeken?q=fietsregeling' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Zoeken' })).toBeVisible();
    // Two search landmarks on this page, each with its own name for screen readers.
    expect(
      screen.getAllByRole('search').map((landmark) => landmark.getAttribute('aria-label')),
    ).toEqual(['Zoeken in het portaal', 'Zoekopdracht aanpassen']);
    const groups = await screen.findAllByRole('region');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual([
      'Nieuws (2)',
      'Hoe het werkt (1)',
      'Bibliotheek (1)',
    ]);
    expect(within(groups[0]!).getByRole('link', { name: 'Nieuwe fietsregeling' })).toHaveAttribute(
      'href',
      '/portal/nieuws/2',
    );
    expect(within(groups[1]!).getByRole('link')).toHaveAttribute('href', '/portal/hoe-het-werkt/7');
    const mark = within(groups[0]!).getAllByText('fietsregeling', { selector: 'mark' });
    expect(mark).toHaveLength(2);
    // Escaped text stays text: no script element, the characters are shown.
    expect(document.querySelector('main script')).toBeNull();
    expect(within(groups[2]!).getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    expect(screen.getByText(/4 resultaten voor/)).toBeVisible();
    const [call] = api.callsTo('GET', SEARCH);
    expect(call!.query.get('search')).toBe('fietsregeling');
    expect(call!.query.get('per_page')).toBe('50');
  });

  it('says so when nothing is found', async () => {
    const api = installFakeApi();
    api.on('GET', SEARCH, wpListResponse([]));
    storeSession();
    renderPortal({ path: '/portal/zoeken?q=kwijt' });
    expect(await screen.findByText('Geen resultaten voor “kwijt”.')).toBeVisible();
  });

  it('searches with at most what the field takes when the address carries more', async () => {
    const api = installFakeApi();
    api.on('GET', SEARCH, wpListResponse([]));
    storeSession();
    renderPortal({ path: `/portal/zoeken?q=${'verlof '.repeat(40)}` });
    expect(await screen.findByText(/Geen resultaten voor/)).toBeVisible();
    const [call] = api.callsTo('GET', SEARCH);
    expect(call!.query.get('search')!.length).toBeLessThanOrEqual(200);
    expect(screen.getByLabelText('Zoekwoorden')).toHaveAttribute('maxLength', '200');
  });

  it('offers a retry when the search fails', async () => {
    const api = installFakeApi();
    let up = false;
    api.on('GET', SEARCH, () =>
      up ? wpListResponse([result(9, 'nieuws')]) : restError(400, 'rest_invalid_param', 'Nee'),
    );
    storeSession();
    const view = renderPortal({ path: '/portal/zoeken?q=fiets' });
    expect(await screen.findByText('De zoekresultaten konden niet worden geladen.')).toBeVisible();
    up = true;
    await view.user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('link', { name: 'Resultaat 9' })).toBeVisible();
  });
});

describe('search results paging', () => {
  it('pages past the first 50 with Vorige, numbers and Volgende, the page in the address, announced', async () => {
    const api = installFakeApi();
    api.on('GET', SEARCH, (call) => {
      const page = Number(call.query.get('page') ?? 1);
      const items = Array.from({ length: page === 3 ? 20 : 50 }, (_, index) =>
        result((page - 1) * 50 + index + 1, 'kennisbank'),
      );
      return wpListResponse(items, { total: 120, totalPages: 3 });
    });
    storeSession();
    const view = renderPortal({ path: '/portal/zoeken?q=fiets' });

    const nav = await screen.findByRole('navigation', { name: "Pagina's met resultaten" });
    expect(screen.getByRole('status')).toHaveTextContent(
      '120 resultaten voor “fiets”, pagina 1 van 3',
    );
    expect(within(nav).queryByRole('link', { name: 'Vorige pagina' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const next = within(nav).getByRole('link', { name: 'Volgende pagina' });
    expect(next).toHaveAttribute('href', '/portal/zoeken?q=fiets&pagina=2');
    // Keyboard: the link takes focus and Enter follows it.
    next.focus();
    await view.user.keyboard('{Enter}');

    await waitFor(() => expect(view.location()).toBe('/portal/zoeken?q=fiets&pagina=2'));
    expect(await screen.findByRole('link', { name: 'Resultaat 51' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Resultaat 1' })).not.toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('pagina 2 van 3');
    // The new page is announced: focus is on its summary, not lost with the old links.
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(api.callsTo('GET', SEARCH).at(-1)!.query.get('page')).toBe('2');

    await view.user.click(screen.getByRole('link', { name: 'Pagina 3' }));
    expect(await screen.findByRole('link', { name: 'Resultaat 120' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Volgende pagina' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Vorige pagina' }));
    await waitFor(() => expect(view.location()).toBe('/portal/zoeken?q=fiets&pagina=2'));
  });

  it('opens a page from the address and explains a page past the last', async () => {
    const api = installFakeApi();
    api.on('GET', SEARCH, (call) =>
      call.query.get('page') === '9'
        ? restError(
            400,
            'rest_post_invalid_page_number',
            'The page number requested is larger than the number of pages available.',
          )
        : wpListResponse([result(1, 'nieuws')]),
    );
    storeSession();
    const view = renderPortal({ path: '/portal/zoeken?q=fiets&pagina=9' });
    expect(await screen.findByText(/Deze pagina met resultaten bestaat niet/)).toBeVisible();
    await view.user.click(screen.getByRole('link', { name: 'Naar de eerste pagina' }));
    expect(await screen.findByRole('link', { name: 'Resultaat 1' })).toBeVisible();
    expect(view.location()).toBe('/portal/zoeken?q=fiets');
  });
});

describe('top bar search', () => {
  it('suggests while typing; arrows and Enter open the highlighted item', async () => {
    const api = installFakeApi();
    api.on('GET', SEARCH, wpListResponse([result(11, 'nieuws'), result(12, 'kennisbank')]));
    storeSession();
    const view = renderPortal({ path: '/portal/nieuws' });
    const box = await screen.findByRole('combobox');
    // It finds colleagues too (issue 25 item 14), and says so.
    expect(box).toHaveAccessibleName(
      "Zoek in nieuws, arbeidsvoorwaarden, hoe het werkt, bibliotheek en collega's",
    );
    await view.user.type(box, 'fiets');
    const list = await screen.findByRole('listbox', { name: 'Suggesties' });
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    // Debounced: one request for the whole word, asking for six.
    expect(api.callsTo('GET', SEARCH).map((call) => call.query.get('search'))).toEqual(['fiets']);
    expect(api.callsTo('GET', SEARCH)[0]!.query.get('per_page')).toBe('6');
    await view.user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute(
      'aria-activedescendant',
      within(list).getAllByRole('option')[1]!.id,
    );
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(view.location()).toBe('/portal/hoe-het-werkt/7'));
  });

  it('Enter without a highlighted suggestion opens the results page; Escape closes the list', async () => {
    const api = installFakeApi();
    api.on('GET', SEARCH, wpListResponse([result(21, 'bibliotheek')]));
    storeSession();
    const view = renderPortal({ path: '/portal/dashboard' });
    const box = await screen.findByRole('combobox');
    await view.user.type(box, 'handboek');
    await screen.findByRole('listbox');
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('handboek');
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(view.location()).toBe('/portal/zoeken?q=handboek'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Zoeken' })).toBeVisible();
  });
});

describe('top bar search on a phone', () => {
  it('Escape folds the opened box and gives focus back to "Zoekveld openen"', async () => {
    installFakeApi();
    storeSession();
    const view = renderPortal({ path: '/portal/dashboard' });
    const opener = await screen.findByRole('button', { name: 'Zoekveld openen' });
    await view.user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox')));
    await view.user.type(screen.getByRole('combobox'), 'x');
    await view.user.keyboard('{Escape}');
    // The first Escape empties the box, the next folds it.
    expect(screen.getByRole('combobox')).toHaveValue('');
    await view.user.keyboard('{Escape}');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(opener);
  });
});

describe('snippetParts', () => {
  it('reads only <mark> as markup and decodes the escaped text', () => {
    expect(snippetParts('a &amp; <mark>b&lt;i&gt;</mark> &quot;c&#39;')).toEqual([
      { text: 'a & ', marked: false },
      { text: 'b<i>', marked: true },
      { text: ' "c\'', marked: false },
    ]);
  });
});

describe('colleagues in the search (issue 25 item 14)', () => {
  const USERS = '/wp/v2/users';
  const daan = colleague(41, {
    firstname: 'Daan',
    lastname: 'Meijer',
    functie: wpPostRef(3, 'Adviseur'),
    public_phone: '06 12 34 56 78',
  });

  it('shows a "Collega\'s" group with the directory\'s cards, asked as the directory asks', async () => {
    const api = installFakeApi();
    api.on('GET', SEARCH, wpListResponse([result(1, 'nieuws', { title: 'Daan vertelt' })]));
    api.on('GET', USERS, (call) =>
      wpListResponse(call.query.get('page') === '1' ? [daan] : [], { total: 1 }),
    );
    storeSession();
    renderPortal({ path: '/portal/zoeken?q=daan' });

    const group = await screen.findByRole('region', { name: "Collega's (1)" });
    const card = within(group).getByRole('heading', { level: 3, name: 'Daan Meijer' });
    const article = card.closest('article')!;
    expect(within(article).getByText('Adviseur')).toBeVisible();
    expect(within(article).getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute(
      'href',
      'tel:0612345678',
    );
    // No photo: the initials.
    expect(article.querySelector('[aria-hidden="true"]')).toHaveTextContent('DM');
    expect(screen.getByRole('status')).toHaveTextContent('2 resultaten voor “daan”');
    // First, above the content's groups.
    expect(screen.getAllByRole('region')[0]).toBe(group);
    const [call] = api.callsTo('GET', USERS);
    expect(Object.fromEntries(call!.query)).toEqual({
      roles: 'beheerder,medewerker,professional',
      orderby: 'name',
      order: 'asc',
      per_page: '100',
      page: '1',
      search: 'daan',
    });
  });

  it('shows the colleagues when no content matches, and links to all of them in Wie is wie', async () => {
    const api = installFakeApi();
    api.on('GET', SEARCH, wpListResponse([]));
    const many = Array.from({ length: 14 }, (_, index) => colleague(100 + index));
    api.on('GET', USERS, (call) =>
      wpListResponse(call.query.get('page') === '1' ? many : [], { total: 14 }),
    );
    storeSession();
    const view = renderPortal({ path: '/portal/zoeken?q=collega' });
    const group = await screen.findByRole('region', { name: "Collega's (14)" });
    expect(within(group).getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByText(/Geen resultaten/)).not.toBeInTheDocument();
    await view.user.click(
      within(group).getByRole('link', { name: "Alle 14 collega's in Wie is wie" }),
    );
    await waitFor(() => expect(view.location()).toBe('/portal/collegas?zoek=collega'));
  });

  it('suggests colleagues first, in their own group; Enter opens the directory at that name', async () => {
    const api = installFakeApi();
    api.on('GET', SEARCH, wpListResponse([result(11, 'nieuws')]));
    api.on('GET', USERS, (call) => wpListResponse(call.query.get('page') === '1' ? [daan] : []));
    storeSession();
    const view = renderPortal({ path: '/portal/nieuws' });
    const box = await screen.findByRole('combobox');
    await view.user.type(box, 'daan');
    const list = await screen.findByRole('listbox', { name: 'Suggesties' });
    const people = await within(list).findByRole('group', { name: "Collega's" });
    expect(within(people).getByRole('option')).toHaveTextContent('Daan Meijer');
    expect(within(people).getByRole('option')).toHaveTextContent('Adviseur');
    expect(within(list).getByRole('group', { name: 'Inhoud' })).toHaveTextContent('Resultaat 11');
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    await view.user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(view.location()).toBe('/portal/collegas?zoek=Daan%20Meijer'));
  });
});
