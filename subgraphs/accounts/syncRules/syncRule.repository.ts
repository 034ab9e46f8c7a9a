// Sync rules and their runs: plain SQL on Database.sql. Every statement is scoped by workspace id.
import type { RawSql } from '../../../core/db/index.js';
import { accessibleSql, type Access } from '../../../core/plans.js';

type Row = Record<string, unknown>;

export interface SyncRuleRecord {
  id: string;
  name: string;
  state: string;
  esp: string;
  list_id: string | null;
  min_intent: number;
  classification: string | null;
}

export interface SyncRuleInput {
  name: string;
  esp: string;
  list_id: string | null;
  min_intent: number;
  classification: string | null;
}

export interface SendableContact {
  visitor_id: string;
  email: string;
  name: string | null;
  intent_score: number;
  company_domain: string | null;
  company_name: string | null;
}

/** The one definition of "matches the rule" for the dry run and the run alike. */
function matching(workspaceId: string, rule: SyncRuleRecord): { from: string; params: unknown[] } {
  const params: unknown[] = [workspaceId, rule.min_intent, rule.id];
  const cls = rule.classification ? `AND a.classification::text = $${params.push(rule.classification)}` : '';
  const from = `FROM visitors v LEFT JOIN accounts a ON a.id = v.account_id
    WHERE v.workspace_id = $1::uuid AND v.email IS NOT NULL AND v.contacted_at IS NULL AND v.intent_score >= $2 ${cls}
      AND NOT EXISTS (SELECT 1 FROM sync_rule_deliveries d WHERE d.sync_rule_id = $3::uuid AND d.visitor_id = v.id AND d.status = 'sent')`;
  return { from, params };
}

const RECORD = 'id, name, state, esp, list_id, min_intent, classification::text AS classification';
const SHOWN = 'id::text AS id, name, esp, list_id, min_intent, classification::text AS classification, state';

export function createSyncRuleRepository(sql: RawSql) {
  return {
    /** with each rule's last run (sandbox when nothing left the service) */
    list: (workspaceId: string): Promise<Row[]> =>
      sql.query(
        `SELECT r.id::text AS id, r.name, r.state, r.esp, r.list_id, r.min_intent, r.classification::text AS classification, r.created_at,
          last.started_at AS last_run_at, last.status AS last_run_status, last.contacts_sent AS last_run_contacts_sent,
          last.contacts_failed AS last_run_contacts_failed, (last.provider = 'sandbox') AS last_run_sandbox
         FROM sync_rules r LEFT JOIN LATERAL (
           SELECT started_at, status, contacts_sent, contacts_failed, provider FROM sync_rule_runs WHERE sync_rule_id = r.id ORDER BY started_at DESC LIMIT 1
         ) last ON true
         WHERE r.workspace_id = $1::uuid ORDER BY r.created_at, r.name`,
        [workspaceId],
      ),

    /** the records a name is resolved among */
    records: (workspaceId: string): Promise<SyncRuleRecord[]> =>
      sql.query<SyncRuleRecord>(`SELECT ${RECORD} FROM sync_rules WHERE workspace_id = $1::uuid ORDER BY created_at`, [workspaceId]),

    async create(workspaceId: string, r: SyncRuleInput, now: Date): Promise<Row> {
      const [row] = await sql.query(
        `INSERT INTO sync_rules (id, workspace_id, name, esp, list_id, min_intent, classification, state, updated_at)
         VALUES (gen_random_uuid(), $1::uuid, $2, $3, $4, $5, $6::"Classification", 'paused', $7::timestamptz)
         RETURNING ${SHOWN}`,
        [workspaceId, r.name, r.esp, r.list_id, r.min_intent, r.classification, now],
      );
      return row!;
    },

    /** null fields are kept */
    async update(workspaceId: string, id: string, p: Partial<Omit<SyncRuleInput, 'esp'>>, now: Date): Promise<Row | null> {
      const [row] = await sql.query(
        `UPDATE sync_rules SET name = coalesce($3, name), min_intent = coalesce($4, min_intent),
          classification = coalesce($5::"Classification", classification), list_id = coalesce($6, list_id), updated_at = $7::timestamptz
         WHERE workspace_id = $1::uuid AND id = $2::uuid RETURNING name, state, min_intent, classification::text AS classification, list_id`,
        [workspaceId, id, p.name ?? null, p.min_intent ?? null, p.classification ?? null, p.list_id ?? null, now],
      );
      return row ?? null;
    },

    setState: (workspaceId: string, id: string, state: 'active' | 'paused', now: Date): Promise<number> =>
      sql.execute(`UPDATE sync_rules SET state = $3, updated_at = $4::timestamptz WHERE workspace_id = $1::uuid AND id = $2::uuid`, [
        workspaceId,
        id,
        state,
        now,
      ]),

    /** its runs go with it (cascade) */
    delete: (workspaceId: string, id: string): Promise<number> =>
      sql.execute(`DELETE FROM sync_rules WHERE workspace_id = $1::uuid AND id = $2::uuid`, [workspaceId, id]),

    /**
     * The contacts a rule would send now: an email, the rule's intent floor and classification, not
     * contacted yet, not already sent by this rule. Rows carry account_cap_rank for masking
     * (core/plans.ts); `sendable` counts those the plan lets through (what run_sync_rule sends).
     */
    async eligible(workspaceId: string, rule: SyncRuleRecord, limit: number, access: Access): Promise<{ total: number; sendable: number; rows: Row[] }> {
      const { from, params } = matching(workspaceId, rule);
      const cap = params.push(access.cap);
      const [count] = await sql.query<{ total: number; sendable: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE a.id IS NULL OR ${accessibleSql('a.cap_rank', `$${cap}`)})::int AS sendable ${from}`,
        params,
      );
      const rows = await sql.query(
        `SELECT v.email AS resolved_email, v.name AS resolved_name, v.intent_score, a.company_domain, a.company_name,
          a.classification::text AS classification, a.cap_rank AS account_cap_rank
         ${from} ORDER BY v.intent_score DESC, v.id LIMIT ${Math.trunc(limit)}`,
        params.slice(0, cap - 1),
      );
      return { total: count?.total ?? 0, sendable: access.contactFieldsWithheld ? 0 : (count?.sendable ?? 0), rows };
    },

    /** Every contact run_sync_rule sends now: the eligible rows the plan lets through, in the dry run's order. */
    async sendable(workspaceId: string, rule: SyncRuleRecord, access: Access): Promise<SendableContact[]> {
      if (access.contactFieldsWithheld) return [];
      const { from, params } = matching(workspaceId, rule);
      const cap = params.push(access.cap);
      return sql.query<SendableContact>(
        `SELECT v.id::text AS visitor_id, v.email, v.name, v.intent_score, a.company_domain, a.company_name
         ${from} AND (a.id IS NULL OR ${accessibleSql('a.cap_rank', `$${cap}`)}) ORDER BY v.intent_score DESC, v.id`,
        params,
      );
    },

    /** active rules of every workspace (the scheduled sync) */
    active: (): Promise<(SyncRuleRecord & { workspace_id: string })[]> =>
      sql.query(`SELECT ${RECORD}, workspace_id::text AS workspace_id FROM sync_rules WHERE state = 'active' ORDER BY workspace_id, created_at`),
  };
}

export type SyncRuleRepository = ReturnType<typeof createSyncRuleRepository>;
