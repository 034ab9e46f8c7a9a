// revoke_api_key (spec 3, 4.6): immediate and permanent. The key is named by its name, matched
// exactly ignoring case and surrounding whitespace among active keys; names may repeat, so several
// matches are refused as ambiguous. Resolved again when the approved call runs. Plain SQL (not the
// key service's Prisma calls) so the trace shows the statements actually executed.
import { z } from 'zod';
import { defineTool } from './shared/define.js';
import { sqlTrace, type SqlTrace } from './shared/sql.js';
import { changed } from './shared/result.js';
import { resolveOne } from './shared/selectors.js';
import type { ToolContext } from '../catalogue/types.js';

async function resolveKey(t: SqlTrace, ctx: ToolContext, name: string) {
  const active = await t.q(
    `SELECT id, name, prefix FROM api_keys WHERE workspace_id = $1::uuid AND revoked_at IS NULL ORDER BY created_at, id`,
    ctx.workspaceId,
  );
  return resolveOne(active, (k) => String(k.name), name, 'active API key');
}

export const revokeApiKey = defineTool({
  name: 'revoke_api_key',
  description: 'Revoke one active API key, named by its name. Immediate and permanent: integrations using it stop working.',
  kind: 'change',
  reversible: false,
  irreversibleReason: 'revocation is immediate and permanent, and integrations using the key stop working',
  args: z.object({ key: z.string().trim().min(1).max(100).describe("the key's name, exactly as listed") }),
  effect: (a) => `Revoke the API key named "${a.key.trim()}"; integrations using it will stop working.`,
  async precheck(ctx, args) {
    await resolveKey(sqlTrace(ctx), ctx, args.key);
  },
  async run(ctx, args) {
    const t = sqlTrace(ctx);
    const key = await resolveKey(t, ctx, args.key);
    const [row] = await t.q(
      `UPDATE api_keys SET revoked_at = $3::timestamptz WHERE workspace_id = $1::uuid AND id = $2::uuid AND revoked_at IS NULL
       RETURNING name, prefix, scopes, revoked_at`,
      ctx.workspaceId,
      key.id,
      ctx.now,
    );
    return changed(t.sql, row ?? { name: key.name, prefix: key.prefix, already_revoked: true });
  },
});
