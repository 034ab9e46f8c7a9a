// Builds the dashboard (web/) when web/dist is missing or older than its sources, so `npm start`
// serves it with no extra command and stays fast when nothing changed. `--force` always builds.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../web/', import.meta.url));
const built = join(web, 'dist', 'index.html');

function newest(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))));
}

const sources = [join(web, 'src'), join(web, 'index.html'), join(web, 'vite.config.ts')];
const stale = !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
if (process.argv.includes('--force') || stale) {
  const { build } = await import('vite'); // only when building: loading it costs ~2 s
  await build({ configFile: join(web, 'vite.config.ts'), logLevel: 'warn' });
  process.stdout.write('dashboard built into web/dist\n');
}
