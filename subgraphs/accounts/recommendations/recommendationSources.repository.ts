// What the recommendations job (jobs/recommendations.job.ts) derives its items from: hot accounts
// nobody contacted, competitors on pricing pages, paused sync rules and the contacts they would send,
// visits without a bot flag, and whether any intent page exists. Plain SQL on Database.sql; the
// plan-cap predicate comes from core/plans.ts (accessibleSql), so this file does not write the rule.
import type { SqlClient } from '../../../core/db/index.js';
import { accessibleSql } from '../../../core/plans.js';

export interface HotAccountRow {
  company_domain: string;
  company_name: string | null;
  intent_score: number;
  visitor_count: number;
  last_seen_at: Date;
}

export interface PausedRuleRow {
  name: string;
  min_intent: number;
  classification: string | null;
}

export function createRecommendationSourcesRepository(sql: SqlClient) {
  return {
    /** Lead accounts inside the cap at or above `minIntent` that neither the account nor any of its visitors was contacted. */
    hotUncontacted: (workspaceId: string, q: { minIntent: number; excludeDomain: string; cap: number; limit: number }) =>
      sql.query<HotAccountRow>(
        `SELECT a.company_domain, a.company_name, a.intent_score, a.visitor_count, a.last_seen_at FROM accounts a
         WHERE a.workspace_id = $1::uuid AND a.classification = 'lead' AND a.intent_score >= $2 AND a.contacted_at IS NULL
           AND a.company_domain <> $3 AND ${accessibleSql('a.cap_rank', '$4')}
           AND NOT EXISTS (SELECT 1 FROM visitors v WHERE v.account_id = a.id AND v.contacted_at IS NOT NULL)
         ORDER BY a.intent_score DESC, a.company_domain LIMIT ${Math.trunc(q.limit)}`,
        [workspaceId, q.minIntent, q.excludeDomain, q.cap],
      ),

    /** Competitor accounts inside the cap whose people viewed a page matching `pathLike` since `since` (known bots excluded). */
    competitorsOn: (workspaceId: string, q: { since: Date; pathLike: string; cap: number }) =>
      sql.query<{ company_domain: string; views: number; last_at: Date }>(
        `SELECT a.company_domain, count(*)::int AS views, max(v.occurred_at) AS last_at
         FROM accounts a JOIN visitors vi ON vi.account_id = a.id JOIN visits v ON v.visitor_id = vi.id
         WHERE a.workspace_id = $1::uuid AND a.classification = 'competitor' AND ${accessibleSql('a.cap_rank', '$4')}
           AND v.is_bot IS NOT TRUE AND v.occurred_at >= $2::timestamptz AND v.path ILIKE $3
         GROUP BY a.company_domain ORDER BY a.company_domain`,
        [workspaceId, q.since, q.pathLike, q.cap],
      ),

    pausedRules: (workspaceId: string) =>
      sql.query<PausedRuleRow>(`SELECT name, min_intent, classification::text AS classification FROM sync_rules WHERE workspace_id = $1::uuid AND state = 'paused'`, [
        workspaceId,
      ]),

    /** Contacts a rule would push: an email, not contacted, at or above min_intent, on an accessible account (of its classification if set). */
    async ruleContacts(workspaceId: string, rule: PausedRuleRow, cap: number): Promise<number> {
      const [row] = await sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM visitors v JOIN accounts a ON a.id = v.account_id
         WHERE v.workspace_id = $1::uuid AND v.email IS NOT NULL AND v.contacted_at IS NULL AND v.intent_score >= $2
           AND ${accessibleSql('a.cap_rank', '$3')} AND ($4::text IS NULL OR a.classification::text = $4)`,
        [workspaceId, rule.min_intent, cap, rule.classification],
      );
      return row?.n ?? 0;
    },

    async unflaggedVisits(workspaceId: string): Promise<{ visits: number; oldest: Date | null; newest: Date | null }> {
      const [row] = await sql.query<{ visits: number; oldest: Date | null; newest: Date | null }>(
        'SELECT count(*)::int AS visits, min(occurred_at) AS oldest, max(occurred_at) AS newest FROM visits WHERE workspace_id = $1::uuid AND is_bot IS NULL',
        [workspaceId],
      );
      return row ?? { visits: 0, oldest: null, newest: null };
    },

    async hasIntentPages(workspaceId: string): Promise<boolean> {
      const rows = await sql.query('SELECT 1 FROM intent_pages WHERE workspace_id = $1::uuid LIMIT 1', [workspaceId]);
      return rows.length > 0;
    },
  };
}
