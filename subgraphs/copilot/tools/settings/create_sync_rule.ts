import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';

const CLASSIFICATIONS = ['lead', 'customer', 'competitor', 'excluded'] as const;

export const createSyncRule = defineTool({
  name: 'create_sync_rule',
  description: 'Creates a sync rule that will push matching contacts to the email platform; it is created paused and sends nothing until activated.',
  kind: 'change',
  reversible: true,
  args: z.object({
    name: z.string().trim().min(1).max(100).describe('name of the new rule'),
    min_intent: z.number().int().min(0).max(100).default(50).describe('minimum intent score of contacts to send'),
    classification: z.enum(CLASSIFICATIONS).optional().describe('only contacts whose account has this classification'),
    esp: z.string().min(1).max(40).default('klaviyo').describe('email platform'),
    list_id: z.string().max(200).optional().describe('list on the email platform'),
  }),
  effect: (a) =>
    `Creates the sync rule "${a.name.trim()}" (intent ${a.min_intent ?? 50}+${a.classification ? `, ${a.classification}s` : ''}), paused until you activate it.`,
  async run(ctx, a) {
    const row = await ctx.services.syncRules.create(ctx.workspaceId, {
      name: a.name.trim(),
      esp: a.esp ?? 'klaviyo',
      list_id: a.list_id ?? null,
      min_intent: a.min_intent ?? 50,
      classification: a.classification ?? null,
    });
    return changed(row, { caveats: ['Created paused: it sends nothing until activated.'] });
  },
});
