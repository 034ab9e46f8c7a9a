// The query a question asks, read before any tool is chosen (issue 14): a measure over a subject,
// narrowed by constraints (filters, a window, an ordering). Every constraint recognised here must be
// applied by the executed call's arguments (catalogue/applied.ts) or the question is declined,
// naming it (plan.ts): the copilot never answers a broader question than the one asked.
import type { TimeWindow } from '../catalogue/types.js';
import type { Constraint, Measure } from '../catalogue/applied.js';
import * as x from './extract.js';

export type Subject =
  | 'accounts'
  | 'visitors'
  | 'page_views'
  | 'sessions'
  | 'attributed_sessions'
  | 'identifications'
  | 'recommendations'
  | 'keys'
  | 'webhooks'
  | 'other';

export interface Query {
  /** the normalised question text it was read from */
  raw: string;
  measure: Measure;
  subject: Subject;
  /** what narrows or orders the answer, each to be applied or named */
  constraints: Constraint[];
  /** intent range read from the question (integers, inclusive) */
  intent?: { min?: number; max?: number };
  page?: string;
  /** pages named in order (a sequence when two or more) */
  pages: string[];
  classification?: x.Classification;
  /** true: came back (first seen before the window); false: new (first seen in it) */
  returning?: boolean;
  minVisits?: number;
  order?: 'intent' | 'visits' | 'recency' | 'page_views';
  window: TimeWindow | null;
}

const ACC = /\b(?:accounts?|compan(?:y|ies)|organi[sz]ations?|orgs?|firms?|business(?:es)?|customers?|clients?|competitors?|rivals?)\b/;
const VIS = /\b(?:visitors?|people|persons?|contacts?|individuals?|users?)\b/;
const PAGE_VIEWS = /\bpage ?views?\b|\bpageviews?\b|\b(?:most|least) (?:viewed|visited|popular)\b|\btop pages\b|\bpopular pages\b|\bviews\b|\bvisits? (?:did|does|to|on)\b|\bhow (?:many|much) (?:visits|traffic)\b|\btraffic (?:to|on)\b/;

/** "exactly 100", "above 80", "at most 20", "between 40 and 60", "intent of 100" → an inclusive integer range */
export function intentRange(text: string): { min?: number; max?: number } | undefined {
  const N = '(\\d{1,3})';
  const SCORE = '(?:intent(?: score)?|score)';
  const num = (s: string | undefined) => (s !== undefined && Number(s) <= 100 ? Number(s) : undefined);
  let m = text.match(new RegExp(`\\b(?:${SCORE}\\s+)?between\\s+${N}\\s+(?:and|to|-)\\s+${N}`));
  if (m && new RegExp(SCORE).test(text)) {
    const a = num(m[1]);
    const b = num(m[2]);
    if (a !== undefined && b !== undefined) return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  if (!new RegExp(SCORE).test(text)) return undefined;
  const ops: [RegExp, (n: number) => { min?: number; max?: number }][] = [
    [/(?:>=|≥|at least|no less than|not less than|minimum(?: of)?|min(?: of)?|or (?:more|higher|above))/, (n) => ({ min: n })],
    [/(?:<=|≤|at most|no more than|not more than|maximum(?: of)?|max(?: of)?|or (?:less|lower|below))/, (n) => ({ max: n })],
    [/(?:>|above|over|greater than|more than|higher than|exceeding)/, (n) => ({ min: n + 1 })],
    [/(?:<|below|under|less than|lower than)/, (n) => ({ max: n - 1 })],
    [/(?:=|==|exactly|equal to|equals|of exactly|of)/, (n) => ({ min: n, max: n })],
  ];
  for (const [op, f] of ops) {
    m = text.match(new RegExp(`${SCORE}\\s*(?:is\\s+|was\\s+|score\\s+)?(?:of\\s+)?${op.source}\\s*${N}\\b`)) ?? text.match(new RegExp(`${op.source}\\s*(?:an?\\s+)?${SCORE}?\\s*(?:of\\s+)?${N}\\b(?!\\s*(?:days?|weeks?|months?|visits?|accounts?|pages?))`));
    if (m) {
      const n = num(m[1]);
      if (n !== undefined) return f(n);
    }
    // "80 or more", "20 or below"
    m = text.match(new RegExp(`${N}\\s+${op.source}`));
    if (m && /or /.test(op.source) && num(m[1]) !== undefined) return f(num(m[1])!);
  }
  m = text.match(new RegExp(`\\b${N}\\s*\\+\\s*${SCORE}|\\b${N}\\s+${SCORE}`));
  if (m) {
    const n = num(m[1] ?? m[2]);
    if (n !== undefined) return /\+/.test(m[0]) ? { min: n } : { min: n, max: n };
  }
  return undefined;
}

export function measureOf(text: string): Measure {
  if (/\b(?:compare|compared (?:to|with)|versus|vs\.?|week over week|month over month|than (?:last|the previous|the prior))\b/.test(text)) return 'compare';
  if (/\b(?:average|avg|mean)\b/.test(text)) return 'average';
  if (/\b(?:share|percent(?:age)?|proportion|fraction|what part|ratio)\b|%/.test(text)) return 'share';
  if (/\bwhen (?:was|were|did|is)\b.*\bfirst\b|\b(?:first|earliest|oldest) (?:seen|visit|view|page ?view|time|data|row|event|record)\b|\bhow far back\b/.test(text)) return 'first';
  if (/\bwhen (?:was|were|did|is)\b.*\b(?:last|latest|most recent(?:ly)?)\b|\b(?:latest|newest|most recent) (?:visit|view|page ?view|data|row|event|record)\b|\blast (?:seen|visit(?:ed)?|view|time)\b/.test(text)) return 'last';
  if (/^(?:how many|how much)\b|\b(?:how many|number of|count of|count the|total number)\b/.test(text)) return 'count';
  if (/\b(?:sum|total)\b/.test(text)) return 'sum';
  return 'list';
}

function subjectOf(text: string): Subject {
  if (PAGE_VIEWS.test(text) && !/\b(?:accounts?|compan(?:y|ies)|visitors?|people|customers?|competitors?)\b/.test(text.replace(/\bhow many visitors\b/, ''))) return 'page_views';
  if (/\battribut\w*\b|\bchannels?\b|\bcampaigns?\b|\butm\b/.test(text)) return 'attributed_sessions';
  if (/\bsessions?\b/.test(text)) return 'sessions';
  if (/\bidentif\w*\b|\bmatch rate\b|\bresol(?:ved|ution)\b/.test(text)) return 'identifications';
  if (ACC.test(text) && (!VIS.test(text) || text.search(ACC) < text.search(VIS))) return 'accounts';
  if (VIS.test(text)) return 'visitors';
  if (/\brecommendations?\b/.test(text)) return 'recommendations';
  if (/\bkeys?\b/.test(text)) return 'keys';
  if (/\bwebhooks?\b/.test(text)) return 'webhooks';
  return 'other';
}

const CHANNELS: Record<string, string> = {
  email: 'email',
  'paid search': 'paid_search',
  'paid social': 'paid_social',
  'organic search': 'organic_search',
  organic: 'organic_search',
  social: 'social',
  referral: 'referral',
  direct: 'direct',
};
const IDENT_SOURCES: Record<string, string> = { 'email capture': 'email_capture', 'ip table': 'ip_table', 'ip lookup': 'ip_table', asn: 'asn', 'reverse ip': 'ip_table' };

/** Pages named without a slash: "the pricing page", "the blog", "our docs". */
function namedPages(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\b(?:the|our|my)\s+([a-z][a-z-]{2,20})\s+pages?\b/g)) if (!/^(?:intent|landing|top|most|home|same|web|first|last|other|key)$/.test(m[1]!)) out.push(`/${m[1]}`);
  if (/\b(?:the|our|my)\s+(?:blog|docs|documentation)\b(?!\s+pages?)/.test(text)) out.push(/\bblog\b/.test(text) ? '/blog' : '/docs');
  if (/\b(?:the\s+)?home ?page\b/.test(text)) out.push('/');
  return out;
}

export function readQuery(raw: string, text: string, window: TimeWindow | null): Query {
  const measure = measureOf(text);
  const subject = subjectOf(text);
  const constraints: Constraint[] = [];
  const q: Query = { raw: text, measure, subject, constraints, pages: [], window };
  if (window) constraints.push({ kind: 'window', value: `${window.from}..${window.to}`, label: window.label });
  if (!['list', 'count'].includes(measure)) constraints.push({ kind: 'measure', value: measure, label: measure === 'compare' ? 'a comparison of two windows' : `the ${measure}` });

  const pages = [...x.paths(raw).filter((p) => p !== '/' || /\s\/(?:\s|$)/.test(raw)), ...namedPages(text)];
  q.pages = [...new Set(pages)];
  q.page = q.pages[0];
  for (const p of q.pages) constraints.push({ kind: 'page', value: p, label: `page ${p}` });

  const cls = x.classification(text.replace(/\b(?:hot|warm|top|best|new) leads\b/, ''));
  if (cls) {
    q.classification = cls;
    constraints.push({ kind: 'classification', value: cls, label: `classification ${cls}` });
  }
  const intent = intentRange(text);
  if (intent) {
    q.intent = intent;
    constraints.push({ kind: 'intent', value: `${intent.min ?? 0}..${intent.max ?? 100}`, label: `intent ${intent.min === intent.max ? `= ${intent.min}` : intent.max === undefined ? `≥ ${intent.min}` : intent.min === undefined ? `≤ ${intent.max}` : `${intent.min}-${intent.max}`}` });
  }
  const visits = text.match(/\b(?:at least|more than|over|>=?|≥)\s*(\d{1,5})\s+(?:visits|page ?views|times)\b|\b(\d{1,5})\s*\+\s*visits\b/);
  if (visits) {
    const n = Number(visits[1] ?? visits[2]) + (/more than|over|>(?!=)/.test(visits[0]) ? 1 : 0);
    q.minVisits = n;
    constraints.push({ kind: 'visits', value: String(n), label: `at least ${n} visits` });
  }
  if (/\b(?:came back|come back|coming back|returned|returning|return visits?|repeat visit\w*|revisit\w*)\b/.test(text)) {
    q.returning = true;
    constraints.push({ kind: 'returning', value: 'true', label: 'returning (first seen before the window)' });
  } else if (/\bnew (?:accounts?|compan(?:y|ies)|visitors?|customers?|competitors?|leads?)\b|\bfirst seen (?:in|during|this|last|since)\b|\bnewly (?:identified|seen)\b/.test(text) && !/\bnew leads\b.*\brule\b/.test(text)) {
    q.returning = false;
    constraints.push({ kind: 'new', value: 'true', label: 'new (first seen in the window)' });
  }
  const fromChannel = text.match(/\b(?:from|via|through|by|of)\s+(email|paid search|paid social|organic search|organic|social|referrals?|direct)\b/);
  if (fromChannel && subject !== 'identifications') {
    const ch = CHANNELS[fromChannel[1]!.replace(/s$/, '')]!;
    constraints.push({ kind: 'channel', value: ch, label: `channel ${ch}` });
  }
  const campaign = raw.match(/\bcampaign\s+["']?([\w-]{2,60})["']?/i);
  if (campaign && !/^(?:is|was|do|did|does|brought|performed|drove)$/i.test(campaign[1]!)) constraints.push({ kind: 'campaign', value: campaign[1]!, label: `campaign ${campaign[1]}` });
  const src = text.match(/\b(?:by|via|through|from|using)\s+(email capture|ip table|ip lookup|reverse ip|asn)\b/);
  if (src) constraints.push({ kind: 'identification_source', value: IDENT_SOURCES[src[1]!]!, label: `identified by ${src[1]}` });

  if (/\b(?:most|recently|latest) (?:active|visits?|visited)\b|\bby (?:number of )?visits\b|\bmost visits\b/.test(text)) q.order = 'visits';
  else if (/\b(?:most recent(?:ly)?|latest|by recency|last (?:visit|seen))\b/.test(text) && measure === 'list') q.order = 'recency';
  else if (/\b(?:most viewed|most visited|by page ?views|most page ?views)\b/.test(text)) q.order = 'page_views';
  // "most visited pages" orders pages by their views
  if (q.order === 'visits' && subject === 'page_views') q.order = 'page_views';
  if (q.order) constraints.push({ kind: 'order', value: q.order, label: `ordered by ${q.order.replace('_', ' ')}` });
  return q;
}
