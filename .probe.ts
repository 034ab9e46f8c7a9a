import { PGlite } from '@electric-sql/pglite';
import { createTestDatabase } from './test/helpers/db.js';
import { loadMigrations } from './core/db/migrate.js';
let t = performance.now();
const lap = (l: string) => { const n = performance.now(); console.log(l, Math.round(n - t), 'ms'); t = n; };
const p = new PGlite(); await p.waitReady; lap('pglite new');
await p.exec(loadMigrations()[0]!.sql); lap('pglite exec init');
await p.close(); lap('close');
for (const kind of ['pglite', 'postgres', 'pglite', 'postgres'] as const) {
  const d = await createTestDatabase({ kind }); lap(`create ${kind}`);
  await d.db.prisma.$queryRawUnsafe('select 1'); lap('first query');
  await d.drop(); lap('drop');
}
