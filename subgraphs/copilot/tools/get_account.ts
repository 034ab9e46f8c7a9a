// One account by its company domain (exact, ignoring case and surrounding whitespace).
import { z } from 'zod';
import { defineTool } from './shared/define.js';
import { sqlTrace } from './shared/sql.js';
import { result } from './shared/result.js';
import { maskAccount } from './shared/masking.js';
import { overCapCaveat } from './search_accounts.js';

export const getAccount = defineTool({
  name: 'get_account',
  description: 'One account (company) by its domain: intent, visitors, visits, classification, firmographics, first and last seen.',
  kind: 'read',
  reversible: true,
  args: z.object({ domain: z.string().trim().min(1).max(255).describe("the account's company domain, e.g. acme.com") }),
  effect: (a) => `Reads the account ${a.domain}.`,
  async run(ctx, args) {
    const t = sqlTrace(ctx);
    const rows = await t.q(
      `SELECT company_domain, company_name, intent_score, visitor_count, visit_count, classification,
              firmographics, first_seen_at, last_seen_at, contacted_at, cap_rank
       FROM accounts WHERE workspace_id = $1::uuid AND lower(company_domain) = lower($2)`,
      ctx.workspaceId,
      args.domain.trim(),
    );
    if (rows.length === 0) return result([], { coverage: `no account has the domain "${args.domain.trim()}"` });
    const { row, locked } = maskAccount(rows[0]!, ctx.access);
    if (locked) row.firmographics = {};
    return result([row], {
      coverage: '1 account',
      caveats: [overCapCaveat(locked ? 1 : 0, ctx.access)],
      withheld: locked ? 1 : 0,
    });
  },
});
