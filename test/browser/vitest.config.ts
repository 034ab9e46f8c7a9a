// The browser suite (npm run test:browser): Chromium driven by playwright-core against the built
// dashboard and the real service. Kept out of `npm test` (its files end .browser.ts).
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['test/browser/**/*.browser.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    setupFiles: ['test/setup.ts'],
  },
});
