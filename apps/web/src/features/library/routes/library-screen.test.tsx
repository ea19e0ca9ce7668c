import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { attachedFile, intranetOptions, libraryEntry } from '@/test/content-responses';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse, restError } from '@/test/wp-responses';

const LIBRARY = '/wp/v2/bibliotheek';
const OPTIONS = '/acf/v3/options/intranet';

const INTRO = 'Zoek je iets wat je niet kan vinden in het overzicht? Neem contact op met:';

describe('library', () => {
  it('names the contact persons with a phone link each', async () => {
    const api = installFakeApi();
    api.on('GET', OPTIONS, jsonResponse(200, intranetOptions()));
    api.on('GET', LIBRARY, jsonResponse(200, []));
    storeSession();
    renderPortal({ path: '/portal/bibliotheek' });

    expect(await screen.findByText(INTRO)).toBeVisible();
    expect(await screen.findByText('Marieke de Vries (HR)')).toBeVisible();
    expect(screen.getByRole('link', { name: '030-2400000' })).toHaveAttribute(
      'href',
      'tel:0302400000',
    );
    expect(screen.getByText('Johan Bakker (beheer)')).toBeVisible();
    expect(screen.getByRole('link', { name: '030 240 01 37' })).toHaveAttribute(
      'href',
      'tel:0302400137',
    );
    expect(
      await screen.findByText('Er staan nog geen documenten in de bibliotheek.'),
    ).toBeVisible();
  });

  it('lists the entries with their files, each with a "downloaden" link in a new tab', async () => {
    const api = installFakeApi();
    api.on('GET', OPTIONS, jsonResponse(200, intranetOptions()));
    api.on(
      'GET',
      LIBRARY,
      jsonResponse(200, [
        libraryEntry(80, 'Gedragscode en integriteit', [
          { name: 'Gedragscode', file: attachedFile(36, 'Gedragscode 2026') },
        ]),
        libraryEntry(81, 'Personeelshandboek', [
          { name: '', file: attachedFile(37, 'Personeelshandboek (volledig)') },
          { file: attachedFile(38, 'Samenvatting in één A4') },
        ]),
      ]),
    );
    storeSession();
    renderPortal({ path: '/portal/bibliotheek' });

    const code = (
      await screen.findByRole('heading', { name: 'Gedragscode en integriteit' })
    ).closest('article')!;
    // The label wins over the file's title, and names the download for screen readers.
    expect(within(code).getByText('Gedragscode', { selector: 'span:not(.sr-only)' })).toBeVisible();
    expect(within(code).queryByText(/Gedragscode 2026/)).not.toBeInTheDocument();
    const download = within(code).getByRole('link', { name: /^downloaden\s*Gedragscode/ });
    expect(download).toHaveAttribute('href', attachedFile(36, 'x').url);
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const handbook = screen
      .getByRole('heading', { name: 'Personeelshandboek' })
      .closest('article')!;
    expect(
      within(handbook).getByRole('link', { name: /^downloaden\s*Personeelshandboek \(volledig\)/ }),
    ).toBeVisible();
    expect(
      within(handbook).getByRole('link', { name: /^downloaden\s*Samenvatting in één A4/ }),
    ).toBeVisible();
    expect(within(handbook).getAllByRole('link', { name: /^downloaden/ })).toHaveLength(2);

    expect(Object.fromEntries(api.callsTo('GET', LIBRARY)[0]!.query)).toEqual({
      orderby: 'name',
      order: 'asc',
      number: '1000',
      per_page: '1000',
      status: 'publish',
    });
  });

  it('shows skeletons while loading', async () => {
    const api = installFakeApi();
    api.on('GET', OPTIONS, new Promise<Response>(() => {}));
    api.on('GET', LIBRARY, new Promise<Response>(() => {}));
    storeSession();
    renderPortal({ path: '/portal/bibliotheek' });

    expect(await screen.findByText('Documenten laden...')).toBeInTheDocument();
    expect(screen.getAllByTestId('library-skeleton')).toHaveLength(5);
    expect(screen.getByText('Contactpersonen laden...')).toBeInTheDocument();
  });

  it('logs failed loads, says which, and loads them on "Opnieuw proberen"', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = installFakeApi();
    api.on('GET', OPTIONS, restError(403, 'rest_forbidden', 'Nee.'));
    api.on('GET', LIBRARY, restError(403, 'rest_forbidden', 'Nee.'));
    storeSession();
    const view = renderPortal({ path: '/portal/bibliotheek' });

    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(consoleError).toHaveBeenCalledWith('Error fetching ACF options data', expect.anything());
    expect(consoleError).toHaveBeenCalledWith('Error fetching posts', expect.anything());
    const [contacts, documents] = screen.getAllByRole('alert');
    expect(contacts).toHaveTextContent('De contactpersonen konden niet worden geladen.');
    expect(documents).toHaveTextContent('De documenten konden niet worden geladen.');
    expect(
      screen.queryByText('Er staan nog geen documenten in de bibliotheek.'),
    ).not.toBeInTheDocument();

    api.on('GET', OPTIONS, jsonResponse(200, intranetOptions()));
    api.on('GET', LIBRARY, jsonResponse(200, []));
    for (const alert of screen.getAllByRole('alert')) {
      await view.user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    }
    expect(await screen.findByText('Marieke de Vries (HR)')).toBeVisible();
    expect(
      await screen.findByText('Er staan nog geen documenten in de bibliotheek.'),
    ).toBeVisible();
  });
});
