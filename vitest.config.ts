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
    // files share a worker's module cache: importing the app (Apollo, type-graphql, Prisma, PGlite's
    // wasm) once per worker instead of once per file took the PGlite pass from 785 s to 402 s (import
    // 366 s → 24 s). Files still run one at a time per worker; each starts its own servers and database.
    isolate: false,
    setupFiles: ['test/setup.ts'],
  },
});
