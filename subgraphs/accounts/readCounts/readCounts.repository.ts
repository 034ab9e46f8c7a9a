// The read API's totals without counting the workspace (issue 18): account_counts and
// visitor_counts hold signed deltas that triggers append as accounts and visitors change
// (migration 0019), keyed by classification, cap tier and (visitors) intent score, so a total is a
// sum over at most a few thousand rows whatever the workspace's size, and exact in the transaction
// that changed the data. fold() collapses a workspace's deltas to one row per key.
import type { SqlClient } from '../../../core/db/index.js';
import { accessibleTierSql, PLAN_CAPS } from '../../../core/plans.js';
import type { ClassificationValue } from '../shared/bounds.js';

const TIERS = new Set(Object.values(PLAN_CAPS));

export interface CountFilter {
  workspaceId: string;
  /** plan cap; null counts over-cap rows too */
  cap: number | null;
  classification?: ClassificationValue;
  /** visitors only: visitor intent_score >= this */
  minIntent?: number;
}

/** Whether the counts can answer for this cap (any plan's cap, or none); otherwise count the rows. */
export const countable = (cap: number | null): boolean => cap === null || TIERS.has(cap);

function where(f: CountFilter, params: unknown[]): string {
  const w = ['workspace_id = $1::uuid'];
  if (f.cap !== null) w.push(accessibleTierSql('cap_tier', `$${params.push(f.cap)}`));
  if (f.classification) w.push(`classification = $${params.push(f.classification)}::"Classification"`);
  if (f.minIntent !== undefined) w.push(`intent_score >= $${params.push(f.minIntent)}`);
  return w.join(' AND ');
}

/** The total as one statement; `params` (whose $1 must be the workspace) to number into another statement's. */
export function readCountsSql(table: 'account_counts' | 'visitor_counts', f: CountFilter, params: unknown[] = [f.workspaceId]) {
  return { sql: `SELECT coalesce(sum(n), 0)::int AS total FROM ${table} WHERE ${where(f, params)}`, params };
}

export function createReadCountsRepository(sql: SqlClient) {
  return {
    /**
     * One row per key for this workspace. A delta appended concurrently is not in this statement's
     * snapshot, so it is neither deleted nor summed: it stays as a delta, and totals stay exact.
     */
    async fold(workspaceId: string): Promise<void> {
      await sql.execute(
        `WITH gone AS (DELETE FROM account_counts WHERE workspace_id = $1::uuid RETURNING classification, cap_tier, n)
         INSERT INTO account_counts (workspace_id, classification, cap_tier, n)
         SELECT $1::uuid, classification, cap_tier, sum(n)::int FROM gone GROUP BY 2, 3 HAVING sum(n) <> 0`,
        [workspaceId],
      );
      await sql.execute(
        `WITH gone AS (DELETE FROM visitor_counts WHERE workspace_id = $1::uuid RETURNING classification, cap_tier, intent_score, n)
         INSERT INTO visitor_counts (workspace_id, classification, cap_tier, intent_score, n)
         SELECT $1::uuid, classification, cap_tier, intent_score, sum(n)::int FROM gone GROUP BY 2, 3, 4 HAVING sum(n) <> 0`,
        [workspaceId],
      );
    },
  };
}

export type ReadCountsRepository = ReturnType<typeof createReadCountsRepository>;
