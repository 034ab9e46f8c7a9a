import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';

export const createApiKey = defineTool({
  name: 'create_api_key',
  description: 'Creates an API key with fixed scopes (read for the read API, copilot for read-only copilot access); the key is shown once.',
  kind: 'change',
  reversible: false,
  irreversibleReason: 'the key is shown once and cannot be shown again',
  args: z.object({
    name: z.string().trim().min(1).max(100).describe('name of the key, e.g. the integration using it'),
    scopes: z.array(z.enum(['read', 'copilot'])).min(1).default(['read']).describe('read and/or copilot'),
  }),
  effect: (a) => `Creates the API key "${a.name.trim()}" with scope ${(a.scopes ?? ['read']).join(' and ')}; its value is shown once.`,
  async run(ctx, a) {
    const key = await ctx.services.keys.create(ctx.workspaceId, { name: a.name, scopes: a.scopes ?? ['read'] });
    return changed({ name: key.name, prefix: key.prefix, scopes: key.scopes, created_at: key.created_at.toISOString() }, {
      caveats: ['The key value is in secrets.api_key and is shown only this once.'],
      secrets: { api_key: key.plaintext },
    });
  },
});
