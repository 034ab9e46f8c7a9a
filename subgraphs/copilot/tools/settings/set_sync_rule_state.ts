import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';
import { stateActionSchema } from '../services.js';
import { findSyncRule } from '../shared/find.js';

export const setSyncRuleState = defineTool({
  name: 'set_sync_rule_state',
  description: 'Activates, pauses or deletes a sync rule (delete also removes its run history and cannot be undone).',
  kind: 'change',
  reversible: false,
  irreversibleFor: (a) => a.action === 'delete',
  irreversibleReason: 'deleting a rule removes it and its run history for good',
  args: z.object({
    rule: z.string().min(1).describe("the rule's name (exact, case-insensitive)"),
    action: stateActionSchema.describe('activate, pause or delete'),
  }),
  effect: (a) =>
    a.action === 'delete'
      ? `Deletes sync rule "${a.rule.trim()}" and its run history; this cannot be undone.`
      : a.action === 'activate'
        ? `Activates sync rule "${a.rule.trim()}" so it starts sending contacts.`
        : `Pauses sync rule "${a.rule.trim()}" so it stops sending.`,
  async precheck(ctx, a) {
    await findSyncRule(ctx, a.rule);
  },
  async run(ctx, a) {
    const rule = await findSyncRule(ctx, a.rule);
    const state = await ctx.services.syncRules.setState(ctx.workspaceId, rule.id, a.action);
    return changed({ name: rule.name, previous_state: rule.state, state });
  },
});
