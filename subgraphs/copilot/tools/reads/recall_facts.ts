import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { result } from '../shared/result.js';

export const recallFacts = defineTool({
  name: 'recall_facts',
  description: 'Short facts the copilot remembers about this workspace (they feed later planning).',
  kind: 'read',
  reversible: true,
  args: z.object({}),
  effect: () => 'Lists remembered facts.',
  async run(ctx) {
    const t = sqlTrace(ctx);
    const rows = await t.q(
      `SELECT text, source, created_at FROM remembered_facts WHERE workspace_id = $1::uuid AND deleted_at IS NULL ORDER BY created_at`,
      ctx.workspaceId,
    );
    return result(rows, { coverage: `${rows.length} remembered facts` });
  },
});
