import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { result } from '../shared/result.js';

export const listConversations = defineTool({
  name: 'list_conversations',
  description: 'Saved copilot conversations (threads) of this workspace with their titles and last activity.',
  kind: 'read',
  reversible: true,
  args: z.object({ limit: z.number().int().min(1).max(100).default(20).describe('conversations to return') }),
  effect: () => 'Lists conversations.',
  async run(ctx, args) {
    const t = sqlTrace(ctx);
    const rows = await t.q(
      `SELECT c.thread_id, c.title, c.updated_at, (SELECT count(*) FROM turns WHERE conversation_id = c.id) AS turns
       FROM conversations c WHERE c.workspace_id = $1::uuid AND c.deleted_at IS NULL ORDER BY c.updated_at DESC, c.thread_id LIMIT ${args.limit ?? 20}`,
      ctx.workspaceId,
    );
    return result(rows, { coverage: `${rows.length} conversations` });
  },
});
