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

/** The id of a demo colleague, by name, from the directory's own list. */
async function colleagueId(request: APIRequestContext, token: string, name: string) {
  const response = await request.get(
    `/wp-json/wp/v2/users?roles=beheerder,medewerker,professional&search=${encodeURIComponent(name)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const [found] = (await response.json()) as Array<{ id: number }>;
  return found!.id;
}

test('finds colleagues by name as Wie is wie lists them, never a deactivated one (issue 25 item 14)', async ({
  page,
  request,
}) => {
  const login = await request.post('/wp-json/jwt-auth/v1/token', {
    data: { username: demoEmail('admin'), password: DEMO_PASSWORD },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { authorization: `Bearer ${token}` };
  const tim = await colleagueId(request, token, 'Tim Kok');
  const deactivated = await request.post(`/wp-json/intranet/v1/users/${tim}/deactivate`, {
    headers,
  });
  expect(deactivated.status()).toBe(200);
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInFromStart(page, SEARCHER);
    const box = page.getByRole('combobox', { name: /Zoek in nieuws/ });
    await box.fill('ruben');
    const suggestions = page.getByRole('listbox', { name: 'Suggesties' });
    const people = suggestions.getByRole('group', { name: "Collega's" });
    await expect(people.getByRole('option', { name: /Ruben van den Berg/ })).toBeVisible();
    await expect(people.getByRole('option')).toContainText(['Projectmanager']);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shots-8/search-suggestions-1280.png' });
    await box.press('Enter');
    await expect(page).toHaveURL(/\/portal\/zoeken\?q=ruben$/);
    const group = page.getByRole('region', { name: "Collega's (1)" });
    const card = group.getByRole('article');
    await expect(card.getByRole('heading', { name: 'Ruben van den Berg' })).toBeVisible();
    await expect(card.getByText('Projectmanager')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shots-8/search-results-1280.png', fullPage: true });

    // An administrator is no colleague in Wie is wie, a deactivated colleague is gone from it:
    // the search finds neither.
    for (const name of ['Marieke de Vries', 'Tim Kok']) {
      const asked = page.waitForResponse(
        (response) =>
          response.url().includes('/wp-json/wp/v2/users?') &&
          new URL(response.url()).searchParams.get('search') === name,
      );
      await page.getByLabel('Zoekwoorden').fill(name);
      await page.getByLabel('Zoekwoorden').press('Enter');
      expect(await (await asked).json()).toEqual([]);
      await expect(page.getByText(`resultaten voor “${name}”`)).toBeVisible();
      await expect(page.getByRole('region', { name: /^Collega's/ })).toHaveCount(0);
    }

    // Choosing a suggested colleague opens Wie is wie at that name.
    await box.fill('Lotte');
    await people.getByRole('option', { name: /Lotte Smit/ }).click();
    await expect(page).toHaveURL(/\/portal\/collegas\?zoek=Lotte%20Smit$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Lotte Smit' })).toBeVisible();

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/portal/zoeken?q=ruben');
    await expect(page.getByRole('region', { name: "Collega's (1)" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.screenshot({ path: '/tmp/shots-8/search-results-375.png', fullPage: true });
    await page.getByRole('button', { name: 'Zoekveld openen' }).click();
    await page.keyboard.type('ruben');
    await expect(
      page.getByRole('listbox', { name: 'Suggesties' }).getByRole('group', { name: "Collega's" }),
    ).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-8/search-suggestions-375.png' });
  } finally {
    await request.post(`/wp-json/intranet/v1/users/${tim}/reactivate`, { headers });
  }
});
