// The embedded default: PGlite files under SIGNAL_DATA_DIR survive restarts, and only one
// process may open them.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, openDatabase } from '../../../core/db/index.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.js';

let t: TestDatabase | undefined;
afterEach(() => t?.drop());

describe('embedded PGlite on disk', { timeout: 180_000 }, () => {
  it('keeps data across close and reopen', async () => {
    t = await createTestDatabase({ kind: 'pglite', onDisk: true });
    const ws = await t.db.prisma.workspace.create({ data: { name: 'Persisted', site_key: 'sk_persist' } });
    await t.db.close();
    expect(existsSync(join(t.dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

    const again = await openDatabase({ dataDir: t.dataDir });
    try {
      expect((await again.prisma.workspace.findUnique({ where: { id: ws.id } }))?.name).toBe('Persisted');
    } finally {
      await again.close();
    }
  });

  it('close() is idempotent', async () => {
    t = await createTestDatabase({ kind: 'pglite' });
    await Promise.all([t.db.close(), t.db.close()]);
    await t.db.close();
  });

  it('refuses a data dir another live process holds, and takes over a stale lock', async () => {
    t = await createTestDatabase({ kind: 'pglite', onDisk: true });
    await t.db.close();
    const other = spawn('sleep', ['60']);
    try {
      writeFileSync(join(t.dataDir, 'pglite.lock'), String(other.pid));
      const err = await openDatabase({ dataDir: t.dataDir }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DataDirLockedError);
      expect((err as Error).message).toContain(`in use by process ${other.pid}`);
    } finally {
      other.kill();
      await once(other, 'exit');
    }
    // the holder is gone: its lock is stale
    const db = await openDatabase({ dataDir: t.dataDir });
    try {
      await expect(openDatabase({ dataDir: t.dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await db.close();
    }
  });
});
