// classify_account (spec 3, 4.6): sets an account's classification; reversible. The account is named
// by its domain, matched exactly ignoring case and surrounding whitespace, among the accounts the
// plan lets the workspace see; it is resolved again when the approved call runs.
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';
import type { ToolContext } from '../../catalogue/types.js';
import { resolveName } from '../shared/selectors.js';

const CLASSIFICATIONS = ['lead', 'customer', 'competitor', 'excluded'] as const;
const LISTED = 20; // how many existing domains a not-found refusal names

/** The account named by its domain, among those inside the plan's cap. */
async function resolveDomain(ctx: ToolContext, domain: string) {
  const { accounts } = ctx.services;
  return resolveName(await accounts.accessibleByDomain(ctx.workspaceId, domain, ctx.access.cap), domain, {
    what: 'account',
    names: (a) => [a.company_domain],
    existing: () => accounts.accessibleDomains(ctx.workspaceId, ctx.access.cap, LISTED),
    notFound: (wanted, names) =>
      `No account has the domain "${wanted}". ${names.length ? `Accounts that exist include: ${names.join(', ')}.` : 'There are no accounts yet.'}`,
    ambiguous: (wanted, matches) => `"${wanted}" is ambiguous: ${matches.length} accounts have that domain.`,
    ambiguousExisting: (matches) => matches.map((a) => a.company_domain),
  });
}

export const classifyAccount = defineTool({
  name: 'classify_account',
  description: 'Set the classification of one account (lead, customer, competitor or excluded), named by its company domain. Reversible.',
  kind: 'change',
  reversible: true,
  args: z.object({
    domain: z.string().trim().min(1).max(255).describe("the account's company domain, exactly as listed"),
    classification: z.enum(CLASSIFICATIONS).describe('the new classification'),
  }),
  effect: (a) => `Set the classification of the account ${a.domain.trim()} to ${a.classification}.`,
  async precheck(ctx, args) {
    await resolveDomain(ctx, args.domain);
  },
  async run(ctx, args) {
    const account = await resolveDomain(ctx, args.domain);
    const row = await ctx.services.accounts.classify(ctx.workspaceId, account.id, args.classification);
    return changed({ ...row, previous_classification: account.classification });
  },
});
