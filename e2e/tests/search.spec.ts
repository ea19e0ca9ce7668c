import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { DEMO_PASSWORD, demoEmail } from '../support/demo.js';
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
  const opener = page.getByRole('button', { name: 'Zoekveld openen' });
  await opener.click();
  await expect(box).toBeFocused();
  // Escape folds it again and the focus goes back to the button, not to the page.
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
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

/**
 * 55 published knowledge-base items with one word of their own, written through the API by
 * the editor; the answer deletes them again (so no later journey meets them).
 */
async function manyItems(request: APIRequestContext, word: string) {
  const login = await request.post('/wp-json/jwt-auth/v1/token', {
    data: { username: demoEmail('redactie'), password: DEMO_PASSWORD },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { authorization: `Bearer ${token}` };
  const ids: number[] = [];
  for (let n = 1; n <= 55; n++) {
    const created = await request.post('/wp-json/wp/v2/kennisbank', {
      headers,
      data: { title: `${word} ${n}`, content: `<p>Over de ${word}.</p>`, status: 'publish' },
    });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: number }).id);
  }
  return async () => {
    for (const id of ids) {
      await request.delete(`/wp-json/wp/v2/kennisbank/${id}?force=true`, { headers });
    }
  };
}

test('pages through more than 50 results by keyboard, with axe at 1280 and 375 px', async ({
  page,
}) => {
  const word = 'paperclipinventaris';
  const removeAll = await manyItems(page.request, word);
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInFromStart(page, SEARCHER);
    await page.goto(`/portal/zoeken?q=${word}`);
    const summary = page.getByRole('status').filter({ hasText: 'resultaten voor' });
    await expect(summary).toHaveText(`55 resultaten voor “${word}”, pagina 1 van 2`);
    const pages = page.getByRole('navigation', { name: "Pagina's met resultaten" });
    await expect(pages.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSeriousA11yViolations(page);

    // By keyboard: to "Volgende" and Enter; the new page's summary has the focus.
    await pages.getByRole('link', { name: 'Volgende pagina' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/portal/zoeken\\?q=${word}&pagina=2$`));
    await expect(summary).toHaveText(`55 resultaten voor “${word}”, pagina 2 van 2`);
    await expect(summary).toBeFocused();
    await expect(
      page.getByRole('region', { name: /^Hoe het werkt/ }).getByRole('listitem'),
    ).toHaveCount(5);

    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoSeriousA11yViolations(page);
    await pages.getByRole('link', { name: 'Vorige pagina' }).click();
    await expect(summary).toHaveText(`55 resultaten voor “${word}”, pagina 1 van 2`);
  } finally {
    await removeAll();
  }
});
