// Accounts with page views in a window (known bots excluded), narrowed by page, classification,
// intent range, new/returning and visit count; ordered by visits, recency or intent. Over-cap
// accounts stay in the rows masked and are counted as withheld (spec 2.3).
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result, plural, timeSpan } from '../shared/result.js';
import { maskAccount, maskAll } from '../shared/masking.js';
import { resolveWindow, windowArg } from '../shared/window.js';
import { overCapCaveat } from '../accounts/search_accounts.js';
import { pageArg } from '../shared/page.js';
import { listLimitArg } from '../shared/listLimit.js';

const CLASSIFICATIONS = ['lead', 'customer', 'competitor', 'excluded'] as const;
/** the query field each share_part drops for the denominator */
const SHARE_FILTER = { classification: ['classification'], page: ['page'], returning: ['returning'], channel: ['channel'], source: ['source'], campaign: ['campaign'], intent: ['minIntent', 'maxIntent'] } as const;
export const DEFAULT_VISIT_DAYS = 7;

const AVERAGED = {
  intent_score: ['avgIntent', 'intent score'],
  visit_count: ['avgVisitCount', 'all-time visit count'],
  visitor_count: ['avgVisitorCount', 'all-time visitor count'],
  page_views: ['avgViews', 'page views in the window'],
} as const;
/** "; average all-time visitor count 3.2 over all 124": over every matching account, not the rows returned */
function average(measure: string, field: keyof typeof AVERAGED, found: { matching: number } & Record<(typeof AVERAGED)[keyof typeof AVERAGED][0], number | null>): string {
  const [key, label] = AVERAGED[field];
  return measure === 'average' && found[key] !== null ? `; average ${label} ${found[key]} over all ${found.matching}` : '';
}

export const visitingAccounts = defineTool({
  name: 'visiting_accounts',
  description:
    'Companies (accounts) that visited the site in a time window: visits, distinct visitors and latest visit per account. Filter by page, classification, intent range, new or returning, minimum visits; order by visits, recency or intent.',
  kind: 'read',
  reversible: true,
  args: z
    .object({
      window: windowArg,
      page: pageArg.optional(),
      classification: z.enum(CLASSIFICATIONS).optional().describe('only accounts with this classification'),
      min_intent: z.number().int().min(0).max(100).optional().describe('intent_score at least this'),
      max_intent: z.number().int().min(0).max(100).optional().describe('intent_score at most this'),
      returning: z.boolean().optional().describe('true: first seen before the window (came back); false: first seen in the window (new)'),
      min_visits: z.number().int().min(1).max(100000).optional().describe('at least this many page views in the window'),
      min_total_visits: z.number().int().min(0).max(10_000_000).optional().describe("the account's recorded (all-time) visit count at least this"),
      max_total_visits: z.number().int().min(0).max(10_000_000).optional().describe("the account's recorded (all-time) visit count at most this"),
      channel: z.string().trim().min(1).max(60).optional().describe('only page views in this channel (email, paid_search, …)'),
      source: z.string().trim().min(1).max(120).optional().describe('only page views with this utm_source'),
      campaign: z.string().trim().min(1).max(120).optional().describe('only page views with this utm_campaign'),
      measure: z
        .enum(['list', 'average', 'share'])
        .default('list')
        .describe('list the accounts; or also give the average of `field` over them; or the share (%) they are of the same accounts without `share_part`'),
      field: z
        .enum(['intent_score', 'visit_count', 'visitor_count', 'page_views'])
        .default('intent_score')
        .describe("what an average is of: the accounts' intent score, their recorded (all-time) visit or visitor count, or their page views in the window"),
      share_part: z
        .enum(['classification', 'page', 'returning', 'channel', 'source', 'campaign', 'intent'])
        .optional()
        .describe('with measure share: the filter the share is of ("what share of this week\'s accounts are leads": classification)'),
      order_by: z.enum(['visits', 'recency', 'intent', 'visitors', 'total_visits']).default('visits').describe('most visits in the window, latest visit, highest intent, most visitors (recorded, all time), or most visits (recorded, all time) first'),
      limit: listLimitArg('accounts'),
    })
    .refine((a) => a.min_intent === undefined || a.max_intent === undefined || a.min_intent <= a.max_intent, { message: 'min_intent must not exceed max_intent', path: ['min_intent'] }),
  effect: (a) => `Lists up to ${a.limit ?? 10} accounts that visited${a.page ? ` ${a.page}` : ''}.`,
  async run(ctx, args) {
    const w = resolveWindow(args.window, ctx.now, DEFAULT_VISIT_DAYS);
    const query = {
        page: args.page,
        classification: args.classification,
        minIntent: args.min_intent,
        maxIntent: args.max_intent,
        returning: args.returning,
        minVisits: args.min_visits,
        minTotalVisits: args.min_total_visits,
        maxTotalVisits: args.max_total_visits,
        channel: args.channel,
        source: args.source,
        campaign: args.campaign,
        orderBy: args.order_by ?? 'visits',
        limit: args.limit ?? 10,
      };
    const found = await ctx.services.visits.visitingAccounts(ctx.workspaceId, w, query, ctx.access.cap);
    // a share's denominator: the same accounts before `share_part` narrowed them
    const part = args.measure === 'share' ? args.share_part : undefined;
    const base = part ? Object.fromEntries(SHARE_FILTER[part].map((k) => [k, undefined])) : {};
    const of = part ? (await ctx.services.visits.visitingAccounts(ctx.workspaceId, w, { ...query, ...base, limit: 1 }, ctx.access.cap)).matching : null;
    const share = of === null ? '' : `; share ${found.matching} of ${of} accounts (${of ? Math.round((1000 * found.matching) / of) / 10 : 0}%)`;
    const { rows: data, withheld } = maskAll(found.rows, ctx.access, maskAccount);
    const unflagged = await ctx.services.visits.unflagged(ctx.workspaceId, w);
    return result(data, {
      coverage: `${plural(data.length, 'account')} shown of ${found.matching} matching, ${w.label}${args.page ? `, page ${args.page}` : ''} (${found.overCap} of them over the plan cap)${share}${average(args.measure, args.field, found)}${args.returning === false ? timeSpan('first seen', found.firstSeen?.min, found.firstSeen?.max) : ''}`,
      caveats: [
        overCapCaveat(withheld, ctx.access),
        unflagged.unflagged > 0 ? `${unflagged.unflagged} page views in this window have no bot flag (recorded before bot filtering), so they are counted.` : '',
      ],
      window: w,
      withheld,
      matching: found.matching,
    });
  },
});
