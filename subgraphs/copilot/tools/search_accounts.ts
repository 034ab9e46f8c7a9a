// Accounts ranked by intent, filtered by classification / minimum intent / a text match. Over-cap
// accounts stay in the rows masked and are counted as withheld (spec 2.3, copilot row).
import { z } from 'zod';
import { defineTool } from './shared/define.js';
import { sqlTrace } from './shared/sql.js';
import { result, plural } from './shared/result.js';
import { maskAccount, maskAll } from './shared/masking.js';
import type { Access } from '../../../core/plans.js';
import { overCapSql } from '../../../core/plans.js';

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
    query: z.string().trim().min(1).max(200).optional().describe('substring of the company domain or name, case-insensitive'),
    limit: z.number().int().min(1).max(50).default(10).describe('how many accounts to return (1-50)'),
  }),
  effect: (a) => `Lists up to ${a.limit ?? 10} accounts ranked by intent.`,
  async run(ctx, args) {
    const t = sqlTrace(ctx);
    const where = ['workspace_id = $1::uuid'];
    const params: unknown[] = [ctx.workspaceId];
    if (args.classification) {
      params.push(args.classification);
      where.push(`classification = $${params.length}::"Classification"`);
    }
    if (args.min_intent !== undefined) {
      params.push(args.min_intent);
      where.push(`intent_score >= $${params.length}`);
    }
    if (args.query) {
      params.push(`%${args.query.replace(/[\\%_]/g, (c) => '\\' + c)}%`);
      where.push(`(company_domain ILIKE $${params.length} OR company_name ILIKE $${params.length})`);
    }
    const filter = where.join(' AND ');
    const [counts] = await t.q(
      `SELECT count(*)::int AS matching, count(*) FILTER (WHERE ${overCapSql('cap_rank', `$${params.length + 1}`)})::int AS over_cap
       FROM accounts WHERE ${filter}`,
      ...params,
      ctx.access.cap,
    );
    const rows = await t.q(
      `SELECT company_domain, company_name, intent_score, visitor_count, visit_count, classification,
              first_seen_at, last_seen_at, cap_rank
       FROM accounts WHERE ${filter}
       ORDER BY intent_score DESC, company_domain LIMIT $${params.length + 1}`,
      ...params,
      args.limit,
    );
    const { rows: data, withheld } = maskAll(rows, ctx.access, maskAccount);
    const matching = Number(counts?.matching ?? 0);
    return result(data, {
      coverage: `${plural(data.length, 'account')} shown of ${matching} matching (${Number(counts?.over_cap ?? 0)} of them over the plan cap)`,
      caveats: [overCapCaveat(withheld, ctx.access)],
      withheld,
    });
  },
});

// Accounts are masked only for being over the monthly cap (spec 2.3); the tier's contact-field
// withholding concerns visitors, so the account tools word their own caveat.
export function overCapCaveat(withheld: number, access: Access): string {
  if (withheld === 0) return '';
  return `${withheld} account${withheld === 1 ? ' is' : 's are'} withheld (masked) because ${withheld === 1 ? 'it is' : 'they are'} over the ${access.effectivePlan} plan's monthly cap of ${access.cap} accounts.`;
}
