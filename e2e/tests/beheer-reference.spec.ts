import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsOnBothWidths } from '../support/axe.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { signInFromStart } from '../support/session.js';

/**
 * Issue 13 point 2: the administrator keeps the reference data in Beheer: next year's
 * kilometre rate, a new declaration type, and the other reference screens pass axe.
 */

failOnPageProblems();

const beheerMenu = (page: Page) => page.getByRole('navigation', { name: 'Beheer' });

async function openBeheer(page: Page, key: string, section: string) {
  await signInFromStart(page, key);
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Beheer' })
    .click();
  await beheerMenu(page).getByRole('link', { name: section }).click();
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
}

test('the administrator sets next year’s kilometre rate and adds a declaration type', async ({
  page,
}) => {
  const nextYear = new Date().getFullYear() + 1;
  await openBeheer(page, 'admin', 'Kilometervergoeding');
  const rates = page.getByRole('table', { name: 'Kilometervergoedingen' });
  await expect(rates.getByRole('cell', { name: '01-01-2024' })).toBeVisible();

  await page.getByRole('button', { name: 'Nieuwe vergoeding' }).click();
  await page.getByLabel('Geldig vanaf').fill(`${nextYear}-01-01`);
  await page.getByLabel('Vergoeding per km (€)').fill('0,25');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opgeslagen' })).toBeVisible();
  const row = rates.getByRole('row').filter({ hasText: `01-01-${nextYear}` });
  await expect(row.getByRole('cell', { name: '€ 0,25' })).toBeVisible();
  // The rate until then ends the day before.
  await expect(rates.getByRole('cell', { name: `31-12-${nextYear - 1}` })).toBeVisible();

  const title = `Fietsvergoeding ${Date.now()}`;
  await beheerMenu(page).getByRole('link', { name: 'Declaratiesoorten' }).click();
  await page.getByRole('button', { name: 'Nieuwe declaratiesoort' }).click();
  const form = page.getByRole('form', { name: 'Nieuwe declaratiesoort' });
  await form.getByLabel('Naam').fill(title);
  const trip = form.getByRole('group', { name: 'Reis' });
  await trip.getByLabel('Startlocatie').check();
  await trip.getByLabel('Eindlocatie').check();
  await trip.getByLabel('Kilometers', { exact: true }).check();
  await form.getByRole('group', { name: 'Bon' }).getByLabel('Bon of factuur uploaden').uncheck();
  await form.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opgeslagen' })).toBeVisible();
  await expect(page.getByText(title, { exact: true })).toBeVisible();

  // The new type is offered to a professional's declaration at once.
  const offered = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('portal-session') ?? '{}') as {
      state?: { token?: string };
    };
    const response = await fetch('/wp-json/wp/v2/declaration_types', {
      headers: { authorization: `Bearer ${session.state?.token ?? ''}` },
    });
    return ((await response.json()) as Array<{ title: { rendered: string } }>).map(
      (type) => type.title.rendered,
    );
  });
  expect(offered).toContain(title);
});

test('every reference data screen passes axe at 1280 and 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openBeheer(page, 'beheer', 'Functies');
  await expectNoSeriousA11yViolationsOnBothWidths(page);
  for (const section of [
    'Opdrachtgevers',
    'Dienstverbanden',
    'Declaratiesoorten',
    'Kilometervergoeding',
  ]) {
    await beheerMenu(page).getByRole('link', { name: section }).click();
    await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousA11yViolationsOnBothWidths(page);
  }
  await page.getByRole('button', { name: 'Nieuwe vergoeding' }).click();
  await expectNoSeriousA11yViolationsOnBothWidths(page);
});
