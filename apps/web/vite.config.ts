import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { appChunks } from './build/app-chunks';
import { precompress } from './build/precompress';
import { routeFeatures } from './build/route-features';

// Served by the API server under /portal/; in development the API is proxied to it.
export default defineConfig({
  base: '/portal/',
  plugins: [react(), tailwindcss(), routeFeatures(), precompress()],
  // `@/shared/...` instead of climbing out of a feature with ../../..
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The CSP allows no inline script, so Vite must not inline its preload polyfill.
    modulePreload: { polyfill: false },
    // The server reads it to preload the app's first chunks on a signed-in start (web-app.ts).
    manifest: true,
    rolldownOptions: {
      // zod-without-eval gets its own chunk, so it runs before any chunk with zod in it
      // (src/shared/config/zod-without-eval.ts); the app's core is one chunk (build/app-chunks.ts).
      output: { codeSplitting: appChunks() },
    },
  },
  server: {
    // /pdf: the assignment PDF's signed link (pdf_url) opens on the server too.
    proxy: { '/wp-json': 'http://localhost:3000', '/pdf': 'http://localhost:3000' },
  },
});
