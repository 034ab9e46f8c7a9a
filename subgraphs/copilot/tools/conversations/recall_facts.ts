import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';

export const recallFacts = defineTool({
  name: 'recall_facts',
  description: 'Short facts the copilot remembers about this workspace (they feed later planning).',
  kind: 'read',
  reversible: true,
  args: z.object({}),
  effect: () => 'Lists remembered facts.',
  async run(ctx) {
    const rows = await ctx.services.conversations.facts(ctx.workspaceId);
    return result(rows, { coverage: `${rows.length} remembered facts` });
  },
});
