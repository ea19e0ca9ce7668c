import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { tokenOf } from '../support/declarations-api.js';
import { amsterdamToday, iso, MONTHS } from '../support/dates.js';
import { signInFromStart } from '../support/session.js';

/**
 * Issue 25 items 3, 9 and 15: one route has one distance whichever way it is entered; the
 * duplicate warning is asked again after a line is added; file, date and month fields read
 * Dutch in an English browser, and a line added offline says so in Dutch. Bram is used by no
 * other journey.
 */
const SHOTS = '/tmp/shots-2';
const today = amsterdamToday();
const monthName = MONTHS[today.month - 1]!;
const monthUrl = `/portal/declaraties/${today.year}/${today.month}`;
const dutchDay = (d: number) =>
  `${String(d).padStart(2, '0')}-${String(today.month).padStart(2, '0')}-${today.year}`;

async function openMonth(page: Page) {
  await page.goto(monthUrl);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`${monthName} ${today.year}`) }),
  ).toBeVisible();
}

async function openNewLine(page: Page, type: string) {
  await page.getByRole('button', { name: 'Nieuwe declaratie toevoegen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Soort declaratie').selectOption({ label: type });
  return dialog;
}

async function pickAddress(page: Page, label: string, typed: string, choice: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label, { exact: true }).fill(typed);
  await dialog.getByRole('option', { name: choice, exact: true }).click();
}

async function addAndClose(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page.getByText('Declaratie is toegevoegd')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Amsterdam → Utrecht declared once through the API: the route's distance from then on. */
async function declareRoute(page: Page) {
  const headers = { authorization: `Bearer ${await tokenOf(page.request, 'bram')}` };
  const types = (await (
    await page.request.get('/wp-json/wp/v2/declaration_types', { headers })
  ).json()) as Array<{ id: number; title: { rendered: string } }>;
  const km = types.find((t) => t.title.rendered === 'Kilometers (auto)')!;
  const added = await page.request.post('/wp-json/custom/v1/declarations/add-declaration-row', {
    headers,
    data: {
      declaration_type: km.id,
      date: iso(today.year, today.month, 1),
      description: 'Overleg',
      location_start: 'Amsterdam',
      location_end: 'Utrecht',
      kilometers: 45,
      transport_type: 'auto',
    },
  });
  expect(added.status()).toBe(200);
}

test('one route, one distance: the recent trip and a fresh calculation the other way give the same km and amount', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInFromStart(page, 'bram');
  await declareRoute(page);
  await openMonth(page);

  // From the recent-trip list.
  let dialog = await openNewLine(page, 'Kilometers (auto)');
  await dialog.getByLabel('Datum').fill(dutchDay(1));
  await dialog.getByLabel('Omschrijving').fill('Klantbezoek uit de lijst');
  const recent = dialog.getByLabel('Recente ritten');
  const option = recent.locator('option', { hasText: 'Amsterdam → Utrecht' });
  await expect(option).toHaveCount(1);
  await recent.selectOption({ label: (await option.textContent())!.trim() });
  const km = dialog.getByLabel('Kilometers');
  await expect(km).not.toHaveValue(/^0?$/);
  const listedKm = await km.inputValue();
  expect((await option.textContent())!).toContain(`(${listedKm} km)`);
  const listedAmount = await dialog.getByLabel('Bedrag in euro').inputValue();
  await addAndClose(page);

  // Typed the other way round: the same route, so the same km and amount.
  dialog = await openNewLine(page, 'Kilometers (auto)');
  await dialog.getByLabel('Datum').fill(dutchDay(1));
  await dialog.getByLabel('Omschrijving').fill('Klantbezoek getypt');
  await pickAddress(page, 'Startlocatie', 'Utre', 'Utrecht');
  // The placeholder says what the search finds (issue 25 item 3).
  await expect(dialog.getByLabel('Eindlocatie', { exact: true })).toHaveAttribute(
    'placeholder',
    'Zoek een plaats',
  );
  await pickAddress(page, 'Eindlocatie', 'Amst', 'Amsterdam');
  await expect(km).toHaveValue(listedKm);
  await expect(dialog.getByLabel('Bedrag in euro')).toHaveValue(listedAmount);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/route-form-1280.png` });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/route-form-375.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoSeriousA11yViolations(page);
  await addAndClose(page);
});

test('the same line added again is warned about again', async ({ page }) => {
  test.setTimeout(120_000);
  await signInFromStart(page, 'bram');
  await openMonth(page);
  const addLunch = async () => {
    const dialog = await openNewLine(page, 'Overige kosten');
    await dialog.getByLabel('Datum').fill(dutchDay(2));
    await dialog.getByLabel('Bedrag in euro').fill('23,45');
    await dialog.getByLabel('Omschrijving').fill('Boeken voor de cursus');
    return dialog;
  };
  let dialog = await addLunch();
  // Give the check its time; the first line has nothing like it.
  await page.waitForTimeout(1500);
  await expect(dialog.getByText(/Lijkt op een regel/)).toHaveCount(0);
  await addAndClose(page);

  dialog = await addLunch();
  await expect(dialog.getByText(/Lijkt op een regel die je al hebt gedeclareerd/)).toBeVisible();
  await addAndClose(page);

  // And a third time: both earlier lines are named.
  dialog = await addLunch();
  const warning = dialog.getByRole('status').filter({ hasText: 'Lijkt op een regel' });
  await expect(warning.getByRole('link')).toHaveCount(2);
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('file, date and month fields read Dutch, and a line added offline says so in Dutch', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInFromStart(page, 'bram');
    await openMonth(page);
    const dialog = await openNewLine(page, 'Parkeren');
    await expect(dialog.getByText('Bestand kiezen')).toBeVisible();
    await expect(dialog.getByText('Geen bestand gekozen')).toBeVisible();
    await expect(dialog.getByText(/Choose file|No file chosen/i)).toHaveCount(0);
    const date = dialog.getByLabel('Datum');
    await expect(date).toHaveAttribute('placeholder', 'dd-mm-jjjj');
    await date.fill(`3-${today.month}-${today.year}`);
    await dialog.getByLabel('Bedrag in euro').focus();
    await expect(date).toHaveValue(dutchDay(3));
    await dialog.getByLabel('Bedrag in euro').fill('4,50');
    await dialog.getByLabel('Omschrijving').fill('Parkeren station');
    await dialog.getByLabel(/Factuur of bon/).setInputFiles({
      name: 'parkeren.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expect(dialog.getByText('parkeren.pdf')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dutch-form-en-1280.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${SHOTS}/dutch-form-en-375.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    // No answer: the line is not saved, and the form says so in Dutch.
    await page.route('**/add-declaration-row', (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(
      dialog.getByText(
        'Geen verbinding. De regel is niet opgeslagen; probeer het opnieuw als je weer online bent.',
      ),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/offline-line-1280.png` });
    await page.unroute('**/add-declaration-row');
  });

  test('the payroll period is chosen from Dutch month names', async ({ page }) => {
    test.setTimeout(60_000);
    await signInFromStart(page, 'admin');
    await page.goto('/portal/beheer/salarisexport');
    await expect(page.getByRole('heading', { level: 1, name: 'Salarisexport' })).toBeVisible();
    const last = today.month === 1 ? 12 : today.month - 1;
    for (const name of ['Van', 'Tot en met']) {
      const group = page.getByRole('group', { name });
      await expect(group.getByRole('combobox', { name: 'Maand' })).toHaveValue(String(last));
      await expect(
        group.getByRole('combobox', { name: 'Maand' }).locator('option:checked'),
      ).toHaveText(MONTHS[last - 1]!.toLowerCase());
    }
    await expect(page.locator('input[type="month"], input[type="date"]')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/payroll-en-1280.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${SHOTS}/payroll-en-375.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoSeriousA11yViolations(page);
  });
});
