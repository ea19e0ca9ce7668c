// The journeys run in Debian's Chromium, never a downloaded browser: stop at once when it is missing.
import { accessSync, constants } from 'node:fs';

const candidates = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);
const found = candidates.find((file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
});
if (!found) {
  console.error(
    'Chromium was not found (looked for CHROME_PATH, /usr/bin/chromium).\n' +
      'Install it: on Debian `apt-get install chromium`, or set CHROME_PATH to a Chromium binary.',
  );
  process.exit(1);
}
