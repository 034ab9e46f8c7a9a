import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';
import { NameResolutionRefusal, type ToolContext } from '../../catalogue/types.js';
import { resolveName } from '../shared/selectors.js';

const args = z.object({
  email: z.string().min(3).describe("the visitor's email address (exact, case-insensitive)"),
  contacted: z.boolean().default(true).describe('true marks as contacted, false clears it'),
});

/** Every accessible visitor with this email (one person may have several visitor records). */
async function resolve(ctx: ToolContext, email: string) {
  // the query narrows the candidates; the one name rule (spec 4.6) decides. Every record of the
  // person is one item, and no other visitor's email is listed in the refusal.
  const { all: candidates, open } = await ctx.services.visitors.contactable(ctx.workspaceId, email, ctx.access);
  const person = candidates.length ? [{ email: candidates[0]!.email, rows: candidates }] : [];
  await resolveName(person, email, {
    what: 'visitor',
    names: (p) => [p.email],
    existing: async () => [],
    notFound: (wanted) => `No identified visitor has the email ${wanted}.`,
  });
  // a withheld visitor's identity is not confirmed, so it cannot be changed by email either
  if (open.length === 0)
    throw new NameResolutionRefusal(`No accessible visitor has the email ${email.trim()} (locked visitors are withheld by the plan).`, 'not_found');
  return open;
}

export const setVisitorContacted = defineTool({
  name: 'set_visitor_contacted',
  description: 'Marks a visitor (by email) as contacted, or clears the mark.',
  kind: 'change',
  reversible: true,
  args,
  effect: (a) => (a.contacted === false ? `Clears the contacted mark on ${a.email.trim()}.` : `Marks ${a.email.trim()} as contacted.`),
  async precheck(ctx, a) {
    await resolve(ctx, a.email);
  },
  async run(ctx, a) {
    const rows = await resolve(ctx, a.email);
    const contacted = a.contacted !== false;
    const n = await ctx.services.visitors.setContacted(
      ctx.workspaceId,
      rows.map((r) => r.id),
      contacted,
    );
    return changed({ email: a.email.trim(), contacted, contacted_at: contacted ? ctx.now.toISOString() : null, visitors_updated: n });
  },
});
