import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse, restError, successMessage } from '@/test/wp-responses';

const PATH = '/portal/wachtwoord-instellen';
const TOKEN = 'Zm9vYmFyYmF6cXV4LWxpbmstdG9rZW4tMzItYnl0ZXM';
const API = '/intranet/v1/set-password';
const DEAD =
  'Deze link is niet meer geldig. Vraag een nieuwe aan met “Wachtwoord vergeten?” op de inlogpagina.';
const SAVED = 'Je wachtwoord is ingesteld. Je kunt nu inloggen.';

/** Opens the screen the way a link does: the token in the fragment of the real address bar. */
function openLink(hash = `#token=${TOKEN}`) {
  window.history.replaceState(null, '', `${PATH}${hash}`);
  return renderPortal({ path: PATH });
}

async function fillIn(view: ReturnType<typeof renderPortal>, password: string, repeat: string) {
  const first = await screen.findByLabelText('Nieuw wachtwoord');
  if (password) await view.user.type(first, password);
  if (repeat) await view.user.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), repeat);
  await view.user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('set-password screen (a one-time link)', () => {
  it('takes the token out of the address bar at once and shows the form', async () => {
    installFakeApi();
    openLink();
    expect(await screen.findByRole('heading', { name: 'Wachtwoord instellen' })).toBeVisible();
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain(TOKEN);
    expect(window.location.pathname).toBe(PATH);
    expect(screen.getByLabelText('Nieuw wachtwoord')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Herhaal nieuw wachtwoord')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('sends the token kept in memory with the password, then says so and links to the login', async () => {
    const api = installFakeApi();
    api.on('POST', API, successMessage(SAVED));
    const view = openLink();
    await fillIn(view, 'Gekozen-wachtwoord-1', 'Gekozen-wachtwoord-1');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(SAVED);
    expect(api.callsTo('POST', API).map((call) => call.body)).toEqual([
      { token: TOKEN, password: 'Gekozen-wachtwoord-1' },
    ]);
    expect(screen.getByRole('link', { name: 'Naar inloggen' })).toHaveAttribute('href', '/portal');
    expect(screen.queryByLabelText('Nieuw wachtwoord')).not.toBeInTheDocument();
    await waitFor(() => expect(status.parentElement).toHaveFocus());
  });

  it('asks for both fields and the same password, at the fields, without calling the server', async () => {
    const api = installFakeApi();
    const view = openLink();
    await fillIn(view, '', '');
    const first = screen.getByLabelText('Nieuw wachtwoord');
    expect(first).toHaveAccessibleDescription(/Vul een nieuw wachtwoord in\./);
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Herhaal nieuw wachtwoord')).toHaveAccessibleDescription(
      'Herhaal het nieuwe wachtwoord.',
    );
    await waitFor(() => expect(first).toHaveFocus());

    await view.user.type(first, 'Gekozen-wachtwoord-1');
    await view.user.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), 'Iets-anders-1');
    await view.user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    const repeat = screen.getByLabelText('Herhaal nieuw wachtwoord');
    expect(repeat).toHaveAccessibleDescription('De nieuwe wachtwoorden komen niet overeen.');
    await waitFor(() => expect(repeat).toHaveFocus());
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST', API)).toHaveLength(0);
  });

  it('shows the server’s password rule at the first field and keeps the form', async () => {
    const api = installFakeApi();
    const rule = 'Het nieuwe wachtwoord moet minstens 10 tekens lang zijn.';
    api.on('POST', API, restError(422, 'password_too_short', rule));
    const view = openLink();
    await fillIn(view, 'kort', 'kort');
    const first = screen.getByLabelText('Nieuw wachtwoord');
    await waitFor(() => expect(first).toHaveAccessibleDescription(new RegExp(rule)));
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Wachtwoord opslaan' })).toBeEnabled();
  });

  it('shows the server’s message for a dead link, without the form, with the way to the login', async () => {
    const api = installFakeApi();
    api.on('POST', API, restError(400, 'rest_invalid_token', DEAD));
    const view = openLink();
    await fillIn(view, 'Gekozen-wachtwoord-1', 'Gekozen-wachtwoord-1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DEAD);
    expect(screen.queryByLabelText('Nieuw wachtwoord')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar inloggen' })).toHaveAttribute('href', '/portal');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  });

  it('says the link is no longer valid when it has no token', async () => {
    const api = installFakeApi();
    openLink('');
    expect(await screen.findByRole('alert')).toHaveTextContent(DEAD);
    expect(screen.queryByLabelText('Nieuw wachtwoord')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar inloggen' })).toHaveAttribute('href', '/portal');
    expect(api.calls).toHaveLength(0);
  });

  it('shows a wait from the server above the form and keeps the form', async () => {
    const api = installFakeApi();
    const wait = 'Te veel pogingen met een ongeldige link. Probeer het over 15 minuten opnieuw.';
    api.on('POST', API, restError(429, 'jwt_auth_too_many_attempts', wait));
    const view = openLink();
    await fillIn(view, 'Gekozen-wachtwoord-1', 'Gekozen-wachtwoord-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    expect(screen.getByLabelText('Nieuw wachtwoord')).toBeInTheDocument();
  });

  it('shows the generic message when the server fails', async () => {
    const api = installFakeApi();
    api.on('POST', API, jsonResponse(500, { code: 'internal', message: 'Boom' }));
    const view = openLink();
    await fillIn(view, 'Gekozen-wachtwoord-1', 'Gekozen-wachtwoord-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er is iets misgegaan. Probeer het opnieuw.',
    );
  });

  it('works for a signed-in visitor too, without sending them elsewhere', async () => {
    const api = installFakeApi();
    api.on('POST', API, successMessage(SAVED));
    storeSession();
    const view = openLink();
    await fillIn(view, 'Gekozen-wachtwoord-1', 'Gekozen-wachtwoord-1');
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED);
    expect(view.location()).toBe(PATH);
  });
});
