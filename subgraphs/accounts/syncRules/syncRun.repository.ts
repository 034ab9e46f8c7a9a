// A sync rule's runs and the contacts each sent. A contact is claimed (pending) before the provider
// call, unique per rule and visitor, so two runs, a retry or a restart never send it twice; a
// contact that failed before this run started, or one left pending by a crash, is claimed again (the providers'
// calls are upserts keyed by email, so a resend after a crash cannot duplicate it on the list).
import type { SqlClient } from '../../../core/db/index.js';

export interface DeliveryOutcome {
  visitor_id: string;
  ok: boolean;
  provider_id: string | null;
  error: string | null;
}

export function createSyncRunRepository(sql: SqlClient) {
  return {
    /** Marks runs of the rule left running by a crash as interrupted, then opens a new one. */
    async start(ruleId: string, p: { trigger: string; provider: string; at: Date; staleBefore: Date }): Promise<string> {
      await sql.execute(
        `UPDATE sync_rule_runs SET status = 'interrupted', finished_at = $2::timestamptz
         WHERE sync_rule_id = $1::uuid AND status = 'running' AND started_at < $3::timestamptz`,
        [ruleId, p.at, p.staleBefore],
      );
      const [row] = await sql.query<{ id: string }>(
        `INSERT INTO sync_rule_runs (id, sync_rule_id, started_at, status, trigger, provider)
         VALUES (gen_random_uuid(), $1::uuid, $2::timestamptz, 'running', $3, $4) RETURNING id::text AS id`,
        [ruleId, p.at, p.trigger, p.provider],
      );
      return row!.id;
    },

    /**
     * Claims these contacts for the run; returns the visitor ids it got (not sent, not being sent
     * elsewhere, not failed by a run that started alongside this one).
     */
    async claim(
      ruleId: string,
      runId: string,
      contacts: { visitor_id: string; email: string }[],
      p: { at: Date; runStartedAt: Date; staleBefore: Date },
    ): Promise<Set<string>> {
      if (!contacts.length) return new Set();
      const rows = await sql.query<{ visitor_id: string }>(
        `INSERT INTO sync_rule_deliveries (id, sync_rule_id, visitor_id, run_id, email, status, updated_at)
         SELECT gen_random_uuid(), $1::uuid, c.visitor_id, $2::uuid, c.email, 'pending', $5::timestamptz
         FROM unnest($3::uuid[], $4::text[]) AS c(visitor_id, email)
         ON CONFLICT (sync_rule_id, visitor_id) DO UPDATE SET run_id = excluded.run_id, status = 'pending', error = NULL, updated_at = excluded.updated_at
           WHERE (sync_rule_deliveries.status = 'failed' AND sync_rule_deliveries.updated_at < $7::timestamptz)
             OR (sync_rule_deliveries.status = 'pending' AND sync_rule_deliveries.updated_at < $6::timestamptz)
         RETURNING visitor_id::text AS visitor_id`,
        [ruleId, runId, contacts.map((c) => c.visitor_id), contacts.map((c) => c.email), p.at, p.staleBefore, p.runStartedAt],
      );
      return new Set(rows.map((r) => r.visitor_id));
    },

    record: (runId: string, outcomes: DeliveryOutcome[], at: Date) =>
      outcomes.length
        ? sql.execute(
            `UPDATE sync_rule_deliveries d SET status = CASE WHEN o.ok THEN 'sent' ELSE 'failed' END, provider_id = o.provider_id, error = o.error,
               updated_at = $6::timestamptz
             FROM unnest($2::uuid[], $3::boolean[], $4::text[], $5::text[]) AS o(visitor_id, ok, provider_id, error)
             WHERE d.run_id = $1::uuid AND d.visitor_id = o.visitor_id`,
            [runId, outcomes.map((o) => o.visitor_id), outcomes.map((o) => o.ok), outcomes.map((o) => o.provider_id), outcomes.map((o) => o.error), at],
          )
        : Promise.resolve(0),

    finish: (runId: string, r: { status: string; sent: number; skipped: number; failed: number; error: string | null; at: Date }) =>
      sql.execute(
        `UPDATE sync_rule_runs SET status = $2, contacts_sent = $3, contacts_skipped = $4, contacts_failed = $5, error = $6, finished_at = $7::timestamptz
         WHERE id = $1::uuid`,
        [runId, r.status, r.sent, r.skipped, r.failed, r.error, r.at],
      ),

    /** the rule's run history, newest first */
    history: (workspaceId: string, ruleId: string, limit: number) =>
      sql.query(
        `SELECT r.id::text AS run_id, r.started_at, r.finished_at, r.status, r.trigger, r.provider, (r.provider = 'sandbox') AS sandbox,
           r.contacts_sent, r.contacts_skipped, r.contacts_failed, r.error
         FROM sync_rule_runs r JOIN sync_rules s ON s.id = r.sync_rule_id
         WHERE s.workspace_id = $1::uuid AND r.sync_rule_id = $2::uuid ORDER BY r.started_at DESC LIMIT ${Math.trunc(limit)}`,
        [workspaceId, ruleId],
      ),

    /** what one run did per contact, with the provider's ids */
    deliveries: (runId: string) =>
      sql.query<{ email: string; status: string; provider_id: string | null; error: string | null }>(
        `SELECT email, status, provider_id, error FROM sync_rule_deliveries WHERE run_id = $1::uuid ORDER BY email`,
        [runId],
      ),
  };
}

export type SyncRunRepository = ReturnType<typeof createSyncRunRepository>;
