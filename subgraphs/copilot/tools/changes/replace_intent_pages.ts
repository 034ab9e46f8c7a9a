import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { changed } from '../shared/result.js';

export const replaceIntentPages = defineTool({
  name: 'replace_intent_pages',
  description: 'Replaces the whole set of intent pages: omitted pages are deleted, an omitted score_weight resets to 1; scores recompute on the next run.',
  kind: 'change',
  reversible: true,
  args: z.object({
    pages: z
      .array(
        z.object({
          pattern: z.string().trim().min(1).max(200).describe('path pattern, e.g. /pricing or /docs/*'),
          label: z.string().max(100).optional().describe('display label'),
          score_weight: z.number().min(0).max(10).optional().describe('weight, default 1'),
        }),
      )
      .max(100)
      .describe('the complete new set of intent pages'),
  }),
  effect: (a) =>
    a.pages.length
      ? `Replaces all intent pages with ${a.pages.map((p) => p.pattern + (p.score_weight !== undefined ? ` (weight ${p.score_weight})` : '')).join(', ')}; any other page is removed.`
      : 'Removes every intent page.',
  async run(ctx, a) {
    const t = sqlTrace(ctx);
    const before = await t.q(`SELECT pattern FROM intent_pages WHERE workspace_id = $1::uuid ORDER BY pattern`, ctx.workspaceId);
    const unique = [...new Map(a.pages.map((p) => [p.pattern.trim(), p])).values()];
    await ctx.rt.db.prisma.$transaction(async (tx) => {
      t.note(`DELETE FROM intent_pages WHERE workspace_id = $1::uuid`, ctx.workspaceId);
      await tx.$executeRawUnsafe(`DELETE FROM intent_pages WHERE workspace_id = $1::uuid`, ctx.workspaceId);
      for (const p of unique) {
        const sql = `INSERT INTO intent_pages (id, workspace_id, pattern, label, score_weight) VALUES (gen_random_uuid(), $1::uuid, $2, $3, $4)`;
        t.note(sql, ctx.workspaceId, p.pattern.trim(), p.label ?? null, p.score_weight ?? 1);
        await tx.$executeRawUnsafe(sql, ctx.workspaceId, p.pattern.trim(), p.label ?? null, p.score_weight ?? 1);
      }
    });
    const removed = before.map((b) => String(b.pattern)).filter((p) => !unique.some((u) => u.pattern.trim() === p));
    return changed(t.sql, { pages: unique.map((p) => ({ pattern: p.pattern.trim(), score_weight: p.score_weight ?? 1 })), removed }, {
      coverage: `${unique.length} intent pages set, ${removed.length} removed`,
      caveats: ['Intent scores recompute on the next pipeline run.'],
    });
  },
});
