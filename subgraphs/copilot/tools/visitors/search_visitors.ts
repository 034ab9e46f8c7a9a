import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';
import { maskAll, maskVisitor, withheldCaveat } from '../shared/masking.js';
import { resolveWindow, windowArg } from '../shared/window.js';
import { pageArg } from '../shared/page.js';

const CLASSIFICATIONS = ['lead', 'customer', 'competitor', 'excluded'] as const;

export const searchVisitors = defineTool({
  name: 'search_visitors',
  description: 'Identified visitors (people) ranked by intent score, filtered by minimum intent, classification, company domain, contacted or not, and who visited in a window (optionally a page).',
  kind: 'read',
  reversible: true,
  args: z.object({
    min_intent: z.number().int().min(0).max(100).optional().describe('minimum intent score 0-100'),
    classification: z.enum(CLASSIFICATIONS).optional().describe("the visitor's account classification"),
    domain: z.string().optional().describe("company domain of the visitor's account; 'personal' for consumer mailboxes"),
    contacted: z.boolean().optional().describe('true: only contacted visitors; false: only not yet contacted'),
    window: windowArg,
    page: pageArg.optional().describe('only visitors who viewed this page (in the window, else the last 30 days)'),
    min_visits: z.number().int().min(0).max(10_000_000).optional().describe('visit_count at least this'),
    max_visits: z.number().int().min(0).max(10_000_000).optional().describe('visit_count at most this'),
    identified: z.boolean().optional().describe('true: only visitors with an identity (identified_at set)'),
    returning: z.boolean().optional().describe('with a window: true, first seen before it (came back); false, first seen in it (new)'),
    identified_in: windowArg.describe('only visitors identified (identified_at) in this window'),
    resolution_source: z.enum(['email_capture', 'ip_table', 'asn']).optional().describe('only visitors identified by this source'),
    measure: z.enum(['list', 'average']).default('list').describe('list the visitors, or also give their average intent score'),
    limit: z.number().int().min(1).max(50).default(10).describe('rows to return'),
  }),
  effect: () => 'Lists visitors.',
  async run(ctx, args) {
    // a page without a window: the page views of the last 30 days (said in the answer)
    const w = args.window || args.page ? resolveWindow(args.window, ctx.now, 30) : null;
    const { total, avgIntent, rows } = await ctx.services.visitors.search(
      ctx.workspaceId,
      {
        minIntent: args.min_intent,
        classification: args.classification,
        domain: args.domain,
        contacted: args.contacted,
        visited: w ? { from: w.from, to: w.to, page: args.page } : undefined,
        minVisits: args.min_visits,
        maxVisits: args.max_visits,
        identified: args.identified,
        returning: args.returning,
        identifiedIn: args.identified_in ? { from: args.identified_in.from, to: args.identified_in.to } : undefined,
        resolutionSource: args.resolution_source,
      },
      args.limit ?? 10,
    );
    const masked = maskAll(rows, ctx.access, maskVisitor);
    return result(masked.rows, {
      coverage: `${masked.rows.length} of ${total} matching visitors${args.measure === 'average' && avgIntent !== null ? `; average intent score ${avgIntent} over all ${total}` : ''}`,
      caveats: [withheldCaveat(masked.withheld, ctx.access, 'visitors')],
      window: w ?? args.identified_in ?? null,
      withheld: masked.withheld,
      matching: total,
    });
  },
});
