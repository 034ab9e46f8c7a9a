import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result, timeSpan } from '../shared/result.js';
import { maskAll, maskVisitor, withheldCaveat } from '../shared/masking.js';
import { resolveWindow, windowArg } from '../shared/window.js';
import { pageArg } from '../shared/page.js';
import { listLimitArg } from '../shared/listLimit.js';

const CLASSIFICATIONS = ['lead', 'customer', 'competitor', 'excluded'] as const;

/** The average or sum asked of every matching visitor (not only the rows returned). */
function aggregate(args: { measure: string; field: string }, total: number, a: { avgIntent: number | null; avgVisits: number | null; sumVisits: number }): string {
  if (args.measure === 'sum' && args.field === 'visit_count') return `; sum of visits ${a.sumVisits} over all ${total}`;
  if (args.measure !== 'average') return '';
  const avg = args.field === 'visit_count' ? a.avgVisits : a.avgIntent;
  return avg === null ? '' : `; average ${args.field === 'visit_count' ? 'visits' : 'intent score'} ${avg} over all ${total}`;
}

export const searchVisitors = defineTool({
  name: 'search_visitors',
  description: 'Visitors (people) ranked by intent score, filtered by minimum intent, classification, company domain, contacted or not, identified or not, and who visited in a window (optionally a page, channel, utm_source or utm_campaign).',
  kind: 'read',
  reversible: true,
  args: z.object({
    min_intent: z.number().int().min(0).max(100).optional().describe('minimum intent score 0-100'),
    max_intent: z.number().int().min(0).max(100).optional().describe('maximum intent score 0-100'),
    classification: z.enum(CLASSIFICATIONS).optional().describe("the visitor's account classification"),
    domain: z.string().optional().describe("company domain of the visitor's account; 'personal' for consumer mailboxes"),
    contacted: z.boolean().optional().describe('true: only contacted visitors; false: only not yet contacted'),
    window: windowArg,
    page: pageArg.optional().describe('only visitors who viewed this page (in the window, else the last 30 days)'),
    channel: z.string().trim().min(1).max(60).optional().describe('only visitors with a page view in this channel (email, paid_search, …), in the window, else the last 30 days'),
    source: z.string().trim().min(1).max(120).optional().describe('only visitors with a page view carrying this utm_source'),
    campaign: z.string().trim().min(1).max(120).optional().describe('only visitors with a page view carrying this utm_campaign'),
    min_visits: z.number().int().min(0).max(10_000_000).optional().describe('visit_count at least this'),
    max_visits: z.number().int().min(0).max(10_000_000).optional().describe('visit_count at most this'),
    identified: z.boolean().optional().describe('true: only visitors with an identity (identified_at set); false: only anonymous ones'),
    returning: z.boolean().optional().describe('with a window: true, first seen before it (came back); false, first seen in it (new)'),
    identified_in: windowArg.describe('only visitors identified (identified_at) in this window'),
    resolution_source: z.enum(['email_capture', 'ip_table', 'asn']).optional().describe('only visitors identified by this source'),
    measure: z
      .enum(['list', 'average', 'sum', 'share', 'identified_at'])
      .default('list')
      .describe('list the visitors; or also give the average (or sum) of `field` over all of them; or the share (%) the matching visitors are of the same visitors without `share_part` (default: without `returning` and `identified`); or the earliest and latest time one of them was identified'),
    share_part: z.enum(['returning', 'identified', 'page', 'channel', 'source', 'campaign', 'resolution_source']).optional().describe('with measure share: the filter the share is of (resolution_source: of all the visitors, identified or not, unless share_of says otherwise)'),
    share_of: z.enum(['identified']).optional().describe('with share_part resolution_source: the denominator is the identified visitors only ("of the identified visitors, what share came by ip table")'),
    field: z.enum(['intent_score', 'visit_count']).default('intent_score').describe('what an average or sum is of: intent score or visits per visitor'),
    order_by: z.enum(['intent', 'visits', 'page_views']).default('intent').describe('highest intent, most visits (all time), or most page views in the window (of the page and traffic asked; each row gives page_views) first'),
    limit: listLimitArg('visitors'),
  }),
  effect: () => 'Lists visitors.',
  async run(ctx, args) {
    // a page or traffic filter without a window: the page views of the last 30 days (said in the answer)
    const w = args.window || args.page || args.channel || args.source || args.campaign || args.order_by === 'page_views' ? resolveWindow(args.window, ctx.now, 30) : null;
    const filters = {
        minIntent: args.min_intent,
        maxIntent: args.max_intent,
        classification: args.classification,
        domain: args.domain,
        contacted: args.contacted,
        visited: w ? { from: w.from, to: w.to, page: args.page, channel: args.channel, source: args.source, campaign: args.campaign } : undefined,
        minVisits: args.min_visits,
        maxVisits: args.max_visits,
        identified: args.identified,
        returning: args.returning,
        identifiedIn: args.identified_in ? { from: args.identified_in.from, to: args.identified_in.to } : undefined,
        resolutionSource: args.resolution_source,
        orderBy: args.order_by,
      };
    const { total, avgIntent, avgVisits, sumVisits, identifiedAt, rows } = await ctx.services.visitors.search(ctx.workspaceId, filters, args.limit ?? 10);
    // a share's denominator: the same visitors before "returning" / "identified" narrowed them
    const base = !args.share_part
      ? { ...filters, returning: undefined, identified: undefined }
      : args.share_part === 'returning' || args.share_part === 'identified'
        ? { ...filters, [args.share_part]: undefined }
        : args.share_part === 'resolution_source'
          ? { ...filters, resolutionSource: undefined, identified: args.share_of === 'identified' ? true : undefined }
        : { ...filters, visited: filters.visited && { ...filters.visited, [args.share_part]: undefined } };
    const of = args.measure === 'share' ? (await ctx.services.visitors.search(ctx.workspaceId, base, 1)).total : null;
    const share = of === null ? '' : `; share ${total} of ${of} visitors (${of ? Math.round((1000 * total) / of) / 10 : 0}%)`;
    const masked = maskAll(rows, ctx.access, maskVisitor);
    return result(masked.rows, {
      coverage: `${masked.rows.length} of ${total} matching visitors${share}${aggregate(args, total, { avgIntent, avgVisits, sumVisits })}${args.measure === 'identified_at' ? timeSpan('identified', identifiedAt?.min, identifiedAt?.max) : ''}`,
      caveats: [withheldCaveat(masked.withheld, ctx.access, 'visitors')],
      window: w ?? args.identified_in ?? null,
      withheld: masked.withheld,
      matching: total,
    });
  },
});
