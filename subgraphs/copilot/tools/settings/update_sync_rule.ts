import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';
import { syncRuleField as f } from '../services.js';
import { findSyncRule } from '../shared/find.js';


export const updateSyncRule = defineTool({
  name: 'update_sync_rule',
  description: "Changes a sync rule's name, intent threshold, classification filter or list; keeps its run history.",
  kind: 'change',
  reversible: true,
  args: z
    .object({
      rule: z.string().min(1).describe("the rule's current name (exact, case-insensitive)"),
      name: f.name.optional().describe('new name for the rule'),
      min_intent: f.min_intent.optional().describe('new minimum intent score'),
      classification: f.classification.optional().describe('new classification filter'),
      list_id: f.list_id.optional().describe('new list on the email platform'),
    })
    .refine((a) => a.name ?? a.min_intent ?? a.classification ?? a.list_id, 'give at least one thing to change'),
  effect: (a) => {
    const parts = [
      a.name ? `renames it to "${a.name.trim()}"` : '',
      a.min_intent !== undefined ? `sets its minimum intent to ${a.min_intent}` : '',
      a.classification ? `limits it to ${a.classification}s` : '',
      a.list_id ? `points it at list ${a.list_id}` : '',
    ].filter(Boolean);
    return `Updates sync rule "${a.rule.trim()}": ${parts.join(', ')}.`;
  },
  async precheck(ctx, a) {
    await findSyncRule(ctx, a.rule);
  },
  async run(ctx, a) {
    const rule = await findSyncRule(ctx, a.rule);
    const row = await ctx.services.syncRules.update(ctx.workspaceId, rule.id, {
      name: a.name?.trim(),
      min_intent: a.min_intent,
      classification: a.classification,
      list_id: a.list_id,
    });
    return changed({ previous_name: rule.name, ...row });
  },
});
