// The read API's totals come from maintained counts (account_counts, visitor_counts: migration
// 0019), not from counting the workspace. They must be exact after every kind of write the service
// makes: this drives a random sequence of those writes (accounts and visitors created, resolved to
// accounts, moved, rescored, reclassified, re-ranked across plan caps, deleted; deltas folded) over
// two workspaces and, after each step, compares every total the read API can ask for with an
// independent count(*) of the rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { PLAN_CAPS } from '../../core/plans.js';
import { accountPageSql } from '../../subgraphs/accounts/accounts/account.repository.js';
import { visitorPageSql } from '../../subgraphs/accounts/visitors/visitor.repository.js';
import { createReadCountsRepository } from '../../subgraphs/accounts/readCounts/readCounts.repository.js';
import { CLASSIFICATIONS, type ClassificationValue } from '../../subgraphs/accounts/shared/bounds.js';

let t: TestDatabase;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => t.db.sql.query<T>(text, params);
const one = async (text: string, params: unknown[] = []) => Number(Object.values((await q(text, params))[0]!)[0]);

// a small deterministic generator, so a failure replays
let seed = 20261123;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const workspaces: string[] = [];
const CAPS: Array<number | null> = [null, ...Object.values(PLAN_CAPS)];
// cap ranks straddling every tier boundary
const RANKS = [1, 150, 151, 300, 301, 1000, 1001, 2500, 2501, 1_000_000, 1_000_001, 2147483647];

type PageSql = { rows: { sql: string; params: unknown[] }; count: { sql: string; params: unknown[] } };
/** the total as the repositories read it: on the page's rows, or from `count` for an empty page */
const pageTotal = async (p: PageSql) => {
  const rows = await q<{ total: number }>(p.rows.sql, p.rows.params);
  return rows.length ? Number(rows[0]!.total) : one(p.count.sql, p.count.params);
};
/** a first page's total and a page past the end's (empty: the count statement) */
const pageTotals = async (first: PageSql, pastEnd: PageSql) => [await pageTotal(first), await pageTotal(pastEnd)];

async function totalsAgree(ws: string) {
  for (const cap of CAPS) {
    for (const classification of [undefined, ...CLASSIFICATIONS] as Array<ClassificationValue | undefined>) {
      const af = { workspaceId: ws, cap, classification };
      const a = accountPageSql(af, 1, 0).count;
      const expectedAccounts = await one(
        `SELECT count(*) FROM accounts WHERE workspace_id = $1::uuid AND ($2::int IS NULL OR cap_rank <= $2) AND ($3::text IS NULL OR classification::text = $3)`,
        [ws, cap, classification ?? null],
      );
      expect(await one(a.sql, a.params), `accounts cap=${cap} ${classification ?? ''}`).toBe(expectedAccounts);
      expect(await pageTotals(accountPageSql(af, 1, 0), accountPageSql(af, 1, 1_000_000)), `accounts page cap=${cap} ${classification ?? ''}`).toEqual([expectedAccounts, expectedAccounts]);
      for (const minIntent of [undefined, 0, 37, 100]) {
        const vf = { workspaceId: ws, cap, classification, minIntent };
        const v = visitorPageSql(vf, 1, 0).count;
        const expectedVisitors = await one(
          `SELECT count(*) FROM visitors v JOIN accounts a ON a.id = v.account_id
           WHERE v.workspace_id = $1::uuid AND ($2::int IS NULL OR a.cap_rank <= $2) AND ($3::text IS NULL OR a.classification::text = $3)
             AND ($4::int IS NULL OR v.intent_score >= $4)`,
          [ws, cap, classification ?? null, minIntent ?? null],
        );
        expect(await one(v.sql, v.params), `visitors cap=${cap} ${classification ?? ''} min=${minIntent}`).toBe(expectedVisitors);
        expect(await pageTotals(visitorPageSql(vf, 1, 0), visitorPageSql(vf, 1, 1_000_000)), `visitors page cap=${cap} ${classification ?? ''} min=${minIntent}`).toEqual([
          expectedVisitors,
          expectedVisitors,
        ]);
      }
    }
  }
}

const randomAccount = async (ws: string) => (await q<{ id: string }>(`SELECT id FROM accounts WHERE workspace_id = $1::uuid ORDER BY random() LIMIT 1`, [ws]))[0]?.id;

// each step is one statement shaped like one the service runs (several rows at once, as the pipeline
// does), locking rows in id order as the service does (so concurrent steps cannot deadlock)
const sorted = (table: string, pick: string) => `SELECT t.id FROM ${table} t WHERE t.id IN (${pick}) ORDER BY t.id FOR NO KEY UPDATE OF t`;
const STEPS: Array<[string, (ws: string) => Promise<unknown>]> = [
  ['accounts created', (ws) => q(
    `INSERT INTO accounts (id, workspace_id, company_domain, first_seen_at, last_seen_at, classification, cap_rank)
     SELECT gen_random_uuid(), $1::uuid, 'd' || gen_random_uuid() || '.com', now(), now(), (ARRAY['lead','customer','competitor','excluded'])[1 + (i % 4)]::"Classification", $2::int
     FROM generate_series(1, $3::int) AS i`, [ws, pick(RANKS), 1 + Math.floor(rand() * 5)])],
  ['visitors created, some resolved', async (ws) => q(
    `INSERT INTO visitors (id, workspace_id, anonymous_id, account_id, intent_score)
     SELECT gen_random_uuid(), $1::uuid, 'anon-' || gen_random_uuid(), CASE WHEN i % 3 = 0 THEN NULL ELSE $2::uuid END, (i * 37) % 101
     FROM generate_series(1, $3::int) AS i`, [ws, await randomAccount(ws), 1 + Math.floor(rand() * 8)])],
  ['visitors resolved or moved to an account', async (ws) => q(
    `UPDATE visitors SET account_id = $2::uuid WHERE id IN (${sorted('visitors', 'SELECT id FROM visitors WHERE workspace_id = $1::uuid ORDER BY random() LIMIT 4')})`,
    [ws, await randomAccount(ws)])],
  ['visitors rescored', (ws) => q(
    `UPDATE visitors SET intent_score = floor(random() * 101)::int WHERE id IN (${sorted('visitors', 'SELECT id FROM visitors WHERE workspace_id = $1::uuid AND random() < 0.5')})`, [ws])],
  ['accounts rescored (no move)', (ws) => q(`UPDATE accounts SET intent_score = floor(random() * 101)::int WHERE id IN (${sorted('accounts', 'SELECT id FROM accounts WHERE workspace_id = $1::uuid')})`, [ws])],
  ['account classified', async (ws) => q(
    `UPDATE accounts SET classification = $2::"Classification" WHERE id = $1::uuid`, [await randomAccount(ws), pick(CLASSIFICATIONS)])],
  ['cap ranks moved across tiers', (ws) => q(
    `UPDATE accounts SET cap_rank = (ARRAY[${RANKS.join(',')}])[1 + floor(random() * ${RANKS.length})::int] WHERE id IN (${sorted('accounts', 'SELECT id FROM accounts WHERE workspace_id = $1::uuid AND random() < 0.4')})`, [ws])],
  ['visitor unresolved', (ws) => q(
    `UPDATE visitors SET account_id = NULL WHERE id IN (${sorted('visitors', 'SELECT id FROM visitors WHERE workspace_id = $1::uuid AND account_id IS NOT NULL LIMIT 1')})`, [ws])],
  ['visitors deleted', (ws) => q(`DELETE FROM visitors WHERE id IN (SELECT id FROM visitors WHERE workspace_id = $1::uuid ORDER BY random() LIMIT 2)`, [ws])],
  ['account deleted (its visitors unresolved)', async (ws) => q(`DELETE FROM accounts WHERE id = $1::uuid`, [await randomAccount(ws)])],
  ['deltas folded', (ws) => createReadCountsRepository(t.db.sql).fold(ws)],
];

beforeAll(async () => {
  t = await createTestDatabase();
  for (const name of ['counts-a', 'counts-b']) {
    const [w] = await q<{ id: string }>(`INSERT INTO workspaces (id, name, site_key) VALUES (gen_random_uuid(), $1, $2) RETURNING id::text`, [name, `sk_${name}`]);
    workspaces.push(w!.id);
  }
});
afterAll(async () => t?.drop());

describe('read counts (issue 18: totals without counting the workspace)', () => {
  it('the plan caps SQL sees are core/plans.ts PLAN_CAPS', async () => {
    const rows = await q<{ cap: number }>('SELECT cap FROM plan_cap_tiers ORDER BY cap');
    expect(rows.map((r) => r.cap)).toEqual([...new Set(Object.values(PLAN_CAPS))].sort((x, y) => x - y));
  });

  it('every total equals count(*) after each of 60 random writes, on two workspaces', async () => {
    for (let i = 0; i < 60; i++) {
      const ws = workspaces[i % 2]!;
      const [name, step] = pick(STEPS);
      await step(ws);
      try {
        await totalsAgree(ws);
      } catch (err) {
        throw new Error(`after step ${i} (${name}): ${(err as Error).message}`);
      }
    }
    await totalsAgree(workspaces[0]!);
    await totalsAgree(workspaces[1]!);
  });

  it('stays exact with writers and folds running at once (PostgreSQL: separate connections)', async () => {
    const ws = workspaces[1]!;
    const writers = STEPS.filter(([name]) => !name.includes('deleted'));
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let i = 0; i < 10; i++) await pick(writers)[1](ws);
      }),
    );
    await totalsAgree(ws);
  });

  it('a fold leaves one row per key and the same totals', async () => {
    const ws = workspaces[0]!;
    const fold = createReadCountsRepository(t.db.sql).fold;
    await fold(ws);
    const dupes = await one(
      `SELECT count(*) FROM (SELECT 1 FROM visitor_counts WHERE workspace_id = $1::uuid GROUP BY classification, cap_tier, intent_score HAVING count(*) > 1) d`, [ws]);
    expect(dupes).toBe(0);
    await totalsAgree(ws);
  });

  it('a rolled-back write leaves no delta behind', async () => {
    const ws = workspaces[1]!;
    const before = await one('SELECT count(*) FROM visitor_counts WHERE workspace_id = $1::uuid', [ws]);
    await expect(t.db.sql.transaction(async (tx) => {
      await tx.query(`UPDATE visitors SET intent_score = 100 - intent_score WHERE workspace_id = $1::uuid`, [ws]);
      throw new Error('rollback');
    })).rejects.toThrow('rollback');
    expect(await one('SELECT count(*) FROM visitor_counts WHERE workspace_id = $1::uuid', [ws])).toBe(before);
    await totalsAgree(ws);
  });

  it('deleting a workspace takes its counts with it and leaves the other exact', async () => {
    const [gone, kept] = workspaces as [string, string];
    await q('DELETE FROM workspaces WHERE id = $1::uuid', [gone]);
    expect(await one('SELECT count(*) FROM account_counts WHERE workspace_id = $1::uuid', [gone])).toBe(0);
    expect(await one('SELECT count(*) FROM visitor_counts WHERE workspace_id = $1::uuid', [gone])).toBe(0);
    await totalsAgree(kept);
  });
});
