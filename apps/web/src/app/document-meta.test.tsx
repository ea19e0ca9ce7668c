import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('document title and description', () => {
  it('are set for the login page with the product name', async () => {
    installFakeApi();
    renderPortal({ config: { productName: 'Acme Intranet' } });
    await waitFor(() => expect(document.title).toBe('Inloggen | Acme Intranet'));
    expect(description()).toBe('Log in op het intranet met je e-mailadres en wachtwoord.');
  });

  it('follow the route on every navigation', async () => {
    installFakeApi();
    storeSession();
    const view = renderPortal({ path: '/portal/dashboard' });
    await waitFor(() => expect(document.title).toBe('Dashboard | Intranet'));
    expect(description()).toBe(
      'Je startpunt: snelkoppelingen, je wekelijkse check-in en het laatste nieuws.',
    );

    await view.user.click(await screen.findByRole('link', { name: 'Bibliotheek' }));
    await waitFor(() => expect(document.title).toBe('Bibliotheek | Intranet'));
    expect(description()).toBe('Documenten om te downloaden en contactpersonen voor je vragen.');

    await view.router.navigate('/portal/declaraties/2026/3');
    // The month screen names its month (issue 25), as a news item its title.
    await waitFor(() => expect(document.title).toBe('Declaraties – maart 2026 | Intranet'));

    await view.router.navigate('/portal/nergens');
    await waitFor(() => expect(document.title).toBe('Pagina niet gevonden | Intranet'));
  });
});
