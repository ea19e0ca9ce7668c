import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { signInFromStart } from '../support/session.js';

/** Issue 12: any colleague finds news, handbook pages and the text inside PDFs from the top bar. */
failOnPageProblems();

const SEARCHER = 'lars';

test('finds a news item from the top bar, and opens it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInFromStart(page, SEARCHER);
  const box = page.getByRole('combobox', { name: /Zoek in nieuws/ });
  await box.fill('pensioenregeling');
  const suggestions = page.getByRole('listbox', { name: 'Suggesties' });
  await expect(
    suggestions.getByRole('option', { name: /Wijzigingen in de pensioenregeling/ }),
  ).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/portal\/zoeken\?q=pensioenregeling$/);
  const news = page.getByRole('region', { name: /^Nieuws/ });
  await expect(news.locator('mark').first()).toHaveText(/pensioenregeling/i);
  await news.getByRole('link', { name: 'Wijzigingen in de pensioenregeling' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wijzigingen in de pensioenregeling' }),
  ).toBeVisible();
});

test('finds the text of a library PDF, on a phone, with keyboard and axe', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInFromStart(page, SEARCHER);
  // The page title keeps its room next to the menu, the search button and the user's picture.
  const title = page.getByRole('banner').getByText('Dashboard', { exact: true });
  await expect(title).toBeVisible();
  expect(await title.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  const box = page.getByRole('combobox', { name: /Zoek in nieuws/ });
  await expect(box).toBeHidden();
  await page.getByRole('button', { name: 'Zoekveld openen' }).click();
  await expect(box).toBeFocused();
  await page.keyboard.type('samenvatting');
  await expect(page.getByRole('listbox', { name: 'Suggesties' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/zoeken\?q=samenvatting$/);
  const library = page.getByRole('region', { name: /^Bibliotheek/ });
  await expect(library.getByRole('link', { name: 'Personeelshandboek' })).toBeVisible();
  await expect(library.locator('mark').first()).toHaveText(/samenvatting/i);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Zoekwoorden').fill('woordzonderenigeuitkomst');
  await page.getByLabel('Zoekwoorden').press('Enter');
  await expect(page.getByText('Geen resultaten voor “woordzonderenigeuitkomst”.')).toBeVisible();
});
