// Starts the real server on a fresh embedded PostgreSQL in a temporary data folder, seeded
// with the demo company and a known password, for the journeys.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OIDC_CLIENT } from '../../apps/server/test/helpers/oidc-client.js';
import { DEMO_PASSWORD, E2E_OIDC_PORT, E2E_ORIGIN, E2E_PORT, E2E_SMTP_PORT } from './demo.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
// The journeys serve a copy of the built web app of their own. CI runs the Node 22 pass next
// to them, whose compiled-server test rebuilds apps/web/dist (emptied, then written again): a
// page that asked for a script or stylesheet meanwhile got 404 (an empty page, a stylesheet
// refused as text/plain) and a journey failed for it.
const webDist = process.env.WEB_DIST_DIR ?? path.join(dataDir, 'web');
if (!process.env.WEB_DIST_DIR) {
  cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
}
const child = spawn(
  process.execPath,
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'apps/server/src/main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54371',
      DEMO_PASSWORD,
      PUBLIC_URL: E2E_ORIGIN,
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
      // The editor's journey plans a publication a few seconds ahead and waits for it.
      PUBLISH_INTERVAL_SECONDS: '1',
      // A journey that reads mail (beheer-people.spec.ts) listens here; without it a mail fails
      // quietly (kept in the outbox), as the mailer never fails the action that sent it.
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(E2E_SMTP_PORT),
      // The company account (issue 27): the provider sign-in-company-account.spec.ts starts.
      OIDC_ISSUER: `http://127.0.0.1:${E2E_OIDC_PORT}`,
      OIDC_CLIENT_ID: OIDC_CLIENT.id,
      OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
      OIDC_CREATE_USERS: 'true',
      OIDC_ROLE_MAP: 'portal-beheer=beheerder',
      OIDC_ALLOWED_DOMAINS: 'vandalen.example',
    },
  },
);
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
