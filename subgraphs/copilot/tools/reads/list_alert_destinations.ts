import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { result } from '../shared/result.js';

export const listAlertDestinations = defineTool({
  name: 'list_alert_destinations',
  description: 'Alert destinations (chat channels that get high-intent alerts): name, kind, state and intent threshold.',
  kind: 'read',
  reversible: true,
  args: z.object({}),
  effect: () => 'Lists alert destinations.',
  async run(ctx) {
    const t = sqlTrace(ctx);
    // the URL is the channel's credential: only its host is shown
    const rows = await t.q(
      `SELECT name, kind, state, min_intent, substring(url from '^[a-z]+://([^/]+)') AS host, created_at
       FROM alert_destinations WHERE workspace_id = $1::uuid ORDER BY created_at, name`,
      ctx.workspaceId,
    );
    const active = rows.filter((r) => r.state === 'active').length;
    return result(rows, { coverage: `${rows.length} alert destinations, ${active} active` });
  },
});
