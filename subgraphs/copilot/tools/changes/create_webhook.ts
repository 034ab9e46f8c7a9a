// create_webhook: through the webhooks domain (endpoint.service.ts), the one place that validates
// the URL, enforces the 5-endpoint limit and generates and encrypts the signing secret. The
// copilot adds the confirmation gate: precheck runs the service's own checks before consent.
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { changed } from '../shared/result.js';
import { createEndpointService } from '../../../webhooks/endpoints/endpoint.service.js';

export const createWebhook = defineTool({
  name: 'create_webhook',
  description: 'Registers a webhook endpoint URL that will receive every event; its signing secret (whsec_...) is shown once. At most 5 per workspace.',
  kind: 'change',
  reversible: false,
  irreversibleReason: 'the signing secret is shown once',
  args: z.object({ url: z.string().min(8).max(2048).describe('the https endpoint URL') }),
  effect: (a) => `Registers the webhook endpoint ${a.url.trim()}; its signing secret is shown once.`,
  async precheck(ctx, a) {
    // an invalid URL, a URL already registered or a full workspace is refused before consent is asked
    await createEndpointService(ctx.rt).checkCreate(ctx.workspaceId, { url: a.url });
  },
  async run(ctx, a) {
    const t = sqlTrace(ctx);
    const { endpoint, secret } = await createEndpointService(ctx.rt).create(ctx.workspaceId, { url: a.url });
    // the statements the endpoint service ran (one transaction, workspace row locked for the limit)
    t.note(`SELECT id FROM workspaces WHERE id = $1::uuid FOR UPDATE`, ctx.workspaceId);
    t.note(`SELECT url FROM webhook_endpoints WHERE workspace_id = $1::uuid`, ctx.workspaceId);
    t.note(`INSERT INTO webhook_endpoints (id, workspace_id, url, state, created_at, updated_at) VALUES ($1::uuid, $2::uuid, $3, 'enabled', $4, $4)`, endpoint.id, ctx.workspaceId, endpoint.url, endpoint.created_at);
    t.note(`INSERT INTO webhook_secrets (id, endpoint_id, ciphertext, created_at) VALUES (gen_random_uuid(), $1::uuid, $2, $3)`, endpoint.id, '<encrypted>', endpoint.created_at);
    return changed(t.sql, { url: endpoint.url, state: endpoint.state }, {
      caveats: ['The signing secret is in secrets.signing_secret and is shown only this once.'],
      secrets: { signing_secret: secret },
    });
  },
});
