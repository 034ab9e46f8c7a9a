import { accessFor } from '../../../core/plans.js';
import type { Clock } from '../../../core/clock.js';
import type { WorkspaceRow } from './workspace.service.js';
import type { Workspace } from './workspace.type.js';

export function presentWorkspace(ws: WorkspaceRow, clock: Clock): Workspace {
  const access = accessFor(ws, clock);
  return {
    id: ws.id,
    name: ws.name,
    plan: ws.plan,
    effective_plan: access.effectivePlan,
    trial_active: access.trialActive,
    trial_ends_at: ws.trial_ends_at,
    monthly_cap: access.cap,
    contact_fields_withheld: access.contactFieldsWithheld,
  };
}
