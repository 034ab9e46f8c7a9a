// membership_conversion_paths: visit → signup → paid, people per path in a window (optionally only
// visits under a page path), from the synced customers and memberships matched to visitors by email
// (accounts/commerce/membershipPaths.ts). `show: people` lists the people with their path, masked by
// the plan's cap like every people row. Planner cues: "membership conversion", "signup to paid".
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';
import { resolveWindow, windowArg } from '../shared/window.js';
import { maskAll, maskVisitor, withheldCaveat } from '../shared/masking.js';
import { COMMERCE_DEFINITIONS } from '../../../accounts/commerce/definitions.js';
import { MEMBERSHIP_PATHS } from '../../../accounts/commerce/membershipPaths.js';

export const membershipConversionPaths = defineTool({
  name: 'membership_conversion_paths',
  description: 'Visits → store signup → paid membership: how many people took each path in a window (optionally counting only visits under a page path), or the people on a path.',
  kind: 'read',
  reversible: true,
  args: z.object({
    window: windowArg,
    path: z.string().min(1).max(500).regex(/^\//, 'a page path starts with /').nullable().optional().describe('count only visits to pages under this path, e.g. /pricing'),
    show: z.enum(['paths', 'people']).default('paths').describe('paths: people per path; people: each person with their path'),
    only: z.enum(MEMBERSHIP_PATHS).optional().describe('with show=people: only the people on this path'),
    limit: z.number().int().min(1).max(200).default(50).describe('people rows to return'),
  }),
  effect: () => 'Shows membership conversion paths.',
  async run(ctx, args) {
    const w = resolveWindow(args.window, ctx.now, 30);
    const page = args.path ?? null;
    const out = await ctx.services.commerce.membershipPaths(ctx.workspaceId, { from: new Date(w.from), to: new Date(w.to) }, page);
    const where = page ? ` (visits under ${page})` : '';
    const caveats = [COMMERCE_DEFINITIONS.membership_visit, COMMERCE_DEFINITIONS.membership_signup, COMMERCE_DEFINITIONS.membership_paid, COMMERCE_DEFINITIONS.membership_paths, 'Only identified visitors can be matched to the store; anonymous visits are not counted. This shows what followed, not what caused it.'];
    if ((args.show ?? 'paths') === 'paths')
      return result(out.paths, { coverage: `${out.people.length} people in ${w.label}${where}`, caveats, window: w });
    const chosen = out.people.filter((p) => !args.only || p.path === args.only);
    const rows = chosen.slice(0, args.limit ?? 50).map(({ email, ...r }) => ({ resolved_email: email, ...r }));
    const masked = maskAll(rows, ctx.access, maskVisitor);
    return result(masked.rows, {
      coverage: `${masked.rows.length} of ${chosen.length} people${args.only ? ` on ${args.only}` : ''}, ${w.label}${where}`,
      caveats: [...caveats, withheldCaveat(masked.withheld, ctx.access, 'people')],
      window: w,
      withheld: masked.withheld,
      matching: chosen.length,
    });
  },
});
