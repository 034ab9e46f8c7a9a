// The dashboard build: plain Vite (no plugin: React's automatic JSX runtime is set on the
// transformer), output in web/dist, which server/webapp.ts serves at `/`.
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});
