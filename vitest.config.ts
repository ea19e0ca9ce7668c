import { defineConfig } from 'vitest/config';

// One runner for every non-browser test; each workspace has its own project config.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
