import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { stateActionSchema } from '../services.js';
import { changed } from '../shared/result.js';
import { findAlertDestination } from '../shared/find.js';

export const setAlertDestinationState = defineTool({
  name: 'set_alert_destination_state',
  description: 'Activates, pauses or deletes an alert destination, named by its name.',
  kind: 'change',
  // spec 4.5 lists the tool as reversible, but a delete is a hard removal (spec 3, 4.4): flag it
  reversible: true,
  irreversibleFor: (a) => a.action === 'delete',
  irreversibleReason: 'deleting a destination removes it for good',
  args: z.object({
    destination: z.string().min(1).describe("the destination's name (exact, case-insensitive)"),
    action: stateActionSchema.describe('activate, pause or delete'),
  }),
  effect: (a) =>
    a.action === 'delete'
      ? `Deletes alert destination "${a.destination.trim()}"; this cannot be undone.`
      : `${a.action === 'activate' ? 'Activates' : 'Pauses'} alert destination "${a.destination.trim()}".`,
  async precheck(ctx, a) {
    await findAlertDestination(ctx, a.destination);
  },
  async run(ctx, a) {
    const d = await findAlertDestination(ctx, a.destination);
    const state = await ctx.services.alertDestinations.setState(ctx.workspaceId, d.id, a.action);
    return changed({ name: d.name, previous_state: d.state, state });
  },
});
