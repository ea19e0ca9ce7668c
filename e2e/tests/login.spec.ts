import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { signIn } from '../support/session.js';

test.describe('login', () => {
  test('shows the Dutch login screen with footer and passes an axe scan', async ({ page }) => {
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/.test(message.text()))
        cspViolations.push(message.text());
    });
    await page.goto('/portal');
    await expect(page.getByLabel('E-mailadres')).toHaveAttribute('type', 'email');
    await expect(page.getByRole('button', { name: 'Inloggen', exact: true })).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()} Intranet`)).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    expect(cspViolations).toEqual([]);
  });

  test('explains each failure in Dutch', async ({ page }) => {
    await page.goto('/portal');
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mail en wachtwoord zijn verplicht');

    await page.getByLabel('E-mailadres').fill('onbekend@vandalen.example');
    await page.getByLabel('Wachtwoord').fill('iets');
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Dit e-mailadres is niet bekend.');

    await signIn(page, 'emma', 'verkeerd-wachtwoord');
    await expect(page.getByRole('alert')).toHaveText('Het wachtwoord is onjuist.');
  });

  test('shows the changed-password notice', async ({ page }) => {
    await page.goto('/portal?changed_password=1');
    await expect(
      page.getByText('Je wachtwoord is succesvol gewijzigd! Log opnieuw in.'),
    ).toBeVisible();
  });

  test('signs in to the dashboard, survives a reload, and the layout passes an axe scan', async ({
    page,
  }) => {
    await page.goto('/portal');
    await signIn(page, 'daan');
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Uren bonus: 412 van de 600 uur')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a signed-out start loads only the login page, and signing in loads the app at the redirect', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/portal?redirect=%2Fportal%2Fdeclaraties%2F2026%3Ftab%3D1');
    await expect(page.getByRole('button', { name: 'Inloggen', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Inloggen | Intranet');
    // The router and the screens come with signing in, not with the login page.
    const beforeSignIn = [...scripts];
    expect(beforeSignIn.some((script) => /\/assets\/(app|feature-)/.test(script))).toBe(false);

    await signIn(page, 'femke');
    await expect(page).toHaveURL(/\/portal\/declaraties\/2026\?tab=1$/);
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
    expect(scripts.some((script) => /\/assets\/app-/.test(script))).toBe(true);
    // The back button does not return to the login page: signing in replaced it.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/portal\?redirect=/);
  });
});
