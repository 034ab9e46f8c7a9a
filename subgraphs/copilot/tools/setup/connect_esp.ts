// connect_esp: starts the email platform's OAuth consent (accounts subgraph's esp service). The link
// carries a single-use state, so it travels in `secrets` (never in the answer text, trace or thread).
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';
import { ESP_NAMES } from '../../../accounts/esp/provider.js';

export const connectEsp = defineTool({
  name: 'connect_esp',
  description: 'Starts connecting an email platform (Klaviyo or Mailchimp): returns a consent link to open; the connection completes when access is granted there.',
  kind: 'change',
  reversible: true,
  args: z.object({ provider: z.enum(ESP_NAMES).describe('klaviyo or mailchimp') }),
  effect: (a) => `Starts connecting ${a.provider} and returns a consent link to grant access (valid 15 minutes).`,
  async run(ctx, a) {
    const r = await ctx.services.esp.connect(ctx.workspaceId, a.provider);
    return changed(
      { provider: r.provider, status: 'pending consent', consent_link_expires_at: r.expires_at, sandbox: r.sandbox },
      {
        coverage: `consent link for ${r.provider} created`,
        caveats: [
          'Open the consent link (secrets.consent_url) to grant access; it is valid for 15 minutes and works once.',
          r.sandbox ? `Sandbox: no ${r.provider} app credentials are configured, so the link completes locally and syncs record what would be sent without sending.` : '',
        ],
        secrets: { consent_url: r.consent_url },
      },
    );
  },
});
