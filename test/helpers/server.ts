// Starts the real service on an ephemeral loopback port, on a fresh database: embedded PGlite in a
// temp dir by default, or a throwaway PostgreSQL database when TEST_DB=postgres.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../core/config.js';
import type { Clock } from '../../core/clock.js';
import { startService, type RunningService } from '../../server/start.js';
import { writeOperatorToken } from '../../admin/operator-token.js';
import { pgliteTemplate } from '../../scripts/pglite-template.js';
import { createPostgresDatabase } from './db.js';

export const usePostgres = (): boolean => process.env.TEST_DB === 'postgres';

export interface TestService extends RunningService {
  operatorToken: string;
  /** call the operator API (/admin/v1) as the operator */
  admin<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

export async function startTestServer(opts: { env?: Record<string, string>; clock?: Clock } = {}): Promise<TestService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'signal-test-'));
  const pgdb = usePostgres() ? await createPostgresDatabase() : null;
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SIGNAL_DATA_DIR: dataDir,
    SIGNAL_DEMO: '0',
    SIGNAL_JOBS: '0',
    SIGNAL_WEBHOOK_ALLOW_PRIVATE: '1',
    NODE_ENV: 'test',
    ...(pgdb ? { DATABASE_URL: pgdb.url } : {}),
    ...opts.env,
  });
  // a migrated PGlite dump seeds the embedded database: skips initdb for every test server
  const template = config.DATABASE_URL ? undefined : await pgliteTemplate(true);
  const service = await startService({ config, clock: opts.clock, pgliteTemplate: template });
  const operatorToken = (await writeOperatorToken(service.rt)) ?? '';
  return {
    ...service,
    operatorToken,
    async admin(method, path, body) {
      const res = await fetch(`${service.url}/admin/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as any };
    },
    async stop() {
      await service.stop();
      await pgdb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** @deprecated kept for bench/ingest.ts: use createPostgresDatabase from ./db.js */
export { createPostgresDatabase as freshPostgresDatabase } from './db.js';
