import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { wpListResponse, wpPost } from '@/test/content-responses';
import { installFakeApi, type FakeApi } from '@/test/fake-api';
import { colleague, wpPostRef } from '@/test/people-responses';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse } from '@/test/wp-responses';

const USERS = '/wp/v2/users';
const FUNCTIES = '/wp/v2/functies';
const CLIENTS = '/wp/v2/intra_opdrachtgevers';
const FILES = '/intranet/v1/files';

const never = () => new Promise<Response>(() => {});
const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

type Card = ReturnType<typeof colleague>;

/** The colleagues acf_functie and acf_opdrachtgevers ask for, as the users API filters them. */
function filtered(cards: Card[], query: URLSearchParams): Card[] {
  const ids = (name: string) => query.get(name)?.split(',').map(Number);
  const functies = ids('acf_functie');
  const clients = ids('acf_opdrachtgevers');
  return cards.filter(
    (card) =>
      (!functies || functies.includes(card.acf.functie?.ID ?? -1)) &&
      (!clients || card.acf.opdrachtgevers.some((client) => clients.includes(client.ID))),
  );
}

/**
 * The colleagues, `pageSize` a page by `page` (the screen asks 100; the server's size is what
 * counts here) after the server's filters; past the last, an empty list (as the server answers).
 */
function serveColleagues(api: FakeApi, pages: Card[][], pageSize = pages[0]?.length ?? 1) {
  api.on('GET', USERS, (call) => {
    const matching = filtered(pages.flat(), call.query);
    const page = Number(call.query.get('page'));
    return wpListResponse(matching.slice((page - 1) * pageSize, page * pageSize), {
      total: matching.length,
      totalPages: Math.ceil(matching.length / pageSize),
    });
  });
  api.on(
    'GET',
    FUNCTIES,
    wpListResponse([wpPost(3, 'functies', 'Adviseur'), wpPost(4, 'functies', 'Developer')]),
  );
  api.on(
    'GET',
    CLIENTS,
    wpListResponse([
      wpPost(5, 'intra_opdrachtgevers', 'Gemeente Utrecht'),
      wpPost(6, 'intra_opdrachtgevers', 'Rabobank'),
    ]),
  );
  api.on('GET', FILES, (call) =>
    jsonResponse(
      200,
      (call.query.get('include') ?? '').split(',').map((id) => ({
        id: Number(id),
        date: '2026-11-22T10:00:00',
        title: { rendered: 'foto' },
        filename: 'foto.webp',
        mime_type: 'image/webp',
        filesize: 100,
        source_url: `/wp-json/intranet/v1/files/${id}/view?viewer=7&expires=1&signature=s`,
      })),
    ),
  );
}

function openColleagues(path = '/portal/collegas') {
  storeSession();
  return renderPortal({ path });
}

const card = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name })).closest('article')!;

describe('colleagues screen', () => {
  it('shows a card with picture, full name, phone and mail links, functie, opdrachtgevers and LinkedIn', async () => {
    const api = installFakeApi();
    serveColleagues(api, [
      [
        colleague(21, {
          firstname: 'Ruben',
          tussenvoegsel: 'van den',
          lastname: 'Berg',
          public_picture: 90,
          public_phone: '06 12 34 56 78',
          public_email: 'ruben@example.test',
          functie: wpPostRef(3, 'Adviseur'),
          opdrachtgevers: [wpPostRef(5, 'Gemeente Utrecht'), wpPostRef(6, 'Rabobank')],
          linkedin: 'https://www.linkedin.com/in/ruben',
        }),
        colleague(22, {
          firstname: 'Anna',
          lastname: 'Bos',
          opdrachtgevers: [wpPostRef(6, 'Rabobank')],
        }),
      ],
    ]);
    openColleagues();

    const ruben = await card('Ruben van den Berg');
    expect(ruben.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('/files/90/view'),
    );
    expect(within(ruben).getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute(
      'href',
      'tel:0612345678',
    );
    expect(within(ruben).getByRole('link', { name: 'ruben@example.test' })).toHaveAttribute(
      'href',
      'mailto:ruben@example.test',
    );
    expect(within(ruben).getByText('Functie:')).toBeVisible();
    expect(within(ruben).getByText('Adviseur')).toBeVisible();
    expect(within(ruben).getByText('Opdrachtgevers:')).toBeVisible();
    expect(within(ruben).getByText('Gemeente Utrecht, Rabobank')).toBeVisible();
    const linkedin = within(ruben).getByRole('link', { name: 'Ruben bekijken op LinkedIn' });
    expect(linkedin).toHaveAttribute('title', 'Ruben bekijken op LinkedIn');
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/ruben');

    // Nothing public left empty shows: no picture (her initials instead), no links.
    const anna = await card('Anna Bos');
    expect(anna.querySelector('img')).toBeNull();
    expect(anna.querySelector('[aria-hidden="true"]')).toHaveTextContent('AB');
    expect(within(anna).queryAllByRole('link')).toHaveLength(0);
    expect(within(anna).getByText('Opdrachtgever:')).toBeVisible();

    const first = api.callsTo('GET', USERS)[0]!;
    expect(Object.fromEntries(first.query)).toEqual({
      roles: 'beheerder,medewerker,professional',
      orderby: 'name',
      order: 'asc',
      per_page: '100',
      page: '1',
    });
    expect(api.callsTo('GET', FILES)[0]?.query.get('include')).toBe('90');
    expect(Object.fromEntries(api.callsTo('GET', FUNCTIES)[0]!.query)).toEqual({
      orderby: 'name',
      order: 'asc',
      number: '200',
      per_page: '200',
      status: 'publish',
    });
  });

  it('loads 100 a page until an empty page', async () => {
    const api = installFakeApi();
    serveColleagues(api, [
      ids(1000, 100).map((id) => colleague(id)),
      ids(2000, 20).map((id) => colleague(id)),
    ]);
    openColleagues();

    // jsdom has no layout: the page bottom is always in view, so each page asks for the next.
    await waitFor(() =>
      expect(api.callsTo('GET', USERS).map((call) => call.query.get('page'))).toEqual([
        '1',
        '2',
        '3',
      ]),
    );
    expect(await screen.findByText("120 van 120 collega's")).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.callsTo('GET', USERS)).toHaveLength(3);
  });

  it('filters by functie and by opdrachtgever on the server, kept in the address', async () => {
    const api = installFakeApi();
    serveColleagues(api, [
      [
        colleague(1, {
          firstname: 'Anna',
          lastname: 'Bos',
          functie: wpPostRef(3, 'Adviseur'),
          opdrachtgevers: [wpPostRef(5, 'Gemeente Utrecht')],
        }),
        colleague(2, {
          firstname: 'Bram',
          lastname: 'Kok',
          functie: wpPostRef(4, 'Developer'),
          opdrachtgevers: [wpPostRef(5, 'Gemeente Utrecht')],
        }),
        colleague(3, {
          firstname: 'Cor',
          lastname: 'Smit',
          functie: wpPostRef(3, 'Adviseur'),
          opdrachtgevers: [wpPostRef(6, 'Rabobank')],
        }),
      ],
    ]);
    const view = openColleagues();
    await card('Anna Bos');
    const asked = () => api.callsTo('GET', USERS).map((call) => Object.fromEntries(call.query));

    const functie = screen.getByLabelText('Filter op functie');
    await waitFor(() =>
      expect(within(functie).getByRole('option', { name: 'Adviseur' })).toBeInTheDocument(),
    );
    await view.user.selectOptions(functie, 'Adviseur');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Bram Kok' })).toBeNull());
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(await screen.findByText("2 van 2 collega's")).toBeVisible();
    expect(view.location()).toBe('/portal/collegas?functie=3');
    expect(asked()).toContainEqual(expect.objectContaining({ acf_functie: '3', page: '1' }));

    await view.user.selectOptions(screen.getByLabelText('Filter op opdrachtgever'), 'Rabobank');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 3, name: 'Cor Smit' })).toBeVisible();
    expect(view.location()).toBe('/portal/collegas?functie=3&opdrachtgever=6');
    expect(asked()).toContainEqual({
      roles: 'beheerder,medewerker,professional',
      orderby: 'name',
      order: 'asc',
      per_page: '100',
      page: '1',
      acf_functie: '3',
      acf_opdrachtgevers: '6',
    });
  });

  it('opened with a filter, loads only the filtered pages, scrolling on until an empty page', async () => {
    const api = installFakeApi();
    const advisers = ids(1000, 5).map((id) => colleague(id, { functie: wpPostRef(3, 'Adviseur') }));
    const developers = ids(2000, 40).map((id) =>
      colleague(id, { functie: wpPostRef(4, 'Developer') }),
    );
    // Two a page: the five advisers are pages 1 to 3, page 4 is empty.
    serveColleagues(api, [[...developers, ...advisers]], 2);
    openColleagues('/portal/collegas?functie=3');

    expect(await screen.findByText("5 van 5 collega's")).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    const calls = () => api.callsTo('GET', USERS);
    await waitFor(() =>
      expect(calls().map((call) => call.query.get('page'))).toEqual(['1', '2', '3', '4']),
    );
    // No unfiltered page is ever asked for (the prefetch neither): every call has the filter.
    expect(calls().map((call) => call.query.get('acf_functie'))).toEqual(['3', '3', '3', '3']);
  });

  it('searches by name on the server once typing pauses', async () => {
    const api = installFakeApi();
    serveColleagues(api, [[colleague(1, { firstname: 'Anna', lastname: 'Bos' })]]);
    const view = openColleagues();
    await card('Anna Bos');
    await view.user.type(screen.getByLabelText('Zoek op naam'), 'bos');
    const searched = () => api.callsTo('GET', USERS).filter((call) => call.query.has('search'));
    // The whole word, not one request per letter: its first page and the empty page after it.
    await waitFor(() =>
      expect(searched().map((call) => call.query.get('page'))).toEqual(['1', '2']),
    );
    expect(searched().map((call) => call.query.get('search'))).toEqual(['bos', 'bos']);
    expect(view.location()).toBe('/portal/collegas?zoek=bos');
  });

  it('says so when nobody matches, with a way to clear the filters', async () => {
    const api = installFakeApi();
    serveColleagues(api, [[colleague(1, { firstname: 'Anna', lastname: 'Bos' })]]);
    const view = openColleagues('/portal/collegas?functie=4');
    expect(await screen.findByText("Geen collega's gevonden")).toBeVisible();
    await view.user.click(screen.getAllByRole('button', { name: 'Filters wissen' })[0]!);
    expect(await card('Anna Bos')).toBeVisible();
    expect(view.location()).toBe('/portal/collegas');
  });

  it('loads in the columns of the loaded list: the first page replaces the skeletons without a jump', async () => {
    // Every observed element reports 800 px wide (jsdom has no layout): two columns.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe(target: Element) {
          const size = { inlineSize: 800, blockSize: 150 };
          this.report(
            [
              {
                target,
                contentRect: new DOMRect(0, 0, 800, 150),
                borderBoxSize: [size],
                contentBoxSize: [size],
                devicePixelContentBoxSize: [size],
              },
            ],
            this as unknown as ResizeObserver,
          );
        }
        unobserve() {}
        disconnect() {}
      },
    );
    try {
      const api = installFakeApi();
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      serveColleagues(api, []);
      api.on('GET', USERS, async () => {
        await held;
        return wpListResponse([colleague(31), colleague(32), colleague(33)], { total: 3 });
      });
      openColleagues();
      const loading = (await screen.findByText("Collega's laden...")).parentElement!;
      expect(loading.style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
      release();
      const row = (await card('Collega 31')).parentElement!;
      expect(row.style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows 18 skeleton cards while the first page loads', async () => {
    const api = installFakeApi();
    serveColleagues(api, []);
    api.on('GET', USERS, never);
    openColleagues();
    const loading = await screen.findByText("Collega's laden...");
    expect(loading.parentElement!.querySelectorAll(':scope > div')).toHaveLength(18);
  });
});
