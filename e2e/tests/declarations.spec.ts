import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { amsterdamToday, dutchDate, iso, MONTHS, receiptPdf } from '../support/dates.js';
import { signInFromStart } from '../support/session.js';

const today = amsterdamToday();
const monthName = MONTHS[today.month - 1]!;
const monthUrl = `/portal/declaraties/${today.year}/${today.month}`;
// Days of this month the story uses: today, and up to three earlier days for the copies.
const days = [today.day, ...[1, 2, 3].filter((d) => d < today.day)].slice(0, 4);

async function openNewDeclaration(page: Page) {
  await page.getByRole('button', { name: 'Nieuwe declaratie toevoegen' }).click();
  return page.getByRole('dialog');
}

async function pickAddress(page: Page, label: string, typed: string, choice: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label, { exact: true }).fill(typed);
  await dialog.getByRole('option', { name: choice, exact: true }).click();
}

async function submitMonth(page: Page) {
  await page.getByRole('button', { name: 'Declaratie indienen' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toContainText(
    'Je staat op het punt je declaratie van deze maand in te dienen!',
  );
  await confirm.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/declaraties/${today.year}\\?`));
  await expect(page.getByText('Declaratie succesvol ingediend')).toBeVisible();
}

async function openReviewOf(page: Page, person: string) {
  await page.goto('/portal/declaraties/beoordelen');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Declaraties beoordelen' }),
  ).toBeVisible();
  await page
    .getByRole('link', { name: new RegExp(`Bekijken ${person}`) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Declaratieregels' })).toBeVisible();
}

test('a professional declares a month; a reviewer rejects it with a comment; after correction it is approved', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const professional = await (await browser.newContext()).newPage();
  await signInFromStart(professional, 'tim');
  await professional
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Declaraties' })
    .click();
  await professional.getByRole('link', { name: `Bekijken ${monthName.toLowerCase()}` }).click();
  await expect(professional).toHaveURL(new RegExp(`${monthUrl}$`));
  await expect(
    professional.getByRole('heading', { level: 1, name: `${monthName} ${today.year}` }),
  ).toBeVisible();
  await expect(professional.getByText('Geen declaraties gevonden')).toBeVisible();

  // A kilometre declaration from typed addresses: suggestions from 4 characters, km and amount calculated.
  let dialog = await openNewDeclaration(professional);
  await dialog.getByLabel('Soort declaratie').selectOption({ label: 'Kilometers (auto)' });
  await dialog.getByLabel('Datum').fill(iso(today.year, today.month, days[0]!));
  await dialog.getByLabel('Omschrijving').fill('Klantbezoek Erasmus MC');
  await pickAddress(professional, 'Startlocatie', 'Utre', 'Utrecht');
  await pickAddress(professional, 'Eindlocatie', 'Amer', 'Amersfoort');
  const km = dialog.getByLabel('Kilometers');
  await expect(km).not.toHaveValue(/^0?$/);
  await expect(km).toHaveAttribute('readonly', '');
  const kilometers = Number((await km.inputValue()).replace(',', '.'));
  const amount = (Math.round(kilometers * 23) / 100).toFixed(2).replace('.', ',');
  await expect(dialog.getByLabel('Bedrag in euro')).toHaveValue(amount);
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(professional.getByText('Declaratie is toegevoegd')).toBeVisible();
  await expect(professional.getByRole('dialog')).toHaveCount(0);

  // The return trip with one click.
  await professional.getByRole('button', { name: /^Retour toevoegen/ }).click();
  await expect(professional.getByText('Retour toegevoegd')).toBeVisible();
  await expect(professional.getByRole('button', { name: /^Retour toevoegen/ })).toHaveCount(0);

  // Copy the first line to the other days.
  const copies = days.slice(1);
  if (copies.length) {
    await professional
      .getByRole('button', { name: /^Kopiëren/ })
      .first()
      .click();
    dialog = professional.getByRole('dialog', {
      name: 'Declaratieregel kopiëren naar meerdere datums',
    });
    for (const day of copies) {
      // The checkbox is visually hidden inside its day tile; a person clicks the tile.
      const name = `${day} ${monthName.toLowerCase()}`;
      const box = dialog.getByRole('checkbox', { name, exact: true });
      await dialog
        .locator('label')
        .filter({ has: professional.getByRole('checkbox', { name, exact: true }) })
        .click();
      await expect(box).toBeChecked();
    }
    await dialog.getByRole('button', { name: /Kopiëren/ }).click();
    await expect(professional.getByRole('dialog')).toHaveCount(0);
  }
  const rows = professional.getByRole('button', { name: /^Bekijken/ });
  await expect(rows).toHaveCount(2 + copies.length);

  // A parking receipt at 21% VAT.
  dialog = await openNewDeclaration(professional);
  await dialog.getByLabel('Soort declaratie').selectOption({ label: 'Parkeren' });
  await dialog.getByLabel('Datum').fill(iso(today.year, today.month, days[0]!));
  await dialog.getByLabel('Bedrag in euro').fill('12,10');
  await dialog.getByLabel('Omschrijving').fill('Parkeergarage Amersfoort');
  await dialog.getByLabel('BTW-tarief').selectOption({ label: '21%' });
  await dialog.getByLabel(/Factuur of bon/).setInputFiles({
    name: 'parkeerbon.pdf',
    mimeType: 'application/pdf',
    buffer: receiptPdf(),
  });
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(professional.getByRole('dialog')).toHaveCount(0);
  await expect(rows).toHaveCount(3 + copies.length);
  const summary = professional
    .getByRole('region', { name: /Samenvatting/ })
    .or(professional.locator('[aria-labelledby="samenvatting-titel"]'));
  await expect(summary).toContainText('BTW 21%');
  await expect(summary).toContainText('€ 2,10');
  await expect(summary).toContainText('Subtotaal');
  await expect(summary).toContainText('Totaal');

  await submitMonth(professional);
  await expect(
    professional.getByRole('listitem').filter({ hasText: monthName }).first(),
  ).toContainText('Verzonden');

  // The consultant rejects it with a comment.
  const reviewer = await (await browser.newContext()).newPage();
  await signInFromStart(reviewer, 'femke');
  await openReviewOf(reviewer, 'Tim Kok');
  const receipt = reviewer.getByRole('link', { name: /parkeerbon\.pdf/ });
  const receiptResponse = await reviewer.request.get((await receipt.getAttribute('href'))!);
  expect(receiptResponse.status()).toBe(200);
  expect(receiptResponse.headers()['content-type']).toBe('application/pdf');
  await reviewer.getByRole('button', { name: 'Afkeuren' }).click();
  const reject = reviewer.getByRole('dialog');
  await reject.getByRole('button', { name: 'Afkeuren' }).click();
  await expect(reject.getByText('Vul een opmerking in')).toBeVisible();
  await reject
    .getByLabel('Reden van afkeuring')
    .fill('De parkeerbon hoort bij een andere dag. Wil je die regel verwijderen?');
  await reject.getByRole('button', { name: 'Afkeuren' }).click();
  await expect(
    reviewer.getByRole('heading', { level: 1, name: 'Declaraties beoordelen' }),
  ).toBeVisible();

  // The professional sees "Afgekeurd" and the comment, corrects the month and submits again.
  await professional.goto(monthUrl);
  await expect(professional.getByText('Afgekeurd').first()).toBeVisible();
  // At the top beside the status (issue 25) and in the comments list.
  await expect(
    professional.getByText('De parkeerbon hoort bij een andere dag.', { exact: false }),
  ).toHaveCount(2);
  await professional.getByRole('button', { name: /^Verwijderen Parkeren/ }).click();
  const confirmDelete = professional.getByRole('alertdialog').or(professional.getByRole('dialog'));
  await expect(confirmDelete).toContainText(
    /Weet je zeker dat je Parkeren van \d{2}-\d{2}-\d{4} wilt verwijderen\?/,
  );
  await expect(confirmDelete).toContainText('Deze actie kan niet ongedaan worden gemaakt.');
  await confirmDelete.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(professional.getByText('Declaratie verwijderd')).toBeVisible();
  await expect(rows).toHaveCount(2 + copies.length);
  await submitMonth(professional);

  // Approved: "Verwerkt", and the month no longer changes.
  await openReviewOf(reviewer, 'Tim Kok');
  await reviewer.getByRole('button', { name: 'Goedkeuren' }).click();
  await reviewer
    .getByRole('alertdialog')
    .or(reviewer.getByRole('dialog'))
    .getByRole('button', { name: 'Doorgaan' })
    .click();
  await expect(
    reviewer.getByRole('heading', { level: 1, name: 'Declaraties beoordelen' }),
  ).toBeVisible();

  await professional.goto(monthUrl);
  await expect(professional.getByText('Verwerkt').first()).toBeVisible();
  await expect(
    professional.getByRole('button', { name: 'Nieuwe declaratie toevoegen' }),
  ).toHaveCount(0);
  await expect(professional.getByRole('button', { name: /^Verwijderen/ })).toHaveCount(0);
});

test('the form shows each message at its field, focuses the first, and clears a message when its field changes', async ({
  page,
}) => {
  await signInFromStart(page, 'anna');
  await page.goto(monthUrl);
  const dialog = await openNewDeclaration(page);
  const add = dialog.getByRole('button', { name: 'Toevoegen' });
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  // The field is invalid and its message opens its description, read when it gets focus (a
  // field's hint, such as the address list's, follows the message).
  const expectMessage = async (label: string, text: string) => {
    await expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(label)).toHaveAccessibleDescription(new RegExp(`^${text}( |$)`));
  };

  await add.click();
  await expectMessage('Soort declaratie', 'Selecteer een soort declaratie');
  await expect(field('Soort declaratie')).toBeFocused();
  await field('Soort declaratie').selectOption({ label: 'Parkeren' });
  await expect(field('Soort declaratie')).not.toHaveAttribute('aria-invalid');

  // Every missing field at once; focus on the first in the form, which since issue 25 is the
  // receipt (reading it fills the fields below it).
  await field('Datum').fill('');
  await add.click();
  await expectMessage('Datum', 'Vul een datum in');
  await expectMessage('Bedrag in euro', 'Vul een bedrag in');
  await expectMessage('Omschrijving', 'Vul een omschrijving in');
  await expectMessage('Factuur of bon', 'Upload een factuur of bon');
  await expect(field('Factuur of bon')).toBeFocused();

  // A message goes when its field changes; the others stay.
  await field('Datum').fill(dutchDate(today.year, today.month, 1));
  await expect(field('Datum')).not.toHaveAttribute('aria-invalid');
  await field('Bedrag in euro').fill('7,50');
  await expect(field('Bedrag in euro')).not.toHaveAttribute('aria-invalid');
  await field('Omschrijving').fill('Parkeren bij de klant');
  await expect(field('Omschrijving')).not.toHaveAttribute('aria-invalid');
  await add.click();
  await expectMessage('Factuur of bon', 'Upload een factuur of bon');
  await expect(field('Factuur of bon')).toBeFocused();

  await field('Soort declaratie').selectOption({ label: 'Kilometers (auto)' });
  await field('Datum').fill(iso(today.year, today.month, 1));
  await field('Omschrijving').fill('Klantbezoek');
  await add.click();
  await expectMessage('Startlocatie', 'Vul een startlocatie in');
  await expectMessage('Eindlocatie', 'Vul een eindlocatie in');
  await expect(field('Startlocatie')).toBeFocused();
  await pickAddress(page, 'Startlocatie', 'Utre', 'Utrecht');
  await expect(field('Startlocatie')).not.toHaveAttribute('aria-invalid');
  // A place the address list cannot place: no kilometres can be calculated.
  await field('Eindlocatie').fill('Nergenshuizen aan de Nooit');
  await field('Omschrijving').click();
  await add.click();
  await expect(field('Kilometers')).toHaveAttribute('aria-invalid', 'true');
  await expect(field('Kilometers')).toHaveAccessibleDescription(/^Bereken het aantal kilometers/);
  await expect(field('Kilometers')).toBeFocused();
});

test('Esc closes every modal of the month screen', async ({ page }) => {
  await signInFromStart(page, 'daan');
  await page.goto(monthUrl);
  await expect(page.getByRole('button', { name: /^Bekijken/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Nieuwe declaratie toevoegen' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const first = page.getByRole('button', { name: /^Bekijken/ }).first();
  await first.click();
  await expect(
    page.getByRole('dialog', { name: /^Declaratie van \d{2}-\d{2}-\d{4}$/ }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page
    .getByRole('button', { name: /^Kopiëren/ })
    .first()
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Declaratieregel kopiëren naar meerdere datums' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page
    .getByRole('button', { name: /^Verwijderen/ })
    .first()
    .click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(
    'Deze actie kan niet ongedaan worden gemaakt.',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toHaveCount(0);

  await page.getByRole('button', { name: 'Declaratie indienen' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toHaveCount(0);
});

test('the month screen opens with at most 3 API requests', async ({ page }) => {
  await signInFromStart(page, 'daan');
  await page.goto(`/portal/declaraties/${today.year}`);
  await expect(
    page.getByRole('link', { name: `Bekijken ${monthName.toLowerCase()}` }),
  ).toBeVisible();
  const calls: string[] = [];
  page.on('request', (request) => {
    // The top bar's bell (its count, its stream) is not the screen's (issue 26).
    const url = request.url();
    if (url.includes('/wp-json/') && !url.includes('/notifications')) calls.push(url);
  });
  await page.getByRole('link', { name: `Bekijken ${monthName.toLowerCase()}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${monthName} ${today.year}` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Bekijken/ }).first()).toBeVisible();
  // Not 'networkidle': the bell's stream stays open. Settled: nothing new asked for 700 ms.
  for (let seen = -1; seen !== calls.length;) {
    seen = calls.length;
    await page.waitForTimeout(700);
  }
  expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(3);
});

test('a month two ahead is not available yet', async ({ page }) => {
  await signInFromStart(page, 'daan');
  const ahead = new Date(Date.UTC(today.year, today.month + 1, 1));
  await page.goto(`/portal/declaraties/${ahead.getUTCFullYear()}/${ahead.getUTCMonth() + 1}`);
  await expect(page).toHaveURL(new RegExp(`/portal/declaraties/${ahead.getUTCFullYear()}\\?`));
  await expect(page.getByText('Deze maand is nog niet beschikbaar')).toBeVisible();
});

test('the overview, the month screen and the review screen pass an axe scan', async ({ page }) => {
  await signInFromStart(page, 'femke');
  await page.goto(`/portal/declaraties/${today.year}`);
  await expect(
    page.getByRole('link', { name: `Bekijken ${monthName.toLowerCase()}` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto(monthUrl);
  await expect(
    page.getByRole('heading', { level: 1, name: `${monthName} ${today.year}` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/portal/declaraties/beoordelen');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Declaraties beoordelen' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Bekijken/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('link', { name: /^Bekijken/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Goedkeuren' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
