import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress';

// Served by the API server under /portal/; in development the API is proxied to it.
export default defineConfig({
  base: '/portal/',
  plugins: [react(), tailwindcss(), precompress()],
  // `@/shared/...` instead of climbing out of a feature with ../../..
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The CSP allows no inline script, so Vite must not inline its preload polyfill.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Its own chunk, so it runs before the chunks with zod that the entry imports
        // (src/shared/config/zod-without-eval.ts); inlined in the entry it would run after them.
        manualChunks: (id) => (id.includes('zod-without-eval') ? 'zod-without-eval' : undefined),
      },
    },
  },
  server: {
    proxy: { '/wp-json': 'http://localhost:3000' },
  },
});
