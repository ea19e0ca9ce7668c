import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { OsUser } from './postgres-user-access.js';

/**
 * Runs initdb and postgres from `programs` (see embedded-programs.ts) in the cluster folder, as
 * `user` when given (we are root). Every way they can fail ends in a rejected promise whose
 * message says what happened: a program that cannot be started (`spawn … EACCES`), one that
 * exits early (with its FATAL lines); never an uncaught error event.
 *
 * The cluster folder is the process's working folder, entered by root before it becomes
 * `user`, and PostgreSQL is given it as `/proc/self/cwd`: so `user` need not be able to enter
 * the folders on the way to it (a checkout under /root, mode 700). PostgreSQL itself checks
 * that the folder belongs to the user it runs as (mode 0700 or 0750).
 */
export interface ClusterProcess {
  /** Fast shutdown (SIGINT), resolved when it has exited. */
  stop(): Promise<void>;
}

export interface ClusterRun {
  programs: string;
  clusterDir: string;
  user: OsUser | undefined;
  log: (line: string) => void;
}

/** What PostgreSQL is told its data folder is. */
export function dataDirArgument(run: Pick<ClusterRun, 'clusterDir' | 'user'>): string {
  return run.user && process.platform === 'linux' ? '/proc/self/cwd' : run.clusterDir;
}

/**
 * What initdb and postgres are given of our environment: where programs are, the time zone
 * and the locale (initdb reads it, though our flags set C). Nothing else: they run as another
 * OS user, whose processes' environment (/proc/<pid>/environ) that user can read, and ours
 * holds the JWT secret and the mail password. Messages in English: `ready` below is recognised
 * by its text.
 */
export function clusterEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  const kept = Object.entries(env).filter(
    (entry): entry is [string, string] =>
      entry[1] !== undefined && /^(PATH|TZ|LANG|LANGUAGE|LC_(?!ALL)[A-Z]+)$/.test(entry[0]),
  );
  return { ...Object.fromEntries(kept), LC_MESSAGES: 'C' };
}

function launch(run: ClusterRun, program: string, args: string[]): ChildProcess {
  const child = spawn(path.join(run.programs, 'bin', program), args, {
    cwd: run.clusterDir,
    ...(run.user ? { uid: run.user.uid, gid: run.user.gid } : {}),
    env: clusterEnvironment(process.env),
    // In the portal's process group, on purpose: whoever stops the group (Playwright's web
    // server, a supervisor) stops PostgreSQL with it. In its own group it outlived a killed
    // portal and held its port (a journeys run found 54371 taken by an earlier run's).
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return child;
}

/** The last lines a program wrote, for the message when it failed. */
function collect(child: ChildProcess, log: (line: string) => void) {
  let output = '';
  const take = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-4000);
    for (const line of text.split('\n')) if (line.trim()) log(line.trim());
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return () => {
    // Without PostgreSQL's time and process prefix; its failure lines if any, else the last.
    const lines = output
      .split('\n')
      .map((line) => line.replace(/^\d{4}-\d\d-\d\d [\d:.]+ \w+ \[\d+\] /, '').trim())
      .filter(Boolean);
    const failed = lines.filter((line) => /FATAL|PANIC|ERROR|HINT|error:|could not/.test(line));
    return (failed.length > 0 ? failed : lines.slice(-3)).join(' ').replace(/\s+/g, ' ');
  };
}

function couldNotRun(program: string, error: Error): Error {
  return new Error(`${program} could not be started (${error.message})`);
}

/** initdb for a new cluster; `passwordFile` must be readable by `user`. */
export function initCluster(run: ClusterRun, flags: string[], passwordFile: string): Promise<void> {
  const child = launch(run, 'initdb', [
    `--pgdata=${dataDirArgument(run)}`,
    `--pwfile=${passwordFile}`,
    ...flags,
  ]);
  const output = collect(child, run.log);
  return new Promise((resolve, reject) => {
    child.once('error', (error) => reject(couldNotRun('initdb', error)));
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`initdb failed (${signal ?? `exit code ${code}`}): ${output()}`));
    });
  });
}

/** postgres, resolved once it accepts connections. */
export function startCluster(run: ClusterRun, flags: string[]): Promise<ClusterProcess> {
  const child = launch(run, 'postgres', ['-D', dataDirArgument(run), ...flags]);
  const output = collect(child, run.log);
  let exited = false;
  const gone = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  let recent = '';
  return new Promise((resolve, reject) => {
    child.once('error', (error) => reject(couldNotRun('postgres', error)));
    child.stderr?.on('data', (chunk: Buffer) => {
      // The last bit of the previous chunk too: the line may arrive in two pieces.
      recent = recent.slice(-100) + chunk.toString('utf8');
      if (!recent.includes('database system is ready to accept connections')) return;
      resolve({
        async stop() {
          if (!exited) child.kill('SIGINT');
          await gone;
        },
      });
    });
    // After `close`, when all it wrote has arrived, for the message.
    child.once('close', () => reject(new Error(`postgres exited at its start: ${output()}`)));
  });
}
