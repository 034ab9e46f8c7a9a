import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';

export const listWebhooks = defineTool({
  name: 'list_webhooks',
  description: 'Registered webhook endpoints (URL, enabled or disabled, consecutive failures).',
  kind: 'read',
  reversible: true,
  args: z.object({ state: z.enum(['enabled', 'disabled']).optional().describe('only endpoints in this state') }),
  effect: () => 'Lists webhooks.',
  async run(ctx, args) {
    const all = (await ctx.services.endpoints.list(ctx.workspaceId)).map((e) => ({
      url: e.url,
      state: e.state,
      consecutive_failures: e.consecutive_failures,
      disabled_reason: e.disabled_reason,
      disabled_at: e.disabled_at,
      created_at: e.created_at,
    }));
    const enabled = all.filter((r) => r.state === 'enabled').length;
    const rows = args.state ? all.filter((r) => r.state === args.state) : all;
    const head = args.state ? `${rows.length} ${args.state} webhook endpoint${rows.length === 1 ? '' : 's'} of ${all.length} in all` : `${all.length} of 5 allowed webhook endpoints, ${enabled} enabled`;
    return result(rows, { coverage: head });
  },
});
