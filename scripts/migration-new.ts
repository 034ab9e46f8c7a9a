// npm run migration:new -- <name>
// Writes migrations/NNNN_<name>/migration.sql with the SQL that brings the existing
// migrations up to schema.prisma. Review the file, then commit it with the schema change.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findMigrationsDir } from '../core/db/migrate.js';
import { diffMigrationsToSchema } from './schema-diff.js';

async function main(): Promise<number> {
  const raw = process.argv[2];
  const name = raw?.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  if (!name) {
    console.error('usage: npm run migration:new -- <name>   (e.g. add_visitor_country)');
    return 2;
  }
  const dir = findMigrationsDir();
  const sql = await diffMigrationsToSchema({ migrationsDir: dir });
  if (!sql) {
    console.log('no changes: migrations/ already matches schema.prisma');
    return 0;
  }
  const numbers = readdirSync(dir).map((d) => Number.parseInt(d, 10)).filter(Number.isFinite);
  const next = String(Math.max(0, ...numbers) + 1).padStart(4, '0');
  const folder = join(dir, `${next}_${name}`);
  mkdirSync(folder);
  writeFileSync(join(folder, 'migration.sql'), sql);
  console.log(`wrote ${relative(process.cwd(), join(folder, 'migration.sql'))}`);
  const drops = sql.split('\n').filter((l) => /\bDROP\b/i.test(l) && !l.trim().startsWith('--'));
  if (drops.length) console.warn(`review: this migration drops things and may lose data:\n  ${drops.join('\n  ')}`);
  return 0;
}

// the WASM engine keeps a handle open, so exit explicitly
main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
