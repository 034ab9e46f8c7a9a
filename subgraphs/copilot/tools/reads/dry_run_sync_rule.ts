import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { result } from '../shared/result.js';
import { maskAll, maskVisitor, withheldCaveat } from '../shared/masking.js';
import { resolveRecord } from '../shared/selectors.js';

export const dryRunSyncRule = defineTool({
  name: 'dry_run_sync_rule',
  description: 'Which contacts a sync rule would send to the email platform if it ran now; changes nothing.',
  kind: 'read',
  reversible: true,
  args: z.object({
    rule: z.string().min(1).describe("the rule's name (exact, case-insensitive)"),
    limit: z.number().int().min(1).max(100).default(25).describe('contacts to list'),
  }),
  effect: (a) => `Previews the contacts sync rule "${a.rule}" would send.`,
  async run(ctx, args) {
    const t = sqlTrace(ctx);
    const rule = await resolveRecord(t, 'sync_rules', 'name', ctx.workspaceId, args.rule, 'sync rule');
    // eligible: has an email, meets the rule's intent floor and classification, not contacted yet
    const params: unknown[] = [ctx.workspaceId, rule.min_intent];
    let cls = '';
    if (rule.classification) {
      params.push(rule.classification);
      cls = 'AND a.classification::text = $3';
    }
    const from = `FROM visitors v LEFT JOIN accounts a ON a.id = v.account_id
      WHERE v.workspace_id = $1::uuid AND v.email IS NOT NULL AND v.contacted_at IS NULL AND v.intent_score >= $2 ${cls}`;
    const [count] = await t.q(`SELECT count(*) AS total ${from}`, ...params);
    const rows = await t.q(
      `SELECT v.email AS resolved_email, v.name AS resolved_name, v.intent_score, a.company_domain, a.company_name,
        a.classification::text AS classification, a.cap_rank AS account_cap_rank
       ${from} ORDER BY v.intent_score DESC, v.id LIMIT ${args.limit ?? 25}`,
      ...params,
    );
    const masked = maskAll(rows, ctx.access, maskVisitor);
    const total = Number(count?.total ?? 0);
    const sendable = masked.rows.filter((r) => !r.is_locked);
    return result(masked.rows.map((r) => ({ rule: rule.name, would_send: !r.is_locked, ...r })), {
      coverage: `${total} contacts match rule "${String(rule.name)}" (min intent ${Number(rule.min_intent)}${rule.classification ? `, ${String(rule.classification)}` : ''}); ${sendable.length} listed would be sent`,
      caveats: [
        'Dry run: nothing was sent.',
        rule.state === 'active' ? '' : `The rule is ${String(rule.state)}, so it sends nothing until activated.`,
        withheldCaveat(masked.withheld, ctx.access, 'contacts'),
      ],
      withheld: masked.withheld,
    });
  },
});
