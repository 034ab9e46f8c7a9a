// migrations/ must reproduce schema.prisma exactly: a schema change without a migration
// (or a hand-edited migration) fails here.
import { copyFileSync, appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findMigrationsDir } from '../../../core/db/index.js';
import { diffMigrationsToSchema } from '../../../scripts/schema-diff.js';

// the WASM engine plus a PGlite per diff: slow on a busy 2-core box
describe('schema drift', { timeout: 240_000 }, () => {
  it('migrations/ match schema.prisma (else: npm run migration:new -- <name>)', async () => {
    expect(await diffMigrationsToSchema()).toBe('');
  });

  it('reports what a changed schema still needs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'signal-schema-'));
    try {
      const schemaPath = join(dir, 'schema.prisma');
      copyFileSync(join(dirname(findMigrationsDir()), 'schema.prisma'), schemaPath);
      appendFileSync(schemaPath, '\nmodel DbTestThing {\n  id Int @id\n  @@map("db_test_things")\n}\n');
      const sql = await diffMigrationsToSchema({ schemaPath });
      expect(sql).toContain('CREATE TABLE "db_test_things"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
