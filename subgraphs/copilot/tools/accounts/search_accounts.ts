// Accounts ranked by intent, filtered by classification / minimum intent / a text match. Over-cap
// accounts stay in the rows masked and are counted as withheld (spec 2.3, copilot row).
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result, plural, timeSpan } from '../shared/result.js';
import { maskAccount, maskAll } from '../shared/masking.js';
import type { Access } from '../../../../core/plans.js';
import { listLimitArg } from '../shared/listLimit.js';

const CLASSIFICATIONS = ['lead', 'customer', 'competitor', 'excluded'] as const;

export const searchAccounts = defineTool({
  name: 'search_accounts',
  description:
    'Identified companies (accounts) ranked by intent score, highest first. Filter by classification, minimum intent, or a text match on domain or company name.',
  kind: 'read',
  reversible: true,
  args: z.object({
    classification: z.enum(CLASSIFICATIONS).optional().describe('only accounts with this classification'),
    min_intent: z.number().int().min(0).max(100).optional().describe('only accounts with intent_score at least this'),
    max_intent: z.number().int().min(0).max(100).optional().describe('only accounts with intent_score at most this'),
    min_visits: z.number().int().min(0).max(10_000_000).optional().describe('only accounts with visit_count (all time) at least this'),
    max_visits: z.number().int().min(0).max(10_000_000).optional().describe('only accounts with visit_count (all time) at most this'),
    order_by: z.enum(['intent', 'visits', 'visitors']).default('intent').describe('highest intent, most visits or most visitors first'),
    measure: z
      .enum(['list', 'average', 'sum', 'share', 'first_seen', 'last_seen'])
      .default('list')
      .describe('list the accounts, or also give the average or sum of a field over all that match, their share of all accounts, or the earliest and latest time one of them was first seen (first_seen) or last seen (last_seen)'),
    share_of: z.enum(['all', 'classification']).default('all').describe("a share's denominator: every account, or the accounts of the classification asked (\"what share of our leads …\")"),
    field: z.enum(['intent_score', 'visit_count', 'visitor_count']).default('intent_score').describe('the field an average or sum is of'),
    query: z.string().trim().min(1).max(200).optional().describe('substring of the company domain or name, case-insensitive'),
    limit: listLimitArg('accounts'),
  }),
  effect: (a) => `Lists up to ${a.limit ?? 10} accounts ranked by ${a.order_by ?? 'intent'}.`,
  async run(ctx, args) {
    const counts = await ctx.services.accounts.search(
      ctx.workspaceId,
      {
        classification: args.classification,
        minIntent: args.min_intent,
        maxIntent: args.max_intent,
        query: args.query,
        minVisits: args.min_visits,
        maxVisits: args.max_visits,
        orderBy: args.order_by ?? 'intent',
      },
      ctx.access.cap,
      args.limit ?? 10,
    );
    const rows = counts.rows;
    const { rows: data, withheld } = maskAll(rows, ctx.access, maskAccount);
    const matching = counts.matching;
    const g = counts.aggregates;
    const field = args.field ?? 'intent_score';
    const avg = field === 'visit_count' ? g.avg_visits : field === 'visitor_count' ? g.avg_visitors : g.avg_intent;
    const sum = field === 'visit_count' ? g.sum_visits : field === 'visitor_count' ? g.sum_visitors : g.sum_intent;
    const fieldName = field.replace('_', ' ');
    const ofClass = args.share_of === 'classification' && !!args.classification;
    const base = ofClass ? g.class_accounts : g.all_accounts;
    const baseName = ofClass ? `${args.classification} accounts` : 'accounts';
    const measure =
      args.measure === 'average' && avg !== null ? `; average ${fieldName} ${avg} over all ${matching}`
      : args.measure === 'sum' ? `; sum of ${fieldName} ${sum} over all ${matching}`
      : args.measure === 'share' ? `; ${matching} of ${base} ${baseName} (${base ? Math.round((1000 * matching) / base) / 10 : 0}%)`
      : args.measure === 'first_seen' ? timeSpan('first seen', g.first_seen_min, g.first_seen_max)
      : args.measure === 'last_seen' ? timeSpan('last seen', g.last_seen_min, g.last_seen_max)
      : '';
    return result(data, {
      coverage: `${plural(data.length, 'account')} shown of ${matching} matching (${counts.overCap} of them over the plan cap)${measure}`,
      caveats: [overCapCaveat(withheld, ctx.access)],
      withheld,
      matching: matching,
    });
  },
});

// Accounts are masked only for being over the monthly cap (spec 2.3); the tier's contact-field
// withholding concerns visitors, so the account tools word their own caveat.
export function overCapCaveat(withheld: number, access: Access): string {
  if (withheld === 0) return '';
  return `${withheld} account${withheld === 1 ? ' is' : 's are'} withheld (masked) because ${withheld === 1 ? 'it is' : 'they are'} over the ${access.effectivePlan} plan's monthly cap of ${access.cap} accounts.`;
}
