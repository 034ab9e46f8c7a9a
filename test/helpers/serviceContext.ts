// A ServiceContext over a fresh test database, without HTTP: for integration tests of domain
// services and job bodies (config from `env`, a manual clock, throwaway secrets).
import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from './db.js';
import { loadConfig } from '../../core/config.js';
import { createLogger } from '../../core/logger.js';
import { ManualClock } from '../../core/clock.js';
import { MEMORY_DATA_DIR } from '../../core/db/index.js';
import type { ServiceContext } from '../../core/context.js';

export interface TestContext extends ServiceContext {
  clock: ManualClock;
  t: TestDatabase;
}

export async function createTestContext(opts: { now: Date; env?: Record<string, string> }): Promise<TestContext> {
  const t = await createTestDatabase();
  return {
    t,
    db: t.db,
    clock: new ManualClock(opts.now),
    logger: createLogger('silent'),
    config: loadConfig({ SIGNAL_DATA_DIR: MEMORY_DATA_DIR, NODE_ENV: 'test', ...opts.env }),
    secrets: { secretKey: randomBytes(32), internalSecret: randomBytes(32).toString('base64url') },
  };
}
