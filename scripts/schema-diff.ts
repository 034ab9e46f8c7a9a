// Computes the SQL that takes "the checked-in migrations" to "schema.prisma", with Prisma's
// schema engine compiled to WASM on an in-memory PGlite: the native engine binary cannot be
// downloaded here (DESIGN.md 2). Used by `npm run migration:new` and by the drift test.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { DiffTarget, SchemaEngine } from '@prisma/schema-engine-wasm';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { pgliteSession } from '../core/db/client.js';
import { findMigrationsDir, loadMigrations, runMigrations } from '../core/db/migrate.js';
import { pgliteTemplate } from './pglite-template.js';

type EngineModule = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');

let engineModule: Promise<EngineModule> | undefined;

/** Node 20 cannot `import` a .wasm file, so instantiate it by hand and hand it to the glue. */
function loadEngineModule(): Promise<EngineModule> {
  return (engineModule ??= (async () => {
    const gluePath = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const glue = (await import(pathToFileURL(gluePath).href)) as EngineModule & { __wbg_set_wasm(w: unknown): void };
    const bytes = await readFile(join(dirname(gluePath), 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': glue });
    glue.__wbg_set_wasm(instance.exports);
    // sets up wasm-bindgen's table of JS values; without it null/undefined fail to deserialize
    (instance.exports as { __wbindgen_start(): void }).__wbindgen_start();
    return glue;
  })());
}

export interface SchemaDiffOptions {
  schemaPath?: string;
  migrationsDir?: string;
}

/** The migration SQL still missing from migrations/, or '' when they already match the schema. */
export async function diffMigrationsToSchema(opts: SchemaDiffOptions = {}): Promise<string> {
  const migrationsDir = opts.migrationsDir ?? findMigrationsDir();
  const schemaPath = opts.schemaPath ?? join(dirname(migrationsDir), 'schema.prisma');
  const schema = { path: schemaPath, content: await readFile(schemaPath, 'utf8') };
  const { SchemaEngine } = await loadEngineModule();

  const db = new PGlite({ loadDataDir: await pgliteTemplate(false) });
  let engine: SchemaEngine | undefined;
  try {
    // apply with the real runner, so this also proves the runner can apply them
    await runMigrations(pgliteSession(db), { migrations: loadMigrations(migrationsDir) });
    const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(db));
    engine = await SchemaEngine.new({ datamodels: [[schema.path, schema.content]] }, () => {}, adapter);
    // introspects the live database through the adapter: only `public`, not signal_meta
    const from: DiffTarget = { tag: 'schemaDatasource', files: [schema], configDir: dirname(schemaPath) };
    const { stdout } = await engine.diff({
      from,
      to: { tag: 'schemaDatamodel', files: [schema] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    return isEmptyScript(stdout ?? '') ? '' : (stdout ?? '');
  } finally {
    engine?.free();
    await db.close();
  }
}

/** The engine answers "-- This is an empty migration." when there is nothing to do. */
function isEmptyScript(sql: string): boolean {
  return sql.split('\n').every((line) => line.trim() === '' || line.trim().startsWith('--'));
}
