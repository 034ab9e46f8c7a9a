// Chat alerts for accounts crossing the published criteria (alertDestinations/alertCriteria.ts): a
// plain function of the context, run by the scheduler after each identify pass.
import type { ServiceContext } from '../../../core/context.js';
import { createAccountsServices } from '../services.js';

export function runAlerts(ctx: Pick<ServiceContext, 'db' | 'clock' | 'logger' | 'config' | 'secrets'>, opts: { workspaceId?: string } = {}) {
  return createAccountsServices(ctx).alerts.dispatch(opts.workspaceId);
}
