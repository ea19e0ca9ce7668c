import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { makeToken } from '@/test/tokens';
import { successMessage, tokenSuccess, userProfile } from '@/test/wp-responses';

describe('route guard', () => {
  it('sends a signed-out visitor to the login page with the way back in redirect', async () => {
    installFakeApi();
    const view = renderPortal({ path: '/portal/declaraties/2026/3?tab=regels' });
    await screen.findByRole('button', { name: 'Inloggen' });
    expect(view.location()).toBe(
      '/portal?redirect=%2Fportal%2Fdeclaraties%2F2026%2F3%3Ftab%3Dregels',
    );
  });

  it.each(['/portal/opdrachten/nieuw', '/portal/beheer'])(
    'sends a signed-out visitor of a route for some roles (%s) to the login page with its way back',
    async (path) => {
      installFakeApi();
      const view = renderPortal({ path });
      await screen.findByRole('button', { name: 'Inloggen' });
      expect(view.location()).toBe(`/portal?redirect=${encodeURIComponent(path)}`);
    },
  );

  it('opens the kept redirect after logging in', async () => {
    const api = installFakeApi();
    api.on('GET', '/custom/v1/clear-refresh-token', successMessage('Refresh token cleared.'));
    api.on('POST', '/jwt-auth/v1/token', tokenSuccess(makeToken(Date.now() + 600_000)));
    api.on('GET', '/custom/v1/user-profile', userProfile());
    const view = renderPortal({ path: '/portal/collegas?functie=3' });

    await view.user.type(await screen.findByLabelText('E-mailadres'), 'sanne@example.test');
    await view.user.type(screen.getByLabelText('Wachtwoord'), 'geheim-wachtwoord');
    await view.user.click(screen.getByRole('button', { name: 'Inloggen' }));

    await waitFor(() => expect(view.location()).toBe('/portal/collegas?functie=3'));
    expect(await screen.findByRole('heading', { level: 1, name: "Collega's" })).toBeInTheDocument();
  });

  it.each(['https://evil.test/portal/x', '//evil.test/portal/x', '/elders', '/portal'])(
    'ignores an unsafe redirect (%s) and opens the dashboard',
    async (redirect) => {
      const api = installFakeApi();
      api.on('GET', '/custom/v1/clear-refresh-token', successMessage('Refresh token cleared.'));
      api.on('POST', '/jwt-auth/v1/token', tokenSuccess(makeToken(Date.now() + 600_000)));
      api.on('GET', '/custom/v1/user-profile', userProfile());
      const view = renderPortal({ path: `/portal?redirect=${encodeURIComponent(redirect)}` });
      await view.user.type(await screen.findByLabelText('E-mailadres'), 'sanne@example.test');
      await view.user.type(screen.getByLabelText('Wachtwoord'), 'geheim-wachtwoord');
      await view.user.click(screen.getByRole('button', { name: 'Inloggen' }));
      await waitFor(() => expect(view.location()).toBe('/portal/dashboard'));
    },
  );

  it('sends a signed-in user from the login page to the dashboard', async () => {
    installFakeApi();
    storeSession();
    const view = renderPortal({ path: '/portal' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(view.location()).toBe('/portal/dashboard');
  });

  it.each([
    ['/portal/nieuws/42', 'Nieuwsbericht'],
    ['/portal/arbeidsvoorwaarden', 'Arbeidsvoorwaarden'],
    ['/portal/arbeidsvoorwaarden/12', 'Arbeidsvoorwaarden'],
    ['/portal/hoe-het-werkt/4', 'Hoe het werkt'],
  ])('opens %s as the %s screen, also when its content fails to load', async (path, title) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi();
    storeSession();
    renderPortal({ path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('opens /portal/opdrachten/nieuw for staff and sends a professional to the dashboard', async () => {
    installFakeApi();
    storeSession({ roles: ['medewerker'] });
    const view = renderPortal({ path: '/portal/opdrachten/nieuw' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nieuwe opdracht' }),
    ).toBeInTheDocument();
    view.unmount();

    storeSession({ roles: ['professional'] });
    const other = renderPortal({ path: '/portal/opdrachten/nieuw' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(other.location()).toBe('/portal/dashboard');
  });

  it('opens the Beheer screen for a beheerder', async () => {
    installFakeApi();
    storeSession({ roles: ['beheerder'] });
    const view = renderPortal({ path: '/portal/beheer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuws' })).toBeInTheDocument();
    expect(view.location()).toBe('/portal/beheer/nieuws');
    expect(screen.getByRole('navigation', { name: 'Beheer' })).toBeVisible();
  });

  it('tells a professional who opens Beheer that it is not theirs, without its menu', async () => {
    installFakeApi();
    storeSession({ roles: ['professional'] });
    renderPortal({ path: '/portal/beheer/mensen' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Je hebt geen toegang tot dit onderdeel.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Beheer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Naar het dashboard' })).toHaveAttribute(
      'href',
      '/portal/dashboard',
    );
  });

  it('shows a friendly not-found page for an unknown portal path', async () => {
    installFakeApi();
    storeSession();
    renderPortal({ path: '/portal/bestaat-niet' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar het dashboard' })).toHaveAttribute(
      'href',
      '/portal/dashboard',
    );
    expect(screen.getByRole('navigation', { name: 'Hoofdmenu' })).toBeInTheDocument();
  });
});
