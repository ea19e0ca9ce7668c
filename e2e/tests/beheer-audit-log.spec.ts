import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsOnBothWidths } from '../support/axe.js';
import { amsterdamToday, iso } from '../support/dates.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { signInFromStart } from '../support/session.js';

/**
 * Issue 13: the administrator's Beheer "Auditlog": a change made in Beheer shows there with who
 * made it and what changed, and the filters on kind, period and person find it (or not).
 */

failOnPageProblems();

// No other journey signs in as Bram or looks at his hours (his hour meter stays hidden), and
// the hours are this run's own, so the entry is ours even with other journeys writing the log.
const PERSON = 'Bram van Leeuwen';
const HOURS = 10_000 + (Date.now() % 90_000);
const ADMINISTRATOR = 'Marieke de Vries';

const today = amsterdamToday();
const pad = (n: number) => String(n).padStart(2, '0');
const todayIso = iso(today.year, today.month, today.day);
const yesterday = new Date(Date.UTC(today.year, today.month - 1, today.day - 1));
const yesterdayIso = yesterday.toISOString().slice(0, 10);

const beheerMenu = (page: Page) => page.getByRole('navigation', { name: 'Beheer' });

async function openBeheerSection(page: Page, section: string) {
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Beheer' })
    .click();
  await beheerMenu(page).getByRole('link', { name: section, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
}

test('the administrator finds their change of a person in the audit log and filters on kind and period', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInFromStart(page, 'admin');

  // The change: Bram's hours, saved in Beheer "Mensen".
  await openBeheerSection(page, 'Mensen');
  await page.getByLabel('Zoek in de lijst').fill('Bram');
  const people = page.getByRole('table', { name: 'Mensen' });
  // The list follows the search once typing pauses: wait for it (the head and Bram's row).
  await expect(people.getByRole('row')).toHaveCount(2);
  await people.getByRole('link', { name: PERSON }).click();
  await expect(page.getByRole('heading', { level: 1, name: PERSON })).toBeVisible();
  const personId = /\/portal\/beheer\/mensen\/(\d+)$/.exec(page.url())?.[1];
  expect(personId).toBeTruthy();
  await page.getByLabel('Uren', { exact: true }).fill(String(HOURS));
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opgeslagen' })).toBeVisible();

  // The log, newest first: when, who, what (the person's number) and the hours after.
  await beheerMenu(page).getByRole('link', { name: 'Auditlog', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Auditlog' })).toBeVisible();
  const log = page.getByRole('table', { name: 'Wijzigingen, nieuwste eerst' });
  await expect(log.getByRole('columnheader')).toHaveText(['Wanneer', 'Wie', 'Wat', 'Voor', 'Na']);
  const entry = log
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: `user.update #${personId}`, exact: true }) })
    .filter({ hasText: `"urenmeter": ${HOURS}` });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('cell').first()).toHaveText(
    new RegExp(`^${pad(today.day)}-${pad(today.month)}-${today.year} \\d{2}:\\d{2}$`),
  );
  await expect(entry.getByRole('cell', { name: ADMINISTRATOR, exact: true })).toBeVisible();
  await expect(entry.getByRole('cell').nth(4)).toContainText(`"displayName": "${PERSON}"`);

  // Kind: changes to categories do not include it, changes to people do.
  const kind = page.getByLabel('Soort');
  await expect(kind).toHaveValue('');
  await kind.selectOption({ label: 'Categorieën' });
  await expect(entry).toHaveCount(0);
  await kind.selectOption({ label: 'Mensen' });
  await expect(entry).toHaveCount(1);

  // Period (days, both included): yesterday alone leaves it out, today finds it again.
  await page.getByLabel('Van', { exact: true }).fill(yesterdayIso);
  await page.getByLabel('Tot en met', { exact: true }).fill(yesterdayIso);
  await expect(entry).toHaveCount(0);
  await page.getByLabel('Tot en met', { exact: true }).fill(todayIso);
  await expect(entry).toHaveCount(1);
  await page.getByLabel('Van', { exact: true }).fill(todayIso);
  await expect(entry).toHaveCount(1);

  // Person: found by name, the administrator's own changes still include it.
  await page.getByLabel('Zoek persoon').fill('Marieke');
  const person = page.getByLabel('Persoon', { exact: true });
  await expect(person.getByRole('option', { name: ADMINISTRATOR })).toHaveCount(1);
  await person.selectOption({ label: ADMINISTRATOR });
  await expect(person).toHaveValue(/^\d+$/);
  await expect(entry).toHaveCount(1);

  await expectNoSeriousA11yViolationsOnBothWidths(page);
});

test('the audit log is the administrator’s only: a beheerder has no Auditlog', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInFromStart(page, 'beheer');
  await openBeheerSection(page, 'Mensen');
  await expect(
    beheerMenu(page).getByRole('link', { name: 'Declaraties', exact: true }),
  ).toBeVisible();
  await expect(beheerMenu(page).getByRole('link', { name: 'Auditlog' })).toHaveCount(0);
  await page.goto('/portal/beheer/auditlog');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dit onderdeel bestaat niet.' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Wijzigingen, nieuwste eerst' })).toHaveCount(0);
});
