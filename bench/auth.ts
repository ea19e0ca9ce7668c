// Token validate and an authenticated read at 16 and 64 connections, and the gzip size of the
// JavaScript the login route loads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { load } from './load.js';
import { root, signIn, startBenchServer, suitePorts } from './server-process.js';

const PASSWORD = 'Bench-demo-wachtwoord';

/** Gzip size of every script the login page loads: the entry and its modulepreloads. */
function loginRouteJsGzip(): { files: string[]; gzipBytes: number } {
  const dist = path.join(root, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/portal\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}

export async function benchAuth(): Promise<void> {
  const server = await startBenchServer({ ...suitePorts(3220, 54381), password: PASSWORD });
  try {
    const token = await signIn(server.base, 'daan@vandalen.example', PASSWORD);
    const headers = { authorization: `Bearer ${token}`, 'x-intranet-request': '1' };
    for (const connections of [16, 64]) {
      await load('POST /wp-json/jwt-auth/v1/token/validate', {
        url: `${server.base}/wp-json/jwt-auth/v1/token/validate`,
        method: 'POST',
        headers,
        connections,
      });
      await load('GET /wp-json/custom/v1/user-profile', {
        url: `${server.base}/wp-json/custom/v1/user-profile`,
        headers,
        connections,
      });
    }
    const size = loginRouteJsGzip();
    console.log(
      JSON.stringify({
        name: 'login route JavaScript (gzip)',
        ...size,
        kB: +(size.gzipBytes / 1024).toFixed(1),
      }),
    );
  } finally {
    await server.stop();
  }
}
