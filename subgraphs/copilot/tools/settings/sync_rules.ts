import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';

export const syncRules = defineTool({
  name: 'sync_rules',
  description: 'Sync rules that push contacts to the email platform: name, state (paused or active), filters and the last run.',
  kind: 'read',
  reversible: true,
  args: z.object({}),
  effect: () => 'Lists sync rules.',
  async run(ctx) {
    const rows = await ctx.services.syncRules.list(ctx.workspaceId);
    const active = rows.filter((r) => r.state === 'active').length;
    return result(rows, { coverage: `${rows.length} sync rules, ${active} active` });
  },
});
