import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';
import { findConversation } from '../shared/conversations.js';

export const getConversation = defineTool({
  name: 'get_conversation',
  description: "One saved conversation's turns (questions and answers), named by its title or thread id.",
  kind: 'read',
  reversible: true,
  args: z.object({ conversation: z.string().min(1).describe('the conversation title or thread id (exact, case-insensitive)') }),
  effect: () => 'Shows a conversation.',
  async run(ctx, args) {
    const conv = await findConversation(ctx, args.conversation);
    const turns = await ctx.services.conversations.turns(ctx.workspaceId, conv.id);
    return result(turns.map((tr) => ({ thread_id: conv.thread_id, title: conv.title, ...tr })), {
      coverage: `${turns.length} turns of "${String(conv.title ?? conv.thread_id)}"`,
    });
  },
});
