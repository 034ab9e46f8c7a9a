import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { changed } from '../shared/result.js';
import { findConversation } from '../shared/conversations.js';

export const renameConversation = defineTool({
  name: 'rename_conversation',
  description: 'Renames a saved conversation, named by its current title or thread id.',
  kind: 'change',
  reversible: true,
  args: z.object({
    conversation: z.string().min(1).describe('current title or thread id (exact, case-insensitive)'),
    title: z.string().trim().min(1).max(200).describe('the new title'),
  }),
  effect: (a) => `Renames the conversation "${a.conversation.trim()}" to "${a.title.trim()}".`,
  async precheck(ctx, a) {
    await findConversation(sqlTrace(ctx), ctx.workspaceId, a.conversation);
  },
  async run(ctx, a) {
    const t = sqlTrace(ctx);
    const c = await findConversation(t, ctx.workspaceId, a.conversation);
    await t.exec(`UPDATE conversations SET title = $2, updated_at = $3::timestamptz WHERE id = $1::uuid`, c.id, a.title.trim(), ctx.now.toISOString());
    return changed({ thread_id: c.thread_id, previous_title: c.title, title: a.title.trim() });
  },
});
