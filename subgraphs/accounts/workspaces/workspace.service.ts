// Workspaces: creation (with the spec's 7-day pro_plus trial), lookup by id or name, plan access.
import type { ServiceContext } from '../../../core/context.js';
import { AppError, notFound, validation } from '../../../core/errors.js';
import { isUuid, randomBase62 } from '../../../core/ids.js';
import { accessFor, PLAN_CAPS, TRIAL_DAYS, type Access, type PlanName } from '../../../core/plans.js';
import { createWorkspaceRepository, type WorkspaceRow } from './workspace.repository.js';

export type { WorkspaceRow } from './workspace.repository.js';
export type { MentionedAccount } from '../accounts/account.repository.js';

const DAY_MS = 86_400_000;

export function createWorkspaceService(ctx: Pick<ServiceContext, 'db' | 'clock'>) {
  const workspaces = createWorkspaceRepository(ctx.db.sql);
  const get = async (id: string): Promise<WorkspaceRow> => {
    const ws = isUuid(id) ? await workspaces.byId(id) : null;
    if (!ws) throw notFound('workspace');
    return ws;
  };
  return {
    async create(input: { name: string; plan?: PlanName; trialDays?: number }): Promise<WorkspaceRow> {
      const name = input.name.trim();
      if (name.length < 1 || name.length > 100) throw validation('name must be 1-100 characters', { field: 'name' });
      const plan = input.plan ?? 'free';
      if (!(plan in PLAN_CAPS)) throw validation(`plan must be one of ${Object.keys(PLAN_CAPS).join(', ')}`, { field: 'plan' });
      const trialDays = input.trialDays ?? TRIAL_DAYS;
      if (!Number.isInteger(trialDays) || trialDays < 0 || trialDays > 365)
        throw validation('trial days must be an integer 0-365', { field: 'trial_days' });
      if (await workspaces.byName(name)) throw new AppError('CONFLICT', `a workspace named "${name}" already exists`);
      const now = ctx.clock.now();
      return workspaces.insert({
        name,
        plan,
        trialEndsAt: trialDays > 0 ? new Date(now.getTime() + trialDays * DAY_MS) : null,
        siteKey: 'site_' + randomBase62(12),
        now,
      });
    },

    /** `ref` is the workspace id or its exact name. */
    async resolve(ref: string): Promise<WorkspaceRow> {
      const ws = isUuid(ref) ? await workspaces.byIdOrName(ref) : await workspaces.byName(ref);
      if (!ws) throw notFound(`workspace "${ref}"`);
      return ws;
    },

    get,

    /** get(), and in the same round trip the accounts these lower-case terms may name (accounts.mentioned) */
    async getWithMentions(id: string, terms: string[], limit: number) {
      const r = isUuid(id) ? await workspaces.byIdWithMentions(id, terms, limit) : null;
      if (!r) throw notFound('workspace');
      return r;
    },

    async access(id: string): Promise<Access> {
      return accessFor(await get(id), ctx.clock);
    },

    /** every workspace id, oldest first (jobs run over all of them) */
    ids: () => workspaces.ids(),
    /** how many workspaces exist (the embedded default seeds a demo into an empty database) */
    count: () => workspaces.count(),

    /** Names of the workspace's sync rules, alert destinations and live API keys (the copilot's refusal rules read them). */
    recordNames: (id: string) => workspaces.recordNames(id),
  };
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
