// The records tools select by name (spec 4.6): each loads the owning service's records and resolves
// with the one name rule (selectors.ts). Called in precheck and again when the approved call runs.
import type { ToolContext } from '../../catalogue/types.js';
import { resolveName } from './selectors.js';

export const findSyncRule = async (ctx: ToolContext, name: string) =>
  resolveName(await ctx.services.syncRules.records(ctx.workspaceId), name, { what: 'sync rule', names: (r) => [r.name] });

export const findAlertDestination = async (ctx: ToolContext, name: string) =>
  resolveName(await ctx.services.alertDestinations.records(ctx.workspaceId), name, { what: 'alert destination', names: (r) => [r.name] });
