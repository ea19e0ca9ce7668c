import { expect, test, type Browser, type Page } from '@playwright/test';
import { SSO_ERRORS } from '@portal/contract/rules';
import {
  startOidcProvider,
  type OidcTestProvider,
  type ProviderAccount,
} from '../../apps/server/test/helpers/oidc-provider.js';
import { expectNoSeriousA11yViolationsOnBothWidths } from '../support/axe.js';
import { tokenOf } from '../support/declarations-api.js';
import { E2E_OIDC_PORT, E2E_ORIGIN } from '../support/demo.js';

/**
 * Issue 27 item 7: signing in with the company's own account against a real OpenID provider
 * on loopback (npm `oidc-provider`, its own sign-in and consent pages), which the journeys'
 * server is configured for (support/serve.ts: new accounts made, `portal-beheer` is beheerder,
 * only vandalen.example). Each sign-in in a fresh browser, as the provider remembers its own.
 */

const LABEL = 'Inloggen met je organisatie-account';
const accounts = new Map<string, ProviderAccount>();
let provider: OidcTestProvider;
const stamp = Date.now();
const kim = { email: `kim.${stamp}@vandalen.example`, givenName: 'Kim', familyName: 'Koster' };

test.beforeAll(async () => {
  provider = await startOidcProvider({ publicUrl: E2E_ORIGIN, accounts, port: E2E_OIDC_PORT });
});
test.afterAll(async () => {
  await provider?.close();
});

/** From the login page through the provider's pages (as `login`), back to the portal. */
async function signInAtCompany(page: Page, login: string) {
  await page.goto('/portal');
  await page.getByRole('link', { name: LABEL }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('wat-dan-ook');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  return page;
}

const beheerLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Beheer' });

test('a first sign-in makes the account with the role of its group; the next re-applies it', async ({
  browser,
}) => {
  accounts.set('kim', { ...kim, groups: ['portal-beheer'] });
  const page = await freshPage(browser);
  await signInAtCompany(page, 'kim');
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expect(page.getByRole('button', { name: /^Kim/ })).toBeVisible();
  await expect(beheerLink(page)).toBeVisible();

  // Logging out goes through the provider's end-session page and back to the login page.
  await page.getByRole('button', { name: /^Kim/ }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await page.getByRole('button', { name: /Yes, sign me out/i }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByLabel('E-mailadres')).toBeVisible();
  await page.context().close();

  // Out of the group: a medewerker at the next sign-in, the same account.
  accounts.set('kim', { ...kim, groups: [] });
  const again = await freshPage(browser);
  await signInAtCompany(again, 'kim');
  await expect(again).toHaveURL(/\/portal\/dashboard$/);
  await expect(again.getByRole('button', { name: /^Kim/ })).toBeVisible();
  await expect(beheerLink(again)).toHaveCount(0);
  await again.context().close();
});

test('an address of another domain and a deactivated account are refused, in Dutch', async ({
  browser,
  request,
}) => {
  accounts.set('elders', { email: `iemand.${stamp}@elders.example` });
  const page = await freshPage(browser);
  await signInAtCompany(page, 'elders');
  await expect(page).toHaveURL(/\/portal\?sso_fout=domein$/);
  await expect(page.getByRole('alert')).toHaveText(SSO_ERRORS.domein);
  await expectNoSeriousA11yViolationsOnBothWidths(page);
  await page.context().close();

  // A person Beheer deactivated.
  const admin = { authorization: `Bearer ${await tokenOf(request, 'admin')}` };
  const email = `vertrokken.${stamp}@vandalen.example`;
  const created = await request.post('/wp-json/wp/v2/users', {
    headers: admin,
    data: { voornaam: 'Vera', achternaam: 'Vertrokken', email, roles: ['medewerker'] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const gone = await request.post(`/wp-json/intranet/v1/users/${id}/deactivate`, {
    headers: admin,
  });
  expect(gone.status()).toBe(200);
  accounts.set('vertrokken', { email });
  const refused = await freshPage(browser);
  await signInAtCompany(refused, 'vertrokken');
  await expect(refused).toHaveURL(/\/portal\?sso_fout=gedeactiveerd$/);
  await expect(refused.getByRole('alert')).toHaveText(SSO_ERRORS.gedeactiveerd);
  await refused.context().close();
});
