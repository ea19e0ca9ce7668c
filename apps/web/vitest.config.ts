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
    // The server and web projects run side by side on CI's 2 cores; a screen test with several
    // waits (each up to 5 s, see setup.ts) can pass 5 s in all without anything being wrong.
    testTimeout: 15_000,
  },
});
