import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';

export const listAlertDestinations = defineTool({
  name: 'list_alert_destinations',
  description: 'Alert destinations (chat channels that get high-intent alerts): name, kind, state, intent threshold and the last post (failures included).',
  kind: 'read',
  reversible: true,
  args: z.object({}),
  effect: () => 'Lists alert destinations.',
  async run(ctx) {
    // the URL is the channel's credential: the service lists only its host
    const rows = await ctx.services.alertDestinations.list(ctx.workspaceId);
    const active = rows.filter((r) => r.state === 'active').length;
    const failing = rows.filter((r) => r.last_post_status === 'failed').length;
    return result(rows, {
      coverage: `${rows.length} alert destinations, ${active} active`,
      caveats: [failing ? `${failing} destination(s) failed their last post; see last_post_error.` : '', ctx.services.alerts.criteria],
    });
  },
});
