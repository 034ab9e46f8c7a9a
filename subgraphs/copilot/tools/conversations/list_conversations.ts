import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';

export const listConversations = defineTool({
  name: 'list_conversations',
  description: 'Saved copilot conversations (threads) of this workspace with their titles and last activity.',
  kind: 'read',
  reversible: true,
  args: z.object({ limit: z.number().int().min(1).max(100).default(20).describe('conversations to return') }),
  effect: () => 'Lists conversations.',
  async run(ctx, args) {
    const rows = await ctx.services.conversations.list(ctx.workspaceId, args.limit ?? 20);
    return result(rows, { coverage: `${rows.length} conversations` });
  },
});
