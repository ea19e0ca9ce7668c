// Compiles the server to dist/main.js with esbuild: our TypeScript, the @portal/contract source
// it imports and the JavaScript packages it uses are bundled into one file. Node then reads one
// file at start instead of resolving, reading and (for CommonJS) scanning some thousand files
// in node_modules, which was most of a restart's time (bench/README.md, cold start).
// Type checking is separate (`npm run typecheck`); this only strips types.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');

/**
 * Left to node_modules: packages that find files of their own next to their code at run time
 * (argon2 and sharp their native addons, pdfkit its colour profile and font metrics, and fontkit
 * with it so both use one copy, tesseract.js its worker script and WebAssembly core) and pg's
 * optional native binding, which is not installed. The PostgreSQL programs are found in
 * node_modules at run time (src/db/embedded-programs.ts). libheif-js (HEIC profile pictures) is not imported at
 * all: the image decoding's sandboxed process loads it from node_modules
 * (modules/bounded-work/image-work.ts), as the text extraction's loads pdfjs-dist and fflate
 * (modules/media/extract-text.ts).
 */
const EXTERNAL = [
  '@node-rs/argon2',
  'sharp',
  'pg-native',
  'pdfkit',
  'fontkit',
  // tesseract.js starts its worker threads from a script in its own folder and loads its
  // WebAssembly core (tesseract.js-core) from node_modules at run time (issue 14, receipts).
  'tesseract.js',
];

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    // `npm run import:wordpress` (issue 28): the WordPress import, a command of its own.
    'import-wordpress': path.join(here, 'src/modules/wordpress-import/cli.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  external: EXTERNAL,
  // exceljs's uuid imports node's crypto by its bare name; the bundle names node's own modules
  // with node: only (the compiled-server test reads its imports).
  alias: { crypto: 'node:crypto' },
  // Bundled CommonJS packages call require() for node's own modules; an ES module has none.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module';\nconst require = createRequireForBundle(import.meta.url);",
  },
});
