// Fault injection: every backend of the service is killed (pg_terminate_backend) while clients
// keep reading /signal-api/v1/accounts. Requests around that moment may fail, for two reasons:
// their statement was running on a backend that died, or they took a pool client whose backend
// was already gone before node-postgres noticed (the server's goodbye and the socket close arrive
// asynchronously; until then the client looks idle and healthy). node-postgres then drops each
// dead client from the pool: idle ones through the pool's 'error' event, which core/db logs at
// warn rather than letting it crash the process, busy ones when their query fails. Such a failure
// must be a 503 storage_unavailable with Retry-After, never a 500, and once the pool has replaced
// its clients every request succeeds again. PostgreSQL only: PGlite runs inside the process and
// has no backends to terminate.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, usePostgres, type TestService } from '../../helpers/server.js';
import { TEST_DATABASE_URL } from '../../helpers/db.js';
import { bearer, createWorkspace, seedAccounts, type Ws } from '../../helpers/readApi.js';
import { isConnectionLost } from '../../../core/db/connectionLost.js';

const CLIENTS = 4;
const BEFORE_MS = 300; // steady reads before the kill
const SETTLE_MS = 500; // after the kill: requests started later must all succeed
const AFTER_MS = 700;

let s: TestService;
let ws: Ws;
let database: string;

async function terminateBackends(): Promise<number> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    const sql = 'SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()) t';
    return (await admin.query(sql, [database])).rows[0].n;
  } finally {
    await admin.end();
  }
}

interface Outcome {
  startedAt: number;
  status: number;
  body: any;
  retryAfter: string | null;
}

describe.skipIf(!usePostgres())('PostgreSQL backends terminated during reads (PostgreSQL only)', () => {
  beforeAll(async () => {
    s = await startTestServer({ env: { RATE_LIMIT_POINTS: '1000000' } });
    database = new URL(s.rt.config.DATABASE_URL!).pathname.slice(1);
    ws = await createWorkspace(s);
    await seedAccounts(s, ws.id, [{ domain: 'a.com', intent: 80, visitors: 1 }, { domain: 'b.com', intent: 60 }]);
  }, 120_000);

  afterAll(async () => {
    await s?.stop();
  });

  it('classifies what a query caught by the kill fails with, through Prisma and through raw SQL, as a lost connection', async () => {
    const prismaQuery = s.rt.db.prisma.$queryRawUnsafe('SELECT pg_sleep(5)').then(() => null, (e: unknown) => e);
    const rawQuery = s.rt.db.sql.query('SELECT pg_sleep(5)').then(() => null, (e: unknown) => e);
    await new Promise((r) => setTimeout(r, 200)); // both statements are running
    await terminateBackends();
    const [viaPrisma, viaSql] = await Promise.all([prismaQuery, rawQuery]);
    expect(isConnectionLost(viaPrisma), String(viaPrisma)).toBe(true);
    expect(isConnectionLost(viaSql), String(viaSql)).toBe(true);
    expect(await s.rt.db.prisma.$queryRawUnsafe('SELECT 1 AS ok')).toEqual([{ ok: 1 }]); // and the pool reconnects
  });

  it('fails only requests caught by the kill, as 503 storage_unavailable, and recovers', async () => {
    const outcomes: Outcome[] = [];
    const t0 = Date.now();
    const until = t0 + BEFORE_MS + SETTLE_MS + AFTER_MS;
    const reader = async () => {
      while (Date.now() < until) {
        const startedAt = Date.now();
        const res = await fetch(`${s.url}/signal-api/v1/accounts?page_size=5`, { headers: bearer(ws.readKey) });
        outcomes.push({ startedAt, status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') });
      }
    };
    let killedAt = 0;
    let killed = 0;
    const killer = async () => {
      await new Promise((r) => setTimeout(r, BEFORE_MS));
      killedAt = Date.now();
      killed = await terminateBackends();
    };
    await Promise.all([...Array.from({ length: CLIENTS }, reader), killer()]);

    const before = outcomes.filter((o) => o.startedAt < killedAt);
    const during = outcomes.filter((o) => o.startedAt >= killedAt && o.startedAt < killedAt + SETTLE_MS);
    const after = outcomes.filter((o) => o.startedAt >= killedAt + SETTLE_MS);
    const failed = outcomes.filter((o) => o.status !== 200);
    console.log(
      `reconnect: ${killed} backends killed; ${outcomes.length} requests (${before.length} before, ${during.length} within ${SETTLE_MS} ms after, ${after.length} later); ` +
        `${failed.length} failed: ${JSON.stringify(failed.map((o) => ({ at_ms: o.startedAt - killedAt, status: o.status, code: o.body?.details?.code ?? o.body?.error_code })))}`,
    );
    expect(killed).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((o) => o.status !== 200)).toEqual([]);
    for (const f of failed) {
      expect(f.status).toBe(503);
      expect(f.body).toMatchObject({ error_code: 'INTERNAL', details: { code: 'storage_unavailable' } });
      expect(Number(f.retryAfter)).toBeGreaterThan(0);
    }
  }, 60_000);
});
