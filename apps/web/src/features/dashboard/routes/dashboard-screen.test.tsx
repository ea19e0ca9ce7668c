import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  intranetOptions,
  moodtrackerPost,
  newsItem,
  wpListResponse,
} from '@/test/content-responses';
import { installFakeApi, type FakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse, restError } from '@/test/wp-responses';

/** Wednesday 18 November 2026: the check-in week runs from Monday 16 to Sunday 22. */
const NOW = new Date('2026-11-18T10:00:00+01:00');

const OPTIONS = '/acf/v3/options/intranet';
const MOODTRACKERS = '/wp/v2/moodtrackers';
const NEWS = '/wp/v2/nieuws';
/** Issue 26: "Actie nodig" (actions-needed.test.tsx); nothing to do in these tests. */
const ACTIONS = '/intranet/v1/actions-needed';
const NOTHING_TO_DO = () => jsonResponse(200, { items: [] });

const LABELS = [
  'Ik heb het erg naar mijn zin',
  'Ik ben tevreden',
  'Ik heb het niet naar mijn zin',
  'Ik wil op korte termijn ander werk',
];

const never = () => new Promise<Response>(() => {});

/** Only the date is fixed; timers stay real so the app and user-event run as usual. */
function fixNow() {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
}

function serveDashboard(api: FakeApi, { answered }: { answered?: 1 | 2 | 3 | 4 } = {}) {
  api.on('GET', OPTIONS, jsonResponse(200, intranetOptions()));
  api.on('GET', ACTIONS, NOTHING_TO_DO);
  api.on(
    'GET',
    MOODTRACKERS,
    wpListResponse(
      answered
        ? [moodtrackerPost(90, { user: 7, mood: answered, rw_medewerker_to_notify: 4 })]
        : [],
    ),
  );
  api.on(
    'GET',
    NEWS,
    wpListResponse(
      [1, 2, 3, 4, 5].map((id) => newsItem(id)),
      { total: 26, totalPages: 6 },
    ),
  );
}

/** Daan: a professional whose consultant is user 4. */
function renderDashboard() {
  storeSession({ id: 7, firstName: 'Daan', roles: ['professional'], owned_by: [{ id: 4 }] });
  return renderPortal({ path: '/portal/dashboard' });
}

const moodCard = () =>
  screen.getByRole('heading', { name: 'Mijn opdracht ervaar ik zo...' }).closest('section')!;

describe('dashboard', () => {
  it('shows 3 link, 4 check-in and 5 news skeletons while loading', async () => {
    const api = installFakeApi();
    api.on('GET', OPTIONS, never());
    api.on('GET', MOODTRACKERS, never());
    api.on('GET', NEWS, never());
    api.on('GET', ACTIONS, never());
    renderDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.getAllByTestId('link-skeleton')).toHaveLength(3);
    expect(screen.getAllByTestId('mood-skeleton')).toHaveLength(4);
    expect(screen.getAllByTestId('news-skeleton')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: LABELS[0] })).not.toBeInTheDocument();
  });

  it('opens with its quick links, check-in and news already there when the API answers in time (no layout shift)', async () => {
    fixNow();
    const api = installFakeApi();
    serveDashboard(api, { answered: 2 });
    renderDashboard();

    // At the screen's first render: the loader fetched the three blocks next to the screen's code.
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.queryAllByTestId('link-skeleton')).toHaveLength(0);
    expect(screen.queryAllByTestId('news-skeleton')).toHaveLength(0);
    expect(screen.queryAllByTestId('mood-skeleton')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Nieuwsbericht 1' })).toBeVisible();
    expect(screen.getByText('Je antwoord van deze week', { exact: false })).toBeVisible();
    // Each asked once: the screen reuses what the loader fetched (the same week, the same user).
    expect(api.callsTo('GET', OPTIONS)).toHaveLength(1);
    expect(api.callsTo('GET', NEWS)).toHaveLength(1);
    const [mood] = api.callsTo('GET', MOODTRACKERS);
    expect(api.callsTo('GET', MOODTRACKERS)).toHaveLength(1);
    expect(mood!.query.get('acf_user')).toBe('7');
    expect(mood!.query.get('after')).toBe('2026-11-15T23:59:59');
  });

  it('waits a moment for data that is a little slower than its code, instead of flashing skeletons', async () => {
    const api = installFakeApi();
    serveDashboard(api);
    const later = (response: () => Response) => () =>
      new Promise<Response>((resolve) => setTimeout(() => resolve(response()), 250));
    api.on(
      'GET',
      OPTIONS,
      later(() => jsonResponse(200, intranetOptions())),
    );
    api.on(
      'GET',
      NEWS,
      later(() => wpListResponse([1, 2, 3, 4, 5].map((id) => newsItem(id)))),
    );
    renderDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.queryAllByTestId('link-skeleton')).toHaveLength(0);
    expect(screen.queryAllByTestId('news-skeleton')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Nieuwsbericht 1' })).toBeVisible();
  });

  it('links each quick link by its logo, opening a new tab only where the target says so', async () => {
    const api = installFakeApi();
    serveDashboard(api);
    renderDashboard();

    const loket = await screen.findByRole('link', { name: /Logo Loket\.nl/ });
    expect(loket).toHaveAttribute('href', 'https://www.loket.nl/');
    expect(loket).toHaveAttribute('target', '_blank');
    expect(loket).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(loket).getByRole('img', { name: 'Logo Loket.nl' })).toHaveAttribute(
      'src',
      '/wp-json/intranet/v1/files/41/view?signature=a',
    );

    const directLinks = screen.getByRole('region', { name: 'Direct naar' });
    const declaraties = within(directLinks).getByRole('link', { name: 'Declaraties' });
    expect(declaraties).toHaveAttribute('href', '/portal/declaraties');
    expect(declaraties).not.toHaveAttribute('target');
    expect(screen.queryAllByTestId('link-skeleton')).toHaveLength(0);
  });

  it('lists the 5 latest published news items with a way to all news', async () => {
    const api = installFakeApi();
    serveDashboard(api);
    renderDashboard();

    const news = (await screen.findByRole('heading', { name: 'Laatste nieuws' })).closest(
      'section',
    )!;
    await waitFor(() => expect(within(news).getAllByRole('article')).toHaveLength(5));
    expect(within(news).getByRole('link', { name: 'Nieuwsbericht 3' })).toHaveAttribute(
      'href',
      '/portal/nieuws/3',
    );
    expect(within(news).getByText('Samenvatting van bericht 3 […]')).toBeVisible();
    expect(within(news).getAllByText('18 november 2026')).toHaveLength(5);
    expect(within(news).getByRole('link', { name: 'Al het nieuws' })).toHaveAttribute(
      'href',
      '/portal/nieuws',
    );
    const [call] = api.callsTo('GET', NEWS);
    expect(Object.fromEntries(call!.query)).toEqual({
      status: 'publish',
      per_page: '5',
      page: '1',
    });
  });

  it('says so when there is no news yet', async () => {
    const api = installFakeApi();
    serveDashboard(api);
    api.on('GET', NEWS, wpListResponse([], { total: 0, totalPages: 0 }));
    renderDashboard();
    expect(await screen.findByText('Er is nog geen nieuws.')).toBeVisible();
  });
});

describe('mood check-in', () => {
  it("asks for this week's answer of the signed-in user", async () => {
    fixNow();
    const api = installFakeApi();
    serveDashboard(api);
    renderDashboard();

    expect(await screen.findByRole('button', { name: LABELS[0] })).toBeVisible();
    expect(
      within(moodCard())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(LABELS);
    const [call] = api.callsTo('GET', MOODTRACKERS);
    expect(Object.fromEntries(call!.query)).toEqual({
      acf_user: '7',
      after: '2026-11-15T23:59:59',
      before: '2026-11-23T00:00:00',
      per_page: '1',
    });
  });

  it('answers 4 once on a double click, tells the consultant and offers to look into it together', async () => {
    fixNow();
    const api = installFakeApi();
    serveDashboard(api);
    let release: () => void = () => {};
    api.on(
      'POST',
      MOODTRACKERS,
      (call) =>
        new Promise<Response>((resolve) => {
          const fields = (call.body as { fields: { user: number; mood: 1 | 2 | 3 | 4 } }).fields;
          release = () =>
            resolve(
              jsonResponse(201, moodtrackerPost(91, { ...fields, rw_medewerker_to_notify: 4 })),
            );
        }),
    );
    const view = renderDashboard();

    await view.user.dblClick(await screen.findByRole('button', { name: LABELS[3] }));
    await waitFor(() => expect(api.callsTo('POST', MOODTRACKERS)).toHaveLength(1));
    act(() => release());

    expect(await screen.findByText(/Dank je wel dat je dit laat weten/)).toBeVisible();
    expect(within(moodCard()).getByText(/kijken graag samen met je/)).toBeVisible();
    expect(within(moodCard()).getByText(/Je consultant neemt binnenkort contact/)).toBeVisible();
    expect(within(moodCard()).getByText(LABELS[3]!)).toBeVisible();
    // The options are gone; only "Antwoord wijzigen" is left (issue 25 item 6).
    expect(
      within(moodCard())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Antwoord wijzigen']);
    expect(api.callsTo('POST', MOODTRACKERS)).toHaveLength(1);
    expect(api.callsTo('POST', MOODTRACKERS)[0]?.body).toEqual({
      title: 'Moodtracker 2026-11-18T09:00:00.000Z',
      status: 'publish',
      fields: { user: 7, mood: 4, rw_medewerker_to_notify: 4 },
    });
  });

  it.each([
    [1, /^Fijn om te horen!/],
    [2, /^Mooi dat je tevreden bent/],
  ] as const)('answers %i without the offer to talk', async (mood, reply) => {
    fixNow();
    const api = installFakeApi();
    serveDashboard(api);
    api.on('POST', MOODTRACKERS, (call) =>
      jsonResponse(201, moodtrackerPost(92, (call.body as { fields: MoodtrackerFields }).fields)),
    );
    const view = renderDashboard();

    await view.user.click(await screen.findByRole('button', { name: LABELS[mood - 1] }));
    expect(await screen.findByText(reply)).toBeVisible();
    expect(within(moodCard()).queryByText(/kijken graag samen met je/)).not.toBeInTheDocument();
  });

  it('sends null as the consultant of a user without one', async () => {
    fixNow();
    const api = installFakeApi();
    serveDashboard(api);
    api.on('POST', MOODTRACKERS, (call) =>
      jsonResponse(201, moodtrackerPost(93, (call.body as { fields: MoodtrackerFields }).fields)),
    );
    storeSession({ id: 12, roles: ['medewerker'], owned_by: [] });
    const view = renderPortal({ path: '/portal/dashboard' });

    await view.user.click(await screen.findByRole('button', { name: LABELS[2] }));
    expect(await within(moodCard()).findByText(/contact op met HR/)).toBeVisible();
    expect(api.callsTo('POST', MOODTRACKERS)[0]?.body).toMatchObject({
      fields: { user: 12, mood: 3, rw_medewerker_to_notify: null },
    });
  });

  it('shows the answer of this week without the options when already answered', async () => {
    fixNow();
    const api = installFakeApi();
    serveDashboard(api, { answered: 3 });
    renderDashboard();

    expect(await screen.findByText(/Wat vervelend dat je het niet naar je zin hebt/)).toBeVisible();
    expect(within(moodCard()).getByText(/kijken graag samen met je/)).toBeVisible();
    for (const label of LABELS) {
      expect(within(moodCard()).queryByRole('button', { name: label })).not.toBeInTheDocument();
    }
    expect(api.callsTo('POST', MOODTRACKERS)).toHaveLength(0);
  });

  it('changes this week’s answer: the options come back with the given one marked (issue 25 item 6)', async () => {
    fixNow();
    const api = installFakeApi();
    serveDashboard(api, { answered: 3 });
    api.on('PATCH', `${MOODTRACKERS}/90`, (call) =>
      jsonResponse(
        200,
        moodtrackerPost(90, {
          user: 7,
          mood: (call.body as { fields: { mood: 1 | 2 | 3 | 4 } }).fields.mood,
          rw_medewerker_to_notify: 4,
        }),
      ),
    );
    const view = renderDashboard();

    await view.user.click(await screen.findByRole('button', { name: 'Antwoord wijzigen' }));
    const given = within(moodCard()).getByRole('button', { name: LABELS[2] });
    expect(given).toHaveAttribute('aria-pressed', 'true');
    expect(given).toHaveFocus();
    expect(within(moodCard()).getByRole('button', { name: LABELS[0] })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await view.user.click(within(moodCard()).getByRole('button', { name: LABELS[1] }));
    expect(await screen.findByText(/^Mooi dat je tevreden bent/)).toBeVisible();
    expect(api.callsTo('PATCH', `${MOODTRACKERS}/90`).map((call) => call.body)).toEqual([
      { fields: { mood: 2 } },
    ]);
    expect(api.callsTo('POST', MOODTRACKERS)).toHaveLength(0);
  });

  it('keeps the answer when changing is cancelled', async () => {
    fixNow();
    const api = installFakeApi();
    serveDashboard(api, { answered: 1 });
    const view = renderDashboard();

    await view.user.click(await screen.findByRole('button', { name: 'Antwoord wijzigen' }));
    await view.user.click(within(moodCard()).getByRole('button', { name: 'Annuleren' }));
    expect(await screen.findByText(/^Fijn om te horen/)).toBeVisible();
    expect(within(moodCard()).queryByRole('button', { name: LABELS[1] })).not.toBeInTheDocument();
  });

  it("shows the server's message on a second answer this week, then the stored answer", async () => {
    fixNow();
    const api = installFakeApi();
    serveDashboard(api);
    api.on(
      'GET',
      MOODTRACKERS,
      wpListResponse([]),
      wpListResponse([moodtrackerPost(94, { user: 7, mood: 2, rw_medewerker_to_notify: 4 })]),
    );
    api.on(
      'POST',
      MOODTRACKERS,
      restError(422, 'mood_already_answered', 'Je hebt deze week je stemming al doorgegeven.'),
    );
    const view = renderDashboard();

    await view.user.click(await screen.findByRole('button', { name: LABELS[0] }));
    const notice = await screen.findByText('Je hebt deze week je stemming al doorgegeven.');
    expect(await screen.findByText(/^Mooi dat je tevreden bent/)).toBeVisible();
    expect(within(moodCard()).getByText(LABELS[1]!)).toBeVisible();

    await view.user.click(within(moodCard()).getByRole('button', { name: 'Melding sluiten' }));
    expect(notice).not.toBeInTheDocument();
  });

  it('keeps the options with an error when saving fails otherwise', async () => {
    fixNow();
    const api = installFakeApi();
    serveDashboard(api);
    api.on('POST', MOODTRACKERS, restError(500, 'internal_error', 'Stuk.'));
    const view = renderDashboard();

    await view.user.click(await screen.findByRole('button', { name: LABELS[1] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Je antwoord kon niet worden opgeslagen. Probeer het opnieuw.',
    );
    expect(within(moodCard()).getByRole('button', { name: LABELS[1] })).toBeEnabled();
  });
});

describe('dashboard load failures', () => {
  it('are logged and say so in each block, with a retry that loads it again (issue 25 item 10)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = installFakeApi();
    api.on('GET', OPTIONS, restError(403, 'rest_forbidden', 'Nee.'));
    api.on('GET', MOODTRACKERS, restError(403, 'rest_forbidden', 'Nee.'));
    api.on('GET', NEWS, restError(403, 'rest_forbidden', 'Nee.'));
    api.on('GET', ACTIONS, NOTHING_TO_DO);
    const { user } = renderDashboard();

    await waitFor(() => expect(consoleError).toHaveBeenCalledTimes(3));
    expect(consoleError).toHaveBeenCalledWith('Error fetching ACF options data', expect.anything());
    expect(consoleError).toHaveBeenCalledWith('Error fetching posts', expect.anything());
    expect(screen.getByRole('heading', { name: 'Direct naar' })).toBeVisible();
    expect(screen.queryAllByTestId('link-skeleton')).toHaveLength(0);
    expect(screen.queryAllByTestId('mood-skeleton')).toHaveLength(0);
    expect(within(moodCard()).queryByRole('button', { name: LABELS[0] })).not.toBeInTheDocument();
    expect(screen.queryByText('Er is nog geen nieuws.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Al het nieuws' })).toBeVisible();
    for (const text of [
      'De snelkoppelingen konden niet worden geladen.',
      'De check-in kon niet worden geladen.',
      'Het nieuws kon niet worden geladen.',
    ]) {
      expect(await screen.findByText(text)).toBeVisible();
    }
    expect(screen.getAllByRole('button', { name: 'Opnieuw proberen' })).toHaveLength(3);

    // The news comes back: its block shows it once asked again.
    serveDashboard(api);
    const newsRetry = within(
      screen.getByText('Het nieuws kon niet worden geladen.').closest('section')!,
    ).getByRole('button', { name: 'Opnieuw proberen' });
    await user.click(newsRetry);
    expect(await screen.findByRole('link', { name: 'Nieuwsbericht 1' })).toBeVisible();
  });

  it('leave only the block with an answer of an unexpected shape empty', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = installFakeApi();
    serveDashboard(api);
    api.on('GET', OPTIONS, jsonResponse(200, { unexpected: true }));
    renderDashboard();

    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        'Fout bij het tonen van Direct naar',
        expect.anything(),
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('region', { name: 'Direct naar' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: LABELS[0] })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Nieuwsbericht 1' })).toBeVisible();
  });
});

type MoodtrackerFields = {
  user: number;
  mood: 1 | 2 | 3 | 4;
  rw_medewerker_to_notify: number | null;
};
