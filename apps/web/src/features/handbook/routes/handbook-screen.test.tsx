import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { attachedFile, categorizedItem, term } from '@/test/content-responses';
import { installFakeApi, type FakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse, restError } from '@/test/wp-responses';

const TERMS = '/wp/v2/arbeidsvoorwaarden';
const TERM_CATEGORIES = '/wp/v2/arbeidsvoorwaarden_categorieen';

function serveTerms(api: FakeApi) {
  api.on(
    'GET',
    TERM_CATEGORIES,
    jsonResponse(200, [term(5, 'Opleiding'), term(3, 'Pensioen'), term(1, 'Salaris')]),
  );
  api.on('GET', TERMS, (call) => {
    const category = Number(call.query.get('arbeidsvoorwaarden_categorieen'));
    const items = {
      5: [
        categorizedItem(60, 'arbeidsvoorwaarden', 5, 'Studieverlof', {
          files: [attachedFile(8, 'Regeling studieverlof')],
        }),
      ],
      3: [],
      1: [
        categorizedItem(49, 'arbeidsvoorwaarden', 1, 'Loonschalen en periodieken', {
          content: '<p>Elke functie valt in een <strong>loonschaal</strong>.</p>',
          files: [
            attachedFile(3, 'Salarisschalen'),
            attachedFile(4, '', 'Functiehuis en indeling.pdf'),
          ],
        }),
      ],
    }[category];
    return items ? jsonResponse(200, items) : restError(400, 'rest_invalid_param', 'Nee.');
  });
}

const menu = () => screen.getByRole('navigation', { name: 'Categorieën arbeidsvoorwaarden' });

describe('terms of employment', () => {
  it('opens the first category when none is given', async () => {
    const api = installFakeApi();
    serveTerms(api);
    storeSession();
    const view = renderPortal({ path: '/portal/arbeidsvoorwaarden' });

    await waitFor(() => expect(view.location()).toBe('/portal/arbeidsvoorwaarden/5'));
    expect(await screen.findByRole('heading', { name: 'Studieverlof' })).toBeVisible();
    expect(within(menu()).getByRole('link', { name: 'Opleiding' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(Object.fromEntries(api.callsTo('GET', TERMS)[0]!.query)).toEqual({
      status: 'publish',
      per_page: '200',
      arbeidsvoorwaarden_categorieen: '5',
    });
  });

  it('reloads the list and moves the highlight when another category is chosen', async () => {
    const api = installFakeApi();
    serveTerms(api);
    storeSession();
    const view = renderPortal({ path: '/portal/arbeidsvoorwaarden/5' });
    await screen.findByRole('heading', { name: 'Studieverlof' });

    await view.user.click(within(menu()).getByRole('link', { name: 'Salaris' }));
    expect(view.location()).toBe('/portal/arbeidsvoorwaarden/1');
    expect(
      await screen.findByRole('heading', { name: 'Loonschalen en periodieken' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Studieverlof' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Salaris' })).toBeVisible();
    expect(within(menu()).getByRole('link', { name: 'Salaris' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu()).getByRole('link', { name: 'Opleiding' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(
      api.callsTo('GET', TERMS).map((call) => call.query.get('arbeidsvoorwaarden_categorieen')),
    ).toEqual(['5', '1']);

    await view.user.click(within(menu()).getByRole('link', { name: 'Pensioen' }));
    expect(
      await screen.findByText('Er staan nog geen onderwerpen in deze categorie.'),
    ).toBeVisible();
  });

  it('shows the content and lists each file under "Downloads:" opening in a new tab', async () => {
    const api = installFakeApi();
    serveTerms(api);
    storeSession();
    renderPortal({ path: '/portal/arbeidsvoorwaarden/1' });

    const item = (
      await screen.findByRole('heading', { name: 'Loonschalen en periodieken' })
    ).closest('article')!;
    expect(within(item).getByText('loonschaal').tagName).toBe('STRONG');
    expect(within(item).getByText('Downloads:')).toBeVisible();
    const byTitle = within(item).getByRole('link', { name: /^Salarisschalen/ });
    expect(byTitle).toHaveAttribute('href', attachedFile(3, 'Salarisschalen').url);
    expect(byTitle).toHaveAttribute('target', '_blank');
    expect(byTitle).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // Without a title the file name names the download.
    expect(within(item).getByRole('link', { name: /^Functiehuis en indeling\.pdf/ })).toBeVisible();
  });

  it('says so for a category that does not exist', async () => {
    // The items are asked for alongside the categories; this server refuses the unknown id.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = installFakeApi();
    serveTerms(api);
    storeSession();
    renderPortal({ path: '/portal/arbeidsvoorwaarden/77' });
    expect(
      await screen.findByText(
        'Deze categorie bestaat niet (meer). Kies een categorie uit het menu.',
      ),
    ).toBeVisible();
  });

  it('logs failed loads, says which, and loads them on "Opnieuw proberen"', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = installFakeApi();
    api.on('GET', TERM_CATEGORIES, restError(403, 'rest_forbidden', 'Nee.'));
    api.on('GET', TERMS, restError(403, 'rest_forbidden', 'Nee.'));
    storeSession();
    const view = renderPortal({ path: '/portal/arbeidsvoorwaarden/1' });

    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(consoleError).toHaveBeenCalledWith('Error fetching categories', expect.anything());
    expect(consoleError).toHaveBeenCalledWith('Error fetching posts', expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Arbeidsvoorwaarden' })).toBeVisible();
    expect(within(menu()).queryByRole('link')).not.toBeInTheDocument();
    const [categories, items] = screen.getAllByRole('alert');
    expect(categories).toHaveTextContent('De categorieën konden niet worden geladen.');
    expect(items).toHaveTextContent('De onderwerpen konden niet worden geladen.');

    serveTerms(api);
    for (const alert of screen.getAllByRole('alert')) {
      await view.user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    }
    expect(
      await screen.findByRole('heading', { name: 'Loonschalen en periodieken' }),
    ).toBeVisible();
    expect(within(menu()).getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('knowledge base', () => {
  it('shows item titles as plain text, never as links or HTML', async () => {
    const api = installFakeApi();
    api.on(
      'GET',
      '/wp/v2/kennisbank_categorieen',
      jsonResponse(200, [term(7, 'Formulieren', 'kennisbank_categorieen')]),
    );
    api.on(
      'GET',
      '/wp/v2/kennisbank',
      jsonResponse(200, [
        categorizedItem(67, 'kennisbank', 7, 'Aanvraag <em>fietsplan</em>', {
          files: [attachedFile(22, 'Aanvraagformulier fietsplan')],
        }),
      ]),
    );
    storeSession();
    const view = renderPortal({ path: '/portal/hoe-het-werkt' });

    await waitFor(() => expect(view.location()).toBe('/portal/hoe-het-werkt/7'));
    const title = await screen.findByRole('heading', { level: 3 });
    expect(title).toHaveTextContent('Aanvraag <em>fietsplan</em>');
    expect(title.children).toHaveLength(0);
    expect(within(title).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hoe het werkt' })).toBeVisible();
    expect(
      screen.getByRole('navigation', { name: 'Categorieën hoe het werkt' }),
    ).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET', '/wp/v2/kennisbank')[0]!.query)).toEqual({
      status: 'publish',
      per_page: '200',
      kennisbank_categorieen: '7',
    });
  });
});
