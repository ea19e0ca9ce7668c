import { PASSWORD_RESET_ANSWER } from '@portal/contract/rules';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal } from '@/test/render-portal';
import { jsonResponse, restError } from '@/test/wp-responses';

const PATH = '/portal/wachtwoord-vergeten';
const API = '/intranet/v1/password-reset';
const TOKEN = 'Zm9vYmFyYmF6cXV4LWxpbmstdG9rZW4tMzItYnl0ZXM';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('"Wachtwoord vergeten?" (issue 27)', () => {
  it('is linked from the login page', async () => {
    installFakeApi();
    renderPortal({ path: '/portal' });
    expect(await screen.findByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute(
      'href',
      PATH,
    );
  });

  it('asks for the address at the field, then shows the one answer instead of the form', async () => {
    const api = installFakeApi();
    api.on('POST', API, jsonResponse(202, { message: PASSWORD_RESET_ANSWER }));
    const view = renderPortal({ path: PATH });
    await view.user.click(await screen.findByRole('button', { name: 'Stuur de link' }));
    const field = screen.getByLabelText('E-mailadres');
    expect(field).toHaveAccessibleDescription('Vul je e-mailadres in.');
    expect(field).toHaveFocus();
    expect(api.callsTo('POST', API)).toHaveLength(0);

    await view.user.type(field, 'iemand@vandalen.example');
    await view.user.click(screen.getByRole('button', { name: 'Stuur de link' }));
    expect(await screen.findByText(PASSWORD_RESET_ANSWER)).toBeVisible();
    expect(api.callsTo('POST', API).map((call) => call.body)).toEqual([
      { email: 'iemand@vandalen.example' },
    ]);
    expect(screen.queryByLabelText('E-mailadres')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' })).toHaveAttribute(
      'href',
      '/portal',
    );
  });

  it('says the server’s wait when an address asked too often', async () => {
    const api = installFakeApi();
    const wait = 'Te veel aanvragen vanaf dit adres. Probeer het over 12 minuten opnieuw.';
    api.on('POST', API, restError(429, 'jwt_auth_too_many_attempts', wait));
    const view = renderPortal({ path: PATH });
    await view.user.type(await screen.findByLabelText('E-mailadres'), 'iemand@vandalen.example');
    await view.user.click(screen.getByRole('button', { name: 'Stuur de link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    expect(screen.getByLabelText('E-mailadres')).toBeVisible();
  });

  it('a reset link lands on the login page with the changed-password notice', async () => {
    const api = installFakeApi();
    api.on(
      'POST',
      '/intranet/v1/set-password',
      jsonResponse(200, { success: true, message: 'ok' }),
    );
    window.history.replaceState(null, '', `/portal/wachtwoord-instellen#token=${TOKEN}&herstel=1`);
    const view = renderPortal({ path: '/portal/wachtwoord-instellen' });
    await view.user.type(await screen.findByLabelText('Nieuw wachtwoord'), 'Gekozen-wachtwoord-1');
    await view.user.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), 'Gekozen-wachtwoord-1');
    await view.user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    await waitFor(() => expect(view.location()).toBe('/portal?changed_password=1'));
    expect(
      await screen.findByText('Je wachtwoord is succesvol gewijzigd! Log opnieuw in.'),
    ).toBeVisible();
  });
});
