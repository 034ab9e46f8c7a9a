import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { changed } from '../shared/result.js';
import { resolveRecord } from '../shared/selectors.js';

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
        ? `Re-enables the webhook endpoint ${a.url.trim()} and resets its failure count.`
        : `Disables the webhook endpoint ${a.url.trim()}; events stop being sent to it.`,
  async precheck(ctx, a) {
    await resolveRecord(sqlTrace(ctx), 'webhook_endpoints', 'url', ctx.workspaceId, a.url, 'webhook endpoint');
  },
  async run(ctx, a) {
    const t = sqlTrace(ctx);
    const ep = await resolveRecord(t, 'webhook_endpoints', 'url', ctx.workspaceId, a.url, 'webhook endpoint');
    if (a.action === 'delete') {
      await t.exec(`DELETE FROM webhook_endpoints WHERE id = $1::uuid`, ep.id);
      return changed(t.sql, { url: ep.url, previous_state: ep.state, state: 'deleted' });
    }
    const now = ctx.now.toISOString();
    if (a.action === 'enable')
      await t.exec(
        `UPDATE webhook_endpoints SET state = 'enabled', consecutive_failures = 0, disabled_reason = NULL, disabled_at = NULL, updated_at = $2::timestamptz WHERE id = $1::uuid`,
        ep.id,
        now,
      );
    else
      await t.exec(
        `UPDATE webhook_endpoints SET state = 'disabled', disabled_reason = 'disabled by user', disabled_at = $2::timestamptz, updated_at = $2::timestamptz WHERE id = $1::uuid`,
        ep.id,
        now,
      );
    return changed(t.sql, { url: ep.url, previous_state: ep.state, state: a.action === 'enable' ? 'enabled' : 'disabled' });
  },
});
