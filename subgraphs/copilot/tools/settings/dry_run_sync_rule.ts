import { z } from 'zod';
import { dryRunLimit } from '../services.js';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';
import { maskAll, maskVisitor, withheldCaveat } from '../shared/masking.js';
import { findSyncRule } from '../shared/find.js';

export const dryRunSyncRule = defineTool({
  name: 'dry_run_sync_rule',
  description: 'Which contacts a sync rule would send to the email platform if it ran now (contacts the rule already sent are not sent again); changes nothing.',
  kind: 'read',
  reversible: true,
  args: z.object({
    rule: z.string().min(1).describe("the rule's name (exact, case-insensitive)"),
    limit: dryRunLimit.default(25).describe('contacts to list'),
  }),
  effect: (a) => `Previews the contacts sync rule "${a.rule}" would send.`,
  async run(ctx, args) {
    const rule = await findSyncRule(ctx, args.rule);
    const { total, sendable: sendableTotal, rows } = await ctx.services.syncRules.dryRun(ctx.workspaceId, rule, args.limit ?? 25, ctx.access);
    const masked = maskAll(rows, ctx.access, maskVisitor);
    const sendable = masked.rows.filter((r) => !r.is_locked);
    return result(masked.rows.map((r) => ({ rule: rule.name, would_send: !r.is_locked, ...r })), {
      coverage: `${total} contacts match rule "${String(rule.name)}" (min intent ${Number(rule.min_intent)}${rule.classification ? `, ${String(rule.classification)}` : ''}); ${sendableTotal} would be sent (${sendable.length} listed)`,
      caveats: [
        'Dry run: nothing was sent.',
        rule.state === 'active' ? '' : `The rule is ${String(rule.state)}, so it sends nothing until activated.`,
        withheldCaveat(masked.withheld, ctx.access, 'contacts'),
      ],
      withheld: masked.withheld,
    });
  },
});
