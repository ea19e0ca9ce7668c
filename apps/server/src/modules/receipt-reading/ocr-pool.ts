import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createScheduler, createWorker, OEM, PSM, type Scheduler } from 'tesseract.js';

/**
 * Text recognition (tesseract.js: Tesseract compiled to WebAssembly) for receipt photos, on our
 * own server and offline. Each tesseract worker is a worker thread of its own, so a receipt
 * that takes a second of CPU does not hold up other requests.
 *
 * - Offline: the Dutch and English trained data come from npm (@tesseract.js-data/nld, /eng);
 *   tesseract reads them from a local folder (langPath; its default is a CDN) and writes no
 *   cache (cacheMethod 'none').
 * - Bounded: at most `workers` workers, made on first use and reused; at most `maxWaiting`
 *   receipts wait for one. More is refused (OcrBusyError) instead of queueing without end:
 *   each waiting image is held in memory. A receipt not read within `timeoutMs` is given up
 *   (OcrTimeoutError): the workers are stopped and new ones made for the next receipt.
 */

export class OcrBusyError extends Error {
  constructor() {
    super('receipt reading is busy');
  }
}

/** A receipt whose reading took too long; its worker is stopped and a new one made. */
export class OcrTimeoutError extends Error {
  constructor() {
    super('receipt reading took too long');
  }
}

/**
 * Long enough for any real receipt (one takes 1-2 s, a few under load); an image of noise can
 * keep Tesseract busy for minutes, and the worker with it.
 */
const DEFAULT_TIMEOUT_MS = 20_000;

export interface OcrPool {
  /** The text of an image (PNG, JPEG, ...), line by line. */
  recognize(image: Buffer): Promise<string>;
  close(): Promise<void>;
}

const LANGUAGES = ['nld', 'eng'] as const;

/**
 * The OCR threads run at nice 10, below the server's own threads: reading a receipt takes a
 * second or more of processor time per worker, and on a small machine it otherwise competed
 * with sign-ins on equal terms (the hostile-uploads test measured a sign-in p99 of 400 ms on
 * two cores with both workers busy). Linux gives each thread its own nice value; a thread
 * finds its id through /proc/thread-self. The script is a data: URL, so it needs no file of
 * its own next to the compiled server; it then runs tesseract.js's own worker script.
 */
function lowPriorityWorkerScript(): URL {
  const script = createRequire(import.meta.url).resolve(
    'tesseract.js/src/worker-script/node/index.js',
  );
  const code = [
    "import { readlinkSync } from 'node:fs';",
    "import { setPriority } from 'node:os';",
    "import { createRequire } from 'node:module';",
    "try { setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10); } catch {}",
    `createRequire(${JSON.stringify(script)})(${JSON.stringify(script)});`,
  ].join('\n');
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

/**
 * A folder with both languages' trained data (gzip; the LSTM-only "best_int" models), as
 * tesseract.js reads every language from one langPath: links to the files of the npm packages
 * in a temporary folder of our own, so nothing is copied and nothing is fetched.
 */
async function languageFolder(): Promise<string> {
  const require = createRequire(import.meta.url);
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-ocr-'));
  for (const code of LANGUAGES) {
    const data = path.join(
      path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)),
      '4.0.0_best_int',
      `${code}.traineddata.gz`,
    );
    await symlink(data, path.join(folder, `${code}.traineddata.gz`));
  }
  return folder;
}

export function createOcrPool(options: {
  workers: number;
  maxWaiting: number;
  timeoutMs?: number;
}): OcrPool {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let scheduler: Scheduler | undefined;
  let langPath: Promise<string> | undefined;
  let started = 0;
  let firstWorker: Promise<void> | undefined;
  let pending = 0;
  let closed = false;

  async function addWorker(target: Scheduler) {
    started += 1;
    try {
      langPath ??= languageFolder();
      const worker = await createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
        langPath: await langPath,
        // tesseract.js hands workerPath to new Worker() unchanged, which takes a URL.
        workerPath: lowPriorityWorkerScript() as unknown as string,
        cacheMethod: 'none',
        gzip: true,
        errorHandler: () => undefined,
      });
      // A receipt read as one block of lines (PSM 6) keeps each price on its article's
      // line; as a single column of varying sizes (PSM 4) the price column was lost.
      await worker.setParameters({
        tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
        preserve_interword_spaces: '0',
      });
      if (closed) await worker.terminate();
      else target.addWorker(worker);
    } catch (error) {
      started -= 1;
      throw error;
    }
  }

  /** Stops the workers of a scheduler that hangs on a receipt; the next receipt starts anew. */
  function restart(stuck: Scheduler) {
    if (scheduler !== stuck) return;
    scheduler = undefined;
    started = 0;
    firstWorker = undefined;
    void stuck.terminate().catch(() => undefined);
  }

  return {
    async recognize(image) {
      if (closed) throw new Error('the OCR pool is closed');
      if (pending >= options.workers + options.maxWaiting) throw new OcrBusyError();
      pending += 1;
      try {
        scheduler ??= createScheduler();
        // One more worker while the ones there are all busy, up to the bound. The scheduler
        // refuses a job while it has no worker at all, so every job waits for the first.
        if (started < options.workers && pending > started) {
          const adding = addWorker(scheduler);
          // A later worker that fails to start leaves the ones there; the first is retried.
          adding.catch(() => {
            if (firstWorker === adding) firstWorker = undefined;
          });
          firstWorker ??= adding;
        }
        const current = scheduler;
        await firstWorker;
        const job = current.addJob('recognize', image);
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            restart(current);
            reject(new OcrTimeoutError());
          }, timeoutMs);
        });
        // A job of stopped workers may fail later; nobody waits for it then.
        job.catch(() => undefined);
        try {
          return (await Promise.race([job, timeout])).data.text;
        } finally {
          clearTimeout(timer);
        }
      } finally {
        pending -= 1;
      }
    },
    async close() {
      closed = true;
      await scheduler?.terminate();
      const folder = await langPath?.catch(() => undefined);
      if (folder) await rm(folder, { recursive: true, force: true });
    },
  };
}
