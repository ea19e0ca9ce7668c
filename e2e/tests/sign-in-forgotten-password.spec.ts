import { expect, test } from '@playwright/test';
import { PASSWORD_RESET_ANSWER } from '@portal/contract/rules';
import { expectNoSeriousA11yViolationsOnBothWidths } from '../support/axe.js';
import { tokenOf } from '../support/declarations-api.js';
import { useJourneySmtp, waitForMail } from '../support/mail.js';
import { failOnPageProblems } from '../support/page-problems.js';

/**
 * Issue 27 item 1: someone who forgot their password asks for a link on the login page, reads
 * the mail (from a real SMTP server the journeys' server sends to), sets a new password and
 * lands on the login page with the changed-password notice, then signs in with it.
 */

failOnPageProblems();

const smtp = useJourneySmtp();

test('a forgotten password is set anew through the e-mailed link', async ({ page, request }) => {
  // A person of their own (the demo's people keep their passwords for the other journeys).
  const admin = { authorization: `Bearer ${await tokenOf(request, 'admin')}` };
  const email = `vergeten.${Date.now()}@vandalen.example`;
  const created = await request.post('/wp-json/wp/v2/users', {
    headers: admin,
    data: { voornaam: 'Vera', achternaam: 'Vergeten', email, roles: ['professional'] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/portal');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten' })).toBeVisible();
  await expectNoSeriousA11yViolationsOnBothWidths(page);
  // An empty field is said at the field.
  await page.getByRole('button', { name: 'Stuur de link' }).click();
  await expect(page.getByLabel('E-mailadres')).toHaveAccessibleDescription(
    'Vul je e-mailadres in.',
  );
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Stuur de link' }).click();
  await expect(page.getByText(PASSWORD_RESET_ANSWER)).toBeVisible();
  await expectNoSeriousA11yViolationsOnBothWidths(page);

  const mail = await waitForMail(smtp(), email, 'Nieuw wachtwoord instellen');
  const link = /https?:\/\/\S+#token=\S+/.exec(mail.body)?.[0];
  expect(link).toContain('herstel=1');

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Wachtwoord instellen' })).toBeVisible();
  // The token left the address bar at once.
  expect(page.url()).not.toContain('token=');
  const password = 'Een-heel-nieuw-wachtwoord-27';
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(password);
  await page.getByLabel('Herhaal nieuw wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL(/\/portal\?changed_password=1$/);
  await expect(
    page.getByText('Je wachtwoord is succesvol gewijzigd! Log opnieuw in.'),
  ).toBeVisible();

  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);

  // The link worked once (a session in the browser changes nothing).
  await page.goto(link!);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Nog-een-wachtwoord-27');
  await page.getByLabel('Herhaal nieuw wachtwoord').fill('Nog-een-wachtwoord-27');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText(/Deze link is niet meer geldig/)).toBeVisible();

  // The demo as it was: the person is deactivated, so Collega's lists only the demo's own.
  const gone = await request.post(`/wp-json/intranet/v1/users/${id}/deactivate`, {
    headers: admin,
  });
  expect(gone.status()).toBe(200);
});
