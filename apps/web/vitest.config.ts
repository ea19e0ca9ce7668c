import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // One jsdom per worker instead of one per file (setup.ts clears what a test leaves behind;
    // no test mocks a module): the 66 files took 65 s instead of 161 s on 2 cores.
    isolate: false,
    // The server and web projects run side by side on CI's 2 cores; a screen test with several
    // waits (each up to 5 s, see setup.ts) can pass 5 s in all without anything being wrong.
    testTimeout: 15_000,
  },
});
