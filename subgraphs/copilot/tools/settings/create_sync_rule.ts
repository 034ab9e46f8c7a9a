import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';
import { syncRuleField as f, SYNC_RULE_DEFAULTS } from '../services.js';

export const createSyncRule = defineTool({
  name: 'create_sync_rule',
  description: 'Creates a sync rule that will push matching contacts to the email platform; it is created paused and sends nothing until activated.',
  kind: 'change',
  reversible: true,
  args: z.object({
    name: f.name.describe('name of the new rule'),
    min_intent: f.min_intent.default(SYNC_RULE_DEFAULTS.min_intent).describe('minimum intent score of contacts to send'),
    classification: f.classification.optional().describe('only contacts whose account has this classification'),
    esp: f.esp.default(SYNC_RULE_DEFAULTS.esp).describe('email platform'),
    list_id: f.list_id.optional().describe('list on the email platform'),
  }),
  effect: (a) =>
    `Creates the sync rule "${a.name.trim()}" (intent ${a.min_intent ?? SYNC_RULE_DEFAULTS.min_intent}+${a.classification ? `, ${a.classification}s` : ''}), paused until you activate it.`,
  async run(ctx, a) {
    const row = await ctx.services.syncRules.create(ctx.workspaceId, {
      name: a.name.trim(),
      esp: a.esp ?? SYNC_RULE_DEFAULTS.esp,
      list_id: a.list_id ?? null,
      min_intent: a.min_intent ?? SYNC_RULE_DEFAULTS.min_intent,
      classification: a.classification ?? null,
    });
    return changed(row, { caveats: ['Created paused: it sends nothing until activated.'] });
  },
});
