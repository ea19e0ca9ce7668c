import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsOnBothWidths } from '../support/axe.js';
import { useJourneySmtp } from '../support/mail.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { signInFromStart } from '../support/session.js';

/**
 * Issue 13: the beheerder adds a professional in Beheer "Mensen"; the professional opens the
 * e-mailed link (read from a real SMTP server the journeys' server sends to), sets a password
 * and signs in.
 */

failOnPageProblems();

const smtp = useJourneySmtp();

test('a beheerder adds a professional, who sets a password through the e-mailed link and signs in', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `nina.${Date.now()}@vandalen.example`;
  await signInFromStart(page, 'beheer');
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Beheer' })
    .click();
  await page
    .getByRole('navigation', { name: 'Beheer' })
    .getByRole('link', { name: 'Mensen' })
    .click();
  await expect(page.getByRole('heading', { name: 'Mensen' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Mensen' }).getByRole('link').first()).toBeVisible();
  await expectNoSeriousA11yViolationsOnBothWidths(page);

  await page.getByRole('link', { name: 'Nieuwe persoon' }).click();
  await page.getByLabel('Voornaam').fill('Nina');
  await page.getByLabel('Achternaam').fill('Nieuw');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Functie').selectOption({ label: 'Data engineer' });
  await page.getByRole('checkbox', { name: /Femke/ }).check();
  await expectNoSeriousA11yViolationsOnBothWidths(page);
  await page.getByRole('button', { name: 'Toevoegen en uitnodigen' }).click();
  await expect(page.getByRole('heading', { name: 'Nina Nieuw' })).toBeVisible();
  // The person's own screen (edit, deactivate, new link) as well.
  await expectNoSeriousA11yViolationsOnBothWidths(page);

  const mail = await smtp().waitFor(email, 10_000);
  expect(mail.subject).toContain('stel je wachtwoord in');
  const link = /https?:\/\/\S+#token=\S+/.exec(mail.body)?.[0];
  expect(link).toBeTruthy();

  // The professional, in a browser of their own.
  const context = await browser.newContext();
  const nina = await context.newPage();
  await nina.goto(link!);
  await expect(nina.getByRole('heading', { name: 'Wachtwoord instellen' })).toBeVisible();
  const password = 'Mijn-eigen-wachtwoord-13';
  await nina.getByLabel('Nieuw wachtwoord', { exact: true }).fill(password);
  await nina.getByLabel('Herhaal nieuw wachtwoord').fill(password);
  await nina.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(nina.getByText('Je wachtwoord is ingesteld. Je kunt nu inloggen.')).toBeVisible();
  await nina.getByRole('link', { name: 'Naar inloggen' }).click();
  await nina.getByLabel('E-mailadres').fill(email);
  await nina.getByLabel('Wachtwoord').fill(password);
  await nina.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(nina).toHaveURL(/\/portal\/dashboard$/);
  await context.close();

  // Put the demo back: the beheerder deactivates her again, so Collega's (people.spec.ts) lists
  // only the demo's own colleagues.
  await page.getByRole('button', { name: 'Deactiveren' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactiveren' }).click();
  await expect(page.getByText('Gedeactiveerd', { exact: true })).toBeVisible();
});

test('a beheerder sees an editor’s account closed, with the reasons (issue 24)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInFromStart(page, 'beheer');
  await page.goto('/portal/beheer/mensen?rol=editor');
  await page
    .getByRole('table', { name: 'Mensen' })
    .getByRole('link', { name: 'Sanne Visser' })
    .click();
  await expect(page.getByRole('heading', { name: 'Sanne Visser' })).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toBeDisabled();
  await expect(
    page.getByRole('button', { name: 'Nieuwe link sturen' }),
  ).toHaveAccessibleDescription(
    'Alleen een administrator kan een redacteur een nieuwe link sturen.',
  );
  await expect(page.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  await expectNoSeriousA11yViolationsOnBothWidths(page);
});
