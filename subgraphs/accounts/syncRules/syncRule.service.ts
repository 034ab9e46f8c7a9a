// Sync rules (spec 3): push matching contacts to the email platform. Created paused; activate, pause,
// update and delete by id (callers resolve names with the one name rule, core/names.ts).
import type { Clock } from '../../../core/clock.js';
import { notFound } from '../../../core/errors.js';
import type { Access } from '../../../core/plans.js';
import type { SyncRuleInput, SyncRuleRecord, SyncRuleRepository } from './syncRule.repository.js';

export type { SyncRuleRecord } from './syncRule.repository.js';

export function createSyncRuleService(deps: { syncRules: SyncRuleRepository; clock: Clock }) {
  const { syncRules, clock } = deps;
  return {
    list: (workspaceId: string) => syncRules.list(workspaceId),
    records: (workspaceId: string) => syncRules.records(workspaceId),
    create: (workspaceId: string, input: SyncRuleInput) => syncRules.create(workspaceId, input, clock.now()),
    async update(workspaceId: string, id: string, patch: Partial<Omit<SyncRuleInput, 'esp'>>) {
      const row = await syncRules.update(workspaceId, id, patch, clock.now());
      if (!row) throw notFound('sync rule');
      return row;
    },
    async setState(workspaceId: string, id: string, action: 'activate' | 'pause' | 'delete'): Promise<'active' | 'paused' | 'deleted'> {
      if (action === 'delete') {
        if (!(await syncRules.delete(workspaceId, id))) throw notFound('sync rule');
        return 'deleted';
      }
      const state = action === 'activate' ? 'active' : 'paused';
      if (!(await syncRules.setState(workspaceId, id, state, clock.now()))) throw notFound('sync rule');
      return state;
    },
    /** what the rule would send now, without sending */
    dryRun: (workspaceId: string, rule: SyncRuleRecord, limit: number, access: Access) => syncRules.eligible(workspaceId, rule, limit, access),
    /** active rules of every workspace, for the scheduled sync */
    active: () => syncRules.active(),
  };
}

export type SyncRuleService = ReturnType<typeof createSyncRuleService>;
