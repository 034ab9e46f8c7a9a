// set_webhook_state: through the webhooks domain (endpoint.service.ts), which matches the URL
// (case and surrounding whitespace ignored, spec 4.6) and applies enable/disable/delete exactly as
// the dashboard and the operator API do. The copilot turns the service's not-found and ambiguous
// answers into name-resolution refusals, and re-resolves the URL when the approved call runs.
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace, type SqlTrace } from '../shared/sql.js';
import { changed } from '../shared/result.js';
import { isAppError } from '../../../../core/errors.js';
import { NameResolutionRefusal, type ToolContext } from '../../catalogue/types.js';
import { createEndpointService, type EndpointService, type WebhookEndpointView } from '../../../webhooks/endpoints/endpoint.service.js';

async function resolve(t: SqlTrace, ctx: ToolContext, endpoints: EndpointService, url: string): Promise<WebhookEndpointView> {
  t.note(`SELECT id, url, state FROM webhook_endpoints WHERE workspace_id = $1::uuid ORDER BY created_at, id`, ctx.workspaceId);
  try {
    return await endpoints.resolve(ctx.workspaceId, { url });
  } catch (e) {
    if (!isAppError(e)) throw e;
    const details = (e.details ?? {}) as { code?: string; existing?: string[]; matches?: { url: string }[] };
    if (details.code === 'webhook_not_found') {
      const existing = details.existing ?? [];
      const list = existing.length ? `Existing: ${existing.map((u) => `"${u}"`).join(', ')}.` : 'There are none yet.';
      throw new NameResolutionRefusal(`No webhook endpoint has the URL "${url.trim()}". ${list}`, 'not_found', existing);
    }
    if (details.code === 'ambiguous_name')
      throw new NameResolutionRefusal(`"${url.trim()}" is ambiguous: ${details.matches?.length ?? 'several'} webhook endpoints have that URL.`, 'ambiguous', (details.matches ?? []).map((m) => m.url));
    throw e;
  }
}

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
    await resolve(sqlTrace(ctx), ctx, createEndpointService(ctx.rt), a.url);
  },
  async run(ctx, a) {
    const t = sqlTrace(ctx);
    const endpoints = createEndpointService(ctx.rt);
    const ep = await resolve(t, ctx, endpoints, a.url);
    const r = await endpoints.setState(ctx.workspaceId, { id: ep.id }, a.action);
    if (a.action === 'delete') {
      t.note(`DELETE FROM webhook_endpoints WHERE id = $1::uuid AND workspace_id = $2::uuid`, ep.id, ctx.workspaceId);
      return changed(t.sql, { url: ep.url, previous_state: ep.state, state: 'deleted' });
    }
    const state = a.action === 'enable' ? 'enabled' : 'disabled';
    if (ep.state !== state)
      t.note(
        state === 'enabled'
          ? `UPDATE webhook_endpoints SET state = 'enabled', consecutive_failures = 0, disabled_reason = NULL, disabled_at = NULL, updated_at = $3 WHERE id = $1::uuid AND workspace_id = $2::uuid`
          : `UPDATE webhook_endpoints SET state = 'disabled', disabled_reason = 'disabled by a user', disabled_at = $3, updated_at = $3 WHERE id = $1::uuid AND workspace_id = $2::uuid`,
        ep.id,
        ctx.workspaceId,
        ctx.rt.clock.now(),
      );
    return changed(t.sql, { url: ep.url, previous_state: ep.state, state: r.endpoint?.state ?? state, consecutive_failures: r.endpoint?.consecutive_failures ?? 0 });
  },
});
