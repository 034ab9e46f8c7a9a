import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { result } from '../shared/result.js';

export const listWebhooks = defineTool({
  name: 'list_webhooks',
  description: 'Registered webhook endpoints (URL, enabled or disabled, consecutive failures).',
  kind: 'read',
  reversible: true,
  args: z.object({}),
  effect: () => 'Lists webhooks.',
  async run(ctx) {
    const t = sqlTrace(ctx);
    const rows = await t.q(
      `SELECT url, state, consecutive_failures, disabled_reason, disabled_at, created_at FROM webhook_endpoints
       WHERE workspace_id = $1::uuid ORDER BY created_at, url`,
      ctx.workspaceId,
    );
    const enabled = rows.filter((r) => r.state === 'enabled').length;
    return result(rows, { coverage: `${rows.length} of 5 allowed webhook endpoints, ${enabled} enabled` });
  },
});
