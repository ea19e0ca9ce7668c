import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolationsOnBothWidths } from '../support/axe.js';
import { amsterdamToday, dutchDate, MONTHS } from '../support/dates.js';
import { receiptPhoto } from '../support/receipt-photo.js';
import { signInFromStart } from '../support/session.js';

const today = amsterdamToday();
const monthUrl = `/portal/declaraties/${today.year}/${today.month}`;
const pad = (n: number) => String(n).padStart(2, '0');

test('a photo of a receipt fills in the date and the amount, marked as suggested', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const photo = await receiptPhoto([
    ['Q-PARK CENTRUM', ''],
    ['Stationsplein 12', ''],
    [`Datum: ${pad(today.day)}-${pad(today.month)}-${today.year}`, '14:05'],
    ['Parkeren 2u', '18,75'],
    ['TOTAAL', '18,75'],
    ['PIN', '18,75'],
    ['BTW 21%', '3,25'],
  ]);
  // A phone's photo of several MB; the browser is to send a few hundred kB.
  expect(photo.length).toBeGreaterThan(2_000_000);

  await signInFromStart(page, 'julia');
  await page.goto(monthUrl);
  await expect(
    page.getByRole('heading', { level: 1, name: `${MONTHS[today.month - 1]} ${today.year}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Nieuwe declaratie toevoegen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Soort declaratie').selectOption({ label: 'Parkeren' });

  const sent = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && request.url().includes('/declarations/receipt-suggestions'),
  );
  await dialog.getByLabel(/Factuur of bon/).setInputFiles({
    name: 'IMG_0042.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await expect(dialog.getByRole('status').filter({ hasText: 'Bon wordt gelezen…' })).toBeVisible();

  await sent;

  const date = dialog.getByLabel('Datum');
  const amount = dialog.getByLabel('Bedrag in euro');
  await expect(date).toHaveValue(dutchDate(today.year, today.month, today.day), {
    timeout: 30_000,
  });
  await expect(amount).toHaveValue('18,75');
  await expect(dialog.getByLabel('BTW-tarief')).toHaveValue('21');
  await expect(dialog.getByLabel('Omschrijving')).toHaveValue(/q-park centrum/i);
  const mark = dialog.getByText('Voorgesteld uit de bon');
  await expect(mark).toHaveCount(4);
  // The line form with its suggestion marks passes axe on desktop and phone, dialog open.
  await expectNoSeriousA11yViolationsOnBothWidths(page);
  await expect(mark).toHaveCount(4);

  // Changing a suggested field takes its mark away; saving confirms the rest.
  await dialog.getByLabel('Omschrijving').fill('Parkeren bij de klant');
  await expect(mark).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Parkeren bij de klant')).toBeVisible();

  // What was uploaded, as stored: scaled down in the browser to a JPEG of at most 2,000 px,
  // upright (portrait, as the EXIF said), a fraction of the photo's bytes.
  const link = page.getByRole('link', { name: /IMG_0042\.jpg/ }).first();
  const stored = await page.request.get((await link.getAttribute('href'))!);
  expect(stored.status()).toBe(200);
  const bytes = await stored.body();
  const { format, width = 0, height = 0 } = await sharp(bytes).metadata();
  expect(format).toBe('jpeg');
  expect(Math.max(width, height)).toBeLessThanOrEqual(2000);
  expect(height).toBeGreaterThan(width);
  expect(bytes.length).toBeLessThan(photo.length / 4);
});
