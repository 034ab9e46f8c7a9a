// Identify batches run concurrently (SIGNAL_IDENTIFY_CONCURRENCY, issue 18 point 5): the same raw
// events, identified 3 batches at a time in one workspace and one batch at a time in another, end
// in the same visitors, accounts (counts, first seen, cap ranks, scores), outbox events and read
// totals. Every batch shares companies with the others (accounts are where concurrent batches meet),
// and the free plan's cap (150) falls inside the run, so which accounts are inside it, and get
// events, depends on claim order being kept. Both databases (PGlite runs one at a time whatever is
// asked: one connection).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { loadConfig } from '../../core/config.js';
import { createLogger } from '../../core/logger.js';
import { ManualClock } from '../../core/clock.js';
import { createIdentifyDeps, runIdentify } from '../../subgraphs/accounts/jobs/identify/identify.job.js';
import { importIpRanges } from '../../subgraphs/accounts/identification/providers/ipTable.provider.js';
import { CHROME } from '../helpers/identification.js';
import { PLAN_CAPS } from '../../core/plans.js';

const NOW = new Date('2026-03-15T12:00:00.000Z'); // one clock for both runs: scores decay with time
const EVENTS = 3_000;
const COMPANIES = 25;
let t: TestDatabase;
let ctx: Parameters<typeof createIdentifyDeps>[0];
const ws: Record<'one' | 'three', string> = { one: '', three: '' };

async function seed(workspaceId: string): Promise<void> {
  await t.db.sql.execute(
    `INSERT INTO raw_events (workspace_id, received_at, payload, ip, user_agent)
     SELECT $1::uuid, $4::timestamptz - ((($2 - g)::float8 / $2) * interval '20 days'),
       jsonb_build_object('t', CASE WHEN g % 7 = 5 THEN 'identify' ELSE 'pageview' END, 'v', 'v-' || (g % 400),
         'u', 'https://shop.example.test' || (ARRAY['/','/pricing','/docs','/blog/a'])[1 + g % 4], 'e', 'p' || (g % 400) || '@biz' || (g % 400 % 233) || '.com'),
       CASE WHEN g % 400 % 5 < 3 THEN '10.0.' || (g % 400 % ${COMPANIES}) || '.9' ELSE '73.15.' || (g % 50) || '.1' END,
       CASE WHEN g % 97 = 3 THEN 'Googlebot/2.1 (+http://www.google.com/bot.html)' ELSE $3 END
     FROM generate_series(1, $2) AS g`,
    [workspaceId, EVENTS, CHROME, NOW],
  );
}

beforeAll(async () => {
  t = await createTestDatabase();
  const config = loadConfig({ SIGNAL_DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' });
  ctx = { db: t.db, clock: new ManualClock(NOW), logger: createLogger('silent'), config };
  for (const k of ['one', 'three'] as const) {
    const row = await t.db.prisma.workspace.create({ data: { name: k, plan: 'free', site_key: `site_${k}` } });
    ws[k] = row.id;
    await t.db.prisma.intentPage.create({ data: { workspace_id: row.id, pattern: '/pricing', score_weight: 3 } });
  }
  await importIpRanges(ctx, Array.from({ length: COMPANIES }, (_, i) => ({ cidr: `10.0.${i}.0/24`, company_domain: `company${i}.com` })));
  await seed(ws.one);
  await seed(ws.three);
}, 120_000);
afterAll(async () => {
  await t?.drop();
});

const snapshot = async (workspaceId: string) => ({
  visitors: await t.db.sql.query(
    `SELECT v.anonymous_id, a.company_domain, v.email, v.visit_count, v.first_visit_at, v.last_visit_at, v.intent_score, v.identified_at IS NOT NULL AS identified
     FROM visitors v LEFT JOIN accounts a ON a.id = v.account_id WHERE v.workspace_id = $1 ORDER BY v.anonymous_id`,
    [workspaceId],
  ),
  accounts: await t.db.sql.query(
    `SELECT company_domain, visitor_count, visit_count, first_seen_at, last_seen_at, intent_score, cap_rank FROM accounts WHERE workspace_id = $1 ORDER BY company_domain`,
    [workspaceId],
  ),
  visits: (await t.db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM visits WHERE workspace_id = $1`, [workspaceId]))[0]!.n,
  events: (await t.db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox_events WHERE workspace_id = $1`, [workspaceId]))[0]!.n,
  unprocessed: (await t.db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM raw_events WHERE workspace_id = $1 AND processed_at IS NULL`, [workspaceId]))[0]!.n,
  // the maintained read totals (issue 18 point 4) against counting the rows
  totals: await t.db.sql.query(
    `SELECT (SELECT coalesce(sum(n), 0)::int FROM account_counts WHERE workspace_id = $1) AS accounts_counted, (SELECT count(*)::int FROM accounts WHERE workspace_id = $1) AS accounts,
            (SELECT coalesce(sum(n), 0)::int FROM visitor_counts WHERE workspace_id = $1) AS visitors_counted, (SELECT count(*)::int FROM visitors WHERE workspace_id = $1 AND account_id IS NOT NULL) AS visitors`,
    [workspaceId],
  ),
});

describe('identify batches at once', () => {
  it('3 batches at a time end where 1 at a time does', async () => {
    const deps = createIdentifyDeps(ctx);
    const one = await runIdentify({ ...deps, concurrency: 1 }, { workspaceId: ws.one, batchSize: 150 });
    const three = await runIdentify({ ...deps, concurrency: 3 }, { workspaceId: ws.three, batchSize: 150 });
    expect(one.raw_events).toBe(EVENTS);
    expect(three.raw_events).toBe(EVENTS);
    expect(three.batches).toBeGreaterThanOrEqual(20);
    const [a, b] = [await snapshot(ws.one), await snapshot(ws.three)];
    expect(a.unprocessed).toBe(0);
    expect(a.accounts.length).toBeGreaterThan(PLAN_CAPS.free); // the cap is reached
    expect(a.events).toBeGreaterThan(100);
    expect(a.visitors.filter((v: any) => v.identified).length).toBeGreaterThan(100);
    expect(b).toEqual(a);
    const [totals] = b.totals as any[];
    expect(totals.accounts_counted).toBe(totals.accounts);
    expect(totals.visitors_counted).toBe(totals.visitors);
  }, 180_000);
});
