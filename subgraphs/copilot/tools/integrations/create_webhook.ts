// create_webhook: through the webhooks domain (endpoint.service.ts), the one place that validates
// the URL, enforces the 5-endpoint limit and generates and encrypts the signing secret. The
// copilot adds the confirmation gate: precheck runs the service's own checks before consent.
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';

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
    await ctx.services.endpoints.checkCreate(ctx.workspaceId, { url: a.url });
  },
  async run(ctx, a) {
    const { endpoint, secret } = await ctx.services.endpoints.create(ctx.workspaceId, { url: a.url });
    return changed({ url: endpoint.url, state: endpoint.state }, {
      caveats: ['The signing secret is in secrets.signing_secret and is shown only this once.'],
      secrets: { signing_secret: secret },
    });
  },
});
