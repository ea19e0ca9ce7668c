import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../helpers/free-port.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const entry = path.join(repoRoot, 'apps/server/src/main.ts');
export const NGINX = '/usr/sbin/nginx';
const START_LIMIT_MS = 60_000;

/** A child process of the test, with what it printed (for the failure message). */
export interface Started {
  child: ChildProcess;
  output: () => string;
  port: number;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv, port: number): Started {
  // Its own process group, so stopping it stops what it started (tsx runs node).
  const child = spawn(command, args, { cwd: repoRoot, env, detached: true, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  return { child, output: () => output, port };
}

/** Waits until `url` answers at all (any status below 500), or fails with the child's output. */
async function waitForHttp(started: Started, url: string, name: string): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(`${name} exited with ${started.child.exitCode}:\n${started.output()}`);
    }
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status > 0 && status < 500) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `${name} did not answer ${url} within ${START_LIMIT_MS} ms:\n${started.output()}`,
  );
}

/** `npm start`'s entry point on its own port and data folder, with the settings shared by all. */
export async function startInstance(
  name: string,
  dataDir: string,
  env: Record<string, string>,
): Promise<Started> {
  const port = await freePort();
  await mkdir(dataDir, { recursive: true });
  const started = start(
    tsx,
    [entry],
    {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    port,
  );
  await waitForHttp(started, `http://127.0.0.1:${port}/wp-json/wp/v2/declaration_types`, name);
  return started;
}

/**
 * The nginx configuration of README's "Running several instances", on loopback, with its pid,
 * logs and temporary files in `dir`. X-Upstream (which instance answered) is for the test.
 */
export function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n');
  const temp = (kind: string) => `${kind}_temp_path ${path.join(dir, kind)};`;
  return `# Written by apps/server/test/instances/two-instances.test.ts
${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log ${path.join(dir, 'access.log')};
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}

  upstream portal {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    # Receipts of up to 10 MB travel base64-encoded in JSON.
    client_max_body_size 20m;
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A request an instance failed is not sent to the other (a POST must not run twice).
      proxy_next_upstream off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Debian's nginx in front of the instances, round-robin; fails clearly when it is missing. */
export async function startNginx(dir: string, port: number, upstreams: number[]): Promise<Started> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `${NGINX} is missing: this test needs Debian's nginx (apt-get install -y nginx; .ci/run installs it).`,
    );
  }
  await mkdir(dir, { recursive: true });
  const config = path.join(dir, 'nginx.conf');
  await writeFile(config, nginxConfig(dir, port, upstreams));
  const started = start(
    NGINX,
    ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', config],
    {},
    port,
  );
  await waitForHttp(started, `http://127.0.0.1:${port}/wp-json/wp/v2/declaration_types`, 'nginx');
  return started;
}

/** Stops a started process group and waits for it to end. */
export async function stop(started: Started | undefined): Promise<void> {
  if (!started || started.child.exitCode !== null || started.child.signalCode !== null) return;
  const ended = new Promise((resolve) => started.child.once('exit', resolve));
  try {
    process.kill(-started.child.pid!, 'SIGTERM');
  } catch {
    started.child.kill('SIGTERM');
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-started.child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000);
  await ended;
  clearTimeout(timer);
}
