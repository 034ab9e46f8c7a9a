// revoke_api_key (spec 3, 4.6): immediate and permanent, through the accounts subgraph's key service
// (the same matching and revocation as signalctl and the operator API). The key is named by its
// name, matched exactly ignoring case and surrounding whitespace among active keys; names may
// repeat, so several matches are refused as ambiguous. Resolved again when the approved call runs.
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';
import { isAppError } from '../../../../core/errors.js';
import type { ToolContext } from '../../catalogue/types.js';
import { resolveName } from '../shared/selectors.js';
import type { ApiKeyView } from '../services.js';

async function resolveKey(ctx: ToolContext, name: string): Promise<ApiKeyView> {
  return resolveName(await ctx.services.keys.list(ctx.workspaceId), name, {
    what: 'active API key',
    names: (k) => [k.name],
    ambiguous: (wanted, matches) =>
      `"${wanted}" is ambiguous: ${matches.length} active API keys have that name (prefixes ${matches.map((k) => k.prefix).join(', ')}). Revoke the one you mean by its prefix in the dashboard, or with signalctl.`,
  });
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
    await resolveKey(ctx, args.key);
  },
  async run(ctx, args) {
    const key = await resolveKey(ctx, args.key);
    try {
      const row = await ctx.services.keys.revoke(ctx.workspaceId, key.id);
      return changed({ name: row.name, prefix: row.prefix, scopes: row.scopes, revoked_at: row.revoked_at?.toISOString() ?? null });
    } catch (e) {
      // revoked by someone else between resolution and now: the outcome the user asked for holds
      if (isAppError(e) && e.code === 'NOT_FOUND') return changed({ name: key.name, prefix: key.prefix, already_revoked: true });
      throw e;
    }
  },
});
