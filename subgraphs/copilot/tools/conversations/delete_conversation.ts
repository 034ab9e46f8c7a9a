import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';
import { findConversation } from '../shared/conversations.js';

export const deleteConversation = defineTool({
  name: 'delete_conversation',
  description: 'Deletes a saved conversation (soft delete, not restorable), named by its title or thread id.',
  kind: 'change',
  reversible: false,
  irreversibleReason: 'a deleted conversation cannot be restored',
  args: z.object({ conversation: z.string().min(1).describe('title or thread id (exact, case-insensitive)') }),
  effect: (a) => `Deletes the conversation "${a.conversation.trim()}"; it cannot be restored.`,
  async precheck(ctx, a) {
    await findConversation(ctx, a.conversation);
  },
  async run(ctx, a) {
    const c = await findConversation(ctx, a.conversation);
    await ctx.services.conversations.delete(ctx.workspaceId, c.id);
    return changed({ thread_id: c.thread_id, title: c.title, deleted: true });
  },
});
