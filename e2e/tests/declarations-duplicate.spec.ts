import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { amsterdamToday, iso, MONTHS, receiptPdf } from '../support/dates.js';
import { signInFromStart } from '../support/session.js';

/**
 * Issue 14 point 8: a line that looks like one already declared warns, before saving and on
 * the saved line, with a link to the other line; saving still works; the reviewer sees it too.
 * Noor (reviewed by Ruben) is used by no other journey, so submitting her month disturbs none.
 */
const today = amsterdamToday();
const monthName = MONTHS[today.month - 1]!;
const monthUrl = `/portal/declaraties/${today.year}/${today.month}`;
const day = (d: number) =>
  `${String(d).padStart(2, '0')}-${String(today.month).padStart(2, '0')}-${today.year}`;
// The journey declares the first line itself, with an amount no demo parking line has (those
// vary by person and month), so only its own second line looks like it.
const PARKING_DAY = 12;
const AMOUNT = '17,35';
const lineText = `Parkeren van ${day(PARKING_DAY)}, € ${AMOUNT} (${monthName.toLowerCase()} ${today.year})`;

test('a line like one already declared warns with a link, can still be saved, and the reviewer sees the warning', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext()).newPage();
  await signInFromStart(page, 'noor');
  await page.goto(monthUrl);
  await expect(
    page.getByRole('heading', { level: 1, name: `${monthName} ${today.year}` }),
  ).toBeVisible();
  const rows = page.getByRole('button', { name: /^Bekijken/ });
  await expect(rows.first()).toBeVisible();

  async function addParking(description: string, expectWarning: boolean) {
    await page.getByRole('button', { name: 'Nieuwe declaratie toevoegen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Soort declaratie').selectOption({ label: 'Parkeren' });
    await dialog.getByLabel('Datum').fill(iso(today.year, today.month, PARKING_DAY));
    await dialog.getByLabel('Bedrag in euro').fill(AMOUNT);
    await dialog.getByLabel('Omschrijving').fill(description);
    await dialog.getByLabel(/Factuur of bon/).setInputFiles({
      name: `${description}.pdf`,
      mimeType: 'application/pdf',
      buffer: receiptPdf(),
    });
    if (expectWarning) {
      // Before saving: the warning, with a link to the other line (in a new tab).
      const warning = dialog.getByRole('status').filter({ hasText: 'Lijkt op een regel' });
      await expect(warning).toContainText(
        `Lijkt op een regel die je al hebt gedeclareerd: ${lineText}`,
      );
      await expect(warning.getByRole('link')).toHaveAttribute(
        'href',
        new RegExp(`${monthUrl}\\?regel=\\d+$`),
      );
      await expect(warning.getByRole('link')).toHaveAttribute('target', '_blank');
      await expectNoSeriousA11yViolations(page);
    }
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(page.getByText('Declaratie is toegevoegd')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  await addParking('Parkeergarage eerste', false);
  const before = await rows.count();
  await addParking('Parkeergarage nog een keer', true);
  await expect(rows).toHaveCount(before + 1);

  // On the list, both lines carry the warning, each linking to the other.
  const warnings = page.getByText('Lijkt op een regel die je al hebt gedeclareerd:');
  await expect(warnings).toHaveCount(2);
  const link = page.getByRole('link', { name: lineText }).first();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${monthUrl}\\?regel=\\d+$`));
  await expect(page.locator('tr[aria-current="true"]')).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Declaratie indienen' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await confirm.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(page.getByText('Declaratie succesvol ingediend')).toBeVisible();

  // Ruben reviews Noor's month: the same warning, linking within the review.
  const reviewer = await (await browser.newContext()).newPage();
  await signInFromStart(reviewer, 'ruben');
  await reviewer.goto('/portal/declaraties/beoordelen');
  await reviewer
    .getByRole('link', { name: /Bekijken Noor Dekker/ })
    .first()
    .click();
  await expect(reviewer.getByRole('heading', { level: 2, name: 'Declaratieregels' })).toBeVisible();
  const reviewWarnings = reviewer.getByText('Lijkt op een regel die al is gedeclareerd:');
  await expect(reviewWarnings).toHaveCount(2);
  await expect(reviewer.getByRole('link', { name: lineText }).first()).toHaveAttribute(
    'href',
    /\/portal\/declaraties\/beoordelen\/\d+\?regel=\d+$/,
  );
  await expectNoSeriousA11yViolations(reviewer);
});
