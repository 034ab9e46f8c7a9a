import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
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
    const t = sqlTrace(ctx);
    const [row] = await t.q(
      `INSERT INTO sync_rules (id, workspace_id, name, esp, list_id, min_intent, classification, state, updated_at)
       VALUES (gen_random_uuid(), $1::uuid, $2, $3, $4, $5, $6::"Classification", 'paused', $7::timestamptz)
       RETURNING name, esp, list_id, min_intent, classification::text AS classification, state`,
      ctx.workspaceId,
      a.name.trim(),
      a.esp ?? 'klaviyo',
      a.list_id ?? null,
      a.min_intent ?? 50,
      a.classification ?? null,
      ctx.now.toISOString(),
    );
    return changed(row!, { caveats: ['Created paused: it sends nothing until activated.'] });
  },
});
