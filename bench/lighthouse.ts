// Lighthouse (mobile defaults: a mid-range phone on slow 4G, simulated) on the login screen, the
// dashboard and a month screen, signed in where needed, with Debian's chromium against the real
// server (built web app, demo data). Targets: performance ≥ 95, accessibility and best practices 100.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type { Page } from 'puppeteer-core';
import { withServerAndBrowser } from './browser-session.js';

const PASSWORD = 'Bench-demo-wachtwoord';
const TARGET = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
type Category = keyof typeof TARGET;

/** Signs in through the login form, as a person would; the session stays in this browser. */
async function signInThroughForm(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/portal`, { waitUntil: 'networkidle0' });
  await page.locator('input[type="email"]').fill('daan@vandalen.example');
  await page.locator('input[type="password"]').fill(PASSWORD);
  await Promise.all([page.waitForNavigation(), page.locator('button[type="submit"]').click()]);
  await page.waitForNetworkIdle();
}

async function audit(page: Page, name: string, url: string, signedIn: boolean): Promise<void> {
  // A cold HTTP cache, as a first visit; signed in, the session itself (local storage and the
  // refresh cookie) must stay, so Lighthouse's own storage reset is off then.
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(TARGET),
      disableStorageReset: signedIn,
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // BENCH_LIGHTHOUSE_DIR keeps each full report (JSON, open it in the Lighthouse viewer).
  const reportDir = process.env.BENCH_LIGHTHOUSE_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(
      path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`),
      result.report as string,
    );
    // The page's trace as Lighthouse recorded it (unthrottled): where the simulated tasks come from.
    writeFileSync(
      path.join(reportDir, `${name.replace(/\W+/g, '-')}.trace.json`),
      JSON.stringify(result.artifacts.Trace),
    );
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    (Object.keys(TARGET) as Category[]).map((key) => [
      key,
      Math.round((lhr.categories[key]?.score ?? 0) * 100),
    ]),
  ) as Record<Category, number>;
  // What kept a category below 100: every failed audit that weighs in it.
  const failed = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id} ${lhr.audits[ref.id]!.displayValue ?? lhr.audits[ref.id]!.score}`),
  );
  const metrics = Object.fromEntries(
    [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ].map((id) => [id, lhr.audits[id]?.displayValue]),
  );
  const met = (Object.keys(TARGET) as Category[]).every((key) => scores[key] >= TARGET[key]);
  console.log(JSON.stringify({ name: `lighthouse ${name}`, url, ...scores, met, metrics, failed }));
}

export async function benchLighthouse(): Promise<void> {
  await withServerAndBrowser({ port: 3224, pgPort: 54385 }, PASSWORD, async (browser, base) => {
    const page = await browser.newPage();
    await audit(page, 'login', `${base}/portal`, false);
    await signInThroughForm(page, base);
    const now = new Date();
    await audit(page, 'dashboard', `${base}/portal/dashboard`, true);
    await audit(
      page,
      'month screen',
      `${base}/portal/declaraties/${now.getFullYear()}/${now.getMonth() + 1}`,
      true,
    );
  });
}
