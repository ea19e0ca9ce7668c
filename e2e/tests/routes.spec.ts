import { expect, test } from '@playwright/test';
import { signIn, signInFromStart } from '../support/session.js';

// Every route of SPEC §2 with a concrete path and the title its page carries.
const ROUTES: Array<[path: string, title: RegExp]> = [
  ['/portal/dashboard', /^Dashboard \| Intranet$/],
  ['/portal/arbeidsvoorwaarden/1', /^Arbeidsvoorwaarden \| Intranet$/],
  ['/portal/hoe-het-werkt/1', /^Hoe het werkt \| Intranet$/],
  ['/portal/bibliotheek', /^Bibliotheek \| Intranet$/],
  ['/portal/collegas', /^Collega's \| Intranet$/],
  ['/portal/nieuws', /^Nieuws \| Intranet$/],
  ['/portal/nieuws/12', /\| Intranet$/],
  ['/portal/opdrachten', /Opdrachten \| Intranet$/],
  ['/portal/opdrachten/nieuw', /\| Intranet$/],
  ['/portal/opdrachten/5', /\| Intranet$/],
  ['/portal/profiel', /^Profiel \| Intranet$/],
  ['/portal/declaraties', /^Declaraties \| Intranet$/],
  ['/portal/declaraties/2026', /Declaraties.*\| Intranet$/],
  ['/portal/declaraties/2026/11', /\| Intranet$/],
];

test('a signed-out visit keeps the redirect and lands there after signing in', async ({ page }) => {
  await page.goto('/portal/declaraties/2026?tab=1');
  await expect(page).toHaveURL(/\/portal\?redirect=%2Fportal%2Fdeclaraties%2F2026%3Ftab%3D1$/);
  await signIn(page, 'femke');
  await expect(page).toHaveURL(/\/portal\/declaraties\/2026\?tab=1$/);
});

test('every route has its page title and a meta description', async ({ page }) => {
  await signInFromStart(page, 'femke');
  for (const [path, title] of ROUTES) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description, path).toBeTruthy();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('every route sends a signed-out visitor to the login screen', async ({ page }) => {
  for (const [path] of ROUTES) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/portal\\?redirect=${encodeURIComponent(path)}$`));
  }
});
