import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';

export const createAlertDestination = defineTool({
  name: 'create_alert_destination',
  description: 'Adds a chat channel (Slack, Teams or a generic incoming webhook URL) that will get high-intent alerts; created paused.',
  kind: 'change',
  reversible: true,
  args: z.object({
    name: z.string().trim().min(1).max(100).describe('name of the destination, e.g. "#sales-alerts"'),
    url: z.url({ protocol: /^https?$/ }).describe('incoming webhook URL of the channel'),
    kind: z.enum(['slack', 'teams', 'generic']).default('slack').describe('slack, teams or generic'),
    min_intent: z.number().int().min(0).max(100).default(70).describe('alert when a visitor reaches this intent score'),
  }),
  effect: (a) => `Adds the ${a.kind ?? 'slack'} alert destination "${a.name.trim()}" (intent ${a.min_intent ?? 70}+), paused until you activate it.`,
  async precheck(ctx, a) {
    await ctx.services.alertDestinations.checkUrl(a.url); // the webhook URL rules, before consent
  },
  async run(ctx, a) {
    const row = await ctx.services.alertDestinations.create(ctx.workspaceId, {
      name: a.name.trim(),
      kind: a.kind ?? 'slack',
      url: a.url,
      min_intent: a.min_intent ?? 70,
    });
    return changed(row, { caveats: ['Created paused: it posts nothing until activated.'] });
  },
});
