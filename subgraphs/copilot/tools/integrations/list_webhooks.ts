import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';

export const listWebhooks = defineTool({
  name: 'list_webhooks',
  description: 'Registered webhook endpoints (URL, enabled or disabled, consecutive failures).',
  kind: 'read',
  reversible: true,
  args: z.object({}),
  effect: () => 'Lists webhooks.',
  async run(ctx) {
    const rows = (await ctx.services.endpoints.list(ctx.workspaceId)).map((e) => ({
      url: e.url,
      state: e.state,
      consecutive_failures: e.consecutive_failures,
      disabled_reason: e.disabled_reason,
      disabled_at: e.disabled_at,
      created_at: e.created_at,
    }));
    const enabled = rows.filter((r) => r.state === 'enabled').length;
    return result(rows, { coverage: `${rows.length} of 5 allowed webhook endpoints, ${enabled} enabled` });
  },
});
