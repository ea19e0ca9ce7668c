import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // A worker loads the app's modules once for all its files instead of once per file: each
    // file builds its own app on its own database (test-app.ts), and no test mocks a module.
    // The 16 declaration files took 38 s instead of 61 s on 2 cores (user CPU 24 s instead of 58).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
