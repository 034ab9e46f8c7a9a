import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace, type SqlTrace } from '../shared/sql.js';
import { changed } from '../shared/result.js';
import { maskVisitor } from '../shared/masking.js';
import { NameResolutionRefusal, type ToolContext } from '../../catalogue/types.js';

const args = z.object({
  email: z.string().min(3).describe("the visitor's email address (exact, case-insensitive)"),
  contacted: z.boolean().default(true).describe('true marks as contacted, false clears it'),
});

async function resolve(t: SqlTrace, ctx: ToolContext, email: string) {
  const rows = await t.q(
    `SELECT v.id, v.email, a.cap_rank AS account_cap_rank FROM visitors v LEFT JOIN accounts a ON a.id = v.account_id
     WHERE v.workspace_id = $1::uuid AND lower(v.email) = lower($2)`,
    ctx.workspaceId,
    email.trim(),
  );
  if (rows.length === 0) throw new NameResolutionRefusal(`No identified visitor has the email ${email.trim()}.`, 'not_found');
  // a withheld visitor's identity is not confirmed, so it cannot be changed by email either
  if (rows.every((r) => maskVisitor(r, ctx.access).locked))
    throw new NameResolutionRefusal(`No accessible visitor has the email ${email.trim()} (locked visitors are withheld by the plan).`, 'not_found');
  return rows.filter((r) => !maskVisitor(r, ctx.access).locked);
}

export const setVisitorContacted = defineTool({
  name: 'set_visitor_contacted',
  description: 'Marks a visitor (by email) as contacted, or clears the mark.',
  kind: 'change',
  reversible: true,
  args,
  effect: (a) => (a.contacted === false ? `Clears the contacted mark on ${a.email.trim()}.` : `Marks ${a.email.trim()} as contacted.`),
  async precheck(ctx, a) {
    await resolve(sqlTrace(ctx), ctx, a.email);
  },
  async run(ctx, a) {
    const t = sqlTrace(ctx);
    const rows = await resolve(t, ctx, a.email);
    const contacted = a.contacted !== false;
    const n = await t.exec(
      `UPDATE visitors SET contacted_at = ${contacted ? '$2::timestamptz' : 'NULL'}, updated_at = $2::timestamptz WHERE id = ANY($1::uuid[])`,
      rows.map((r) => r.id),
      ctx.now.toISOString(),
    );
    return changed({ email: a.email.trim(), contacted, contacted_at: contacted ? ctx.now.toISOString() : null, visitors_updated: n });
  },
});
