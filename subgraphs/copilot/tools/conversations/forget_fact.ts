import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';
import { resolveName, sameName } from '../shared/selectors.js';
import type { ToolContext } from '../../catalogue/types.js';

// Facts are sentences, so besides the exact text a phrase contained in exactly one fact selects it:
// the exact match first (the one name rule), then the phrase.
async function resolve(ctx: ToolContext, wanted: string) {
  const facts = await ctx.services.conversations.factRecords(ctx.workspaceId);
  const needle = wanted.trim().toLowerCase();
  const exact = facts.some((f) => sameName(f.text, wanted));
  return resolveName(facts, wanted, {
    what: 'remembered fact',
    // no exact text: a fact answers to the phrase it contains
    names: (f) => (exact || !f.text.toLowerCase().includes(needle) ? [f.text] : [f.text, wanted]),
    notFound: (name, existing) => `No remembered fact matches "${name}". ${existing.length ? `Remembered: ${existing.map((x) => `"${x}"`).join(', ')}.` : 'Nothing is remembered.'}`,
    ambiguous: (name, matches) => `"${name}" is ambiguous: ${matches.length} remembered facts contain it.`,
  });
}

export const forgetFact = defineTool({
  name: 'forget_fact',
  description: 'Forgets a remembered fact (soft delete), named by its text or a phrase only it contains.',
  kind: 'change',
  reversible: false,
  irreversibleReason: 'a forgotten fact is not restored',
  args: z.object({ fact: z.string().min(2).describe('the fact text, or a phrase only that fact contains') }),
  effect: (a) => `Forgets the remembered fact "${a.fact.trim()}".`,
  async precheck(ctx, a) {
    await resolve(ctx, a.fact);
  },
  async run(ctx, a) {
    const f = await resolve(ctx, a.fact);
    await ctx.services.conversations.forgetFact(ctx.workspaceId, f.id);
    return changed({ text: f.text, forgotten: true });
  },
});
