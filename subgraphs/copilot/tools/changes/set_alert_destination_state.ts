import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { changed } from '../shared/result.js';
import { resolveRecord } from '../shared/selectors.js';

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
    action: z.enum(['activate', 'pause', 'delete']).describe('activate, pause or delete'),
  }),
  effect: (a) =>
    a.action === 'delete'
      ? `Deletes alert destination "${a.destination.trim()}"; this cannot be undone.`
      : `${a.action === 'activate' ? 'Activates' : 'Pauses'} alert destination "${a.destination.trim()}".`,
  async precheck(ctx, a) {
    await resolveRecord(sqlTrace(ctx), 'alert_destinations', 'name', ctx.workspaceId, a.destination, 'alert destination');
  },
  async run(ctx, a) {
    const t = sqlTrace(ctx);
    const d = await resolveRecord(t, 'alert_destinations', 'name', ctx.workspaceId, a.destination, 'alert destination');
    if (a.action === 'delete') {
      await t.exec(`DELETE FROM alert_destinations WHERE id = $1::uuid`, d.id);
      return changed({ name: d.name, previous_state: d.state, state: 'deleted' });
    }
    const state = a.action === 'activate' ? 'active' : 'paused';
    await t.exec(`UPDATE alert_destinations SET state = $2, updated_at = $3::timestamptz WHERE id = $1::uuid`, d.id, state, ctx.now.toISOString());
    return changed({ name: d.name, previous_state: d.state, state });
  },
});
