import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { result } from '../shared/result.js';

export const espConnection = defineTool({
  name: 'esp_connection',
  description: 'The email platform (ESP) connection: provider and status (connected, pending, skipped or none).',
  kind: 'read',
  reversible: true,
  args: z.object({}),
  effect: () => 'Shows the email platform connection.',
  async run(ctx) {
    const t = sqlTrace(ctx);
    const [row] = await t.q(
      `SELECT e.provider, e.status, e.connected_at, e.verified_at, w.esp_skipped_at FROM workspaces w
       LEFT JOIN esp_connections e ON e.workspace_id = w.id WHERE w.id = $1::uuid`,
      ctx.workspaceId,
    );
    const status = row?.provider ? row.status : row?.esp_skipped_at ? 'skipped' : 'not connected';
    return result([{ ...row, status }], { coverage: `email platform: ${String(status)}` });
  },
});
