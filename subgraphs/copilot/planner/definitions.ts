// What the copilot's words mean, published in capabilities (copilot_definitions) and the README, so an
// answer can be checked against the read API: one definition each, used by the code named beside it.
import { RECENT_DAYS } from './time.js';
import { DEFAULT_VISIT_DAYS } from '../tools/traffic/visiting_accounts.js';
import { DEFAULT_PAGE_DAYS } from '../tools/traffic/page_funnel.js';
import { LIST_MAX } from '../tools/shared/listLimit.js';
import { PAGE_NAME_DAYS } from './workspace.js';

export const COPILOT_DEFINITIONS = {
  attribution_window:
    'the UTC days touched by the window, both ends inclusive: GET /signal-api/v1/attribution?days=N and the copilot\'s "last N days" are the same N days ending today',
  page_filter: '"/pricing" matches that page exactly; "*" is a wildcard ("/pricing/*" for the pages under it; "the blog" and "/blog pages" are "/blog/*")',
  page_names: `a page named in words ("the enterprise pricing page") is the path viewed in the last ${PAGE_NAME_DAYS} days whose segments are those words (/pricing/enterprise), or whose last segment is the one word ("the integrations page": /product/integrations) when exactly one such path exists, else /word; a path nobody viewed but whose sub-pages were ("/blog") is the section (/blog/*)`,
  page_sections: '"any pricing page", "our pricing pages" are /pricing* (the page and every page under it)',
  shares: 'a share is of the filter the question names last, over the same rows without it ("what share of this week\'s accounts are leads": leads among the accounts that visited this week; "of the customers who visited, what share looked at /pricing": those customers that viewed /pricing); the answer names its denominator',
  page_view_shares: 'a share of page views is of the views its denominator names ("of customer page views, what % were /pricing": the customers\' views; "what share of page views were customers\' views of /pricing": every page view in the window); the answer names it',
  rankings: '"the five visitors with the most page views this week" ranks people by their page views in the window (of the page and traffic asked); "the top five accounts by page views" ranks accounts the same way; "by visit count" is the all-time count',
  account_names: 'a company name several accounts share ("Dunder") is asked about, never answered for all of them; "the \'personal\' account counts too" says it is not left out, it is no filter',
  visitors: 'a visitor is someone with a page view not flagged as a bot (a crawler\'s visitor row is not one); anonymous visitors are those without an identity (identified_at unset)',
  lists: `a question asking which/who (no number, no ranking) lists every match, up to ${LIST_MAX} rows (the read API's page); the answer names the first 10 and says how many match in all and how many were returned`,
  sessions: "a visitor's page views with no gap over 30 minutes (attribution's rule), counted in the window their first view falls in",
  identifications: 'identifications in a window are visitors whose identified_at falls in it (the match rate is of visitors seen in it); "how many visitors did we identify by email capture this week" counts those; "visitors identified by email capture who were on the site this week" counts the identified visitors who visited in it, whenever identified',
  visit_counts: 'a visitor\'s or an account\'s visit count is all time; "accounts that visited this week with more than 10 visits in total" bounds that count, "accounts with more than 5 visits this week" bounds the page views in the week',
  page_alternatives: '"/pricing or /pricing/enterprise" is /pricing* when no other viewed page starts with /pricing; "/pricing then /demo" is a sequence',
  recommendations: '"recommendations" are the open ones (new, or snoozed with the snooze elapsed); "in total", "whatever their status", "ever" and the first or last one created count every status',
  comparisons: '"X this week vs last week", "…, and how many last week", "… next to the prior week\'s": one read per window; "the prior/previous week" after a calendar week is the calendar week before it',
  windows_to_now: 'a window that runs to now ("today", "this week", "last 7 days") includes the present instant',
  recently: `the last ${RECENT_DAYS} UTC days including today`,
  calendar_windows: '"last week/month/quarter" is the previous calendar week (Monday first)/month/quarter; "past month" is the last 30 days; "past fortnight" the last 14',
  // a question that names no window is asked of all time by the planner; these are the tools' own defaults (a call with no window)
  question_without_window: 'all time',
  default_windows: { visiting_accounts: `last ${DEFAULT_VISIT_DAYS} days`, page_funnel: `last ${DEFAULT_PAGE_DAYS} days`, data_coverage: 'all time', identification_counts: 'all time' },
  intent_bounds: 'integer and inclusive: "above 80" is 81-100, "at least 80" is 80-100, "exactly 100" is 100',
  new_and_returning: 'new: first seen inside the window; returning: visited in the window and first seen before it',
  trust_rule: 'a constraint the copilot cannot apply is named in a refusal, never dropped; a word that narrows the question but is not read (a number, a channel, a page, a negation) is asked about in a clarification; trace[].applied lists what each call applied',
} as const;
