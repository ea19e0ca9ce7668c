import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { amsterdamToday } from '../support/dates.js';
import { signInFromStart } from '../support/session.js';

/** Issue 25 items 5 and 7: receipt pictures, and a reviewer's comment on one line. */

const SHOTS = '/tmp/shots-3';
const today = amsterdamToday();
const index = today.year * 12 + today.month - 2;
const last = { year: Math.floor(index / 12), month: (index % 12) + 1 };
const lastUrl = `/portal/declaraties/${last.year}/${last.month}`;
const REMARK = 'Hoort deze bon bij de klant in Utrecht?';

async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

test('a reviewer comments on one line; the owner sees it on that line and in the list; receipts show as pictures', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // Julia's demo month before this one was sent; Femke, her consultant, reviews it. (Emma's
  // is the daily-use journey's, which rejects it.)
  const reviewer = await (
    await browser.newContext({ viewport: { width: 1280, height: 800 } })
  ).newPage();
  await signInFromStart(reviewer, 'femke');
  await reviewer.goto('/portal/declaraties/beoordelen');
  await reviewer
    .getByRole('link', { name: /Bekijken Julia Hendriks/ })
    .first()
    .click();
  const table = reviewer.getByRole('table', { name: /^Declaratieregels van / });
  await expect(table).toBeVisible();

  // Receipts as pictures drawn by the server, each opening the receipt in a new tab.
  const picture = table.getByRole('link', { name: /op ware grootte/ }).first();
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('target', '_blank');
  await expect
    .poll(() => picture.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // The line with that receipt gets the comment, through its own button.
  const line = table
    .getByRole('row')
    .filter({ has: reviewer.getByRole('link', { name: /op ware grootte/ }) })
    .first();
  await line.getByRole('button', { name: /^Opmerking bij de regel / }).click();
  const form = reviewer.getByRole('region', { name: 'Opmerkingen' });
  await expect(form.getByLabel('Opmerking')).toBeFocused();
  await expect(form.getByLabel('Over')).not.toHaveValue('');
  const about = await form.getByLabel('Over').locator('option:checked').textContent();
  await form.getByLabel('Opmerking').fill(REMARK);
  await form.getByRole('button', { name: 'Opmerking plaatsen' }).click();
  await expect(reviewer.getByText('Opmerking geplaatst')).toBeVisible();
  const onLine = reviewer.getByRole('list', { name: 'Opmerkingen bij deze regel' });
  await expect(onLine).toContainText(REMARK);
  await expectNoSeriousA11yViolations(reviewer);
  await reviewer.screenshot({ path: `${SHOTS}/review-line-comment-1280.png`, fullPage: true });
  await reviewer.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(reviewer);
  await reviewer.screenshot({ path: `${SHOTS}/review-line-comment-375.png`, fullPage: true });

  // The owner: the comment under its line, and in "Opmerkingen" naming the line.
  const owner = await (
    await browser.newContext({ viewport: { width: 1280, height: 800 } })
  ).newPage();
  await signInFromStart(owner, 'julia');
  await owner.goto(lastUrl);
  const ownerLine = owner.getByRole('list', { name: 'Opmerkingen bij deze regel' });
  await expect(ownerLine).toContainText(`Opmerking van Femke Jansen`);
  await expect(ownerLine).toContainText(REMARK);
  const list = owner.getByRole('region', { name: 'Opmerkingen' });
  const item = list.getByRole('listitem').filter({ hasText: REMARK });
  await expect(item).toContainText(`Over de regel: ${about!.replace(/^Regel /, '')}`);
  await expectNoSeriousA11yViolations(owner);
  await owner.screenshot({ path: `${SHOTS}/month-line-comment-1280.png`, fullPage: true });

  // The commented line's dialog shows its receipt as a picture too ("dd-mm-jjjj · Soort · €").
  const kind = about!.split(' · ')[1]!;
  await owner
    .getByRole('button', { name: new RegExp(`^Bekijken ${kind} `) })
    .first()
    .click();
  const stored = owner.getByRole('dialog').getByRole('link', { name: /op ware grootte/ });
  await expect(stored).toBeVisible();
  await expect
    .poll(() => stored.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await owner.screenshot({ path: `${SHOTS}/line-dialog-1280.png` });
  await owner.setViewportSize({ width: 375, height: 812 });
  await owner.screenshot({ path: `${SHOTS}/line-dialog-375.png` });
  await owner.keyboard.press('Escape');
  await expectNoSidewaysScroll(owner);
  await owner.screenshot({ path: `${SHOTS}/month-line-comment-375.png`, fullPage: true });
});
