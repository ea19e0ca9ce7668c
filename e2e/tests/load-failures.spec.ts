import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { signInFromStart } from '../support/session.js';

/**
 * Issue 25 item 10: every screen that loads data says so when a load fails (a 500, and a
 * request that never got an answer), tells a lost connection apart, and "Opnieuw proberen"
 * loads it once the API answers again. The API is failed with route interception.
 */
failOnPageProblems();

const OFFLINE = 'Geen verbinding met het netwerk. Controleer je verbinding en probeer het opnieuw.';
const RETRY = 'Opnieuw proberen';

interface Screen {
  name: string;
  /** The address to open; a function finds it first (an existing id). */
  path: string | ((page: Page) => Promise<string>);
  /** The calls to fail: only this screen's own data. */
  api: RegExp;
  message: string;
  /** Something that is there once the data loaded. */
  loaded: (page: Page) => Locator;
}

/** The href of the first link on `listPath` whose address starts with `prefix` and an id. */
const firstLink = (listPath: string, prefix: string) => async (page: Page) => {
  await page.goto(listPath);
  const links = page.locator(`main a[href^="${prefix}"]`);
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  );
  const href = hrefs.find((candidate) => /\/\d+$/.test(candidate));
  expect(href, `a link to ${prefix}{id} on ${listPath}`).toBeTruthy();
  return href!;
};

const beheerTable = (page: Page) => page.getByRole('main').getByRole('table');

const SCREENS: Screen[] = [
  {
    name: 'news list',
    path: '/portal/nieuws',
    api: /\/wp-json\/wp\/v2\/nieuws(\?|$)/,
    message: 'Het nieuws kon niet worden geladen.',
    loaded: (page) => page.getByRole('article').first(),
  },
  {
    name: 'news item',
    path: firstLink('/portal/nieuws', '/portal/nieuws/'),
    api: /\/wp-json\/wp\/v2\/nieuws\/\d+/,
    message: 'Het nieuwsbericht kon niet worden geladen.',
    loaded: (page) => page.getByRole('article'),
  },
  {
    name: 'terms of employment (categories)',
    path: '/portal/arbeidsvoorwaarden',
    api: /\/wp-json\/wp\/v2\/arbeidsvoorwaarden_categorieen/,
    message: 'De categorieën konden niet worden geladen.',
    loaded: (page) =>
      page
        .getByRole('navigation', { name: 'Categorieën arbeidsvoorwaarden' })
        .getByRole('link')
        .first(),
  },
  {
    name: 'knowledge base (topics)',
    path: '/portal/hoe-het-werkt',
    api: /\/wp-json\/wp\/v2\/kennisbank(\?|$)/,
    message: 'De onderwerpen konden niet worden geladen.',
    loaded: (page) => page.getByRole('article').first(),
  },
  {
    name: 'library',
    path: '/portal/bibliotheek',
    api: /\/wp-json\/wp\/v2\/bibliotheek(\?|$)/,
    message: 'De documenten konden niet worden geladen.',
    loaded: (page) => page.getByRole('link', { name: /downloaden/ }).first(),
  },
  {
    name: 'colleagues',
    path: '/portal/collegas',
    api: /\/wp-json\/wp\/v2\/users(\?|$)/,
    message: "De collega's konden niet worden geladen.",
    loaded: (page) => page.getByText(/\d+ van \d+ collega's/),
  },
  {
    name: 'assignments',
    path: '/portal/opdrachten',
    api: /\/wp-json\/wp\/v2\/assignments(\?|$)/,
    message: 'De opdrachten konden niet worden geladen.',
    loaded: (page) => page.getByRole('main').getByRole('table'),
  },
  {
    name: 'assignment detail',
    path: firstLink('/portal/opdrachten', '/portal/opdrachten/'),
    api: /\/wp-json\/wp\/v2\/assignments\/\d+/,
    message: 'De opdracht kon niet worden geladen.',
    loaded: (page) => page.getByRole('heading', { level: 1 }),
  },
  {
    name: 'profile',
    path: '/portal/profiel',
    api: /\/wp-json\/custom\/v1\/user-profile/,
    message: 'Je profiel kon niet worden geladen.',
    loaded: (page) => page.getByRole('heading', { name: 'Algemene gegevens' }),
  },
  {
    name: 'search',
    path: '/portal/zoeken?q=verlof',
    api: /\/wp-json\/wp\/v2\/search/,
    message: 'De zoekresultaten konden niet worden geladen.',
    loaded: (page) => page.getByText(/resultaten? voor/),
  },
  {
    name: 'Beheer > Nieuws',
    path: '/portal/beheer/nieuws',
    api: /\/wp-json\/wp\/v2\/nieuws(\?|$)/,
    message: 'De lijst kon niet worden geladen.',
    loaded: beheerTable,
  },
  {
    name: 'Beheer > Mensen',
    path: '/portal/beheer/mensen',
    api: /\/wp-json\/wp\/v2\/users\?(.*&)?active=/,
    message: 'De lijst met mensen kon niet worden geladen.',
    loaded: beheerTable,
  },
  {
    name: 'Beheer > Functies',
    path: '/portal/beheer/functies',
    api: /\/wp-json\/intranet\/v1\/beheer\//,
    message: 'De functies konden niet worden geladen.',
    loaded: beheerTable,
  },
  {
    name: 'Beheer > Contactpersonen',
    path: '/portal/beheer/contactpersonen',
    api: /\/wp-json\/acf\/v3\/options\/intranet/,
    message: 'De contactpersonen konden niet worden geladen.',
    loaded: (page) => page.getByRole('main').getByRole('textbox').first(),
  },
  {
    name: 'Beheer > Salarisexport',
    path: '/portal/beheer/salarisexport',
    api: /\/wp-json\/custom\/v1\/payroll\/exports(\?|$)/,
    message: 'De eerdere exports konden niet worden geladen.',
    loaded: (page) => page.getByRole('heading', { name: 'Eerdere exports' }),
  },
  {
    name: 'Beheer > Stemming',
    path: '/portal/beheer/stemming',
    api: /\/wp-json\/custom\/v1\/mood\/overview/,
    message: 'De stemming kon niet worden geladen.',
    loaded: (page) => page.getByRole('heading', { name: /Nog op te volgen/ }),
  },
  {
    name: 'Beheer > Auditlog',
    path: '/portal/beheer/auditlog',
    api: /\/wp-json\/custom\/v1\/audit-log/,
    message: 'Het auditlog kon niet worden geladen.',
    // The entries, or that there are none (in a fresh database).
    loaded: (page) =>
      page
        .getByRole('list', { name: /Wijzigingen/ })
        .or(page.getByText('Geen wijzigingen gevonden.')),
  },
];

const failure = (page: Page, message: string) =>
  page.getByRole('alert').filter({ hasText: message });

async function retryRecovers(page: Page, screen: Screen, api: RegExp) {
  await page.unroute(api);
  const alert = failure(page, screen.message);
  await alert.getByRole('button', { name: RETRY }).click();
  await expect(screen.loaded(page)).toBeVisible();
  await expect(alert).toHaveCount(0);
}

test.describe('a failed load is said, with a retry', () => {
  for (const screen of SCREENS) {
    test(screen.name, async ({ page }) => {
      // Three tries of a 500 and of a lost request, each with the retry's own load.
      test.setTimeout(60_000);
      await signInFromStart(page, 'admin');
      const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);

      // The server fails: what could not be loaded, no word about the connection.
      await page.route(screen.api, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'internal_error', message: 'Boom', data: { status: 500 } }),
        }),
      );
      await page.goto(path);
      const alert = failure(page, screen.message);
      await expect(alert).toBeVisible({ timeout: 15_000 });
      await expect(alert).not.toContainText(OFFLINE);
      await retryRecovers(page, screen, screen.api);

      // No answer at all: the connection is named.
      await page.route(screen.api, (route) => route.abort('internetdisconnected'));
      await page.reload();
      await expect(alert).toBeVisible({ timeout: 15_000 });
      await expect(alert).toContainText(OFFLINE);
      await retryRecovers(page, screen, screen.api);
    });
  }
});

test('offline: the search says the connection is gone, and loads once it is back', async ({
  page,
  context,
}) => {
  await signInFromStart(page, 'admin');
  await page.goto('/portal/zoeken?q=verlof');
  await expect(page.getByText(/resultaten? voor/)).toBeVisible();

  await context.setOffline(true);
  const field = page.getByRole('main').getByLabel('Zoekwoorden');
  await field.fill('pensioen');
  await field.press('Enter');
  const alert = failure(page, 'De zoekresultaten konden niet worden geladen.');
  // No retries while offline: the message comes at once.
  await expect(alert).toContainText(OFFLINE, { timeout: 3_000 });
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  await alert.getByRole('button', { name: RETRY }).click();
  await expect(page.getByText(/voor “pensioen”/)).toBeVisible();
  await expect(alert).toHaveCount(0);
});
