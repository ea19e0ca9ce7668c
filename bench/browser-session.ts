import puppeteer, { type Browser } from 'puppeteer-core';
// The journeys' Chromium and its flags (Debian's build; nothing is downloaded).
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium.js';
import { startBenchServer, suitePorts } from './server-process.js';

/**
 * The real server (built web app, demo data with `password`) and Debian's Chromium for the
 * suites that measure in a browser; both are stopped afterwards, also when `run` fails.
 * BENCH_PORT and BENCH_PG_PORT override the suite's ports.
 */
export async function withServerAndBrowser(
  ports: { port: number; pgPort: number },
  password: string,
  run: (browser: Browser, base: string) => Promise<void>,
): Promise<void> {
  const server = await startBenchServer({ ...suitePorts(ports.port, ports.pgPort), password });
  try {
    const browser = await puppeteer.launch({
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
      headless: true,
    });
    try {
      await run(browser, server.base);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}
