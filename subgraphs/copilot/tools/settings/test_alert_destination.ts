// test_alert_destination: posts a real test message to the channel now (irreversible: it cannot be
// unposted), through the accounts subgraph's alert service; the outcome, failure included, is logged.
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';
import { findAlertDestination } from '../shared/find.js';

export const testAlertDestination = defineTool({
  name: 'test_alert_destination',
  description: 'Posts a real test message to an alert destination (chat channel) now, to check it receives alerts.',
  kind: 'change',
  reversible: false,
  irreversibleReason: 'it posts a real message to a chat channel',
  args: z.object({ destination: z.string().min(1).describe("the destination's name (exact, case-insensitive)") }),
  effect: (a) => `Posts a real test message to alert destination "${a.destination.trim()}" now; it cannot be unposted.`,
  async precheck(ctx, a) {
    await findAlertDestination(ctx, a.destination);
  },
  async run(ctx, a) {
    const d = await findAlertDestination(ctx, a.destination);
    const r = await ctx.services.alerts.test(ctx.workspaceId, d.id);
    return changed(r, {
      coverage: r.posted ? `test message posted to "${r.destination}"` : `the test post to "${r.destination}" failed`,
      caveats: [
        r.posted ? '' : `The channel answered: ${r.error}. Check the webhook URL in the channel's settings.`,
        r.state === 'active' ? '' : 'The destination is paused: it gets no alerts until activated.',
        ctx.services.alerts.criteria,
      ],
    });
  },
});
