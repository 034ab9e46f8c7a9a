// What the planner looks up in the workspace to read unquoted names: existing rule, key and
// destination names, conversation titles, recommendation subjects, account domains and names.
// Matching a mention against these is exact (whole phrase, case-insensitive), never fuzzy. Read
// through the same services as the tools (tools/services.ts). Accounts are looked up by the
// question's own words (indexed), since a workspace can hold tens of thousands of them. The record
// names (rules, keys, destinations, subjects, webhooks) are kept while the workspace's names version
// stands, conversation titles while its conversations version does (runtime/namesVersion.ts; the
// triggers of migrations/0024_names_version bump them on every change to the columns read here).
import type { ToolServices } from '../tools/services.js';
import { byNamesVersion, type ByNamesVersion } from '../runtime/namesVersion.js';
import { paths } from './extract.js';
import { normalize } from './normalize.js';

export interface KnownNames {
  rules: string[];
  keys: string[];
  destinations: string[];
  conversations: string[];
  subjects: string[];
  webhooks: string[];
  facts: string[];
  accounts: { domain: string; name: string | null }[];
  /** paths recently viewed whose segments a page name in the question names ("the integrations page") */
  pages: string[];
  /** the workspace's campaign names, when the question has a slug-like word ("abm-q3 sessions") */
  campaigns: string[];
}

export const EMPTY_NAMES: KnownNames = { rules: [], keys: [], destinations: [], conversations: [], subjects: [], webhooks: [], facts: [], accounts: [], pages: [], campaigns: [] };

/** at most this many accounts share a mentioned term (an ambiguity lists a few of them) */
export const ACCOUNT_CANDIDATES = 200;

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

const NOT_PAGE_WORDS = new Set(['the', 'our', 'my', 'a', 'an', 'of', 'on', 'to', 'at', 'any', 'all', 'which', 'what', 'most', 'top', 'viewed', 'visited', 'popular', 'landing', 'web', 'same', 'other', 'key', 'first', 'last', 'how', 'many', 'did', 'has', 'have', 'seen', 'looked', 'view', 'visit', 'intent', 'home', 'ever', 'read']);
/** what a page is called besides "page": a post, an article, a doc, a guide (never part of its path's words) */
export const PAGE_NOUNS = new Set(['post', 'posts', 'article', 'articles', 'doc', 'docs', 'guide', 'guides']);
/**
 * The words of "the enterprise pricing page", "our integrations page", "the intent-data post", "getting
 * started doc views": what a page is called, up to three words (of the normalised question: "pvs" is
 * page views, "artcle" article).
 */
export function pageWords(question: string): string[] {
  // (the first run of words that names something: "first ever view of the intent-data post" is the post)
  for (const m of question.toLowerCase().matchAll(/\b((?:[a-z][a-z-]+\s+){1,3})(?:pages?|views?|page ?views?|pageviews?|posts?|articles?|docs?|guides?)\b/g)) {
    const words = [...new Set(m[1]!.trim().split(/\s+/).filter((w) => w.length > 2 && !NOT_PAGE_WORDS.has(w) && !PAGE_NOUNS.has(w)))].slice(-3);
    if (words.length) return words;
  }
  return [];
}
/** how far back a page name is looked for, and how many candidate paths */
export const PAGE_NAME_DAYS = 90;
const PAGE_CANDIDATES = 20;
const CAMPAIGN_CANDIDATES = 500;

const sameTerms = (a: string[], b: string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

/** The names of the workspace's records, whatever the question. */
type RecordNames = Pick<KnownNames, 'rules' | 'keys' | 'destinations' | 'subjects' | 'webhooks'>;

async function readRecordNames(s: ToolServices, workspaceId: string): Promise<RecordNames> {
  const [rules, keys, destinations, recommendations, webhooks] = await Promise.all([
    s.syncRules.records(workspaceId),
    s.keys.list(workspaceId),
    s.alertDestinations.records(workspaceId),
    s.recommendations.records(workspaceId),
    s.endpoints.list(workspaceId),
  ]);
  return {
    rules: rules.map((r) => r.name),
    keys: keys.map((k) => k.name),
    destinations: destinations.map((d) => d.name),
    subjects: [...new Set(recommendations.map((r) => r.subject))],
    webhooks: webhooks.map((w) => w.url),
  };
}

const readConversationNames = async (s: ToolServices, workspaceId: string): Promise<string[]> =>
  (await s.conversations.records(workspaceId)).map((c) => c.title ?? c.thread_id);

/** one cache per set of services (per runtime); conversations apart, on their own version */
const kept = new WeakMap<ToolServices, { records: ByNamesVersion<RecordNames>; conversations: ByNamesVersion<string[]> }>();
function keptNames(s: ToolServices) {
  let k = kept.get(s);
  if (!k) kept.set(s, (k = { records: byNamesVersion((id) => readRecordNames(s, id)), conversations: byNamesVersion((id) => readConversationNames(s, id)) }));
  return k;
}

/**
 * `now`: the planner's clock; `facts`: the remembered facts the runtime already read for this
 * question (not read twice); `versions`: the workspace's names and conversations versions, read with
 * its row for this question (names read at those versions are used again; none: read afresh); `mentioned`: accounts
 * the runtime already read for these terms (used only when they are this question's terms).
 */
export async function loadKnownNames(
  s: ToolServices,
  workspaceId: string,
  question: string,
  now: Date,
  facts?: string[],
  versions: { names?: number; conversations?: number } = {},
  mentioned?: { terms: string[]; accounts: { company_domain: string; company_name: string | null }[] },
): Promise<KnownNames> {
  const terms = mentionTerms(question);
  const read = mentioned && sameTerms(mentioned.terms, terms) ? mentioned.accounts : undefined;
  // a path named ("/blog"), or the words of a page's name ("the enterprise pricing page")
  const path = paths(question).find((p) => p.length > 1 && !p.includes('*'));
  const words = path ? [path.replace(/\/+$/, '')] : /\//.test(question) ? [] : pageWords(normalize(question).text);
  // a slug-like word ("abm-q3") or the word campaign ("the monthly digest campaign")
  const slugLike = /[a-z0-9]+[-_][a-z0-9]+|[a-z]+\d|\bcampaign\b/i.test(question.replace(/\S+@\S+|https?:\/\/\S+|\/\S*/g, ' '));
  const [records, conversations, known, accounts, pages, campaigns] = await Promise.all([
    keptNames(s).records(workspaceId, versions.names),
    keptNames(s).conversations(workspaceId, versions.conversations),
    facts ?? s.conversations.factRecords(workspaceId).then((f) => f.map((x) => x.text)),
    // over-cap accounts can be named too; the tools mask them (spec 2.3). Only those the question
    // may mention are fetched, by index: not the workspace's whole list per question.
    read ?? (terms.length ? s.accounts.mentioned(workspaceId, terms, ACCOUNT_CANDIDATES) : []),
    words.length ? s.visits.pathsNamed(workspaceId, words, new Date(now.getTime() - PAGE_NAME_DAYS * 86_400_000).toISOString(), PAGE_CANDIDATES) : [],
    slugLike ? s.attribution.campaigns(workspaceId, CAMPAIGN_CANDIDATES) : [],
  ]);
  return {
    // copies: the kept lists are shared between questions
    rules: [...records.rules],
    keys: [...records.keys],
    destinations: [...records.destinations],
    conversations: [...conversations],
    subjects: [...records.subjects],
    webhooks: [...records.webhooks],
    facts: known,
    accounts: accounts.map((a) => ({ domain: a.company_domain, name: a.company_name })),
    pages,
    campaigns,
  };
}
