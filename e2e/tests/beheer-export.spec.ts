import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsOnBothWidths,
} from '../support/axe.js';
import { amsterdamToday, MONTHS } from '../support/dates.js';
import { declareAndSubmit, tokenOf } from '../support/declarations-api.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { signInFromStart } from '../support/session.js';

/** Issue 13: bulk approve and payroll export (administrator), the mood overview (consultant). */
failOnPageProblems();

const today = amsterdamToday();
// Inside the checkbox name the month is written in lowercase (issue 14).
const monthName = `${MONTHS[today.month - 1]!.toLowerCase()} ${today.year}`;
// Professionals no other journey declares for; Eva's consultant is Lotte.
const DECLARERS = [
  { key: 'eva', name: 'Eva Peters', amount: 12.34 },
  { key: 'fleur', name: 'Fleur Jacobs', amount: 45.6 },
];

async function openBeheerSection(page: Page, section: string) {
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Beheer' })
    .click();
  await page
    .getByRole('navigation', { name: 'Beheer' })
    .getByRole('link', { name: section, exact: true })
    .click();
}

test('the administrator approves two sent months in one go and exports them to XLSX', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const person of DECLARERS) await declareAndSubmit(request, person.key, person.amount);

  await signInFromStart(page, 'admin');
  await openBeheerSection(page, 'Declaraties');
  // The section page: the way to the review queue (bulk approve) and the payroll export.
  await expect(page.getByRole('heading', { level: 1, name: 'Declaraties' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Naar de salarisexport' })).toBeVisible();
  await expectNoSeriousA11yViolationsOnBothWidths(page);
  await page.getByRole('link', { name: 'Naar de beoordelingslijst' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Declaraties beoordelen' }),
  ).toBeVisible();
  for (const person of DECLARERS) {
    await page.getByRole('checkbox', { name: `Selecteren: ${person.name}, ${monthName}` }).check();
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Geselecteerde goedkeuren (2)' }).click();
  const confirm = page.getByRole('alertdialog', { name: '2 maanden goedkeuren?' });
  await confirm.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(page.getByText('2 maanden goedgekeurd.')).toBeVisible();

  await openBeheerSection(page, 'Salarisexport');
  // Dutch month names and a year (issue 25 item 15), not the browser's month input.
  for (const name of ['Tot en met', 'Van']) {
    const group = page.getByRole('group', { name });
    await group.getByRole('combobox', { name: 'Maand' }).selectOption(String(today.month));
    await group.getByRole('combobox', { name: 'Jaar' }).selectOption(String(today.year));
  }
  const preview = page.getByRole('table', { name: 'Maanden in de export' });
  for (const person of DECLARERS) await expect(preview.getByText(person.name)).toBeVisible();
  await expectNoSeriousA11yViolationsOnBothWidths(page);
  const recording = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/wp-json/custom/v1/payroll/exports',
  );
  await page.getByRole('button', { name: 'Export maken' }).click();
  const recorded = (await (await recording).json()) as { export: { id: number } };
  await expect(page.getByText(/^Export gemaakt: \d+ maanden\.$/)).toBeVisible();

  // The files are made by a background job: the export's row offers them once they are ready.
  const xlsx = page.getByRole('button', {
    name: `XLSX downloaden voor export ${recorded.export.id} (${monthName})`,
  });
  await expect(xlsx).toBeVisible({ timeout: 15_000 });
  const downloading = page.waitForEvent('download');
  await xlsx.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^salarisexport-.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const header = rows[0] as string[];
  const total = header.indexOf('Totaal');
  for (const person of DECLARERS) {
    const line = rows.find((row) => row[0] === person.name);
    expect(line?.[total]).toBe(person.amount);
  }

  // Exported once: the same period now has nothing left for a new export.
  await expect(preview.getByText(DECLARERS[0]!.name)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export maken' })).toBeDisabled();
});

test('a consultant sees their professionals’ moods per week and follows up a worrying answer', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await tokenOf(request, 'eva');
  const me = (await (
    await request.get('/wp-json/wp/v2/users/me', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: number };
  const checkIn = await request.post('/wp-json/wp/v2/moodtrackers', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Moodtracker', status: 'publish', fields: { user: me.id, mood: 3 } },
  });
  expect([201, 422]).toContain(checkIn.status());

  await signInFromStart(page, 'lotte');
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Stemming' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stemming' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Lotte Smit' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Stemming per week van de professionals van Lotte Smit' }),
  ).toBeVisible();
  await page.getByText('Toon als tabel').click();
  await expect(
    page.getByRole('table', { name: 'Antwoorden per week van Lotte Smit' }).getByRole('row', {
      name: /Eva Peters/,
    }),
  ).toContainText('3');
  await expectNoSeriousA11yViolationsOnBothWidths(page);

  const form = page.getByRole('listitem').filter({ hasText: 'Eva Peters' });
  await form.getByLabel('Actie').selectOption({ label: 'Gebeld' });
  await form.getByLabel('Notitie').fill('Gesprek over de opdracht gepland.');
  await form.getByRole('button', { name: /Markeer als opgevolgd/ }).click();
  await expect(page.getByText(/^Opgevolgd: Eva Peters/)).toBeVisible();
});
