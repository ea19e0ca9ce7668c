import type { Role } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_STORE_ID } from '@/shared/session/session-store';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { successMessage } from '@/test/wp-responses';

async function sidebar() {
  return within(await screen.findByRole('navigation', { name: 'Hoofdmenu' }));
}

async function sidebarLinkNames() {
  return (await sidebar()).getAllByRole('link').map((link: HTMLElement) => link.textContent);
}

describe('sidebar', () => {
  it('lists the screens in order for a professional, with "Mijn opdrachten" and no Beheer', async () => {
    installFakeApi();
    storeSession({ roles: ['professional'] });
    renderPortal({ path: '/portal/dashboard' });
    expect(await sidebarLinkNames()).toEqual([
      'Dashboard',
      'Nieuws',
      'Arbeidsvoorwaarden',
      'Hoe het werkt',
      'Bibliotheek',
      "Collega's",
      'Mijn opdrachten',
      'Declaraties',
      'Profiel',
      'Terug naar de website',
    ]);
  });

  it('reads "Opdrachten" for a medewerker, who has no Beheer link either', async () => {
    installFakeApi();
    storeSession({ roles: ['medewerker'] });
    renderPortal({ path: '/portal/dashboard' });
    const nav = await sidebar();
    expect(nav.getByRole('link', { name: 'Opdrachten' })).toHaveAttribute(
      'href',
      '/portal/opdrachten',
    );
    expect(nav.queryByRole('link', { name: 'Mijn opdrachten' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Beheer' })).not.toBeInTheDocument();
  });

  it.each<Role>(['administrator', 'editor', 'beheerder'])('shows Beheer to a %s', async (role) => {
    installFakeApi();
    storeSession({ roles: [role] });
    renderPortal({ path: '/portal/dashboard' });
    expect((await sidebar()).getByRole('link', { name: 'Beheer' })).toHaveAttribute(
      'href',
      '/portal/beheer',
    );
  });

  it('adds the token to an external admin URL', async () => {
    installFakeApi();
    const token = storeSession({ roles: ['administrator'] });
    renderPortal({
      path: '/portal/dashboard',
      config: { adminUrl: 'https://intranet.example.test/wp-admin/' },
    });
    expect((await sidebar()).getByRole('link', { name: 'Beheer' })).toHaveAttribute(
      'href',
      `https://intranet.example.test/wp-admin/?token=${token}`,
    );
  });

  it('appends the token with & when the admin URL already has a query', async () => {
    installFakeApi();
    const token = storeSession({ roles: ['beheerder'] });
    renderPortal({
      path: '/portal/dashboard',
      config: { adminUrl: 'https://intranet.example.test/beheer?tab=1' },
    });
    expect((await sidebar()).getByRole('link', { name: 'Beheer' })).toHaveAttribute(
      'href',
      `https://intranet.example.test/beheer?tab=1&token=${token}`,
    );
  });

  it('marks the active entry, also on a nested page, and links back to the website', async () => {
    installFakeApi();
    storeSession();
    renderPortal({ path: '/portal/nieuws/1003' });
    const nav = await sidebar();
    expect(nav.getByRole('link', { name: 'Nieuws' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'Terug naar de website' })).toHaveAttribute('href', '/');
  });

  it('sends "Terug naar de website" to the WEBSITE_URL setting (issue 25 item 16)', async () => {
    installFakeApi();
    storeSession();
    renderPortal({ path: '/portal/dashboard', config: { websiteUrl: 'https://www.acme.test/' } });
    const nav = await sidebar();
    expect(nav.getByRole('link', { name: 'Terug naar de website' })).toHaveAttribute(
      'href',
      'https://www.acme.test/',
    );
  });
});

describe('top bar', () => {
  it('shows the page title, the hours bonus and the first name', async () => {
    installFakeApi();
    storeSession({ firstName: 'Sanne', urenmeter: 1234.5, urenmeter_enabled: true });
    renderPortal({ path: '/portal/profiel' });
    const banner = within(await screen.findByRole('banner'));
    expect(banner.getByText('Profiel')).toBeInTheDocument();
    expect(banner.getByText('Uren bonus: 1.234,5 van de 600 uur')).toBeInTheDocument();
    expect(banner.getByRole('button', { name: 'Sanne' })).toBeInTheDocument();
  });

  it('shows the initials in the avatar of a user without a photo (issue 25 item 16)', async () => {
    installFakeApi();
    storeSession({ firstName: 'Sanne', lastName: 'de Vries' });
    renderPortal({ path: '/portal/dashboard' });
    const menu = within(await screen.findByRole('banner')).getByRole('button', { name: 'Sanne' });
    expect(menu.querySelector('[aria-hidden="true"]')).toHaveTextContent('SV');
  });

  it('hides the hours bonus when disabled and falls back to the display name', async () => {
    installFakeApi();
    storeSession({
      firstName: '',
      displayName: 'sdevries',
      urenmeter: 50,
      urenmeter_enabled: false,
    });
    renderPortal({ path: '/portal/dashboard' });
    const banner = within(await screen.findByRole('banner'));
    expect(banner.queryByText(/Uren bonus/)).not.toBeInTheDocument();
    expect(banner.getByRole('button', { name: 'sdevries' })).toBeInTheDocument();
  });

  it('has a skip link to the content', async () => {
    installFakeApi();
    storeSession();
    renderPortal({ path: '/portal/dashboard' });
    expect(await screen.findByRole('link', { name: 'Naar de inhoud' })).toHaveAttribute(
      'href',
      '#inhoud',
    );
    expect(document.getElementById('inhoud')?.tagName).toBe('MAIN');
  });
});

describe('navigation focus', () => {
  it('moves focus to the content after following a sidebar link', async () => {
    installFakeApi();
    storeSession();
    const view = renderPortal({ path: '/portal/dashboard' });
    await view.user.click((await sidebar()).getByRole('link', { name: 'Nieuws' }));
    await screen.findByRole('heading', { level: 1, name: 'Laatste nieuws' });
    // The focus moves in an effect after the new screen is drawn.
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('inhoud')));
  });

  it('opens the new page at its top after a navigation (issue 25 item 16)', async () => {
    installFakeApi();
    storeSession();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    try {
      const view = renderPortal({ path: '/portal/dashboard' });
      await view.user.click((await sidebar()).getByRole('link', { name: 'Nieuws' }));
      await screen.findByRole('heading', { level: 1, name: 'Laatste nieuws' });
      await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 0));
      // Focusing the content does not scroll it away from the top either.
      await waitFor(() => expect(document.activeElement).toBe(document.getElementById('inhoud')));
      expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    } finally {
      scrollTo.mockRestore();
    }
  });
});

describe('user menu', () => {
  it('opens the profile', async () => {
    installFakeApi();
    storeSession();
    const view = renderPortal({ path: '/portal/dashboard' });
    await view.user.click(await screen.findByRole('button', { name: 'Sanne' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Profiel' }));
    await waitFor(() => expect(view.location()).toBe('/portal/profiel'));
  });

  it('logs out: server call, then token, expiry, user, storage and query cache are gone', async () => {
    const api = installFakeApi();
    api.on('POST', '/custom/v1/logout', successMessage('Je bent uitgelogd.'));
    const token = storeSession();
    const view = renderPortal({ path: '/portal/dashboard' });
    view.services.queryClient.setQueryData(['nieuws'], [{ id: 1 }]);

    await view.user.click(await screen.findByRole('button', { name: 'Sanne' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Uitloggen' }));

    await waitFor(() => expect(view.location()).toBe('/portal'));
    expect(api.callsTo('POST', '/custom/v1/logout')[0]?.headers.get('Authorization')).toBe(
      `Bearer ${token}`,
    );
    expect(view.services.store.getState()).toMatchObject({
      token: null,
      expiresAt: null,
      user: null,
    });
    expect(window.localStorage.getItem(SESSION_STORE_ID)).toBeNull();
    expect(view.services.queryClient.getQueryData(['nieuws'])).toBeUndefined();
    expect(await screen.findByRole('button', { name: 'Inloggen' })).toBeInTheDocument();
  });

  it('logs out locally even when the server call fails', async () => {
    const api = installFakeApi();
    api.on('POST', '/custom/v1/logout', () => Promise.reject(new TypeError('Failed to fetch')));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession();
    const view = renderPortal({ path: '/portal/dashboard' });

    await view.user.click(await screen.findByRole('button', { name: 'Sanne' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Uitloggen' }));

    await waitFor(() => expect(view.location()).toBe('/portal'));
    expect(consoleError).toHaveBeenCalled();
    expect(view.services.store.getState().token).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORE_ID)).toBeNull();
  });
});

describe('mobile navigation', () => {
  it('opens a drawer with the same navigation behind the Menu button and closes on a link', async () => {
    installFakeApi();
    storeSession({ roles: ['beheerder'] });
    const view = renderPortal({ path: '/portal/dashboard' });
    await view.user.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(drawer.getByRole('link', { name: 'Opdrachten' })).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: 'Beheer' })).toBeInTheDocument();

    await view.user.click(drawer.getByRole('link', { name: 'Declaraties' }));
    await waitFor(() => expect(view.location()).toBe('/portal/declaraties'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with Escape', async () => {
    installFakeApi();
    storeSession();
    const view = renderPortal({ path: '/portal/dashboard' });
    await view.user.click(await screen.findByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
