import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { amsterdamToday } from '../support/dates.js';
import { expectInView, expectShownInFull } from '../support/in-view.js';
import { signInFromStart } from '../support/session.js';

// Daan's demo month two back is rejected with a comment: open again, ten lines, with receipts.
const today = amsterdamToday();
const index = today.year * 12 + today.month - 1 - 2;
const rejected = { year: Math.floor(index / 12), month: (index % 12) + 1 };
const rejectedUrl = `/portal/declaraties/${rejected.year}/${rejected.month}`;

async function openRejectedMonth(page: Page) {
  await signInFromStart(page, 'daan');
  await page.goto(rejectedUrl);
  await expect(page.getByRole('heading', { level: 2, name: 'Declaratieregels' })).toBeVisible();
  await expect(page.getByText('Afgekeurd')).toBeVisible();
}

test('at 1280×800 a ten-line month is one table whose texts read in full, with the total and "indienen" in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openRejectedMonth(page);
  const table = page.getByRole('table', { name: /^Declaratieregels van / });
  const lines = table.getByRole('row');
  // The header row and ten lines, each at most two lines of text high: descriptions and
  // routes wrap rather than being cut off (issue 25, which undid issue 14's one-line clamp).
  await expect(lines).toHaveCount(11);
  for (const line of await lines.all()) {
    expect((await line.boundingBox())!.height).toBeLessThanOrEqual(64);
  }
  for (const text of await table.getByRole('cell').locator('span.break-words').all()) {
    await expectShownInFull(text);
  }
  const summary = page.getByRole('region', { name: 'Samenvatting' });
  await expectInView(page, summary.getByText('Totaal', { exact: true }));
  await expectInView(page, page.getByRole('button', { name: 'Declaratie indienen' }));
  // Nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expectNoSeriousA11yViolations(page);
});

test('on a phone the lines are a compact list with the total and "indienen" in a bar at the bottom', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openRejectedMonth(page);
  const summary = page.getByRole('region', { name: 'Samenvatting' });
  const submit = page.getByRole('button', { name: 'Declaratie indienen' });
  await expectInView(page, summary.getByText('Totaal', { exact: true }));
  await expectInView(page, submit);
  // Still there halfway down the lines.
  await page.mouse.wheel(0, 600);
  await expect(async () => {
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  }).toPass();
  await expectInView(page, submit);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
});
