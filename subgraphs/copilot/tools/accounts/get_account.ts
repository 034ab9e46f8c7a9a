// One account by its company domain (exact, ignoring case and surrounding whitespace).
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';
import { maskAccount } from '../shared/masking.js';
import { overCapCaveat } from './search_accounts.js';

export const getAccount = defineTool({
  name: 'get_account',
  description: 'One account (company) by its domain: intent, visitors, visits, classification, firmographics, first and last seen.',
  kind: 'read',
  reversible: true,
  args: z.object({ domain: z.string().trim().min(1).max(255).describe("the account's company domain, e.g. acme.com") }),
  effect: (a) => `Reads the account ${a.domain}.`,
  async run(ctx, args) {
    const found = await ctx.services.accounts.byDomain(ctx.workspaceId, args.domain);
    if (!found) return result([], { coverage: `no account has the domain "${args.domain.trim()}"` });
    const { row, locked } = maskAccount(found, ctx.access);
    if (locked) row.firmographics = {};
    return result([row], {
      coverage: '1 account',
      caveats: [overCapCaveat(locked ? 1 : 0, ctx.access)],
      withheld: locked ? 1 : 0,
    });
  },
});
