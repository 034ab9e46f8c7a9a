// Starts the real service on an ephemeral loopback port, on a fresh database: embedded PGlite in a
// temp dir by default, or a throwaway PostgreSQL database when TEST_DB=postgres.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../core/config.js';
import type { Clock } from '../../core/clock.js';
import { startService, type RunningService } from '../../server/start.js';
import { writeOperatorToken } from '../../admin/operator-token.js';

export const usePostgres = (): boolean => process.env.TEST_DB === 'postgres';
const PG_BASE = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

export interface TestService extends RunningService {
  operatorToken: string;
  /** call the operator API (/admin/v1) as the operator */
  admin<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

/** A fresh PostgreSQL database (dropped by the returned function) when TEST_DB=postgres. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = PG_BASE.replace(/\/[^/?]+(\?.*)?$/, `/${name}$1`);
  return {
    url,
    async drop() {
      const c = new pg.Client({ connectionString: PG_BASE });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function startTestServer(opts: { env?: Record<string, string>; clock?: Clock } = {}): Promise<TestService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'signal-test-'));
  const pgdb = usePostgres() ? await freshPostgresDatabase() : null;
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
  const service = await startService({ config, clock: opts.clock });
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
