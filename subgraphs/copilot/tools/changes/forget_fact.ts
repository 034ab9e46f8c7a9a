import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace, type SqlTrace } from '../shared/sql.js';
import { changed } from '../shared/result.js';
import { sameName } from '../shared/selectors.js';
import { NameResolutionRefusal } from '../../catalogue/types.js';

// Facts are sentences, so besides the exact text a phrase contained in exactly one fact selects it.
async function resolve(t: SqlTrace, workspaceId: string, wanted: string) {
  const rows = await t.q(`SELECT id, text FROM remembered_facts WHERE workspace_id = $1::uuid AND deleted_at IS NULL ORDER BY created_at`, workspaceId);
  const exact = rows.filter((r) => sameName(String(r.text), wanted));
  const needle = wanted.trim().toLowerCase();
  const matches = exact.length ? exact : rows.filter((r) => String(r.text).toLowerCase().includes(needle));
  const texts = rows.map((r) => String(r.text));
  if (matches.length === 0)
    throw new NameResolutionRefusal(`No remembered fact matches "${wanted.trim()}". ${texts.length ? `Remembered: ${texts.map((x) => `"${x}"`).join(', ')}.` : 'Nothing is remembered.'}`, 'not_found', texts);
  if (matches.length > 1) throw new NameResolutionRefusal(`"${wanted.trim()}" is ambiguous: ${matches.length} remembered facts contain it.`, 'ambiguous', texts);
  return matches[0]!;
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
    await resolve(sqlTrace(ctx), ctx.workspaceId, a.fact);
  },
  async run(ctx, a) {
    const t = sqlTrace(ctx);
    const f = await resolve(t, ctx.workspaceId, a.fact);
    await t.exec(`UPDATE remembered_facts SET deleted_at = $2::timestamptz WHERE id = $1::uuid`, f.id, ctx.now.toISOString());
    return changed({ text: f.text, forgotten: true });
  },
});
