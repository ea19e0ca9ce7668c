import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail } from './demo.js';

export async function signIn(page: Page, key: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mailadres').fill(demoEmail(key));
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

export async function signInFromStart(page: Page, key: string): Promise<void> {
  await page.goto('/portal');
  await signIn(page, key);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
}
