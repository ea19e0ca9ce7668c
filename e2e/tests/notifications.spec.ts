import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { declareAndSubmit, tokenOf } from '../support/declarations-api.js';
import { expectNoSidewaysScroll } from '../support/in-view.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { signInFromStart } from '../support/session.js';

/** Issue 26: the bell in the top bar, live, and its page. */
failOnPageProblems();

const SHOTS = '/tmp/shots-2';

const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Meldingen/ });

test("a professional submits and her consultant's bell counts up without a reload; its link opens the review", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Ruben reviews Lars's months. The seed gives Lars no months, and no other journey declares
  // for him (daily use opens his month two back, search and session only sign him in), so his
  // month is free to submit. (Fleur's, used before, is approved by the export journey first.)
  const streamOpen = page.waitForResponse(
    (response) => response.url().endsWith('/notifications/stream') && response.status() === 200,
  );
  await signInFromStart(page, 'ruben');
  await streamOpen;
  const token = await tokenOf(request, 'ruben');
  const counted = await request.get('/wp-json/intranet/v1/notifications?per_page=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  const before = Number(counted.headers()['x-unread-count']);

  await declareAndSubmit(request, 'lars', 23.5);
  // Live: no reload, within the 2 s (and some room for a busy test machine).
  await expect(bellOf(page)).toHaveAccessibleName(`Meldingen, ${before + 1} ongelezen`, {
    timeout: 5_000,
  });

  await bellOf(page).click();
  const panel = page.getByRole('region', { name: 'Meldingen' });
  const item = panel.getByRole('link', { name: /^Ongelezen: Lars Brouwer heeft de declaraties/ });
  await expect(item).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/journey-panel-1280.png` });

  await item.click();
  await expect(page).toHaveURL(/\/portal\/declaraties\/beoordelen\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lars Brouwer');
  await expect(bellOf(page)).toHaveAccessibleName(
    before === 0 ? 'Meldingen' : `Meldingen, ${before} ongelezen`,
  );
});

test('the bell and /portal/meldingen work by keyboard and pass axe at 1280 and 375', async ({
  page,
}) => {
  await signInFromStart(page, 'ruben');
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/portal/dashboard');
    await bellOf(page).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Meldingen' });
    await expect(panel).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(bellOf(page)).toBeFocused();

    await page.goto('/portal/meldingen');
    await expect(page.getByRole('heading', { level: 1, name: 'Meldingen' })).toBeVisible();
    await expect(page).toHaveTitle(/^Meldingen \|/);
    await expect(page.getByRole('checkbox', { name: 'Alleen ongelezen' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/journey-page-${width}.png`, fullPage: true });
  }
});
