import { expect, test, type Page } from '@playwright/test';
import { encodePng } from '../../apps/server/src/seed/demo-png.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { signIn, signInFromStart } from '../support/session.js';

// Each journey signs in as a professional no other journey uses: their profile, picture and
// password change here, and nobody else's journey depends on them.
const BROWSES = 'tim';
const SAVES_PROFILE = 'sophie';
const CHANGES_PICTURE = 'fleur';
const CHANGES_PASSWORD = 'milan';

/** Every journey here fails on a CSP refusal or an uncaught error in the page. */
failOnPageProblems();

const cards = (page: Page) => page.getByRole('article');
const cardOf = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** The pages of /wp/v2/users the screen asked for, in order. */
function recordUserPages(page: Page): string[] {
  const pages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/wp-json/wp/v2/users') pages.push(url.searchParams.get('page') ?? '');
  });
  return pages;
}

test("Collega's: 100 a page by name, the next page once scrolled to the bottom", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signInFromStart(page, BROWSES);
  const requests: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/wp-json/wp/v2/users') requests.push(url);
  });
  const pages = recordUserPages(page);
  await page.goto('/portal/collegas');
  await expect(cardOf(page, 'Anna Willems')).toBeVisible();
  expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
    roles: 'beheerder,medewerker,professional',
    orderby: 'name',
    order: 'asc',
    per_page: '100',
    page: '1',
  });

  // The first page is longer than the window: nothing more is asked until the user scrolls.
  await page.waitForTimeout(700);
  expect(pages).toEqual(['1']);
  // Only the rows on screen (and a few around them) are in the page.
  const total = Number(
    (await page.getByText(/van \d+ collega's/).textContent())?.match(/van (\d+)/)?.[1],
  );
  expect(await cards(page).count()).toBeLessThan(total);

  await page.mouse.wheel(0, 10_000);
  await expect.poll(() => pages).toEqual(['1', '2']);
  // Page 2 is empty: the directory is complete and nothing more is asked.
  await expect(cardOf(page, 'Tim Kok')).toBeVisible();
  await page.waitForTimeout(700);
  expect(pages).toEqual(['1', '2']);
});

test("Collega's: filter by functie and opdrachtgever", async ({ page }) => {
  await signInFromStart(page, BROWSES);
  await page.goto('/portal/collegas');
  await expect(cardOf(page, 'Anna Willems')).toBeVisible();

  await page.getByLabel('Filter op functie').selectOption({ label: 'Data engineer' });
  await expect(page).toHaveURL(/functie=\d+/);
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText([
    'Daan Meijer',
    'Fleur Jacobs',
    'Lars Brouwer',
  ]);
  await expect(cardOf(page, 'Lars Brouwer')).toContainText('Functie: Data engineer');
  await expect(cardOf(page, 'Lars Brouwer')).toContainText('Opdrachtgevers: Belastingdienst, UWV');

  await page.getByLabel('Filter op opdrachtgever').selectOption({ label: 'Rijkswaterstaat' });
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText([
    'Daan Meijer',
    'Fleur Jacobs',
  ]);
  await expect(cardOf(page, 'Daan Meijer')).toContainText('Opdrachtgever: Rijkswaterstaat');

  await page.getByLabel('Filter op opdrachtgever').selectOption({ label: 'Erasmus MC' });
  await expect(page.getByText("Geen collega's gevonden")).toBeVisible();
  await page.getByRole('button', { name: 'Filters wissen' }).first().click();
  await expect(cardOf(page, 'Anna Willems')).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/collegas$/);
});

test("Profiel: save address, IBAN and public card; the card in Collega's shows them", async ({
  page,
}) => {
  await signInFromStart(page, SAVES_PROFILE);
  await page.goto('/portal/profiel');
  const general = page.getByRole('region', { name: 'Algemene gegevens' });
  await expect(general.getByLabel('Voornaam')).toHaveValue('Sophie');

  // A wrong IBAN is refused at its field and nothing is stored.
  await general.getByLabel('IBAN').fill('NL91ABNA0417164301');
  await general.getByRole('button', { name: 'Opslaan' }).click();
  await expect(general.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
  await expect(general.getByLabel('IBAN')).toBeFocused();

  await general.getByLabel('IBAN').fill('NL91ABNA0417164300');
  await general.getByLabel('Straat en huisnummer').fill('Oudegracht 12');
  await general.getByLabel('Postcode').fill('3511ab');
  await general.getByLabel('Woonplaats').fill('Utrecht');
  await general.getByLabel("Telefoon voor collega's").fill('06 12345678');
  await general.getByLabel("E-mail voor collega's").fill('sophie.werk@vandalen.example');
  await general.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/sophie-de-graaf');
  await general.getByRole('button', { name: 'Opslaan' }).click();
  await expect(general.getByText('Profiel succesvol opgeslagen')).toBeVisible();
  await expect(general.getByLabel('IBAN')).not.toHaveAttribute('aria-invalid', 'true');
  // The server's answer is the new profile: the postcode comes back in its Dutch form.
  await expect(general.getByLabel('Postcode')).toHaveValue('3511 AB');

  await page.reload();
  await expect(general.getByLabel('Straat en huisnummer')).toHaveValue('Oudegracht 12');

  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: "Collega's" })
    .click();
  await page.getByLabel('Zoek op naam').fill('Graaf');
  const card = cardOf(page, 'Sophie de Graaf');
  await expect(card).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  // The number as the server shows it (Dutch or E.164); the link dials the digits.
  const phone = card.getByRole('link', { name: /^(\+31|0)6/ });
  await expect(phone).toHaveAttribute('href', /^tel:(\+31|0)612345678$/);
  await expect(card.getByRole('link', { name: 'sophie.werk@vandalen.example' })).toHaveAttribute(
    'href',
    'mailto:sophie.werk@vandalen.example',
  );
  const linkedin = card.getByRole('link', { name: 'Sophie bekijken op LinkedIn' });
  await expect(linkedin).toHaveAttribute('title', 'Sophie bekijken op LinkedIn');
  await expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/sophie-de-graaf');
  await expect(linkedin).toHaveAttribute('target', '_blank');
});

test('Profiel: a new picture shows in the preview, then at once in the top bar and on the card', async ({
  page,
}) => {
  await signInFromStart(page, CHANGES_PICTURE);
  await page.goto('/portal/profiel');
  const section = page.getByRole('region', { name: 'Profielfoto' });
  await expect(section.getByText('Formaat advies: 128x128 px')).toBeVisible();
  const topBarPicture = page.getByRole('banner').locator('img');
  // Fleur starts with a demo picture or none; either way the top bar's changes.
  const before = (await topBarPicture.count()) ? await topBarPicture.getAttribute('src') : null;

  const picture = encodePng(300, 300, (x, y) => [40 + (x % 200), 90, 120 + (y % 120)]);
  const chooser = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Profielfoto wijzigen' }).click();
  await (await chooser).setFiles({ name: 'fleur.png', mimeType: 'image/png', buffer: picture });
  const preview = section.getByAltText('Voorbeeld van je nieuwe profielfoto');
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await section.getByRole('button', { name: 'Profielfoto opslaan' }).click();
  await expect(section.getByText('Profiel succesvol opgeslagen')).toBeVisible();

  const shown = section.getByAltText('Je profielfoto');
  await expect(shown).toHaveAttribute('src', /\/intranet\/v1\/files\/\d+\/view/);
  await expect(topBarPicture).toHaveAttribute('src', /\/intranet\/v1\/files\/\d+\/view/);
  expect(await topBarPicture.getAttribute('src')).not.toBe(before);
  await expect
    .poll(() => topBarPicture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  await page.goto('/portal/collegas?zoek=Jacobs');
  const card = cardOf(page, 'Fleur Jacobs');
  await expect
    .poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});

test('Profiel: after a password change the user signs in again with the new one', async ({
  page,
}) => {
  const newPassword = 'Paarse olifant fietst naar Zeist 42';
  await signInFromStart(page, CHANGES_PASSWORD);
  await page.goto('/portal/profiel');
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account.getByLabel('E-mailadres')).toBeDisabled();

  await account.getByLabel('Huidig wachtwoord').fill('niet-mijn-wachtwoord');
  await account.getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
  await account.getByLabel('Herhaal nieuw wachtwoord').fill(newPassword);
  await account.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(account.getByLabel('Huidig wachtwoord')).toHaveAccessibleDescription(
    'Het huidige wachtwoord is onjuist.',
  );
  await expect(page).toHaveURL(/\/portal\/profiel$/);

  await account.getByLabel('Huidig wachtwoord').fill(DEMO_PASSWORD);
  await account.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page).toHaveURL(/\/portal\?changed_password=1$/);
  await expect(
    page.getByText('Je wachtwoord is succesvol gewijzigd! Log opnieuw in.'),
  ).toBeVisible();

  await signIn(page, CHANGES_PASSWORD, DEMO_PASSWORD);
  await expect(page.getByText('Het wachtwoord is onjuist.')).toBeVisible();
  await page.getByLabel('Wachtwoord').fill(newPassword);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
});

for (const width of [1280, 375]) {
  test(`axe finds no serious issue on Collega's and Profiel at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInFromStart(page, BROWSES);
    await page.goto('/portal/collegas');
    await expect(cardOf(page, 'Anna Willems')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/portal/profiel');
    await expect(page.getByLabel('Voornaam')).toHaveValue('Tim');
    await expectNoSeriousA11yViolations(page);
  });
}
