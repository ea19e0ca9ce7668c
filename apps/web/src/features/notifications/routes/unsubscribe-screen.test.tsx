import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal } from '@/test/render-portal';
import { jsonResponse, restError } from '@/test/wp-responses';

const API = '/intranet/v1/notification-preferences/unsubscribe';
const SIGNATURE = 'c2lnbmF0dXJlLW9mLXVzZXItMTItbmV3cw';

/** Opens the page the way a mail's link does: the query in the real address bar. */
function openLink(query: string) {
  const path = `/portal/meldingen/uitschrijven${query}`;
  window.history.replaceState(null, '', path);
  return renderPortal({ path });
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('unsubscribe page (the link in a notification mail)', () => {
  it('names the kind, turns it off on "Afmelden" without signing in, and says so', async () => {
    const api = installFakeApi();
    api.on('POST', API, jsonResponse(200, { success: true, kind: 'news_published' }));
    const view = openLink(`?u=12&k=news_published&t=${SIGNATURE}`);

    // Opening the link changes nothing: mail scanners open every link.
    expect(await screen.findByText(/^Wil je geen e-mail meer over “Nieuws”\?/)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('POST', API)).toHaveLength(0);
    await view.user.click(screen.getByRole('button', { name: 'Afmelden' }));

    expect(await screen.findByText(/^Je krijgt geen e-mail meer/)).toHaveTextContent(
      'Je krijgt geen e-mail meer over “Nieuws”. In het portaal zie je deze meldingen nog wel.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Afmelden voor e-mail' })).toBeVisible();
    const [call] = api.callsTo('POST', API);
    expect(Object.fromEntries(call!.query)).toEqual({
      u: '12',
      k: 'news_published',
      t: SIGNATURE,
    });
    expect(call!.headers.get('Authorization')).toBeNull();
    expect(api.callsTo('POST', API)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Inloggen om meer te wijzigen' })).toHaveAttribute(
      'href',
      '/portal?redirect=%2Fportal%2Fprofiel',
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Afmelden' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status').parentElement).toHaveFocus());
  });

  it('says the link is not valid when the server refuses its signature', async () => {
    const api = installFakeApi();
    api.on(
      'POST',
      API,
      restError(400, 'invalid_unsubscribe_link', 'De link om je af te melden klopt niet.'),
    );
    const view = openLink(`?u=12&k=mood_worrying&t=${SIGNATURE}`);
    await view.user.click(await screen.findByRole('button', { name: 'Afmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deze link om je af te melden is niet geldig.',
    );
    expect(screen.getByRole('link', { name: 'Inloggen om meer te wijzigen' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Afmelden' })).not.toBeInTheDocument();
  });

  it('says so without asking the server when the link lacks a part or names no kind', async () => {
    const api = installFakeApi();
    openLink(`?u=12&k=iets_anders&t=${SIGNATURE}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deze link om je af te melden is niet geldig.',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('asks to try later when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = installFakeApi();
    api.on(
      'POST',
      API,
      restError(503, 'unavailable', 'Even niet.'),
      jsonResponse(200, { success: true, kind: 'news_published' }),
    );
    const view = openLink(`?u=12&k=news_published&t=${SIGNATURE}`);
    await view.user.click(await screen.findByRole('button', { name: 'Afmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Afmelden is nu niet gelukt. Probeer het later opnieuw.',
    );
    // The button stays for another try.
    await view.user.click(screen.getByRole('button', { name: 'Afmelden' }));
    expect(await screen.findByText(/^Je krijgt geen e-mail meer over “Nieuws”/)).toBeVisible();
  });
});
