import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { result } from '../shared/result.js';

export const syncRules = defineTool({
  name: 'sync_rules',
  description: 'Sync rules that push contacts to the email platform: name, state (paused or active), filters and the last run.',
  kind: 'read',
  reversible: true,
  args: z.object({}),
  effect: () => 'Lists sync rules.',
  async run(ctx) {
    const t = sqlTrace(ctx);
    const rows = await t.q(
      `SELECT r.name, r.state, r.esp, r.list_id, r.min_intent, r.classification::text AS classification, r.created_at,
        last.started_at AS last_run_at, last.status AS last_run_status, last.contacts_sent AS last_run_contacts_sent
       FROM sync_rules r LEFT JOIN LATERAL (
         SELECT started_at, status, contacts_sent FROM sync_rule_runs WHERE sync_rule_id = r.id ORDER BY started_at DESC LIMIT 1
       ) last ON true
       WHERE r.workspace_id = $1::uuid ORDER BY r.created_at, r.name`,
      ctx.workspaceId,
    );
    const active = rows.filter((r) => r.state === 'active').length;
    return result(rows, { coverage: `${rows.length} sync rules, ${active} active` });
  },
});
