// What the planner looks up in the workspace to read unquoted names: existing rule, key and
// destination names, conversation titles, recommendation subjects, account domains and names.
// Matching a mention against these is exact (whole phrase, case-insensitive), never fuzzy. Read
// through the same services as the tools (tools/services.ts). Accounts are looked up by the
// question's own words (indexed), since a workspace can hold tens of thousands of them.
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

/** at most this many accounts share a mentioned term (an ambiguity lists a few of them) */
const ACCOUNT_CANDIDATES = 200;

/**
 * The words and phrases of a question that could be a company name or a domain's first label:
 * every run of one to four words, lower case. The lookup matches them exactly (indexed).
 */
export function mentionTerms(question: string): string[] {
  const words = question.toLowerCase().replace(/'s\b/g, '').split(/[^a-z0-9.&'-]+/).map((w) => w.replace(/^[.'-]+|[.'-]+$/g, '')).filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++)
    for (let n = 1; n <= 4 && i + n <= words.length; n++) {
      const t = words.slice(i, i + n).join(' ');
      if (t.length >= 3) out.add(t);
    }
  return [...out].slice(0, 400);
}

/** `facts`: the remembered facts the runtime already read for this question (not read twice) */
export async function loadKnownNames(s: ToolServices, workspaceId: string, question: string, facts?: string[]): Promise<KnownNames> {
  const terms = mentionTerms(question);
  const [rules, keys, destinations, conversations, recommendations, webhooks, known, accounts] = await Promise.all([
    s.syncRules.records(workspaceId),
    s.keys.list(workspaceId),
    s.alertDestinations.records(workspaceId),
    s.conversations.records(workspaceId),
    s.recommendations.records(workspaceId),
    s.endpoints.list(workspaceId),
    facts ?? s.conversations.factRecords(workspaceId).then((f) => f.map((x) => x.text)),
    // over-cap accounts can be named too; the tools mask them (spec 2.3). Only those the question
    // may mention are fetched, by index: not the workspace's whole list per question.
    terms.length ? s.accounts.mentioned(workspaceId, terms, ACCOUNT_CANDIDATES) : [],
  ]);
  return {
    rules: rules.map((r) => r.name),
    keys: keys.map((k) => k.name),
    destinations: destinations.map((d) => d.name),
    conversations: conversations.map((c) => c.title ?? c.thread_id),
    subjects: [...new Set(recommendations.map((r) => r.subject))],
    webhooks: webhooks.map((w) => w.url),
    facts: known,
    accounts: accounts.map((a) => ({ domain: a.company_domain, name: a.company_name })),
  };
}
