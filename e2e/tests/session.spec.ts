import { expect, test } from '@playwright/test';
import { signInFromStart } from '../support/session.js';

const STORE_KEY = 'portal-session';

test('Uitloggen ends the session everywhere and returns to /portal', async ({ page, context }) => {
  await signInFromStart(page, 'thijs');
  const cookieBefore = (await context.cookies()).find((c) => c.name === 'refresh_token');
  expect(cookieBefore?.httpOnly).toBe(true);

  await page.getByRole('button', { name: /Thijs/ }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/portal$/);

  const stored = await page.evaluate((key) => localStorage.getItem(key), STORE_KEY);
  expect(stored === null || !JSON.parse(stored).state?.token).toBe(true);
  expect((await context.cookies()).find((c) => c.name === 'refresh_token')).toBeUndefined();

  // The server revoked it too: the old cookie no longer renews a session.
  const reuse = await page.request.post('/wp-json/jwt-auth/v1/token/refresh', {
    headers: { 'X-Intranet-Request': '1', Cookie: `refresh_token=${cookieBefore?.value}` },
  });
  expect(reuse.status()).toBe(401);
  expect((await reuse.json()).code).toBe('jwt_auth_invalid_refresh_token');

  await page.goto('/portal/dashboard');
  await expect(page).toHaveURL(/\/portal\?redirect=/);
});

test('the session renews itself before the token expires, without the user noticing', async ({
  page,
}) => {
  await page.clock.install();
  await signInFromStart(page, 'lars');
  const before = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}').state,
    STORE_KEY,
  );
  expect(before.token).toBeTruthy();

  const renewed = page.waitForResponse(
    (r) => r.url().endsWith('/jwt-auth/v1/token') && r.status() === 200,
  );
  // The access token lives 600 s; renewal is due 60 s before that.
  await page.clock.fastForward('09:05');
  await renewed;
  await expect
    .poll(async () =>
      page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').state?.token, STORE_KEY),
    )
    .not.toBe(before.token);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('two tabs that renew at the same moment both stay signed in', async ({ context, page }) => {
  await context.clock.install();
  await signInFromStart(page, 'lars');
  const second = await context.newPage();
  await second.goto('/portal/dashboard');
  await expect(second.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Renewal rotates the refresh cookie and a reused cookie ends the sign-in: without one
  // renewal at a time across tabs, the tab that loses the race would sign both out.
  const tabs = [page, second];
  const renewals = tabs.map((tab) =>
    tab.waitForResponse(
      (r) => r.url().endsWith('/jwt-auth/v1/token') && r.request().method() === 'POST',
    ),
  );
  await Promise.all(tabs.map((tab) => tab.clock.fastForward('09:05')));
  expect((await Promise.all(renewals)).map((response) => response.status())).toEqual([200, 200]);

  for (const tab of tabs) {
    await tab.reload();
    await expect(tab).toHaveURL(/\/portal\/dashboard$/);
    await expect(tab.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  }
});
