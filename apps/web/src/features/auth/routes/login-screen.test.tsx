import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_STORE_ID } from '@/shared/session/session-store';
import { installFakeApi, type FakeApi } from '@/test/fake-api';
import { renderPortal } from '@/test/render-portal';
import { makeToken } from '@/test/tokens';
import { jwtError, successMessage, tokenSuccess, userProfile } from '@/test/wp-responses';

async function submitLogin(
  view: ReturnType<typeof renderPortal>,
  email = 'sanne@example.test',
  password = 'geheim-wachtwoord',
) {
  if (email) await view.user.type(await screen.findByLabelText('E-mailadres'), email);
  if (password) await view.user.type(screen.getByLabelText('Wachtwoord'), password);
  await view.user.click(screen.getByRole('button', { name: 'Inloggen' }));
}

function serverWithLogin(...replies: Parameters<FakeApi['on']>[2][]) {
  const api = installFakeApi();
  api.on('GET', '/custom/v1/clear-refresh-token', successMessage('Refresh token cleared.'));
  api.on('POST', '/jwt-auth/v1/token', ...replies);
  return api;
}

describe('login screen', () => {
  it('shows a labelled e-mail field, a password field and the Inloggen button', async () => {
    installFakeApi();
    renderPortal();
    const email = await screen.findByLabelText('E-mailadres');
    expect(email).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Wachtwoord')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Inloggen' })).toBeEnabled();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('asks for both fields without calling the server when one is empty', async () => {
    const api = serverWithLogin();
    const view = renderPortal();
    await submitLogin(view, 'sanne@example.test', '');
    // Exactly the message: the close button must not add text to the alert.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^E-mail en wachtwoord zijn verplicht$/,
    );
    await submitLogin(view, '', '');
    expect(screen.getByRole('alert')).toHaveTextContent('E-mail en wachtwoord zijn verplicht');
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    [
      jwtError(401, 'invalid_email', 'Unknown email address. Check again or try your username.'),
      'Dit e-mailadres is niet bekend.',
    ],
    [
      jwtError(401, 'incorrect_password', 'Error: The password you entered is incorrect.'),
      'Het wachtwoord is onjuist.',
    ],
    [
      jwtError(401, 'jwt_auth_missing_credentials', 'Username and password are required'),
      'Er is iets misgegaan. Probeer het opnieuw.',
    ],
    [jwtError(500, 'internal_error', 'Boom'), 'Er is iets misgegaan. Probeer het opnieuw.'],
    [
      jwtError(
        429,
        'jwt_auth_too_many_attempts',
        'Te veel inlogpogingen. Probeer het over 15 minuten opnieuw.',
      ),
      'Te veel inlogpogingen. Probeer het over 15 minuten opnieuw.',
    ],
    [
      jwtError(
        401,
        'user_deactivated',
        'Je account is gedeactiveerd. Neem contact op met de beheerder als dat niet klopt.',
      ),
      'Je account is gedeactiveerd. Neem contact op met de beheerder als dat niet klopt.',
    ],
  ])('shows the Dutch message for a failed login (%#)', async (reply, message) => {
    serverWithLogin(reply);
    const view = renderPortal();
    await submitLogin(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Inloggen' })).toBeEnabled();
    expect(view.location()).toBe('/portal');
  });

  it('shows the generic message when the server cannot be reached', async () => {
    const api = serverWithLogin();
    api.on('POST', '/jwt-auth/v1/token', () => Promise.reject(new TypeError('Failed to fetch')));
    const view = renderPortal();
    await submitLogin(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er is iets misgegaan. Probeer het opnieuw.',
    );
  });

  it('reads "Inloggen..." with a spinner and is disabled while busy', async () => {
    serverWithLogin(new Promise<Response>(() => {}));
    const view = renderPortal();
    await submitLogin(view);
    const button = await screen.findByRole('button', { name: 'Inloggen...' });
    expect(button).toBeDisabled();
    expect(button.querySelector('svg')).not.toBeNull();
  });

  it('shows the green notice after a password change', async () => {
    installFakeApi();
    renderPortal({ path: '/portal?changed_password=1' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Je wachtwoord is succesvol gewijzigd! Log opnieuw in.',
    );
  });

  it('has no password notice without the flag', async () => {
    installFakeApi();
    renderPortal();
    await screen.findByLabelText('E-mailadres');
    expect(screen.queryByText(/succesvol gewijzigd/)).not.toBeInTheDocument();
  });

  it('shows the current year and the configured product name in the footer', async () => {
    installFakeApi();
    renderPortal({ config: { productName: 'Acme Intranet' } });
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Acme Intranet`,
    );
  });

  it('clears the old refresh cookie, logs in, merges the profile and opens the dashboard', async () => {
    const sentAt = Date.now();
    const token = makeToken(sentAt + 10 * 60_000); // a 600 s token, like the server's
    const api = serverWithLogin(
      tokenSuccess(token, { roles: ['professional'], firstName: 'Sanne' }),
    );
    api.on(
      'GET',
      '/custom/v1/user-profile',
      userProfile({ roles: ['professional'], urenmeter: 120, urenmeter_enabled: true }),
    );
    const view = renderPortal();
    await submitLogin(view, '  sanne@example.test ', 'geheim-wachtwoord');

    await waitFor(() => expect(view.location()).toBe('/portal/dashboard'));
    expect(api.calls.map((call) => `${call.method} ${call.path}`).slice(0, 3)).toEqual([
      'GET /custom/v1/clear-refresh-token',
      'POST /jwt-auth/v1/token',
      'GET /custom/v1/user-profile',
    ]);
    expect(api.callsTo('POST', '/jwt-auth/v1/token')[0]?.body).toEqual({
      username: 'sanne@example.test',
      password: 'geheim-wachtwoord',
    });
    expect(api.callsTo('GET', '/custom/v1/user-profile')[0]?.headers.get('Authorization')).toBe(
      `Bearer ${token}`,
    );

    const state = view.services.store.getState();
    expect(state.token).toBe(token);
    // Its 600 s lifetime counted from when it arrived (token-expiry.ts).
    expect(state.expiresAt).toBeGreaterThanOrEqual(sentAt + 600_000);
    expect(state.expiresAt).toBeLessThanOrEqual(Date.now() + 600_000);
    expect(state.user).toMatchObject({
      id: 7,
      roles: ['professional'],
      urenmeter: 120,
      urenmeter_enabled: true,
    });
    expect(state.user).not.toHaveProperty('token');
    const persisted = JSON.parse(window.localStorage.getItem(SESSION_STORE_ID) ?? '{}');
    expect(persisted.state.token).toBe(token);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('keeps the login data as the user when the profile call fails', async () => {
    const token = makeToken(Date.now() + 15 * 60_000);
    const api = serverWithLogin(tokenSuccess(token, { roles: ['beheerder'] }));
    api.on('GET', '/custom/v1/user-profile', jwtError(500, 'internal_error', 'Boom'));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderPortal();
    await submitLogin(view);
    await waitFor(() => expect(view.location()).toBe('/portal/dashboard'));
    expect(view.services.store.getState().user?.roles).toEqual(['beheerder']);
    expect(consoleError).toHaveBeenCalled();
  });
});
