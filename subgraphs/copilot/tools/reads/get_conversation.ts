import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
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
    const t = sqlTrace(ctx);
    const conv = await findConversation(t, ctx.workspaceId, args.conversation);
    const turns = await t.q(
      `SELECT seq, question, response->>'answer' AS answer, response->>'refusal' AS refusal, created_at FROM turns
       WHERE conversation_id = $1::uuid ORDER BY seq`,
      conv.id,
    );
    return result(turns.map((tr) => ({ thread_id: conv.thread_id, title: conv.title, ...tr })), {
      coverage: `${turns.length} turns of "${String(conv.title ?? conv.thread_id)}"`,
    });
  },
});
