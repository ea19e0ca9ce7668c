import { expect, test } from '@playwright/test';
import { signInFromStart } from '../support/session.js';

test('a professional sees "Mijn opdrachten" and no Beheer link', async ({ page }) => {
  await signInFromStart(page, 'daan');
  const sidebar = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(sidebar.getByRole('link', { name: 'Mijn opdrachten' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Beheer' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Beoordelen' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Terug naar de website' })).toHaveAttribute(
    'href',
    '/',
  );
});

test('a beheerder sees "Opdrachten" and the Beheer link; the user menu shows the first name', async ({
  page,
}) => {
  await signInFromStart(page, 'beheer');
  const sidebar = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(sidebar.getByRole('link', { name: 'Opdrachten', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Beheer' })).toHaveAttribute(
    'href',
    '/portal/beheer',
  );
  await expect(sidebar.getByRole('link', { name: 'Beoordelen' })).toHaveAttribute(
    'href',
    '/portal/declaraties/beoordelen',
  );
  await expect(page.getByRole('button', { name: /Johan/ })).toBeVisible();
  await expect(page.getByText(/Uren bonus/)).toHaveCount(0);
});

test('the sidebar navigates and marks the current page', async ({ page }) => {
  await signInFromStart(page, 'femke');
  const sidebar = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await sidebar.getByRole('link', { name: 'Declaraties' }).click();
  await expect(page).toHaveURL(/\/portal\/declaraties$/);
  await expect(sidebar.getByRole('link', { name: 'Declaraties' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('on a 375 px phone the sidebar becomes a menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInFromStart(page, 'emma');
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('link', { name: 'Nieuws' }).click();
  await expect(page).toHaveURL(/\/portal\/nieuws$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('only Beheer roles may open the default admin area; others are told so', async ({ page }) => {
  await signInFromStart(page, 'daan');
  await page.goto('/portal/beheer');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Je hebt geen toegang tot dit onderdeel.' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Beheer' })).toHaveCount(0);
});
