import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse } from '@/test/wp-responses';
import { visibleSections } from '../model/sections';

/**
 * Issue 25 items 12 and 13: Beheer says why a section does not open, titles each section's
 * tab, and below 1024 px its 18 sections sit behind a button that names the current one.
 */

const REF = '/intranet/v1/beheer/reference';

// Beheer's screens are one lazily loaded module, large to transform on a busy machine: loaded
// before the first test, so its first wait measures the screen, not the compiler.
beforeAll(() => import('./beheer-screen'), 60_000);

function serveReference() {
  const api = installFakeApi();
  for (const kind of ['functies', 'intra_opdrachtgevers', 'dienstverbanden']) {
    api.on('GET', `${REF}/${kind}`, jsonResponse(200, []));
  }
  return api;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('Beheer sections a user may not open', () => {
  it('tells an editor that Mensen is not theirs, and an unknown section that it does not exist', async () => {
    installFakeApi();
    storeSession({ roles: ['editor'] });
    const view = renderPortal({ path: '/portal/beheer/mensen' });
    expect(await heading('Je hebt geen toegang tot dit onderdeel.')).toBeVisible();
    expect(screen.getByText('Kies een onderdeel in het menu.')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Beheer: geen toegang | Intranet'));
    view.unmount();

    renderPortal({ path: '/portal/beheer/bestaat-niet' });
    expect(await heading('Dit onderdeel bestaat niet.')).toBeVisible();
    expect(screen.queryByText('Je hebt geen toegang tot dit onderdeel.')).toBeNull();
  });

  it('tells a beheerder that a person’s page under a section of the administrator is not theirs', async () => {
    installFakeApi();
    storeSession({ roles: ['beheerder'] });
    renderPortal({ path: '/portal/beheer/auditlog/12' });
    expect(await heading('Je hebt geen toegang tot dit onderdeel.')).toBeVisible();
  });
});

describe('Beheer tab titles', () => {
  it('names the open section in the browser tab, and the next one after following the menu', async () => {
    serveReference();
    storeSession({ roles: ['beheerder'] });
    const view = renderPortal({ path: '/portal/beheer/functies' });
    expect(await heading('Functies')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Beheer: Functies | Intranet'));

    const menu = screen.getByRole('navigation', { name: 'Beheer' });
    await view.user.click(within(menu).getByRole('link', { name: 'Dienstverbanden' }));
    expect(await heading('Dienstverbanden')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Beheer: Dienstverbanden | Intranet'));
  });
});

describe('the Beheer menu on a narrow screen', () => {
  it('is a button naming the current section that opens and closes the list of sections', async () => {
    serveReference();
    storeSession({ roles: ['administrator'] });
    const view = renderPortal({ path: '/portal/beheer/functies' });
    const menu = within(await screen.findByRole('navigation', { name: 'Beheer' }));
    const toggle = menu.getByRole('button', { name: 'Onderdelen: Functies' });
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list.tagName).toBe('UL');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Below 1024 px (lg) the closed list is hidden; from 1024 px it is the side column.
    expect(list).toHaveClass('hidden', 'lg:flex');
    // Every section of an administrator, none cut off: a list, not a sideways strip.
    expect(within(list).getAllByRole('link')).toHaveLength(
      visibleSections(['administrator']).length,
    );

    await view.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveClass('hidden');
    expect(within(list).getByRole('link', { name: 'Functies' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Escape closes it and gives the focus back to the button.
    within(list).getByRole('link', { name: 'Mensen' }).focus();
    await view.user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    // Following a link closes it, and the button names the new section.
    await view.user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await view.user.click(within(list).getByRole('link', { name: 'Dienstverbanden' }));
    expect(await heading('Dienstverbanden')).toBeVisible();
    expect(menu.getByRole('button', { name: 'Onderdelen: Dienstverbanden' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
