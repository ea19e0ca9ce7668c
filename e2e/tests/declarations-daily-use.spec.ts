import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { amsterdamToday, MONTHS } from '../support/dates.js';
import { expectInView, expectShownInFull } from '../support/in-view.js';
import { signInFromStart } from '../support/session.js';

/** Issue 25: the rejected month, the month nobody declared, the month's title and its bar. */

const SHOTS = '/tmp/shots-1';
const today = amsterdamToday();
const monthName = MONTHS[today.month - 1]!;
/** The month before this one, and the one before that. */
function monthsBack(count: number) {
  const index = today.year * 12 + today.month - 1 - count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
const last = monthsBack(1);
const lastName = MONTHS[last.month - 1]!;
const lastUrl = `/portal/declaraties/${last.year}/${last.month}`;
const REASON = 'De parkeerbon hoort bij een andere dag. Pas de datum aan en dien opnieuw in.';

async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

async function openReviewOf(page: Page, person: string) {
  await page.goto('/portal/declaraties/beoordelen');
  await page
    .getByRole('link', { name: new RegExp(`Bekijken ${person}`) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Declaratieregels' })).toBeVisible();
}

test('a rejected month shows the reviewer’s reason at the top, on a desktop and a phone, and its year card says so', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Emma's demo month before this one was sent; her consultant rejects it with a reason.
  const reviewer = await (await browser.newContext()).newPage();
  await signInFromStart(reviewer, 'femke');
  await openReviewOf(reviewer, 'Emma de Boer');
  await reviewer.getByRole('button', { name: 'Afkeuren' }).click();
  const reject = reviewer.getByRole('dialog');
  await reject.getByLabel('Reden van afkeuring').fill(REASON);
  await reject.getByRole('button', { name: 'Afkeuren' }).click();
  await expect(
    reviewer.getByRole('heading', { level: 1, name: 'Declaraties beoordelen' }),
  ).toBeVisible();

  // 1280×800: the year's card says so and leads to the month.
  const owner = await (
    await browser.newContext({ viewport: { width: 1280, height: 800 } })
  ).newPage();
  await signInFromStart(owner, 'emma');
  await owner.goto(`/portal/declaraties/${last.year}`);
  const card = owner.getByRole('listitem').filter({
    has: owner.getByRole('heading', { level: 3, name: lastName }),
  });
  await expect(card.getByText('Afgekeurd', { exact: true })).toBeVisible();
  await expect(card).toContainText('Afgekeurd door de beoordelaar.');
  await owner.screenshot({ path: `${SHOTS}/year-rejected-1280.png`, fullPage: true });
  await card
    .getByRole('link', { name: `Lees waarom ${lastName.toLowerCase()} is afgekeurd` })
    .click();
  await expect(owner).toHaveURL(new RegExp(`${lastUrl}$`));

  // The reason beside the status, in the first view, above the sticky totals bar.
  const latest = owner.locator('figure').filter({ hasText: REASON });
  await expect(latest).toBeVisible();
  await expect(latest).toContainText('Femke Jansen');
  await expectInView(owner, latest);
  const bar = owner.getByRole('region', { name: 'Samenvatting' });
  const latestBox = (await latest.boundingBox())!;
  expect(latestBox.y + latestBox.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
  await expect(owner.getByText('Afgekeurd', { exact: true })).toBeVisible();

  // The title names the month, in the top bar (whole, beside the hours box) and the tab.
  const title = `Declaraties – ${lastName.toLowerCase()} ${last.year}`;
  const topTitle = owner.getByRole('banner').getByText(title, { exact: true });
  await expect(topTitle).toBeVisible();
  await expectShownInFull(topTitle);
  await expect(owner).toHaveTitle(new RegExp(`^${title} \\| `));
  // Every description and route reads in full ("Retour van Kilometers (auto)" included).
  const table = owner.getByRole('table', { name: /^Declaratieregels van / });
  const texts = table.getByRole('cell').locator('span.break-words');
  expect(await texts.count()).toBeGreaterThan(4);
  for (const text of await texts.all()) await expectShownInFull(text);
  await expect(table.getByText('Retour van Kilometers (auto)').first()).toBeVisible();
  await expectNoSeriousA11yViolations(owner);
  await owner.screenshot({ path: `${SHOTS}/month-rejected-1280.png` });

  // "alle opmerkingen" moves to the list.
  await latest.getByRole('link', { name: /alle opmerkingen/ }).click();
  await expect(owner.getByRole('heading', { level: 2, name: 'Opmerkingen' })).toBeFocused();

  // 375×812: the reason before the lines, "Opslaan als concept" in the bar.
  await owner.setViewportSize({ width: 375, height: 812 });
  await owner.goto(lastUrl);
  await expect(latest).toBeVisible();
  await expectInView(owner, latest);
  const save = bar.getByRole('button', { name: 'Opslaan als concept' });
  await expectInView(owner, save);
  await expectInView(owner, bar.getByRole('button', { name: 'Declaratie indienen' }));
  await expectNoSidewaysScroll(owner);
  // The top bar says only "Declaraties" on a phone (the h1 names the month): one line.
  await expect(topTitle).toBeVisible();
  await expect(
    owner.getByRole('banner').getByText(`– ${lastName.toLowerCase()} ${last.year}`),
  ).toBeHidden();
  const titleBox = (await topTitle.boundingBox())!;
  expect(titleBox.height).toBeLessThan(40);
  await owner.screenshot({ path: `${SHOTS}/month-rejected-375.png` });
  await save.click();
  await expect(owner).toHaveURL(/message=Declaratie\+opgeslagen\+als\+concept/);

  // The year on a phone starts at the current month.
  await owner.goto('/portal/declaraties');
  const current = owner.getByRole('listitem').filter({
    has: owner.getByRole('heading', { level: 3, name: monthName }),
  });
  await expect(current).toHaveAttribute('aria-current', 'date');
  await expectInView(owner, current.getByRole('heading', { level: 3, name: monthName }));
  if (today.month > 2) expect(await owner.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expectNoSidewaysScroll(owner);
  await owner.screenshot({ path: `${SHOTS}/year-current-375.png` });
});

test('a past month nobody declared reads "Geen declaraties" and is closed', async ({ page }) => {
  const past = monthsBack(2);
  const pastName = MONTHS[past.month - 1]!;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInFromStart(page, 'lars');
  await page.goto(`/portal/declaraties/${past.year}`);
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: pastName }),
  });
  await expect(card.getByText('Geen declaraties', { exact: true })).toBeVisible();
  await expect(page.getByText('Verwerkt', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/year-undeclared-1280.png`, fullPage: true });

  await card.getByRole('link', { name: `Bekijken ${pastName.toLowerCase()}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${pastName} ${past.year}` }),
  ).toBeVisible();
  await expect(page.getByText('Geen declaraties', { exact: true })).toBeVisible();
  await expect(page.getByText('Deze maand is gesloten.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nieuwe declaratie toevoegen' })).toHaveCount(0);
  await expect(page.getByText('Verwerkt', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/month-undeclared-1280.png` });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByText('Deze maand is gesloten.', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/month-undeclared-375.png` });
  await page.goto(`/portal/declaraties/${past.year}`);
  await expect(card.getByText('Geen declaraties', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/year-undeclared-375.png` });
});
