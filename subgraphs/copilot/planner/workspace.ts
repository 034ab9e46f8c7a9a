// What the planner looks up in the workspace to read unquoted names: existing rule, key and
// destination names, conversation titles, recommendation subjects, account domains and names.
// Matching a mention against these is exact (whole phrase, case-insensitive), never fuzzy.
import type { Runtime } from '../../../core/runtime.js';

export interface KnownNames {
  rules: string[];
  keys: string[];
  destinations: string[];
  conversations: string[];
  subjects: string[];
  webhooks: string[];
  facts: string[];
  accounts: { domain: string; name: string | null }[];
}

export const EMPTY_NAMES: KnownNames = { rules: [], keys: [], destinations: [], conversations: [], subjects: [], webhooks: [], facts: [], accounts: [] };

export async function loadKnownNames(rt: Runtime, workspaceId: string): Promise<KnownNames> {
  const q = async (sql: string) =>
    ((await rt.db.prisma.$queryRawUnsafe(sql, workspaceId)) as Record<string, unknown>[]).map((r) => Object.values(r).map((v) => (v == null ? null : String(v))));
  const [rules, keys, destinations, conversations, subjects, webhooks, facts, accounts] = await Promise.all([
    q(`SELECT name FROM sync_rules WHERE workspace_id = $1::uuid`),
    q(`SELECT name FROM api_keys WHERE workspace_id = $1::uuid AND revoked_at IS NULL`),
    q(`SELECT name FROM alert_destinations WHERE workspace_id = $1::uuid`),
    q(`SELECT coalesce(title, thread_id) FROM conversations WHERE workspace_id = $1::uuid AND deleted_at IS NULL`),
    q(`SELECT DISTINCT subject FROM recommendations WHERE workspace_id = $1::uuid`),
    q(`SELECT url FROM webhook_endpoints WHERE workspace_id = $1::uuid`),
    q(`SELECT text FROM remembered_facts WHERE workspace_id = $1::uuid AND deleted_at IS NULL`),
    // over-cap accounts can be named too; the tools mask them (spec 2.3)
    q(`SELECT company_domain, company_name FROM accounts WHERE workspace_id = $1::uuid ORDER BY intent_score DESC LIMIT 5000`),
  ]);
  const first = (rows: (string | null)[][]) => rows.map((r) => r[0]!).filter(Boolean);
  return {
    rules: first(rules),
    keys: first(keys),
    destinations: first(destinations),
    conversations: first(conversations),
    subjects: first(subjects),
    webhooks: first(webhooks),
    facts: first(facts),
    accounts: accounts.map((r) => ({ domain: r[0]!, name: r[1] ?? null })),
  };
}
