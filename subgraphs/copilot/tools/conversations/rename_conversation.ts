import { TITLE } from '../../conversations/conversation.service.js';
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';
import { findConversation } from '../shared/conversations.js';

export const renameConversation = defineTool({
  name: 'rename_conversation',
  description: 'Renames a saved conversation, named by its current title or thread id.',
  kind: 'change',
  reversible: true,
  args: z.object({
    conversation: z.string().min(1).describe('current title or thread id (exact, case-insensitive)'),
    title: z.string().trim().min(TITLE.min).max(TITLE.max).describe('the new title'),
  }),
  effect: (a) => `Renames the conversation "${a.conversation.trim()}" to "${a.title.trim()}".`,
  async precheck(ctx, a) {
    await findConversation(ctx, a.conversation);
  },
  async run(ctx, a) {
    const c = await findConversation(ctx, a.conversation);
    await ctx.services.conversations.rename(ctx.workspaceId, c.id, a.title);
    return changed({ thread_id: c.thread_id, previous_title: c.title, title: a.title.trim() });
  },
});
