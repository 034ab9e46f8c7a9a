import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { result } from '../shared/result.js';

export const openRecommendations = defineTool({
  name: 'open_recommendations',
  description: 'Open recommendations (status new, or snoozed with the snooze elapsed): suggested next steps with their subject.',
  kind: 'read',
  reversible: true,
  args: z.object({ limit: z.number().int().min(1).max(50).default(20).describe('items to return') }),
  effect: () => 'Lists open recommendations.',
  async run(ctx, args) {
    const t = sqlTrace(ctx);
    const rows = await t.q(
      `SELECT kind, subject, title, status, snoozed_until, created_at FROM recommendations
       WHERE workspace_id = $1::uuid AND (status = 'new' OR (status = 'snoozed' AND snoozed_until <= $2::timestamptz))
       ORDER BY created_at DESC, subject LIMIT ${args.limit ?? 20}`,
      ctx.workspaceId,
      ctx.now.toISOString(),
    );
    return result(rows, { coverage: `${rows.length} open recommendations` });
  },
});
