import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { alertDestinationField as f, ALERT_DEFAULTS } from '../services.js';
import { changed } from '../shared/result.js';

export const createAlertDestination = defineTool({
  name: 'create_alert_destination',
  description: 'Adds a chat channel (Slack, Teams or a generic incoming webhook URL) that will get high-intent alerts; created paused.',
  kind: 'change',
  reversible: true,
  args: z.object({
    name: f.name.describe('name of the destination, e.g. "#sales-alerts"'),
    url: f.url.describe('incoming webhook URL of the channel'),
    kind: f.kind.default(ALERT_DEFAULTS.kind).describe('slack, teams or generic'),
    min_intent: f.min_intent.default(ALERT_DEFAULTS.min_intent).describe('alert when a visitor reaches this intent score'),
  }),
  effect: (a) => `Adds the ${a.kind ?? ALERT_DEFAULTS.kind} alert destination "${a.name.trim()}" (intent ${a.min_intent ?? ALERT_DEFAULTS.min_intent}+), paused until you activate it.`,
  async precheck(ctx, a) {
    await ctx.services.alertDestinations.checkUrl(a.url); // the webhook URL rules, before consent
  },
  async run(ctx, a) {
    const row = await ctx.services.alertDestinations.create(ctx.workspaceId, {
      name: a.name.trim(),
      kind: a.kind ?? ALERT_DEFAULTS.kind,
      url: a.url,
      min_intent: a.min_intent ?? ALERT_DEFAULTS.min_intent,
    });
    return changed(row, { caveats: ['Created paused: it posts nothing until activated.'] });
  },
});
