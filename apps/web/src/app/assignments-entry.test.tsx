import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assignment } from '@/test/assignment-responses';
import { intranetOptions, wpListResponse } from '@/test/content-responses';
import { installFakeApi, type FakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse } from '@/test/wp-responses';

/**
 * Issue 25 item 12: the assignments entry says which view it opens, and nobody is offered an
 * entry that can only be empty (the contract's seesAssignments, which the server follows too).
 */

/** The dashboard's other blocks, answered empty. */
function serveDashboard(api: FakeApi) {
  api.on('GET', '/acf/v3/options/intranet', jsonResponse(200, optionsWithAssignmentsLink()));
  api.on('GET', '/wp/v2/nieuws', wpListResponse([]));
  api.on('GET', '/wp/v2/moodtrackers', wpListResponse([]));
}

const sidebar = async () => within(await screen.findByRole('navigation', { name: 'Hoofdmenu' }));

/** The demo quick links plus one into Opdrachten. */
const optionsWithAssignmentsLink = () => {
  const options = intranetOptions();
  options.acf.direct_links.push({
    link: { url: '/portal/opdrachten', target: '', title: 'Opdrachten' },
    logo: { id: 48, url: '/wp-json/intranet/v1/files/48/view?signature=d', alt: 'Opdrachten' },
  });
  return options;
};

describe('the assignments entry', () => {
  it('reads "Opdrachten" for an administrator, who gets the manager view: menu, heading and tab', async () => {
    const api = installFakeApi();
    api.on('GET', '/wp/v2/assignments', wpListResponse([assignment(11)]));
    storeSession({ roles: ['administrator'] });
    renderPortal({ path: '/portal/opdrachten' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Opdrachten' })).toBeVisible();
    expect(screen.getByRole('search', { name: 'Filter opdrachten' })).toBeVisible();
    const nav = await sidebar();
    expect(nav.getByRole('link', { name: 'Opdrachten' })).toHaveAttribute('aria-current', 'page');
    expect(nav.queryByRole('link', { name: 'Mijn opdrachten' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Opdrachten | Intranet'));
  });

  it('is not offered to an editor: no menu entry, no quick link, and the address leads to the dashboard', async () => {
    const api = installFakeApi();
    serveDashboard(api);
    storeSession({ roles: ['editor'] });
    const view = renderPortal({ path: '/portal/dashboard' });

    const quickLinks = within(await screen.findByRole('region', { name: 'Direct naar' }));
    expect(await quickLinks.findByRole('link', { name: 'Declaraties' })).toBeVisible();
    expect(quickLinks.queryByRole('link', { name: 'Opdrachten' })).toBeNull();
    const nav = await sidebar();
    expect(nav.queryByRole('link', { name: /opdrachten/i })).toBeNull();
    expect(nav.getByRole('link', { name: 'Beheer' })).toBeVisible();
    view.unmount();

    const other = renderPortal({ path: '/portal/opdrachten' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(other.location()).toBe('/portal/dashboard');
    expect(api.callsTo('GET', '/wp/v2/assignments')).toHaveLength(0);
  });

  it('keeps the quick link for a professional, whose own assignments it opens', async () => {
    const api = installFakeApi();
    serveDashboard(api);
    storeSession({ roles: ['professional', 'editor'] });
    renderPortal({ path: '/portal/dashboard' });

    const quickLinks = within(await screen.findByRole('region', { name: 'Direct naar' }));
    expect(await quickLinks.findByRole('link', { name: 'Opdrachten' })).toHaveAttribute(
      'href',
      '/portal/opdrachten',
    );
    expect((await sidebar()).getByRole('link', { name: 'Mijn opdrachten' })).toBeVisible();
  });
});
