// Activated sync rules run on the schedule and after new identifications (issue 16): each run sends
// only contacts its rule has not sent yet, so running every tick sends each new contact once. A plain
// function of the context (the job engine calls it the same way). A rule whose platform is not
// connected is skipped with its reason; one rule's failure does not stop the others.
import type { ServiceContext } from '../../../core/context.js';
import { isAppError } from '../../../core/errors.js';
import { createAccountsServices } from '../services.js';
import type { SyncTrigger } from '../syncRules/syncRun.service.js';

type Ctx = Pick<ServiceContext, 'db' | 'clock' | 'logger' | 'config' | 'secrets'>;

export async function runActiveSyncRules(ctx: Ctx, opts: { workspaceId?: string; trigger: SyncTrigger }) {
  const s = createAccountsServices(ctx);
  const rules = (await s.syncRules.active()).filter((r) => !opts.workspaceId || r.workspace_id === opts.workspaceId);
  const stats = { rules: rules.length, runs: 0, contacts_sent: 0, contacts_failed: 0, not_connected: 0, errors: 0 };
  for (const rule of rules) {
    try {
      const r = await s.syncRuns.run(rule.workspace_id, rule, { trigger: opts.trigger, access: await s.access.access(rule.workspace_id) });
      stats.runs++;
      stats.contacts_sent += r.contacts_sent;
      stats.contacts_failed += r.contacts_failed;
    } catch (err) {
      if (isAppError(err) && err.status === 409) stats.not_connected++;
      else {
        stats.errors++;
        ctx.logger.error({ err, rule: rule.id, workspace_id: rule.workspace_id }, 'sync rule run failed');
      }
    }
  }
  return stats;
}
