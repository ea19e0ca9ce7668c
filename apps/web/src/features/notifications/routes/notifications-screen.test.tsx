import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, type FakeApi } from '@/test/fake-api';
import {
  NOTIFICATIONS,
  NOTIFICATIONS_READ,
  notification,
  notificationList,
} from '@/test/notification-responses';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse } from '@/test/wp-responses';

/** The page's own calls (20 a page), not the bell's count (1). */
const pageCalls = (api: FakeApi) =>
  api.callsTo('GET', NOTIFICATIONS).filter((call) => call.query.get('per_page') === '20');

const pageOf = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => notification(first + index));

function openList(api: FakeApi, path = '/portal/meldingen') {
  storeSession();
  return renderPortal({ path });
}

const list = () => screen.getByRole('heading', { level: 1, name: 'Meldingen' }).parentElement!;

describe('/portal/meldingen', () => {
  it('is titled "Meldingen" and lists the first page, newest first', async () => {
    const api = installFakeApi();
    api.on('GET', NOTIFICATIONS, notificationList(pageOf(1, 20), { total: 45, totalPages: 3 }));
    openList(api);

    expect(await screen.findByRole('heading', { level: 1, name: 'Meldingen' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Meldingen | Intranet'));
    // Role queries compute every link's name, which is slow for 20: count the items instead.
    expect(await within(list()).findAllByRole('listitem')).toHaveLength(20);
    expect(pageCalls(api)[0]?.query.get('page')).toBe('1');
    expect(pageCalls(api)[0]?.query.has('unread')).toBe(false);
    expect(screen.getByText('Pagina 1 van 3')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Vorige' })).not.toBeInTheDocument();
  });

  it('pages with Volgende and Vorige, each page at its own address', async () => {
    const api = installFakeApi();
    api.on('GET', NOTIFICATIONS, (call) => {
      const page = Number(call.query.get('page'));
      // Fewer than 20 a page: the page numbers are the server's, not counted here.
      return notificationList(pageOf(page * 100, page === 3 ? 2 : 4), {
        total: 45,
        totalPages: 3,
      });
    });
    const view = openList(api);

    await view.user.click(await screen.findByRole('link', { name: 'Volgende' }));
    await waitFor(() => expect(view.location()).toBe('/portal/meldingen?pagina=2'));
    expect(await within(list()).findByRole('link', { name: /\(200\)/ })).toBeVisible();
    expect(screen.getByText('Pagina 2 van 3')).toBeVisible();

    await view.user.click(screen.getByRole('link', { name: 'Volgende' }));
    expect(await within(list()).findByRole('link', { name: /\(300\)/ })).toBeVisible();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Volgende' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('link', { name: 'Vorige' }));
    await waitFor(() => expect(view.location()).toBe('/portal/meldingen?pagina=2'));
    expect(await within(list()).findByRole('link', { name: /\(200\)/ })).toBeVisible();
    // Page 2 again comes from the cache: asked half a minute ago at most.
    expect(pageCalls(api).map((call) => call.query.get('page'))).toEqual(['1', '2', '3']);
  });

  it('shows only the unread ones with "Alleen ongelezen", from the first page', async () => {
    const api = installFakeApi();
    api.on('GET', NOTIFICATIONS, (call) =>
      call.query.get('unread') === '1'
        ? notificationList([notification(7)], { unread: 1 })
        : notificationList([notification(7), notification(6, { read: true })], {
            unread: 1,
            total: 30,
            totalPages: 2,
          }),
    );
    const view = openList(api, '/portal/meldingen?pagina=2');
    await within(await waitFor(list)).findAllByRole('link', { name: /Femke Jansen/ });

    const filter = screen.getByRole('checkbox', { name: 'Alleen ongelezen' });
    expect(filter).not.toBeChecked();
    await view.user.click(filter);
    await waitFor(() => expect(view.location()).toBe('/portal/meldingen?ongelezen=1'));
    expect(filter).toBeChecked();
    await waitFor(() =>
      expect(within(list()).getAllByRole('link', { name: /Femke/ })).toHaveLength(1),
    );
    const last = pageCalls(api).at(-1)!;
    expect(last.query.get('unread')).toBe('1');
    expect(last.query.get('page')).toBe('1');
  });

  it('says "Geen ongelezen meldingen" when the filter leaves none', async () => {
    const api = installFakeApi();
    api.on('GET', NOTIFICATIONS, notificationList([], { unread: 0 }));
    openList(api, '/portal/meldingen?ongelezen=1');
    expect(await screen.findByText('Geen ongelezen meldingen')).toBeVisible();
  });

  it('marks all read with "Alles gelezen"', async () => {
    const api = installFakeApi();
    let allRead = false;
    api.on('GET', NOTIFICATIONS, () =>
      notificationList([notification(1, { read: allRead }), notification(2, { read: allRead })]),
    );
    api.on('POST', NOTIFICATIONS_READ, () => {
      allRead = true;
      return jsonResponse(200, { success: true, unread: 0 });
    });
    const view = openList(api);
    await within(await waitFor(list)).findAllByRole('link', { name: /^Ongelezen/ });

    await view.user.click(screen.getByRole('button', { name: 'Alles gelezen' }));
    await waitFor(() =>
      expect(within(list()).queryAllByRole('link', { name: /^Ongelezen/ })).toHaveLength(0),
    );
    expect(api.callsTo('POST', NOTIFICATIONS_READ)[0]?.body).toEqual({ all: true });
  });
});
