import { defineConfig } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './support/chromium.js';
import { E2E_ORIGIN, E2E_PORT } from './support/demo.js';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: E2E_ORIGIN,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node ../node_modules/tsx/dist/cli.mjs support/serve.ts',
    url: `http://127.0.0.1:${E2E_PORT}/portal`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
