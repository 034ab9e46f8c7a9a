// What the planner looks up in the workspace to read unquoted names: existing rule, key and
// destination names, conversation titles, recommendation subjects, account domains and names.
// Matching a mention against these is exact (whole phrase, case-insensitive), never fuzzy. Read
// through the same services as the tools (tools/services.ts).
import type { ToolServices } from '../tools/services.js';

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

const ACCOUNT_NAMES = 5000;

export async function loadKnownNames(s: ToolServices, workspaceId: string): Promise<KnownNames> {
  const [rules, keys, destinations, conversations, recommendations, webhooks, facts, accounts] = await Promise.all([
    s.syncRules.records(workspaceId),
    s.keys.list(workspaceId),
    s.alertDestinations.records(workspaceId),
    s.conversations.records(workspaceId),
    s.recommendations.records(workspaceId),
    s.endpoints.list(workspaceId),
    s.conversations.factRecords(workspaceId),
    // over-cap accounts can be named too; the tools mask them (spec 2.3)
    s.accounts.names(workspaceId, ACCOUNT_NAMES),
  ]);
  return {
    rules: rules.map((r) => r.name),
    keys: keys.map((k) => k.name),
    destinations: destinations.map((d) => d.name),
    conversations: conversations.map((c) => c.title ?? c.thread_id),
    subjects: [...new Set(recommendations.map((r) => r.subject))],
    webhooks: webhooks.map((w) => w.url),
    facts: facts.map((f) => f.text),
    accounts: accounts.map((a) => ({ domain: a.company_domain, name: a.company_name })),
  };
}
