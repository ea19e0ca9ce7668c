import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../../apps/server/test/assignments/pdf-text.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { signInFromStart } from '../support/session.js';

// The consultant Femke creates an assignment for Thijs, whom no other journey uses; Thijs
// evaluates it; Emma (another professional) may not open it. Daan's completed demo assignment
// shows the read-only state. The journeys build on each other, so they run in order.
const CONSULTANT = 'femke';
const WRITER = 'thijs';
const OUTSIDER = 'emma';
const WITH_COMPLETED = 'daan';

const TITLE = `Spoorplanning ${Date.now().toString(36)}`;
const TEXTS = {
  ontwikkeling: 'Ik leerde de ĳzeren regels van de dienstregeling.\nVolgend kwartaal: coördinatie.',
  opdracht: 'Wekelijks café-overleg met de reële planners.',
  meerwaarde: 'Bespaart € 12.500 per jaar aan vertragingskosten.',
};
const SHOTS = process.env.E2E_SHOTS_DIR;

let assignmentUrl = '';

failOnPageProblems();
test.describe.configure({ mode: 'serial' });

async function openOpdrachten(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: label })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

/** axe at desktop and phone width, with a screenshot of each when E2E_SHOTS_DIR is set. */
async function checkScreen(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('Opdrachten: a consultant creates an assignment for their professional and finds it in the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInFromStart(page, CONSULTANT);
  await openOpdrachten(page, 'Opdrachten');
  await expect(page).toHaveTitle(/^Opdrachten \|/);
  await expect(page.getByRole('row')).not.toHaveCount(0);
  await checkScreen(page, 'opdrachten-consultant');

  await page.getByRole('link', { name: 'Opdracht toevoegen' }).click();
  await expect(page).toHaveURL(/\/portal\/opdrachten\/nieuw$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe opdracht' })).toBeVisible();
  const professional = page.getByLabel('Professional');
  await expect(professional.getByRole('option', { name: 'Thijs Mulder' })).toBeAttached();
  // Only Femke's own professionals: Bram is Ruben's.
  await expect(professional.getByRole('option', { name: 'Bram van Leeuwen' })).toHaveCount(0);
  await checkScreen(page, 'opdracht-nieuw');

  await page.getByRole('button', { name: 'Opdracht toevoegen' }).click();
  await expect(
    page.getByText('Selecteer een professional om een opdracht toe te voegen.'),
  ).toBeVisible();

  await page.getByLabel('Opdrachtnaam').fill(TITLE);
  await professional.selectOption({ label: 'Thijs Mulder' });
  await expect(
    page.getByText('Functie: Software ontwikkelaar · Opdrachtgever: ProRail'),
  ).toBeVisible();
  // Dutch date fields (issue 25 item 15): dd-mm-jjjj whatever the browser's language.
  await page.getByLabel('Startdatum').fill('01-12-2026');
  await page.getByLabel('Einddatum').fill('30-06-2027');
  await page.getByRole('button', { name: 'Opdracht toevoegen' }).click();

  await expect(page.getByText('De opdracht is succesvol aangemaakt')).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/opdrachten\/\d+$/);
  assignmentUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const details = page.getByRole('region', { name: 'Opdracht details' });
  await expect(details).toContainText('Nog niet gestart');
  await expect(details).toContainText('01-12-2026');
  await expect(details).toContainText('30-06-2027');

  await page.goto('/portal/opdrachten');
  await page.getByPlaceholder('Zoek op trefwoord').fill(TITLE.toUpperCase());
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page.getByText('Totaal 1 item')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Thijs Mulder' });
  await expect(row).toContainText('Software ontwikkelaar');
  await expect(row).toContainText('ProRail');
  await expect(row).toContainText('Nog niet gestart');
  await page.getByRole('radio', { name: 'Lopend' }).click();
  await expect(page.getByText('Totaal 0 items')).toBeVisible();
  await page.getByRole('radio', { name: 'Nog niet gestart' }).click();
  await row.getByRole('link', { name: /^Bekijk/ }).click();
  await expect(page).toHaveURL(new RegExp(`${assignmentUrl}$`));
});

test('Mijn opdrachten: the professional writes and saves the evaluation; its PDF opens in a new tab with the texts intact', async ({
  page,
}) => {
  expect(assignmentUrl).not.toBe('');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInFromStart(page, WRITER);
  await openOpdrachten(page, 'Mijn opdrachten');
  await expect(page).toHaveTitle(/^Mijn opdrachten \|/);
  await expect(page.getByRole('search', { name: 'Filter mijn opdrachten' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Opdracht toevoegen' })).toHaveCount(0);
  await checkScreen(page, 'mijn-opdrachten');

  await page.getByRole('link', { name: new RegExp(`^Bekijk opdracht ${TITLE}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText(/Elk kwartaal sta je met deze evaluatie stil/)).toBeVisible();
  await page.getByLabel('Mijn ontwikkeling').fill(TEXTS.ontwikkeling);
  await page.getByLabel('Mijn opdracht').fill(TEXTS.opdracht);
  await page.getByLabel('Mijn meerwaarde').fill(TEXTS.meerwaarde);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De opdracht is succesvol opgeslagen')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await checkScreen(page, 'opdracht-detail');

  await page.reload();
  await expect(page.getByLabel('Mijn ontwikkeling')).toHaveValue(TEXTS.ontwikkeling);

  const pdfLink = page
    .getByRole('region', { name: 'Opdracht details' })
    .getByRole('link', { name: /^Bekijken/ });
  await expect(pdfLink).toHaveAttribute('target', '_blank');
  const href = await pdfLink.getAttribute('href');
  expect(href).toMatch(/\/pdf\/assignment\/\d+\?/);
  // A new tab, without our bearer header: the signed link is the permission.
  const [tab] = await Promise.all([page.context().waitForEvent('page'), pdfLink.click()]);
  await expect.poll(() => tab.url()).toContain('/pdf/assignment/');
  await tab.close();
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const text = await pdfText(await response.body());
  for (const line of [...TEXTS.ontwikkeling.split('\n'), TEXTS.opdracht, TEXTS.meerwaarde]) {
    expect(text).toContain(line);
  }
  expect(text).toContain('Thijs Mulder');
});

test('Mijn opdrachten: a completed assignment is read-only', async ({ page }) => {
  await signInFromStart(page, WITH_COMPLETED);
  await openOpdrachten(page, 'Mijn opdrachten');
  await page.getByRole('radio', { name: 'Afgerond' }).click();
  const rows = page.getByRole('row').filter({ hasText: 'Afgerond' });
  await expect(rows).not.toHaveCount(0);
  await rows
    .first()
    .getByRole('link', { name: /^Bekijk/ })
    .click();
  await expect(
    page.getByText('Deze opdracht is afgerond; de evaluatie kan niet meer worden gewijzigd.'),
  ).toBeVisible();
  for (const label of ['Mijn ontwikkeling', 'Mijn opdracht', 'Mijn meerwaarde']) {
    await expect(page.getByLabel(label)).toBeDisabled();
  }
  await expect(page.getByLabel('Mijn ontwikkeling')).not.toHaveValue('');
  await expect(page.getByRole('button', { name: 'Opslaan' })).toHaveCount(0);
  // Earlier quarters stay readable.
  const earlier = page.getByRole('region', { name: 'Eerdere kwartalen' });
  await earlier.locator('summary').first().click();
  await expect(
    earlier.getByRole('heading', { level: 3, name: 'Mijn ontwikkeling' }).first(),
  ).toBeVisible();
  await checkScreen(page, 'opdracht-afgerond');
});

test('Opdrachten: another professional who opens the assignment goes back to the list', async ({
  page,
}) => {
  expect(assignmentUrl).not.toBe('');
  await signInFromStart(page, OUTSIDER);
  await page.goto(assignmentUrl);
  await expect(page).toHaveURL(/\/portal\/opdrachten$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn opdrachten' })).toBeVisible();
  await expect(page.getByText(TITLE)).toHaveCount(0);
});
