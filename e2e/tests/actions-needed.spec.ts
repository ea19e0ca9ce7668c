import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { amsterdamToday, MONTHS } from '../support/dates.js';
import { signInFromStart } from '../support/session.js';

/** Issue 26 item 3: the dashboard's "Actie nodig". */

const SHOTS = '/tmp/shots-3';
const today = amsterdamToday();
// Daan's demo month two back is rejected with his consultant's reason; no journey changes it.
const index = today.year * 12 + today.month - 3;
const rejected = { year: Math.floor(index / 12), month: (index % 12) + 1 };
const rejectedName = MONTHS[rejected.month - 1]!;
const REASON = 'De parkeerbon klopt niet met het bedrag (de bon is voor een andere dag).';

async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

test('a professional with a rejected month sees it with the reason, and its link opens the month', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInFromStart(page, 'daan');
  const card = page.getByRole('region', { name: 'Actie nodig' });
  await expect(card).toBeVisible();
  const name = `Je declaraties van ${rejectedName.toLowerCase()} ${rejected.year} zijn afgekeurd. Pas ze aan en dien ze opnieuw in.`;
  const link = card.getByRole('link', { name });
  await expect(link).toBeVisible();
  await expect(
    card.getByRole('listitem').filter({ has: page.getByRole('link', { name }) }),
  ).toContainText(`Reden: ${REASON}`);
  // Above the other blocks.
  const cardTop = (await card.boundingBox())!.y;
  const directTop = (await page.getByRole('region', { name: 'Direct naar' }).boundingBox())!.y;
  expect(cardTop).toBeLessThan(directTop);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/actions-needed-1280.png`, fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(link).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/actions-needed-375.png`, fullPage: true });

  await link.click();
  await expect(page).toHaveURL(`/portal/declaraties/${rejected.year}/${rejected.month}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${rejectedName} ${rejected.year}` }),
  ).toBeVisible();
  await expect(page.getByText('Afgekeurd', { exact: true })).toBeVisible();
});

test('someone with nothing to do sees no "Actie nodig" at all', async ({ page }) => {
  // The editor: no declarations, no assignments, nothing to review or follow up.
  await page.setViewportSize({ width: 1280, height: 800 });
  const answer = page.waitForResponse((response) =>
    response.url().includes('/wp-json/intranet/v1/actions-needed'),
  );
  await signInFromStart(page, 'redactie');
  expect(await (await answer).json()).toEqual({ items: [] });
  await expect(page.getByRole('region', { name: 'Direct naar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Laatste nieuws' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Actie nodig' })).toHaveCount(0);
  await expect(page.getByText('Actie nodig')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/actions-needed-none-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/actions-needed-none-375.png`, fullPage: true });
});
