import { expect, test, type Page } from '@playwright/test';
import { amsterdamToday } from '../support/dates.js';
import { signInFromStart } from '../support/session.js';

/**
 * Issue 25 item 16: a select's values are not cut where there is room. Every visible select on
 * the screens that have one, at 1280 and 375: its longest option fits in the box (beside the
 * browser's arrow), unless the select already takes the whole width of its form at 375.
 */
const today = amsterdamToday();
/** What Chromium's own arrow takes inside a native select, beside its padding. */
const ARROW = 20;

interface Cut {
  select: string;
  option: string;
  needs: number;
  room: number;
}

async function cutSelects(page: Page): Promise<Cut[]> {
  return page.evaluate((arrow) => {
    const context = document.createElement('canvas').getContext('2d')!;
    const cuts: Cut[] = [];
    for (const select of Array.from(document.querySelectorAll('select'))) {
      if (!select.checkVisibility()) continue;
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
      const form = select.closest('form, [role="search"], section, main') ?? document.body;
      // A select as wide as its whole form on a phone has no more room to take.
      const full = select.getBoundingClientRect().width >= form.clientWidth * 0.9;
      for (const option of Array.from(select.options)) {
        const needs = context.measureText(option.text).width;
        if (needs > room + 1 && !(full && window.innerWidth < 640)) {
          const label = select.labels[0]?.textContent ?? select.id;
          cuts.push({ select: label, option: option.text, needs: Math.ceil(needs), room });
        }
      }
    }
    return cuts;
  }, ARROW);
}

async function expectNoCutSelects(page: Page, screen: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(100);
    expect(await cutSelects(page), `${screen} at ${width}`).toEqual([]);
  }
}

async function visit(page: Page, path: string, heading: RegExp | string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('select').first()).toBeVisible();
}

test('the administrator’s screens show every select value in full', async ({ page }) => {
  test.setTimeout(120_000);
  await signInFromStart(page, 'admin');
  const screens: Array<[string, RegExp | string]> = [
    ['/portal/declaraties', 'Declaraties'],
    ['/portal/declaraties/beoordelen', 'Declaraties beoordelen'],
    ['/portal/beheer/salarisexport', 'Salarisexport'],
    ['/portal/beheer/auditlog', 'Auditlog'],
    ['/portal/beheer/stemming', 'Stemming'],
    ['/portal/opdrachten/nieuw', /opdracht/i],
  ];
  for (const [path, heading] of screens) {
    await visit(page, path, heading);
    await expectNoCutSelects(page, path);
  }

  // The review screen's "Over" (a line or the whole month) and a person's form in Beheer.
  await visit(page, '/portal/declaraties/beoordelen', 'Declaraties beoordelen');
  await page
    .getByRole('link', { name: /^Bekijken/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Declaratieregels' })).toBeVisible();
  await expectNoCutSelects(page, 'review screen');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/portal/beheer/mensen');
  await page.getByRole('table', { name: 'Mensen' }).getByRole('link').first().click();
  await expect(page.locator('select').first()).toBeVisible();
  await expectNoCutSelects(page, 'person form');
});

test('a professional’s line form shows every select value in full', async ({ page }) => {
  await signInFromStart(page, 'daan');
  await page.goto(`/portal/declaraties/${today.year}/${today.month}`);
  await page.getByRole('button', { name: 'Nieuwe declaratie toevoegen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Soort declaratie').selectOption({ label: 'Kilometers (auto)' });
  await expectNoCutSelects(page, 'new line, kilometres');
  await dialog.getByLabel('Soort declaratie').selectOption({ label: 'Parkeren' });
  await expectNoCutSelects(page, 'new line, parking');
});
