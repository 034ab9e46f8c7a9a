import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { result } from '../shared/result.js';

export const intentPages = defineTool({
  name: 'intent_pages',
  description: 'The pages that count towards intent scores (path patterns with their weights).',
  kind: 'read',
  reversible: true,
  args: z.object({}),
  effect: () => 'Lists intent pages.',
  async run(ctx) {
    const t = sqlTrace(ctx);
    const rows = await t.q(
      `SELECT pattern, label, score_weight FROM intent_pages WHERE workspace_id = $1::uuid ORDER BY score_weight DESC, pattern`,
      ctx.workspaceId,
    );
    return result(t.sql, rows, {
      coverage: `${rows.length} intent pages`,
      caveats: [rows.length ? '' : 'No intent pages are set, so intent scores only reflect visit volume.'],
    });
  },
});
