// The acting user for team and billing tools: privileged tools run only for signed-in users (the
// runtime refuses keys, checks the opt-in and reads the role before planning and before running).
import type { ToolContext } from '../../catalogue/types.js';
import { forbidden } from '../../../../core/errors.js';

export function actingUser(ctx: ToolContext): string {
  if (ctx.caller.kind !== 'session') throw forbidden('team and billing actions need a signed-in user', { code: 'session_required' });
  return ctx.caller.userId;
}
