// Compiles the server to dist/main.js with esbuild: our TypeScript and the @portal/contract
// source it imports are bundled into one file, every other package stays an import that node
// resolves from node_modules. One file means one module load at start instead of hundreds.
// Type checking is separate (`npm run typecheck`); this only strips types.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: path.join(here, 'src/main.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-stay-external',
      setup(builder) {
        // A bare import (a package) is left to node, except our own workspace packages, whose
        // package.json points at TypeScript source that node cannot run.
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
