// API keys of the workspace: name, display prefix, scopes, dates. Never the hash or the plaintext.
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';
import { MAX_ACTIVE_KEYS } from '../../../../core/auth/apiKeys.js';

export const listApiKeys = defineTool({
  name: 'list_api_keys',
  description: 'API keys of this workspace (name, display prefix, scopes, created, last used, revoked).',
  kind: 'read',
  reversible: true,
  args: z.object({
    include_revoked: z.boolean().default(false).describe('also list revoked keys'),
  }),
  effect: () => 'Lists API keys.',
  async run(ctx, args) {
    const keys = await ctx.services.keys.list(ctx.workspaceId, { includeRevoked: args.include_revoked });
    const rows = keys.map((k) => ({ name: k.name, prefix: k.prefix, scopes: k.scopes, created_at: k.created_at, last_used_at: k.last_used_at, revoked_at: k.revoked_at }));
    const active = rows.filter((r) => r.revoked_at === null).length;
    return result(rows, { coverage: `${active} of ${MAX_ACTIVE_KEYS} allowed active keys` });
  },
});
