import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { changed } from '../shared/result.js';
import { resolveRecord } from '../shared/selectors.js';

export const setSyncRuleState = defineTool({
  name: 'set_sync_rule_state',
  description: 'Activates, pauses or deletes a sync rule (delete also removes its run history and cannot be undone).',
  kind: 'change',
  reversible: false,
  irreversibleFor: (a) => a.action === 'delete',
  irreversibleReason: 'deleting a rule removes it and its run history for good',
  args: z.object({
    rule: z.string().min(1).describe("the rule's name (exact, case-insensitive)"),
    action: z.enum(['activate', 'pause', 'delete']).describe('activate, pause or delete'),
  }),
  effect: (a) =>
    a.action === 'delete'
      ? `Deletes sync rule "${a.rule.trim()}" and its run history; this cannot be undone.`
      : a.action === 'activate'
        ? `Activates sync rule "${a.rule.trim()}" so it starts sending contacts.`
        : `Pauses sync rule "${a.rule.trim()}" so it stops sending.`,
  async precheck(ctx, a) {
    await resolveRecord(sqlTrace(ctx), 'sync_rules', 'name', ctx.workspaceId, a.rule, 'sync rule');
  },
  async run(ctx, a) {
    const t = sqlTrace(ctx);
    const rule = await resolveRecord(t, 'sync_rules', 'name', ctx.workspaceId, a.rule, 'sync rule');
    if (a.action === 'delete') {
      await t.exec(`DELETE FROM sync_rules WHERE id = $1::uuid`, rule.id);
      return changed({ name: rule.name, previous_state: rule.state, state: 'deleted' });
    }
    const state = a.action === 'activate' ? 'active' : 'paused';
    await t.exec(`UPDATE sync_rules SET state = $2, updated_at = $3::timestamptz WHERE id = $1::uuid`, rule.id, state, ctx.now.toISOString());
    return changed({ name: rule.name, previous_state: rule.state, state });
  },
});
