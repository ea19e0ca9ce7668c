import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsOnBothWidths } from '../support/axe.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { signInFromStart } from '../support/session.js';

/**
 * Issue 27 item 2: a person adds a passkey in Profiel → Account and signs in with it, with
 * Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain) standing in for the
 * fingerprint reader; then removes it. Eva: no other journey signs in as her.
 */

failOnPageProblems();

/** A platform authenticator with resident keys and user verification that always says yes. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Eva/ }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/portal$/);
}

test('a passkey is added in Profiel, signs in, and is removed again', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const authenticator = await virtualAuthenticator(page);
  await signInFromStart(page, 'eva');
  await page.goto('/portal/profiel');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText('Je hebt nog geen passkeys.')).toBeVisible();

  // A name is asked for first.
  await passkeys.getByRole('button', { name: 'Passkey toevoegen' }).click();
  await expect(passkeys.getByLabel('Naam van de nieuwe passkey')).toHaveAccessibleDescription(
    /Geef de passkey een naam\./,
  );
  await passkeys.getByLabel('Naam van de nieuwe passkey').fill('Laptop werk');
  await passkeys.getByRole('button', { name: 'Passkey toevoegen' }).click();
  await expect(passkeys.getByText('De passkey “Laptop werk” is toegevoegd.')).toBeVisible();
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys.getByRole('listitem')).toContainText('Laptop werk');
  await expect(passkeys.getByRole('listitem')).toContainText('nog niet gebruikt');
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectNoSeriousA11yViolationsOnBothWidths(page);

  // Signed out, back in with the passkey alone: the e-mail field's autofill offers it, and
  // the virtual authenticator (which always says yes) picks it at once.
  await signOut(page);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expect(page.getByRole('button', { name: /Eva/ })).toBeVisible();

  await page.goto('/portal/profiel');
  const item = page.getByRole('region', { name: 'Passkeys' }).getByRole('listitem');
  await expect(item).toContainText('laatst gebruikt op');
  await item.getByRole('button', { name: 'Passkey Laptop werk verwijderen' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    'Met de passkey “Laptop werk” kun je daarna niet meer inloggen.',
  );
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(
    page.getByRole('region', { name: 'Passkeys' }).getByText('Je hebt nog geen passkeys.'),
  ).toBeVisible();

  // The authenticator still holds it, but the server no longer knows it: refused through the
  // autofill, and again through the button.
  const refused = 'Inloggen met deze passkey lukte niet. Probeer het opnieuw.';
  await signOut(page);
  await expect(page.getByRole('alert')).toContainText(refused);
  await page.getByRole('alert').getByRole('button', { name: 'Melding sluiten' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Inloggen met passkey' }).click();
  await expect(page.getByRole('alert')).toContainText(refused);
  await expect(page).toHaveURL(/\/portal$/);
  await expectNoSeriousA11yViolationsOnBothWidths(page);
});

test('the page of a mailed link to add a passkey passes axe, and says when its link is dead', async ({
  page,
}) => {
  // STRONG_AUTH_ROLES is off in the journeys, so no such mail is sent here: the page with a
  // token shows its form (the token is checked when the passkey is added), without one it says
  // the link is dead. The whole story is the API test's (passkeys.test.ts).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/portal/passkey-toevoegen#token=een-token-uit-de-mail');
  await expect(page.getByRole('heading', { name: 'Passkey toevoegen' })).toBeVisible();
  expect(page.url()).not.toContain('token=');
  await expect(page.getByLabel('Naam van de passkey')).toBeVisible();
  await expectNoSeriousA11yViolationsOnBothWidths(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Naam van de passkey').fill('Werklaptop');
  await page.getByRole('button', { name: 'Passkey toevoegen' }).click();
  await expect(page.getByText(/Deze link is niet meer geldig/)).toBeVisible();
  await expectNoSeriousA11yViolationsOnBothWidths(page);
});
