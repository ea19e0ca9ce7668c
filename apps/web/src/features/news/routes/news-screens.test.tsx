import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE } from '@/shared/api/load-failure';
import { newsItem, wpListResponse } from '@/test/content-responses';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse, restError } from '@/test/wp-responses';

const NEWS = '/wp/v2/nieuws';

const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('news list', () => {
  it('shows cards with title, excerpt, author and a "Lees meer" link', async () => {
    const api = installFakeApi();
    api.on(
      'GET',
      NEWS,
      wpListResponse(
        [
          newsItem(20, {
            title: { rendered: 'Nieuwe cao: 4,5 procent loonsverhoging' },
            author: { id: 3, firstName: 'Ruben', lastName: 'van den Berg', name: 'Ruben' },
          }),
          newsItem(19),
        ],
        { total: 2, totalPages: 1 },
      ),
    );
    storeSession();
    renderPortal({ path: '/portal/nieuws' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Laatste nieuws' })).toBeVisible();
    const card = (
      await screen.findByRole('heading', { name: 'Nieuwe cao: 4,5 procent loonsverhoging' })
    ).closest('article')!;
    expect(within(card).getByText('Samenvatting van bericht 20 […]')).toHaveClass('line-clamp-3');
    expect(within(card).getByText('Ruben van den Berg')).toBeVisible();
    expect(within(card).getByRole('link', { name: /^Lees meer/ })).toHaveAttribute(
      'href',
      '/portal/nieuws/20',
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('2 van 2 berichten')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Meer nieuws laden' })).not.toBeInTheDocument();
    const [call] = api.callsTo('GET', NEWS);
    expect(Object.fromEntries(call!.query)).toEqual({
      status: 'publish',
      per_page: '12',
      page: '1',
    });
  });

  it('loads the next page on "Meer nieuws laden" until X-WP-TotalPages is reached', async () => {
    const api = installFakeApi();
    api.on('GET', NEWS, (call) =>
      call.query.get('page') === '1'
        ? wpListResponse(
            ids(100, 12).map((id) => newsItem(id)),
            { total: 15, totalPages: 2 },
          )
        : wpListResponse(
            ids(200, 3).map((id) => newsItem(id)),
            { total: 15, totalPages: 2 },
          ),
    );
    storeSession();
    const view = renderPortal({ path: '/portal/nieuws' });

    await view.user.click(await screen.findByRole('button', { name: 'Meer nieuws laden' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15));
    expect(api.callsTo('GET', NEWS).map((call) => call.query.get('page'))).toEqual(['1', '2']);
    expect(screen.getByText('15 van 15 berichten')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Meer nieuws laden' })).not.toBeInTheDocument();
    // Keyboard users continue at the first new card.
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName('Lees meer: Nieuwsbericht 200'),
    );
  });

  it('says so when there is no news yet', async () => {
    const api = installFakeApi();
    api.on('GET', NEWS, wpListResponse([], { total: 0, totalPages: 0 }));
    storeSession();
    renderPortal({ path: '/portal/nieuws' });
    expect(await screen.findByText('Er is nog geen nieuws.')).toBeVisible();
  });

  it('shows skeleton cards while loading', async () => {
    const api = installFakeApi();
    api.on('GET', NEWS, new Promise<Response>(() => {}));
    storeSession();
    renderPortal({ path: '/portal/nieuws' });
    await screen.findByRole('heading', { level: 1, name: 'Laatste nieuws' });
    expect(screen.getAllByTestId('news-card-skeleton').length).toBeGreaterThan(0);
  });

  it('logs a failed load, says so and loads again on "Opnieuw proberen"', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = installFakeApi();
    let up = false;
    api.on('GET', NEWS, () =>
      up
        ? wpListResponse([newsItem(20)], { total: 1, totalPages: 1 })
        : restError(403, 'rest_forbidden', 'Nee.'),
    );
    storeSession();
    const view = renderPortal({ path: '/portal/nieuws' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Het nieuws kon niet worden geladen.',
    );
    expect(consoleError).toHaveBeenCalledWith('Error fetching posts', expect.anything());
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByText('Er is nog geen nieuws.')).not.toBeInTheDocument();
    up = true;
    await view.user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the connection is gone when the browser is offline', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = installFakeApi();
    api.on('GET', NEWS, () =>
      navigator.onLine
        ? wpListResponse([newsItem(20)], { total: 1, totalPages: 1 })
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    storeSession();
    const view = renderPortal({ path: '/portal/nieuws' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Het nieuws kon niet worden geladen.');
    expect(alert).toHaveTextContent(OFFLINE_MESSAGE);
    onLine.mockReturnValue(true);
    await view.user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    onLine.mockRestore();
  });

  it('says so when the next page fails, and loads it on "Opnieuw proberen"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = installFakeApi();
    let up = false;
    api.on('GET', NEWS, (call) =>
      call.query.get('page') === '1'
        ? wpListResponse([newsItem(20)], { total: 2, totalPages: 2 })
        : up
          ? wpListResponse([newsItem(19)], { total: 2, totalPages: 2 })
          : restError(400, 'rest_invalid_param', 'Nee.'),
    );
    storeSession();
    const view = renderPortal({ path: '/portal/nieuws' });

    await view.user.click(await screen.findByRole('button', { name: 'Meer nieuws laden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Meer nieuws kon niet worden geladen.',
    );
    up = true;
    await view.user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });
});

describe('news item', () => {
  it('shows the title as text, the HTML content, the author and the date, and titles the page', async () => {
    const api = installFakeApi();
    api.on(
      'GET',
      '/wp/v2/nieuws/20',
      jsonResponse(
        200,
        newsItem(20, {
          title: { rendered: 'Cao <b>2027</b> & verlof' },
          content: {
            rendered:
              '<p>Goed nieuws.</p><p><strong>Wat betekent dit voor jou?</strong></p><ul><li>Meer loon</li></ul>',
            protected: false,
          },
        }),
      ),
    );
    storeSession();
    renderPortal({ path: '/portal/nieuws/20' });

    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Cao <b>2027</b> & verlof');
    expect(title.querySelector('b')).toBeNull();
    expect(screen.getByText('Wat betekent dit voor jou?').tagName).toBe('STRONG');
    expect(screen.getByText('Meer loon').tagName).toBe('LI');
    expect(screen.getByText(/Marieke de Vries/)).toBeVisible();
    expect(screen.getByText('18 november 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: /Terug naar het nieuws/ })).toHaveAttribute(
      'href',
      '/portal/nieuws',
    );
    await waitFor(() => expect(document.title).toBe('Cao <b>2027</b> & verlof | Intranet'));
  });

  it('shows skeletons while the item loads', async () => {
    const api = installFakeApi();
    api.on('GET', '/wp/v2/nieuws/20', new Promise<Response>(() => {}));
    storeSession();
    renderPortal({ path: '/portal/nieuws/20' });
    expect(await screen.findByText('Nieuwsbericht laden...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Terug naar het nieuws/ })).toBeVisible();
  });

  it('has a friendly state for an unknown item', async () => {
    const api = installFakeApi();
    api.on('GET', '/wp/v2/nieuws/9999', restError(404, 'rest_post_invalid_id', 'Invalid post ID.'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession();
    renderPortal({ path: '/portal/nieuws/9999' });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Dit nieuwsbericht bestaat niet (meer).',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Terug naar het nieuws' })).toHaveAttribute(
      'href',
      '/portal/nieuws',
    );
    // A missing item is not a failed load.
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).not.toBeInTheDocument();
  });

  it('says so when the item fails to load, and loads it on "Opnieuw proberen"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = installFakeApi();
    api.on(
      'GET',
      '/wp/v2/nieuws/20',
      restError(400, 'rest_invalid_param', 'Nee.'),
      jsonResponse(200, newsItem(20)),
    );
    storeSession();
    const view = renderPortal({ path: '/portal/nieuws/20' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Het nieuwsbericht kon niet worden geladen.',
    );
    await view.user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nieuwsbericht 20' }),
    ).toBeVisible();
  });

  it('does not ask the server for an id that cannot exist', async () => {
    const api = installFakeApi();
    storeSession();
    renderPortal({ path: '/portal/nieuws/cao-2027' });
    expect(await screen.findByText('Dit nieuwsbericht bestaat niet (meer).')).toBeVisible();
    expect(api.calls.filter((call) => call.path.startsWith(NEWS))).toHaveLength(0);
  });

  it('goes from the dashboard to the item and back to the list', async () => {
    // The dashboard's other blocks are not served here; their failures are only logged.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = installFakeApi();
    api.on('GET', NEWS, wpListResponse([newsItem(20)], { total: 1, totalPages: 1 }));
    api.on('GET', '/wp/v2/nieuws/20', jsonResponse(200, newsItem(20)));
    storeSession();
    const view = renderPortal({ path: '/portal/dashboard' });

    await view.user.click(await screen.findByRole('link', { name: 'Nieuwsbericht 20' }));
    expect(await screen.findByText('Inhoud van bericht 20.')).toBeVisible();
    expect(view.location()).toBe('/portal/nieuws/20');
    await view.user.click(screen.getByRole('link', { name: /Terug naar het nieuws/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Laatste nieuws' })).toBeVisible();
  });
});
