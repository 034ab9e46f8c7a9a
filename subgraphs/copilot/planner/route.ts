// Which tool answers the query once its constraints are read (issue 14): the intent scores pick a
// family from the words, the query moves it to the tool whose arguments can apply what was asked
// (accounts in a window or on a page are visiting accounts; page views are page measures).
import type { ImplementedTool } from '../tools/index.js';
import { IDENTIFYING, type Query } from './query.js';

const ACCOUNT_READS = new Set<ImplementedTool>(['search_accounts', 'get_account']);
const PAGE_READS = new Set<ImplementedTool>(['search_accounts', 'get_account', 'search_visitors', 'journey_paths', 'intent_pages', 'visitor_journey', 'identification_status', 'visiting_accounts']);
const SEQUENCE = /\b(?:funnel|conver\w*|then|step|sequence|went on to|followed by|drop[- ]?off)\b/;

/** The read a subject belongs to when the words alone name no tool confidently. */
export const SUBJECT_READS: Partial<Record<Query['subject'], ImplementedTool>> = {
  accounts: 'search_accounts',
  visitors: 'search_visitors',
  sessions: 'page_funnel',
  page_views: 'page_funnel',
  attributed_sessions: 'attribution_overview',
  identifications: 'identification_status',
  recommendations: 'open_recommendations',
  webhooks: 'list_webhooks',
  keys: 'list_api_keys',
};

export function route(tool: ImplementedTool, q: Query, text: string, hasEmail: boolean): ImplementedTool {
  // the words leaned to people or companies, but the question counts another subject's records
  // ("which two channels accounted for the most attributed sessions", "recommendations currently open")
  if ((tool === 'search_visitors' || tool === 'search_accounts') && (['recommendations', 'keys', 'webhooks'].includes(q.subject) || (q.subject === 'attributed_sessions' && /\bsessions?\b/.test(text)))) return SUBJECT_READS[q.subject]!;
  // "the present intent score of Northwind Logistics": one named account's record
  if (tool === 'search_accounts' && (q.measure === 'list' || q.measure === 'first' || q.measure === 'last') && !q.classification && !q.intent && q.constraints.filter((c) => c.kind === 'domain').length === 1 && q.constraints.every((c) => ['domain', 'cue'].includes(c.kind) || (c.kind === 'measure' && q.measure !== 'list'))) return 'get_account';
  // "identifications at competitor accounts": people identified, narrowed (search_visitors below)
  if (q.subject === 'identifications' && (tool === 'search_accounts' || tool === 'visiting_accounts' || tool === 'get_account') && ['count', 'list'].includes(q.measure)) tool = 'search_visitors';
  // "when did we first unmask someone from apple.com": the identification times of those people
  if (q.subject === 'identifications' && (q.measure === 'first' || q.measure === 'last') && !hasEmail && q.constraints.some((c) => c.kind === 'domain' || c.kind === 'classification')) return 'search_visitors';
  // "identifications from the brand-search campaign", "how many people did we unmask": identifications,
  // whatever the words leaned to (narrowed ones go on to search_visitors below)
  // (an average or sum over the people identified is search_visitors', of their fields)
  const ofPeople = q.measure === 'average' || q.measure === 'sum';
  if (q.subject === 'identifications' && (tool === 'attribution_overview' || (tool === 'search_visitors' && q.measure !== 'list' && !ofPeople))) tool = 'identification_status';
  if (q.subject === 'identifications' && tool === 'identification_status' && ofPeople) return 'search_visitors';
  // (one person's sessions too: "when did sam@acme.io last start a session")
  if (q.subject === 'sessions' && (!hasEmail || ['first', 'last', 'count'].includes(q.measure))) return 'page_funnel';
  // "time of our latest identified visitor": the last identification
  if ((q.measure === 'first' || q.measure === 'last') && q.subject === 'visitors' && q.identified === true && !hasEmail && !q.page) return 'identification_status';
  // "how many leads did the ABM Q3 campaign bring": the accounts it brought, narrowed
  if (tool === 'attribution_overview' && q.subject === 'accounts' && q.classification && q.constraints.some((c) => ['channel', 'source', 'campaign'].includes(c.kind))) return 'visiting_accounts';
  // "top 3 channels by their page views": page views grouped by channel
  if (tool === 'attribution_overview' && q.subject === 'page_views') return 'page_funnel';
  // "last visit time of visitor x@y.com": that visitor's record
  if (hasEmail && (q.measure === 'first' || q.measure === 'last') && q.subject === 'visitors' && (tool === 'search_visitors' || tool === 'get_account')) return 'visitor_journey';
  // "when did we identify x@y.com": that visitor's record
  if (hasEmail && (q.measure === 'first' || q.measure === 'last') && IDENTIFYING.test(text)) return 'visitor_journey';
  // "when was /demo last viewed", "when did the launch-week campaign first bring a visit": the first or last matching page view
  // ("latest pageview from acme.com" is a page view's; "when did acme.com last visit" the account record's)
  if ((q.measure === 'first' || q.measure === 'last') && !hasEmail && ['page_views', 'attributed_sessions', 'other'].includes(q.subject) && q.constraints.some((c) => ['page', 'campaign', 'channel', 'source'].includes(c.kind) || (q.subject === 'page_views' && (c.kind === 'domain' || c.kind === 'classification')))) return 'page_funnel';
  // "which page did sam@acme.io view the most": that person's pages, most viewed first
  if (tool === 'visitor_journey' && hasEmail && (q.order === 'page_views' || q.limit !== undefined) && /\b(?:pages?|paths?|urls?)\b/.test(text)) return 'page_funnel';
  // "the earliest page view by sam@acme.io": that person's first page view
  if ((q.measure === 'first' || q.measure === 'last') && hasEmail && q.subject === 'page_views') return 'page_funnel';
  // "first pageview today what time": the first page view's time (known bots excluded), not the data's span
  if (tool === 'data_coverage' && (q.measure === 'first' || q.measure === 'last') && q.subject === 'page_views' && q.window && q.window.label !== 'all time') return 'page_funnel';
  // "when did a competitor last look at the pricing page": the last view of that page by them
  if ((q.measure === 'first' || q.measure === 'last') && !hasEmail && (q.subject === 'accounts' || q.subject === 'visitors') && q.page) return 'page_funnel';
  // "how many people at Acme have we identified": visitors narrowed to the identified
  if (tool === 'identification_status' && q.subject === 'visitors' && (q.identified !== undefined || q.measure === 'share' || q.constraints.some((c) => c.kind === 'identification_source'))) return 'search_visitors';
  // "how many people at lead accounts did we identify last month", "… identified last month with more than 5 visits": the identified visitors, narrowed
  if (tool === 'identification_status' && q.subject !== 'page_views' && q.subject !== 'sessions' && (q.classification || q.constraints.some((c) => ['domain', 'intent', 'visits', 'visits_max', 'page', 'channel', 'source', 'campaign'].includes(c.kind))) && ['count', 'list'].includes(q.measure)) return 'search_visitors';
  // a sum or average of the accounts' visit or visitor counts
  if (tool === 'search_visitors' && q.subject === 'accounts' && (q.measure === 'sum' || q.measure === 'average')) return 'search_accounts';
  // "top three of this week's identifications by intent": the people identified, ranked
  if (tool === 'identification_status' && (q.limit !== undefined || q.order) && (q.subject === 'identifications' || q.subject === 'visitors')) return 'search_visitors';
  // "list yesterday's identifications": the people identified
  if (tool === 'identification_status' && q.measure === 'list' && /^(?:please\s+)?(?:list|show(?: me)?|name|give me)\b/.test(text)) return 'search_visitors';
  // "who was identified by email capture yesterday": the people, not the totals
  if (tool === 'identification_status' && q.measure === 'list' && /^(?:who|which (?:visitors|people|contacts))\b|\b(?:list|show me|give me|name)(?: of)? (?:the |all |every )?(?:visitors?|people|contacts|everyone|everybody)\b/.test(text)) return 'search_visitors';
  // "how many people from acme.com": the visitors at that account, not the account's profile
  if (tool === 'get_account' && q.subject === 'visitors' && ['count', 'list', 'average', 'sum'].includes(q.measure)) return 'search_visitors';
  if (q.pages.length >= 2 && SEQUENCE.test(text) && !hasEmail) return 'page_funnel';
  // "five busiest people this week by page views": people ranked, not pages
  if (tool === 'journey_paths' && q.subject === 'visitors' && (q.order || q.limit)) return 'search_visitors';
  if (tool === 'page_funnel' && q.subject === 'visitors' && (q.order || q.limit || q.measure === 'list')) return 'search_visitors';
  // "count of customers with at least one page view this week": companies, never the page views themselves
  if (tool === 'page_funnel' && q.subject === 'accounts' && ['list', 'count', 'average', 'share'].includes(q.measure) && !/\bhow (?:many|much) (?:page ?views|pageviews|views)\b/.test(text)) tool = 'search_accounts';
  // (one person's page views counted, or in a window, too: "pv by sam@acme.io, past 30 days")
  if (q.subject === 'page_views' && (PAGE_READS.has(tool) || (tool === 'visitor_journey' && (q.measure === 'count' || q.window))) && (!hasEmail || q.measure === 'count' || q.window)) return 'page_funnel';
  // "how many visitors came last week / viewed /pricing": distinct visitors with page views there
  const narrowedOtherwise = q.constraints.some((c) => !['window', 'page'].includes(c.kind));
  if (tool === 'search_visitors' && q.measure === 'count' && (q.window || q.page) && !narrowedOtherwise && !hasEmail && !/\.[a-z]{2,}\b/.test(text)) return 'page_funnel';
  // "which 5 visitors have the highest intent": people, whichever read the words leaned to
  if ((tool === 'search_accounts' || tool === 'visiting_accounts') && q.subject === 'visitors' && ['list', 'count'].includes(q.measure) && !hasEmail) return 'search_visitors';
  // "names of the accounts first seen this week": accounts, whichever read the words leaned to
  if (tool === 'search_visitors' && q.subject === 'accounts' && (q.measure === 'list' || q.measure === 'count') && !hasEmail) tool = 'search_accounts';
  if (tool === 'search_accounts' || (ACCOUNT_READS.has(tool) && q.subject === 'accounts' && !/\.[a-z]{2,}\b/.test(text))) {
    // visit counts and "most visits" with no window are the accounts' all-time columns (search_accounts)
    const visited = (q.window !== null && q.window.label !== 'all time') || q.page !== undefined || q.returning !== undefined || q.order === 'recency' || q.constraints.some((c) => c.kind === 'channel' || c.kind === 'source' || c.kind === 'campaign');
    if (visited) return 'visiting_accounts';
  }
  return tool;
}
