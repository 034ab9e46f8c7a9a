// Accounts ranked by intent, filtered by classification / minimum intent / a text match. Over-cap
// accounts stay in the rows masked and are counted as withheld (spec 2.3, copilot row).
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result, plural } from '../shared/result.js';
import { maskAccount, maskAll } from '../shared/masking.js';
import type { Access } from '../../../../core/plans.js';

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
    measure: z.enum(['list', 'average']).default('list').describe('list the accounts, or also give their average intent score'),
    query: z.string().trim().min(1).max(200).optional().describe('substring of the company domain or name, case-insensitive'),
    limit: z.number().int().min(1).max(50).default(10).describe('how many accounts to return (1-50)'),
  }),
  effect: (a) => `Lists up to ${a.limit ?? 10} accounts ranked by intent.`,
  async run(ctx, args) {
    const counts = await ctx.services.accounts.search(
      ctx.workspaceId,
      { classification: args.classification, minIntent: args.min_intent, maxIntent: args.max_intent, query: args.query },
      ctx.access.cap,
      args.limit ?? 10,
    );
    const rows = counts.rows;
    const { rows: data, withheld } = maskAll(rows, ctx.access, maskAccount);
    const matching = counts.matching;
    return result(data, {
      coverage: `${plural(data.length, 'account')} shown of ${matching} matching (${counts.overCap} of them over the plan cap)${args.measure === 'average' && counts.avgIntent !== null ? `; average intent score ${counts.avgIntent} over all ${matching}` : ''}`,
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
