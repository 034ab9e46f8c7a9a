// Workspaces: creation (with the spec's 7-day pro_plus trial), lookup by id or name, plan access.
import type { ServiceContext } from '../../../core/context.js';
import { AppError, notFound, validation } from '../../../core/errors.js';
import { isUuid, randomBase62 } from '../../../core/ids.js';
import { accessFor, PLAN_CAPS, TRIAL_DAYS, type Access, type PlanName } from '../../../core/plans.js';

const DAY_MS = 86_400_000;

export interface WorkspaceRow {
  id: string;
  name: string;
  plan: PlanName;
  trial_ends_at: Date | null;
  site_key: string;
  guardrails: unknown;
  created_at: Date;
}

const SELECT = { id: true, name: true, plan: true, trial_ends_at: true, site_key: true, guardrails: true, created_at: true } as const;

export function createWorkspaceService(ctx: Pick<ServiceContext, 'db' | 'clock'>) {
  const { prisma } = ctx.db;
  return {
    async create(input: { name: string; plan?: PlanName; trialDays?: number }): Promise<WorkspaceRow> {
      const name = input.name.trim();
      if (name.length < 1 || name.length > 100) throw validation('name must be 1-100 characters', { field: 'name' });
      const plan = input.plan ?? 'free';
      if (!(plan in PLAN_CAPS)) throw validation(`plan must be one of ${Object.keys(PLAN_CAPS).join(', ')}`, { field: 'plan' });
      const trialDays = input.trialDays ?? TRIAL_DAYS;
      if (!Number.isInteger(trialDays) || trialDays < 0 || trialDays > 365)
        throw validation('trial days must be an integer 0-365', { field: 'trial_days' });
      const existing = await prisma.workspace.findUnique({ where: { name }, select: { id: true } });
      if (existing) throw new AppError('CONFLICT', `a workspace named "${name}" already exists`);
      return prisma.workspace.create({
        data: {
          name,
          plan,
          trial_ends_at: trialDays > 0 ? new Date(ctx.clock.now().getTime() + trialDays * DAY_MS) : null,
          site_key: 'site_' + randomBase62(12),
        },
        select: SELECT,
      }) as Promise<WorkspaceRow>;
    },

    /** `ref` is the workspace id or its exact name. */
    async resolve(ref: string): Promise<WorkspaceRow> {
      const ws = await prisma.workspace.findFirst({
        where: isUuid(ref) ? { OR: [{ id: ref }, { name: ref }] } : { name: ref },
        select: SELECT,
      });
      if (!ws) throw notFound(`workspace "${ref}"`);
      return ws as WorkspaceRow;
    },

    async get(id: string): Promise<WorkspaceRow> {
      const ws = await prisma.workspace.findUnique({ where: { id }, select: SELECT });
      if (!ws) throw notFound('workspace');
      return ws as WorkspaceRow;
    },

    async access(id: string): Promise<Access> {
      const ws = await prisma.workspace.findUnique({ where: { id }, select: { plan: true, trial_ends_at: true } });
      if (!ws) throw notFound('workspace');
      return accessFor(ws, ctx.clock);
    },
  };
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
