import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeApi } from '@/test/fake-api';
import {
  NOTIFICATIONS,
  NOTIFICATIONS_READ,
  NOTIFICATIONS_UNREAD,
  NOTIFICATION_STREAM,
  fakeNotificationStream,
  notification,
  notificationList,
  unreadCount,
} from '@/test/notification-responses';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse, restError, successMessage } from '@/test/wp-responses';

/** A signed-in page whose screen asks nothing: only the top bar talks to the server. */
const QUIET_PAGE = '/portal/nergens';

const bell = () => within(screen.getByRole('banner')).getByRole('button', { name: /^Meldingen/ });
const panel = () => screen.getByRole('region', { name: 'Meldingen' });
/** The panel's list calls of `perPage` notifications; the bell's count has its own call. */
const listCalls = (api: FakeApi, perPage: number) =>
  api
    .callsTo('GET', NOTIFICATIONS)
    .filter((call) => call.query.get('per_page') === String(perPage));
const countCalls = (api: FakeApi) => api.callsTo('GET', NOTIFICATIONS_UNREAD);

function openPage(
  api: FakeApi,
  { streamRefusal = null, unread = 0 }: { streamRefusal?: number | null; unread?: number } = {},
) {
  api.on('GET', NOTIFICATIONS_UNREAD, unreadCount(unread));
  const stream = fakeNotificationStream();
  stream.refuse(streamRefusal);
  api.on('GET', NOTIFICATION_STREAM, () => stream.reply());
  storeSession();
  return { stream, view: renderPortal({ path: QUIET_PAGE }) };
}

describe('the bell', () => {
  it('shows the unread count and announces, politely, only a change of it', async () => {
    const api = installFakeApi();
    const { stream } = openPage(api, { unread: 2 });

    await waitFor(() => expect(bell()).toHaveAccessibleName('Meldingen, 2 ongelezen'));
    expect(bell()).toHaveTextContent('2');
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    const live = screen.getByRole('banner').querySelector('[aria-live="polite"]')!;
    expect(live).toBeEmptyDOMElement();

    // The stream's first event repeats what is shown: still nothing to announce.
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    stream.send(2);
    stream.send(3);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Meldingen, 3 ongelezen'));
    expect(live).toHaveTextContent('3 ongelezen meldingen');
    stream.send(0);
    await waitFor(() => expect(live).toHaveTextContent('Geen ongelezen meldingen'));
    expect(bell()).toHaveAccessibleName('Meldingen');
    expect(bell()).not.toHaveTextContent('0');
    // The count came from one count call, no list was asked; the stream did the rest.
    expect(countCalls(api)).toHaveLength(1);
    expect(api.callsTo('GET', NOTIFICATIONS)).toHaveLength(0);
  });

  it('opens a panel with the latest ten that takes focus and closes on Escape, back to the bell', async () => {
    const api = installFakeApi();
    const items = Array.from({ length: 10 }, (_, index) => notification(index + 1));
    api.on('GET', NOTIFICATIONS, notificationList(items, { unread: 12, total: 30, totalPages: 3 }));
    const { view } = openPage(api, { unread: 12 });

    await waitFor(() => expect(bell()).toHaveAccessibleName('Meldingen, 12 ongelezen'));
    bell().focus();
    await view.user.keyboard('{Enter}');
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panel()).toHaveFocus());
    expect(bell()).toHaveAttribute('aria-controls', panel().id);
    const links = await within(panel()).findAllByRole('link', { name: /Femke Jansen/ });
    expect(links).toHaveLength(10);
    expect(listCalls(api, 10)[0]?.query.get('page')).toBe('1');

    await view.user.tab();
    expect(within(panel()).getByRole('button', { name: 'Alles gelezen' })).toHaveFocus();
    await view.user.tab();
    expect(links[0]).toHaveFocus();
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Meldingen' })).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside it, and on "Alle meldingen" goes to the page', async () => {
    const api = installFakeApi();
    api.on('GET', NOTIFICATIONS, notificationList([notification(1)]));
    const { view } = openPage(api);

    await view.user.click(await screen.findByRole('button', { name: /^Meldingen/ }));
    await within(panel()).findByRole('link', { name: /Femke Jansen/ });
    await view.user.click(screen.getByRole('main'));
    expect(screen.queryByRole('region', { name: 'Meldingen' })).not.toBeInTheDocument();

    await view.user.click(bell());
    await view.user.click(within(panel()).getByRole('link', { name: 'Alle meldingen' }));
    await waitFor(() => expect(view.location()).toBe('/portal/meldingen'));
    expect(screen.queryByRole('region', { name: 'Meldingen' })).not.toBeInTheDocument();
  });

  it('marks a notification read when it is opened, and follows its link', async () => {
    const api = installFakeApi();
    const item = notification(4, { link: '/portal/profiel' });
    api.on('GET', NOTIFICATIONS, notificationList([item, notification(5)], { unread: 2 }));
    api.on('POST', NOTIFICATIONS_READ, jsonResponse(200, { success: true, unread: 1 }));
    const { view } = openPage(api, { unread: 2 });

    await view.user.click(await screen.findByRole('button', { name: 'Meldingen, 2 ongelezen' }));
    const link = await within(panel()).findByRole('link', { name: /\(4\)/ });
    expect(link).toHaveAttribute('href', '/portal/profiel');
    await view.user.click(link);

    await waitFor(() => expect(view.location()).toBe('/portal/profiel'));
    await waitFor(() => expect(api.callsTo('POST', NOTIFICATIONS_READ)).toHaveLength(1));
    expect(api.callsTo('POST', NOTIFICATIONS_READ)[0]?.body).toEqual({ ids: [4] });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Meldingen, 1 ongelezen'));
  });

  it('marks unread ones for screen readers, shows done ones as done, and says when', async () => {
    const now = Date.now();
    const api = installFakeApi();
    api.on(
      'GET',
      NOTIFICATIONS,
      notificationList([
        notification(1, { created: new Date(now - 2 * 3600_000 - 60_000).toISOString() }, now),
        notification(2, { read: true, done: true, actor: null, text: 'Je maand is beoordeeld.' }),
      ]),
    );
    const { view } = openPage(api);
    await view.user.click(await screen.findByRole('button', { name: /^Meldingen/ }));

    const [unread, done] = await within(panel()).findAllByRole('link', { name: /\./ });
    expect(unread).toHaveAccessibleName(/^Ongelezen: Femke Jansen heeft/);
    const time = unread!.querySelector('time')!;
    expect(time).toHaveTextContent('2 uur geleden');
    expect(time).toHaveAttribute('dateTime', expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(time.title).toMatch(/^\d\d-\d\d-\d{4} \d\d:\d\d$/);
    expect(within(unread!).queryByText('Afgehandeld')).not.toBeInTheDocument();

    expect(done).not.toHaveAccessibleName(/Ongelezen/);
    expect(within(done!).getByText('Afgehandeld')).toBeVisible();
    expect(within(done!).getByText('Je maand is beoordeeld.')).toHaveClass('text-muted');
  });

  it('says "Geen meldingen" when there are none', async () => {
    const api = installFakeApi();
    api.on('GET', NOTIFICATIONS, notificationList([]));
    const { view } = openPage(api);
    await view.user.click(await screen.findByRole('button', { name: 'Meldingen' }));
    expect(await within(panel()).findByText('Geen meldingen')).toBeVisible();
  });

  it('says when the list cannot be loaded, and loads it again on "Opnieuw proberen"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = installFakeApi();
    api.on(
      'GET',
      NOTIFICATIONS,
      restError(403, 'rest_forbidden', 'Nee.'),
      notificationList([notification(8)]),
    );
    const { view } = openPage(api);
    await view.user.click(await screen.findByRole('button', { name: /^Meldingen/ }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'De meldingen konden niet worden geladen.',
    );
    await view.user.click(within(panel()).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await within(panel()).findByRole('link', { name: /\(8\)/ })).toBeVisible();
  });

  it('marks all read with "Alles gelezen"', async () => {
    const api = installFakeApi();
    api.on(
      'GET',
      NOTIFICATIONS,
      notificationList([notification(1), notification(2)]),
      notificationList([notification(1, { read: true }), notification(2, { read: true })]),
    );
    api.on('POST', NOTIFICATIONS_READ, jsonResponse(200, { success: true, unread: 0 }));
    const { view } = openPage(api, { unread: 2 });
    await view.user.click(await screen.findByRole('button', { name: 'Meldingen, 2 ongelezen' }));
    await within(panel()).findAllByRole('link', { name: /^Ongelezen/ });

    await view.user.click(within(panel()).getByRole('button', { name: 'Alles gelezen' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Meldingen'));
    expect(api.callsTo('POST', NOTIFICATIONS_READ)[0]?.body).toEqual({ all: true });
    expect(within(panel()).queryAllByRole('link', { name: /^Ongelezen/ })).toHaveLength(0);
    expect(within(panel()).getByRole('button', { name: 'Alles gelezen' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('polls the count every minute while no stream is open, and stops once one is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = installFakeApi();
    const { stream } = openPage(api, { streamRefusal: 503, unread: 1 });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Meldingen, 1 ongelezen'));
    expect(countCalls(api)).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(60_000);
    await waitFor(() => expect(countCalls(api)).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(60_000);
    await waitFor(() => expect(countCalls(api)).toHaveLength(3));

    stream.refuse(null);
    await vi.advanceTimersByTimeAsync(30_000); // the stream's longest wait
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    stream.send(4);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Meldingen, 4 ongelezen'));
    const polled = countCalls(api).length;
    await vi.advanceTimersByTimeAsync(180_000);
    expect(countCalls(api)).toHaveLength(polled);
  });

  it('closes its stream when the user signs out', async () => {
    const api = installFakeApi();
    api.on('GET', NOTIFICATIONS, notificationList([]));
    api.on('POST', '/custom/v1/logout', successMessage('Je bent uitgelogd.'));
    const { stream, view } = openPage(api);
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    const streamCall = api.fetch.mock.calls.find(([input]) => String(input).endsWith('/stream'))!;
    expect(streamCall[1]?.signal?.aborted).toBe(false);

    await view.user.click(await screen.findByRole('button', { name: 'Sanne' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Uitloggen' }));
    await waitFor(() => expect(view.location()).toBe('/portal'));
    expect(streamCall[1]?.signal?.aborted).toBe(true);
  });
});
