import type { ActionItem } from '@portal/contract/endpoints/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { intranetOptions, newsItem, wpListResponse } from '@/test/content-responses';
import { installFakeApi, type FakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse, restError } from '@/test/wp-responses';

/** Issue 26 item 3: the dashboard's "Actie nodig" card. */

const ACTIONS = '/intranet/v1/actions-needed';

const REJECTED: ActionItem = {
  kind: 'month_rejected',
  text: 'Je declaraties van oktober 2026 zijn afgekeurd. Pas ze aan en dien ze opnieuw in.',
  detail: 'De parkeerbon ontbreekt.',
  link: '/portal/declaraties/2026/10',
};
const CLOSING: ActionItem = {
  kind: 'month_closing',
  text: 'Dien je declaraties van november 2026 in: de maand sluit over 7 dagen.',
  detail: null,
  link: '/portal/declaraties/2026/11',
};

const never = () => new Promise<Response>(() => {});

/** The other blocks answer; "Actie nodig" answers `actions`. */
function serve(api: FakeApi, actions: Response | (() => Promise<Response>)) {
  api.on('GET', '/acf/v3/options/intranet', jsonResponse(200, intranetOptions()));
  api.on('GET', '/wp/v2/moodtrackers', wpListResponse([]));
  api.on('GET', '/wp/v2/nieuws', wpListResponse([newsItem(1)]));
  api.on('GET', ACTIONS, actions);
}

function renderDashboard() {
  storeSession({ id: 7, firstName: 'Daan', roles: ['professional'], owned_by: [{ id: 4 }] });
  return renderPortal({ path: '/portal/dashboard' });
}

const card = () => screen.queryByRole('region', { name: 'Actie nodig' });

describe('"Actie nodig" on the dashboard', () => {
  it('lists each item as a link to it, the reason under a rejected month, above the other blocks', async () => {
    const api = installFakeApi();
    serve(api, jsonResponse(200, { items: [REJECTED, CLOSING] }));
    renderDashboard();

    expect(await screen.findByRole('heading', { level: 2, name: 'Actie nodig' })).toBeVisible();
    const region = card()!;
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [REJECTED.text, REJECTED.link],
      [CLOSING.text, CLOSING.link],
    ]);
    const rejected = links[0]!.closest('li')!;
    expect(rejected).toHaveTextContent('Reden: De parkeerbon ontbreekt.');
    expect(links[1]!.closest('li')).not.toHaveTextContent('Reden');
    // First of the blocks: before "Direct naar".
    const directLinks = screen.getByRole('heading', { name: 'Direct naar' });
    expect(
      region.compareDocumentPosition(directLinks) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // The loader asked for it next to the screen's code; the screen reused the answer.
    expect(api.callsTo('GET', ACTIONS)).toHaveLength(1);
  });

  it('opens the month from its link', async () => {
    const api = installFakeApi();
    serve(api, jsonResponse(200, { items: [REJECTED] }));
    const { user, location } = renderDashboard();

    await user.click(await screen.findByRole('link', { name: REJECTED.text }));
    await waitFor(() => expect(location()).toBe('/portal/declaraties/2026/10'));
  });

  it('is absent, not empty, when there is nothing to do', async () => {
    const api = installFakeApi();
    serve(api, jsonResponse(200, { items: [] }));
    renderDashboard();

    expect(await screen.findByRole('link', { name: 'Nieuwsbericht 1' })).toBeVisible();
    await waitFor(() => expect(api.callsTo('GET', ACTIONS)).toHaveLength(1));
    expect(card()).not.toBeInTheDocument();
    expect(screen.queryByText('Actie nodig')).not.toBeInTheDocument();
  });

  it('keeps no space and shows no skeleton while it loads', async () => {
    const api = installFakeApi();
    serve(api, never);
    renderDashboard();

    expect(await screen.findByRole('link', { name: 'Nieuwsbericht 1' })).toBeVisible();
    expect(card()).not.toBeInTheDocument();
    const main = screen.getByRole('heading', { level: 1, name: 'Dashboard' }).parentElement!
      .parentElement!;
    // The heading, then "Direct naar": nothing in between waits for the answer.
    expect(main.children[1]).toContainElement(screen.getByRole('heading', { name: 'Direct naar' }));
  });

  it('shows nothing when its load fails, and logs it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = installFakeApi();
    serve(api, restError(500, 'internal_error', 'Kapot.'));
    renderDashboard();

    await waitFor(
      () =>
        expect(consoleError).toHaveBeenCalledWith(
          'Error fetching actions needed',
          expect.anything(),
        ),
      { timeout: 10_000 },
    );
    expect(card()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nieuwsbericht 1' })).toBeVisible();
  }, 15_000);
});
