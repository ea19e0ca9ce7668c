import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing. index.html is left out: the server fills in its settings and
 * compresses the result itself (apps/server/src/plugins/web-app.ts). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` and `<file>.gz` next to a file, each only if it is smaller than the file. */
async function compressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}

/**
 * Brotli and gzip copies of the built assets, made once at build time at the highest levels, so
 * the server (@fastify/static with preCompressed) sends them without compressing per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(compressFile));
    },
  };
}
