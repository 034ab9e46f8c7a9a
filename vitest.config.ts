import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // one graphql realm: without this Vite may load graphql's .mjs and .js side by side (DESIGN.md 3)
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // 2 cores: each file starts its own servers and database
    maxWorkers: 2,
    setupFiles: ['test/setup.ts'],
  },
});
