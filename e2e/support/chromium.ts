import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROME_PATH); Playwright never downloads a browser here. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((file): file is string => Boolean(file && existsSync(file)));
  if (!found) throw new Error('Chromium not found: apt-get install chromium, or set CHROME_PATH.');
  return found;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
