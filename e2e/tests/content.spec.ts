import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { dashboardRenderedAt } from '../support/dashboard-rendered.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { signInFromStart } from '../support/session.js';

// Professionals nobody else's journey signs in as, so this week's check-in is still open for them.
const ANSWERS_FOUR = 'sem';
const ANSWERS_TWO = 'julia';
const MEASURES = 'noor';

const MOOD_QUESTION = 'Mijn opdracht ervaar ik zo...';
const OFFER = /We kijken graag samen met je hoe het beter kan/;

/** Every journey here fails on a CSP refusal or an uncaught error in the page. */
failOnPageProblems();

const region = (page: Page, name: string) => page.getByRole('region', { name });

async function expectPdfDownload(page: Page, link: Locator) {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/wp-json\/intranet\/v1\/files\/\d+\/view\?/);

  // A click opens the file in a new tab...
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect.poll(() => popup.url()).toContain(href!);
  await popup.close();

  // ...and what that tab gets is the file itself.
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

test.describe('dashboard', () => {
  test('shows the quick links, the check-in and the five latest news items', async ({ page }) => {
    await signInFromStart(page, MEASURES);

    // A full navigation: from the request for the page to all three blocks filled.
    await page.goto('/portal/dashboard');
    const fullNavigation = await (
      await page.waitForFunction(dashboardRenderedAt, undefined, { polling: 'raf' })
    ).jsonValue();

    // An in-app navigation with nothing cached: after a reload on another screen.
    await page.goto('/portal/profiel');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { clickedAt: number }).clickedAt = performance.now();
    });
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    const renderedAt = await (
      await page.waitForFunction(dashboardRenderedAt, undefined, { polling: 'raf' })
    ).jsonValue();
    const inAppNavigation =
      (renderedAt as number) -
      (await page.evaluate(() => (window as unknown as { clickedAt: number }).clickedAt));

    console.log(
      `dashboard: three blocks rendered ${Math.round(fullNavigation as number)} ms after a full navigation, ${Math.round(inAppNavigation)} ms after an in-app navigation`,
    );
    // The in-app navigation stays within 1 s even next to CI's other suite (278 to 576 ms there).
    // The full navigation is printed, not a pass mark: it compiles the app again and moved
    // between 0.5 and 1.1 s with the load of the Node 22 pass on the same two cores alone; its
    // 1 s target is measured on a quiet machine by `npm run bench -- dashboard` (bench/README.md).
    expect(inAppNavigation).toBeLessThan(1000);

    const links = region(page, 'Direct naar');
    await expect(links.getByRole('link')).toHaveCount(7);
    const loket = links.getByRole('link', { name: /Logo Loket\.nl/ });
    await expect(loket).toHaveAttribute('href', 'https://www.loket.nl/');
    await expect(loket).toHaveAttribute('target', '_blank');
    await expect(loket).toHaveAttribute('rel', /noopener/);
    await expect(links.getByRole('link', { name: 'Declaraties' })).toHaveAttribute(
      'href',
      '/portal/declaraties',
    );

    const news = region(page, 'Laatste nieuws');
    await expect(news.getByRole('article')).toHaveCount(5);
    await expect(
      news.getByRole('link', { name: 'Nieuwe cao: 4,5 procent loonsverhoging per 1 januari' }),
    ).toBeVisible();
    await expect(region(page, MOOD_QUESTION).getByRole('button')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);

    await news.getByRole('link', { name: 'Al het nieuws' }).click();
    await expect(page).toHaveURL(/\/portal\/nieuws$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Laatste nieuws' })).toBeVisible();
  });

  test('a professional who wants other work soon is offered to look into it together', async ({
    page,
  }) => {
    await signInFromStart(page, ANSWERS_FOUR);
    const card = region(page, MOOD_QUESTION);
    await expect(card.getByRole('button')).toHaveText([
      'Ik heb het erg naar mijn zin',
      'Ik ben tevreden',
      'Ik heb het niet naar mijn zin',
      'Ik wil op korte termijn ander werk',
    ]);

    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith('/wp-json/wp/v2/moodtrackers') &&
        response.request().method() === 'POST',
    );
    await card.getByRole('button', { name: 'Ik wil op korte termijn ander werk' }).click();
    expect((await created).status()).toBe(201);

    await expect(card.getByText(/Dank je wel dat je dit laat weten/)).toBeVisible();
    await expect(card.getByText(OFFER)).toBeVisible();
    await expect(card.getByText(/Je consultant neemt binnenkort contact met je op/)).toBeVisible();
    // The answer's options are gone; it can still be changed this week (issue 25 item 6).
    await expect(card.getByRole('button')).toHaveText(['Antwoord wijzigen']);

    // The answer stays for the rest of the week.
    await page.reload();
    await expect(
      card.getByText('Je antwoord van deze week: Ik wil op korte termijn ander werk'),
    ).toBeVisible();
    await expect(card.getByText(OFFER)).toBeVisible();
    // The answer's options are gone; it can still be changed this week (issue 25 item 6).
    await expect(card.getByRole('button')).toHaveText(['Antwoord wijzigen']);
  });

  test('a satisfied professional gets a reply without the offer', async ({ page }) => {
    await signInFromStart(page, ANSWERS_TWO);
    const card = region(page, MOOD_QUESTION);
    await card.getByRole('button', { name: 'Ik ben tevreden' }).click();
    await expect(card.getByText(/Mooi dat je tevreden bent/)).toBeVisible();
    await expect(card.getByText(OFFER)).toHaveCount(0);
    // The answer's options are gone; it can still be changed this week (issue 25 item 6).
    await expect(card.getByRole('button')).toHaveText(['Antwoord wijzigen']);
  });
});

test('reads a news item from the dashboard and goes on to all news', async ({ page }) => {
  await signInFromStart(page, 'daan');
  const title = 'Nieuwe cao: 4,5 procent loonsverhoging per 1 januari';
  await region(page, 'Laatste nieuws').getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(/\/portal\/nieuws\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Intranet`);
  await expect(page.getByText('Marieke de Vries')).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'salarisstrook van januari' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'hr@vandalen.example' })).toHaveAttribute(
    'href',
    'mailto:hr@vandalen.example',
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /Terug naar het nieuws/ }).click();
  await expect(page).toHaveURL(/\/portal\/nieuws$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Laatste nieuws' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(12);
  await expect(cards.first().getByText('Marieke de Vries')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Lees meer/ })).toHaveCount(12);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Meer nieuws laden' }).click();
  await expect(cards).toHaveCount(24);
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Lees meer/);
  await page.getByRole('button', { name: 'Meer nieuws laden' }).click();
  await expect(cards).toHaveCount(26);
  await expect(page.getByRole('button', { name: 'Meer nieuws laden' })).toHaveCount(0);

  await page.goto('/portal/nieuws/999999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dit nieuwsbericht bestaat niet (meer).' }),
  ).toBeVisible();
});

test('switches categories in Arbeidsvoorwaarden and downloads a file', async ({ page }) => {
  await signInFromStart(page, 'daan');
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Arbeidsvoorwaarden' })
    .click();

  // Without a category the first one opens.
  await expect(page).toHaveURL(/\/portal\/arbeidsvoorwaarden\/\d+$/);
  const menu = page.getByRole('navigation', { name: 'Categorieën arbeidsvoorwaarden' });
  await expect(menu.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await menu.getByRole('link', { name: 'Salaris' }).click();
  await expect(page).toHaveURL(/\/portal\/arbeidsvoorwaarden\/\d+$/);
  await expect(menu.getByRole('link', { name: 'Salaris' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Salaris' })).toBeVisible();
  const item = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Loonschalen en periodieken' }) });
  await expect(item.getByText('Downloads:')).toBeVisible();
  await expect(item.getByRole('table')).toBeVisible();

  await expectPdfDownload(page, item.getByRole('link', { name: /^Salarisschalen/ }));
});

test('the knowledge base shows its items with plain-text titles per category', async ({ page }) => {
  await signInFromStart(page, 'daan');
  await page.goto('/portal/hoe-het-werkt');
  await expect(page).toHaveURL(/\/portal\/hoe-het-werkt\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hoe het werkt' })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Categorieën hoe het werkt' });
  await menu.getByRole('link', { name: 'Formulieren' }).click();
  const title = page.getByRole('heading', { level: 3, name: 'Aanvraag fietsplan' });
  await expect(title).toBeVisible();
  await expect(title.getByRole('link')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const item = page.getByRole('article').filter({ has: title });
  await expectPdfDownload(page, item.getByRole('link', { name: /^Aanvraagformulier fietsplan/ }));
});

test('the library names its contact persons and every document downloads', async ({ page }) => {
  await signInFromStart(page, 'daan');
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Bibliotheek' })
    .click();

  await expect(
    page.getByText('Zoek je iets wat je niet kan vinden in het overzicht? Neem contact op met:'),
  ).toBeVisible();
  await expect(page.getByText('Marieke de Vries (HR)')).toBeVisible();
  await expect(page.getByRole('link', { name: '030-2400000' })).toHaveAttribute(
    'href',
    'tel:0302400000',
  );
  await expect(page.getByRole('link', { name: '030-2400137' })).toHaveAttribute(
    'href',
    'tel:0302400137',
  );

  const entry = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Gedragscode en integriteit' }) });
  // The file's label names the download.
  await expect(entry.getByRole('link', { name: /^downloaden Gedragscode/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await expectPdfDownload(page, entry.getByRole('link', { name: /^downloaden/ }));

  const downloads = page.getByRole('link', { name: /^downloaden/ });
  expect(await downloads.count()).toBeGreaterThan(1);
  for (const href of await downloads.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')!),
  )) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
});

test('on a 375 px phone the content screens fit and the categories stack above the items', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInFromStart(page, 'daan');
  for (const path of [
    '/portal/dashboard',
    '/portal/nieuws',
    '/portal/arbeidsvoorwaarden',
    '/portal/hoe-het-werkt',
    '/portal/bibliotheek',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[role="status"]')).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }

  await page.goto('/portal/hoe-het-werkt');
  await expect(page.getByRole('article').first()).toBeVisible();
  const menuBox = await page
    .getByRole('navigation', { name: 'Categorieën hoe het werkt' })
    .boundingBox();
  const firstItem = await page.getByRole('article').first().boundingBox();
  expect(menuBox!.y + menuBox!.height).toBeLessThanOrEqual(firstItem!.y);
});
