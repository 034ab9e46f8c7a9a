// set_webhook_state: through the webhooks domain (endpoint.service.ts), which matches the URL
// (case and surrounding whitespace ignored, spec 4.6) and applies enable/disable/delete exactly as
// the dashboard and the operator API do. The copilot turns the service's not-found and ambiguous
// answers into name-resolution refusals, and re-resolves the URL when the approved call runs.
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';
import type { ToolContext } from '../../catalogue/types.js';
import { existingSentence, resolveName } from '../shared/selectors.js';
import type { WebhookEndpointView } from '../services.js';

const resolve = async (ctx: ToolContext, url: string): Promise<WebhookEndpointView> =>
  resolveName(await ctx.services.endpoints.list(ctx.workspaceId), url, {
    what: 'webhook endpoint',
    names: (e) => [e.url],
    notFound: (wanted, existing) => `No webhook endpoint has the URL "${wanted}". ${existingSentence(existing)}`,
    ambiguous: (wanted, matches) => `"${wanted}" is ambiguous: ${matches.length} webhook endpoints have that URL.`,
  });

export const setWebhookState = defineTool({
  name: 'set_webhook_state',
  description: 'Enables, disables or deletes a webhook endpoint, named by its URL (delete removes its history and cannot be undone).',
  kind: 'change',
  reversible: false,
  irreversibleFor: (a) => a.action === 'delete',
  irreversibleReason: 'deleting an endpoint removes it and its delivery history for good',
  args: z.object({
    url: z.string().min(1).describe('the endpoint URL (exact, case-insensitive)'),
    action: z.enum(['enable', 'disable', 'delete']).describe('enable, disable or delete'),
  }),
  effect: (a) =>
    a.action === 'delete'
      ? `Deletes the webhook endpoint ${a.url.trim()} and its delivery history; this cannot be undone.`
      : a.action === 'enable'
        ? `Enables the webhook endpoint ${a.url.trim()}; if it was disabled, its failure count is reset.`
        : `Disables the webhook endpoint ${a.url.trim()}; events stop being sent to it.`,
  async precheck(ctx, a) {
    await resolve(ctx, a.url);
  },
  async run(ctx, a) {
    const ep = await resolve(ctx, a.url);
    const r = await ctx.services.endpoints.setState(ctx.workspaceId, { id: ep.id }, a.action);
    if (a.action === 'delete') {
      return changed({ url: ep.url, previous_state: ep.state, state: 'deleted' });
    }
    const state = a.action === 'enable' ? 'enabled' : 'disabled';
    return changed({ url: ep.url, previous_state: ep.state, state: r.endpoint?.state ?? state, consecutive_failures: r.endpoint?.consecutive_failures ?? 0 });
  },
});
