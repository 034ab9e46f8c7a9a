// Which constraints of a question a call applies, read from the call's own arguments (issue 14 rule 2).
// The planner compares the question's constraints (planner/query.ts) with these before it answers,
// and every trace entry carries them (trace[].applied), so a reader can check what was narrowed.
export type Measure = 'count' | 'list' | 'average' | 'sum' | 'share' | 'share:classification' | 'share:identified' | 'first' | 'last' | 'compare';

export type ConstraintKind =
  | 'window'
  | 'measure'
  | 'page'
  | 'classification'
  | 'intent'
  | 'visits'
  | 'visits_max'
  | 'identified'
  | 'limit'
  | 'returning'
  | 'new'
  | 'channel'
  | 'source'
  | 'campaign'
  | 'identification_source'
  | 'domain'
  | 'email'
  | 'order'
  | 'state'
  | 'subject'
  /** what rows are grouped by ("which channels drive the most page views": channel) */
  | 'group'
  /** a word that narrows the question but was not read as a constraint (planner/cues.ts): no call applies it */
  | 'cue';

export interface Constraint {
  kind: ConstraintKind;
  /** canonical value: two constraints are the same when kind and value are equal */
  value: string;
  /** how the answer names it */
  label: string;
}

export type Applied = Omit<Constraint, 'label'> & { label?: string };

type Args = Record<string, unknown>;

/** The measures a tool's rows answer (beyond listing and counting, which every read answers). */
const MEASURES: Record<string, (a: Args) => Measure[]> = {
  search_accounts: (a) =>
    a.measure === 'share' && a.share_of === 'classification' ? ['share', 'share:classification']
    : a.measure === 'average' || a.measure === 'sum' || a.measure === 'share' ? [a.measure]
    : a.measure === 'first_seen' || a.measure === 'last_seen' ? ['first', 'last']
    : [],
  search_visitors: (a) =>
    a.measure === 'share' && a.share_of === 'identified' ? ['share', 'share:identified']
    : a.measure === 'average' || a.measure === 'share' || a.measure === 'sum' ? [a.measure]
    : a.measure === 'identified_at' ? ['first', 'last']
    : [],
  // a share of a classification's visiting accounts ("of the customers who visited, what share viewed /pricing")
  // (new accounts: the first and last of their first-seen times)
  visiting_accounts: (a) =>
    a.returning === false && a.measure !== 'average' && a.measure !== 'share' ? ['first', 'last'] : a.measure === 'average' ? ['average'] : a.measure === 'share' && a.share_part ? (a.classification && a.share_part !== 'classification' ? ['share', 'share:classification'] : ['share']) : [],
  // sessions: the first/last start, and with one page the share of sessions that viewed it; per page:
  // views per visitor (the average), a page's share of all views, the first/last view
  page_funnel: (a) =>
    a.unit === 'sessions'
      ? ['first', 'last', ...(Array.isArray(a.pages) && a.pages.length === 1 ? (['share'] as const) : [])]
      : a.group_by === 'day' || (Array.isArray(a.pages) && a.pages.length > 1)
        ? ['sum']
        : ['sum', 'share', 'first', 'last', 'average'],
  attribution_overview: () => ['share', 'sum'],
  identification_status: () => ['share', 'first', 'last'],
  data_coverage: () => ['first', 'last'],
  // the oldest or newest record's creation time
  list_api_keys: () => ['first', 'last'],
  open_recommendations: () => ['first', 'last'],
  list_webhooks: () => ['first', 'last'],
  // one visitor's latest page views, newest last: its last visit; its first visit is in the coverage
  visitor_journey: () => ['last', 'first'],
  get_account: () => ['first', 'last'],
  revenue_and_aov: () => ['average', 'sum'],
  aov_decomposition: () => ['compare', 'average', 'sum'],
  product_performance: () => ['sum'],
  customer_counts: () => ['sum'],
  membership_conversion_paths: () => ['sum'],
};

/** The order a tool returns its rows in when no argument says otherwise. */
const NATURAL_ORDER: Record<string, (a: Args) => string | undefined> = {
  search_accounts: (a) => String(a.order_by ?? 'intent'),
  search_visitors: (a) => String(a.order_by ?? 'intent'),
  visiting_accounts: (a) => String(a.order_by ?? 'visits'),
  page_funnel: (a) => (a.group_by === 'day' ? undefined : 'page_views'),
};

/** Which constraints these arguments apply, as canonical values (compare with Constraint.value). */
export function appliedBy(tool: string, args: Args): Applied[] {
  const out: Applied[] = [];
  const w = args.window as { from?: string; to?: string; label?: string } | null | undefined;
  if (w?.from && w.to) out.push({ kind: 'window', value: `${w.from}..${w.to}`, label: w.label });
  // search_visitors: the window visitors were identified in
  const idw = args.identified_in as { from?: string; to?: string } | null | undefined;
  if (idw?.from && idw.to) out.push({ kind: 'window', value: `${idw.from}..${idw.to}` });
  if (typeof args.resolution_source === 'string') out.push({ kind: 'identification_source', value: args.resolution_source });
  for (const m of MEASURES[tool]?.(args) ?? []) {
    out.push({ kind: 'measure', value: m });
    // an average or sum of a named field (search_accounts field; search_visitors averages intent)
    if (m === 'average' || m === 'sum') out.push({ kind: 'measure', value: `${m}:${typeof args.field === 'string' ? args.field : ['search_visitors', 'search_accounts', 'visiting_accounts'].includes(tool) ? 'intent_score' : ''}` });
  }
  const pages = [args.page, args.through, args.path, ...(Array.isArray(args.pages) ? args.pages : [])].filter((p): p is string => typeof p === 'string');
  for (const p of pages) out.push({ kind: 'page', value: p });
  // a path prefix ("pages under /blog") applies "the blog" (/blog/*) too
  if (tool === 'page_to_product_attribution') for (const p of pages) if (!p.includes('*')) out.push({ kind: 'page', value: `${p.replace(/\/+$/, '')}/*` });
  // page_funnel narrows by the viewer per page and in sessions, not per day nor along a sequence
  const viewer = tool !== 'page_funnel' || (args.group_by !== 'day' && !(Array.isArray(args.pages) && args.pages.length > 1));
  if (typeof args.classification === 'string' && viewer) out.push({ kind: 'classification', value: args.classification });
  if (typeof args.min_intent === 'number' || typeof args.max_intent === 'number')
    out.push({ kind: 'intent', value: `${(args.min_intent as number | undefined) ?? 0}..${(args.max_intent as number | undefined) ?? 100}` });
  // visit counts: `total:N` is the all-time count; a plain N is the tool's own (visiting_accounts: in the
  // window; search_accounts and search_visitors: their all-time columns, so both)
  const allTimeColumns = tool === 'search_accounts' || tool === 'search_visitors';
  if (typeof args.min_visits === 'number') out.push({ kind: 'visits', value: String(args.min_visits) }, ...(allTimeColumns ? [{ kind: 'visits' as const, value: `total:${args.min_visits}` }] : []));
  if (typeof args.min_total_visits === 'number') out.push({ kind: 'visits', value: `total:${args.min_total_visits}` });
  if (typeof args.max_total_visits === 'number') out.push({ kind: 'visits_max', value: `total:${args.max_total_visits}` });
  if (typeof args.max_visits === 'number') out.push({ kind: 'visits_max', value: String(args.max_visits) }, ...(allTimeColumns ? [{ kind: 'visits_max' as const, value: `total:${args.max_visits}` }] : []));
  if (typeof args.identified === 'boolean' && viewer) out.push({ kind: 'identified', value: String(args.identified) });
  if (typeof args.limit === 'number') out.push({ kind: 'limit', value: String(args.limit) });
  // customer_counts answers for customers (buyers), new and returning both
  if (tool === 'customer_counts') out.push({ kind: 'classification', value: 'customer' }, { kind: 'new', value: 'true' }, { kind: 'returning', value: 'true' });
  if (args.returning === true) out.push({ kind: 'returning', value: 'true' });
  if (args.returning === false) out.push({ kind: 'new', value: 'true' });
  if (typeof args.domain === 'string' && viewer) out.push({ kind: 'domain', value: args.domain });
  if (typeof args.state === 'string') out.push({ kind: 'state', value: args.state });
  // page_funnel narrows by these only per page (not per day, a sequence or sessions)
  const perPage = tool !== 'page_funnel' || (args.group_by !== 'day' && args.unit !== 'sessions' && !(Array.isArray(args.pages) && args.pages.length > 1));
  if (perPage) for (const k of ['channel', 'source', 'campaign'] as const) if (typeof args[k] === 'string') out.push({ kind: k, value: args[k] as string });
  if (tool === 'page_funnel') out.push({ kind: 'subject', value: args.unit === 'sessions' ? 'sessions' : 'page_views' });
  if (tool === 'page_funnel' && typeof args.group_by === 'string') out.push({ kind: 'group', value: args.group_by });
  if (typeof args.email === 'string' && viewer) out.push({ kind: 'email', value: args.email });
  const order = typeof args.order_by === 'string' ? args.order_by : NATURAL_ORDER[tool]?.(args);
  if (order) out.push({ kind: 'order', value: order });
  return out;
}

/**
 * Constraints applied by the rows a tool returns rather than by a filter: attribution grouped by
 * channel answers "from email" with the email row (and its share of the named denominator);
 * identification by source answers "by email capture" with that source's row.
 */
export function appliedByRows(tool: string, args: Args, c: Constraint): boolean {
  if (tool === 'attribution_overview') return c.kind === ((args.group_by as string | undefined) ?? 'channel');
  // (every identification is of an identified visitor)
  if (tool === 'identification_status') return c.kind === 'identification_source' || (c.kind === 'identified' && c.value === 'true');
  return false;
}

export function isApplied(tool: string, args: Args, c: Constraint): boolean {
  return appliedBy(tool, args).some((a) => a.kind === c.kind && a.value === c.value) || appliedByRows(tool, args, c);
}
