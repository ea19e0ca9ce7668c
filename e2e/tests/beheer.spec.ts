import { expect, test, type Page } from '@playwright/test';
import { makeTextPdf } from '../../apps/server/src/seed/demo-pdf.js';
import { encodePng } from '../../apps/server/src/seed/demo-png.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { signInFromStart } from '../support/session.js';

const EDITOR = 'redactie';
const PROFESSIONAL = 'daan';

/** Every journey here fails on a CSP refusal or an uncaught error in the page. */
failOnPageProblems();

const beheerMenu = (page: Page) => page.getByRole('navigation', { name: 'Beheer' });

async function openBeheer(page: Page, section?: string) {
  await signInFromStart(page, EDITOR);
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Beheer' })
    .click();
  await expect(page).toHaveURL(/\/portal\/beheer\/nieuws$/);
  if (section) await beheerMenu(page).getByRole('link', { name: section }).click();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opgeslagen' })).toBeVisible();
}

test('an editor writes, previews and publishes a news item that a professional then sees and finds; back to draft hides it', async ({
  page,
  browser,
}) => {
  const title = `Nieuwe leaseregeling ${Date.now()}`;
  await openBeheer(page);
  await page.getByRole('link', { name: 'Nieuw bericht' }).click();
  await expect(page).toHaveURL(/\/portal\/beheer\/nieuws\/nieuw$/);
  await page.getByLabel('Titel').fill(title);

  // A heading, a list, a link and an image, each from the toolbar.
  const text = page.getByRole('textbox', { name: 'Tekst' });
  await text.click();
  // The toolbar gives the focus back to the text a frame after its change: a key typed before
  // that goes to the button (it happened on a busy machine), so each waits for it.
  await page.getByRole('button', { name: 'Kop', exact: true }).click();
  await expect(text).toBeFocused();
  await page.keyboard.type('Wat verandert');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Opsomming' }).click();
  await expect(text).toBeFocused();
  await page.keyboard.type('Elektrisch rijden');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Een eigen laadpas');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Lees de regeling');
  for (let i = 0; i < 'regeling'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await page.getByLabel('Adres van de link').fill('https://www.rijksoverheid.nl/');
  await page.getByRole('button', { name: 'Link opslaan' }).click();
  // The word is a link and the focus back in the text before a key moves on: pressed while
  // 'regeling' was still selected, Enter replaced it (a CI run on a busy machine).
  await expect(text.getByRole('link', { name: 'regeling' })).toBeVisible();
  await expect(text).toBeFocused();
  await text.press('End');
  await text.press('Enter');
  await page.getByRole('button', { name: 'Afbeelding invoegen' }).click();
  await page.getByLabel('Afbeelding', { exact: true }).setInputFiles({
    name: 'laadpaal.png',
    mimeType: 'image/png',
    buffer: encodePng(240, 120, (x, y) => [20 + (x % 200), 110, 90 + (y % 100)]),
  });
  await page.getByLabel('Beschrijving (alt-tekst)').fill('Een laadpaal');
  await page.getByRole('button', { name: 'Invoegen', exact: true }).click();
  await expect(text.getByRole('img', { name: 'Een laadpaal' })).toBeVisible();

  // Saved as draft: the item gets its own address.
  await save(page);
  await expect(page).toHaveURL(/\/portal\/beheer\/nieuws\/\d+$/);
  const itemUrl = page.url();
  await expect(page.getByRole('radio', { name: 'Concept (niet zichtbaar)' })).toBeChecked();

  // The preview shows it as the news page will.
  await page.getByRole('button', { name: 'Voorbeeld' }).click();
  const preview = page.getByRole('dialog', { name: 'Voorbeeld' });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 2, name: 'Wat verandert' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText([
    'Elektrisch rijden',
    'Een eigen laadpas',
  ]);
  await expect(preview.getByRole('link', { name: 'regeling' })).toHaveAttribute(
    'href',
    'https://www.rijksoverheid.nl/',
  );
  await expect(preview.getByRole('img', { name: 'Een laadpaal' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('radio', { name: 'Nu publiceren' }).check();
  await save(page);
  await expect(page.getByRole('radio', { name: 'Gepubliceerd' })).toBeChecked();

  // A professional sees it on the dashboard, with everything the sanitizer kept.
  const other = await browser.newContext();
  const professional = await other.newPage();
  await signInFromStart(professional, PROFESSIONAL);
  const news = professional.getByRole('region', { name: 'Laatste nieuws' });
  await news.getByRole('link', { name: title }).click();
  await expect(professional.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    professional.getByRole('heading', { level: 2, name: 'Wat verandert' }),
  ).toBeVisible();
  await expect(professional.getByRole('link', { name: 'regeling' })).toHaveAttribute(
    'href',
    'https://www.rijksoverheid.nl/',
  );
  const image = professional.getByRole('img', { name: 'Een laadpaal' });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);

  // ...and finds it with the search in the top bar.
  const search = professional.getByRole('combobox', { name: /Zoek in nieuws/ });
  await search.fill('leaseregeling');
  await expect(
    professional
      .getByRole('listbox', { name: 'Suggesties' })
      .getByRole('option', { name: new RegExp(title) }),
  ).toBeVisible();

  // Published by mistake: back to draft, and it is gone from the dashboard.
  await page.goto(itemUrl);
  await page.getByRole('button', { name: 'Naar concept' }).click();
  await expect(page.getByRole('radio', { name: 'Concept (niet zichtbaar)' })).toBeChecked();
  await professional.goto('/portal/dashboard');
  await expect(news.getByRole('article').first()).toBeVisible();
  await expect(news.getByRole('link', { name: title })).toHaveCount(0);
  await other.close();

  // And into the bin, after a confirmation.
  await moveToBin(page);
});

/** Moves the open item to the bin, after the confirmation. */
async function moveToBin(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Naar prullenbak' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Naar de prullenbak?' });
  await confirm.getByRole('button', { name: 'Naar prullenbak' }).click();
  await expect(page.getByText(/staat in de prullenbak/)).toBeVisible();
}

/** The next whole minute at least 20 s from now, as the editor types it (Amsterdam time). */
function plannedMinute(): { typed: string; at: number } {
  const at = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));
  return { typed: parts.replace(' ', 'T'), at };
}

test('an editor plans a news item at a chosen time, and the server publishes it then', async ({
  page,
  browser,
}) => {
  // The planned minute is up to 80 s away; the server looks every second (serve.ts).
  test.setTimeout(180_000);
  const title = `Geplande heidag ${Date.now()}`;
  await openBeheer(page);
  await page.getByRole('link', { name: 'Nieuw bericht' }).click();
  await page.getByLabel('Titel').fill(title);
  await page.getByRole('textbox', { name: 'Tekst' }).click();
  await page.keyboard.type('De heidag is in maart.');
  await page.getByRole('radio', { name: 'Gepland op' }).check();
  const planned = plannedMinute();
  await page.getByLabel('Datum en tijd (Nederlandse tijd)').fill(planned.typed);
  await save(page);
  await expect(page.getByRole('radio', { name: 'Gepland op' })).toBeChecked();

  // Before its time a colleague does not see it; at its time it is on the dashboard.
  const other = await browser.newContext();
  const professional = await other.newPage();
  await signInFromStart(professional, PROFESSIONAL);
  const news = professional.getByRole('region', { name: 'Laatste nieuws' });
  await expect(news.getByRole('article').first()).toBeVisible();
  if (Date.now() < planned.at - 2_000) {
    await expect(news.getByRole('link', { name: title })).toHaveCount(0);
  }
  await expect
    .poll(
      async () => {
        await professional.reload();
        await expect(news.getByRole('article').first()).toBeVisible();
        return news.getByRole('link', { name: title }).count();
      },
      { timeout: planned.at - Date.now() + 30_000, intervals: [3_000] },
    )
    .toBe(1);
  expect(Date.now()).toBeGreaterThanOrEqual(planned.at);
  await other.close();

  // The editor sees it published too.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Gepubliceerd' })).toBeChecked();

  // Into the bin again, so the news journeys that follow see the demo's news as it was.
  await moveToBin(page);
});

test('an editor adds a terms document in a category with two PDF attachments', async ({ page }) => {
  const title = `Reiskostenregeling ${Date.now()}`;
  await openBeheer(page, 'Arbeidsvoorwaarden');
  await page.getByRole('link', { name: 'Nieuw document' }).click();
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Categorie').selectOption({ label: 'Salaris' });

  await page.getByLabel('Bestanden toevoegen').setInputFiles([
    {
      name: 'Reiskosten tabel.pdf',
      mimeType: 'application/pdf',
      buffer: makeTextPdf(['Reiskosten', 'Tabel met bedragen per kilometer']),
    },
    {
      name: 'Reiskosten toelichting.pdf',
      mimeType: 'application/pdf',
      buffer: makeTextPdf(['Toelichting op de reiskostenregeling']),
    },
  ]);
  const files = page.getByRole('list', { name: 'Bijlagen' });
  await expect(files.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Tekst' }).click();
  await page.keyboard.type('Wie met de fiets komt, krijgt de fietsbeugeltoeslag.');

  // The explanation first: moved by keyboard.
  await files.getByRole('button', { name: 'Omlaag: Reiskosten tabel' }).press('Enter');
  await expect(files.getByRole('listitem').first()).toContainText('Reiskosten toelichting');

  await page.getByRole('radio', { name: 'Nu publiceren' }).check();
  await save(page);
  const itemUrl = page.url();

  await page.goto('/portal/arbeidsvoorwaarden');
  await page
    .getByRole('navigation', { name: 'Categorieën arbeidsvoorwaarden' })
    .getByRole('link', { name: 'Salaris' })
    .click();
  const item = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(item.getByRole('link')).toHaveText([/Reiskosten toelichting/, /Reiskosten tabel/]);
  const response = await page.request.get(
    (await item.getByRole('link').first().getAttribute('href'))!,
  );
  expect(response.headers()['content-type']).toBe('application/pdf');

  // A word in its text finds it from the top bar's search, and the result opens it.
  const box = page.getByRole('combobox', { name: /Zoek in nieuws/ });
  await box.fill('fietsbeugeltoeslag');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/portal\/zoeken\?q=fietsbeugeltoeslag$/);
  const group = page.getByRole('region', { name: /^Arbeidsvoorwaarden/ });
  await expect(group.locator('mark').first()).toHaveText('fietsbeugeltoeslag');
  await group.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/portal\/arbeidsvoorwaarden\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Out of the way of the other journeys: into the bin.
  await page.goto(itemUrl);
  await page.getByRole('button', { name: 'Naar prullenbak' }).click();
  await page
    .getByRole('alertdialog', { name: 'Naar de prullenbak?' })
    .getByRole('button', { name: 'Naar prullenbak' })
    .click();
  await expect(page.getByText(/staat in de prullenbak/)).toBeVisible();
});

test('an editor replaces a logo, reorders the direct links by keyboard and changes a contact person', async ({
  page,
}) => {
  await openBeheer(page, 'Direct naar');
  const links = page.getByRole('list', { name: 'Links' });
  // A new logo for Arbo Unie (160 × 80), previewed before it is saved.
  const arbo = links
    .getByRole('listitem')
    .filter({ has: page.getByRole('img', { name: 'Logo Arbo Unie' }) });
  await arbo.getByLabel(/Logo vervangen voor Arbo Unie/).setInputFiles({
    name: 'arbo-unie.png',
    mimeType: 'image/png',
    buffer: encodePng(160, 80, (x) => [180, 30 + (x % 60), 80]),
  });
  const newLogo = arbo.getByRole('img', { name: 'Logo Arbo Unie' });
  await expect
    .poll(() =>
      newLogo.evaluate((image: HTMLImageElement) => image.complete && image.naturalHeight),
    )
    .toBe(80);

  await links.getByRole('button', { name: 'Omlaag: Loket.nl' }).focus();
  await page.keyboard.press('Enter');
  await expect(links.getByRole('button', { name: 'Omlaag: Loket.nl' })).toBeFocused();
  await save(page);

  await page.goto('/portal/dashboard');
  const quick = page.getByRole('region', { name: 'Direct naar' });
  await expect(quick.getByRole('link').nth(0)).toHaveAccessibleName(/Outlook/);
  await expect(quick.getByRole('link').nth(1)).toHaveAccessibleName(/Loket\.nl/);
  const dashboardLogo = quick.getByRole('img', { name: 'Logo Arbo Unie' });
  await expect
    .poll(() => dashboardLogo.evaluate((image: HTMLImageElement) => image.naturalHeight))
    // The seeded logo is 160 × 64.
    .toBe(80);

  // Back as it was, for the other journeys.
  await page.goto('/portal/beheer/direct-naar');
  await links.getByRole('button', { name: 'Omhoog: Loket.nl' }).press('Enter');
  await save(page);

  await beheerMenu(page).getByRole('link', { name: 'Contactpersonen' }).click();
  const phone = page.getByLabel('Telefoonnummer 3');
  await phone.fill('030-2400999');
  await save(page);
  await page.goto('/portal/bibliotheek');
  await expect(page.getByRole('link', { name: '030-2400999' })).toBeVisible();

  await page.goto('/portal/beheer/contactpersonen');
  await page.getByLabel('Telefoonnummer 3').fill('030-2400274');
  await save(page);
});

test('every Beheer screen passes axe at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openBeheer(page);
  const screens: Array<[string, string]> = [
    ['Nieuws', 'Nieuws'],
    ['Arbeidsvoorwaarden', 'Arbeidsvoorwaarden'],
    ['Hoe het werkt', 'Hoe het werkt'],
    ['Bibliotheek', 'Bibliotheek'],
    ['Categorieën', 'Categorieën'],
    ['Direct naar', 'Direct naar'],
    ['Contactpersonen', 'Contactpersonen'],
  ];
  for (const [link, heading] of screens) {
    await beheerMenu(page).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId('row-skeleton')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
  await beheerMenu(page).getByRole('link', { name: 'Nieuws' }).click();
  await page.getByRole('table', { name: 'Nieuws' }).getByRole('link').first().click();
  await expect(page.getByLabel('Titel')).not.toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  // The image dialog with its required alt text and hint.
  await page.getByRole('button', { name: 'Afbeelding invoegen' }).click();
  await expect(page.getByLabel('Beschrijving (alt-tekst)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Annuleren' }).click();
  await page.getByRole('button', { name: 'Voorbeeld' }).click();
  await expect(page.getByRole('dialog', { name: 'Voorbeeld' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
