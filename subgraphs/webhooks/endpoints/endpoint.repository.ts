// Webhook endpoints and their secrets. Every read and write is scoped by workspace id.
import type { ServiceContext } from '../../../core/context.js';

// generous: a loaded database must not turn a slow transaction into a 500
const TX_OPTIONS = { maxWait: 10_000, timeout: 30_000 };

export type EndpointState = 'enabled' | 'disabled';

export interface WebhookEndpointView {
  id: string;
  workspace_id: string;
  url: string;
  state: EndpointState;
  disabled_reason: string | null;
  disabled_at: Date | null;
  consecutive_failures: number;
  created_at: Date;
  updated_at: Date;
  /** when the current signing secret was issued */
  secret_created_at: Date | null;
}

const SELECT = {
  id: true,
  workspace_id: true,
  url: true,
  state: true,
  disabled_reason: true,
  disabled_at: true,
  consecutive_failures: true,
  created_at: true,
  updated_at: true,
  secrets: { where: { revoked_at: null }, orderBy: { created_at: 'desc' }, take: 1, select: { created_at: true } },
} as const;

type Row = Omit<WebhookEndpointView, 'secret_created_at' | 'state'> & { state: string; secrets: Array<{ created_at: Date }> };

const view = ({ secrets, ...r }: Row): WebhookEndpointView => ({
  ...r,
  state: r.state as EndpointState,
  secret_created_at: secrets[0]?.created_at ?? null,
});

export function createEndpointRepository(ctx: Pick<ServiceContext, 'db'>) {
  const { prisma } = ctx.db;
  return {
    async list(workspaceId: string): Promise<WebhookEndpointView[]> {
      const rows = await prisma.webhookEndpoint.findMany({
        where: { workspace_id: workspaceId },
        orderBy: [{ created_at: 'asc' }, { id: 'asc' }],
        select: SELECT,
      });
      return (rows as Row[]).map(view);
    },

    async get(workspaceId: string, id: string): Promise<WebhookEndpointView | null> {
      const row = await prisma.webhookEndpoint.findFirst({ where: { id, workspace_id: workspaceId }, select: SELECT });
      return row ? view(row as Row) : null;
    },

    /**
     * Creates the endpoint and its first secret, unless the workspace is at `max` endpoints or
     * already has this URL (ignoring case). The workspace row is locked so concurrent creations
     * cannot both pass the limit.
     */
    async create(
      workspaceId: string,
      input: { url: string; ciphertext: string; max: number; now: Date },
    ): Promise<{ kind: 'created'; endpoint: WebhookEndpointView } | { kind: 'limit' } | { kind: 'duplicate' }> {
      return prisma.$transaction(async (tx) => {
        await tx.$queryRawUnsafe('SELECT id FROM workspaces WHERE id = $1::uuid FOR UPDATE', workspaceId);
        const existing = await tx.webhookEndpoint.findMany({ where: { workspace_id: workspaceId }, select: { url: true } });
        if (existing.some((e) => e.url.trim().toLowerCase() === input.url.trim().toLowerCase())) return { kind: 'duplicate' as const };
        if (existing.length >= input.max) return { kind: 'limit' as const };
        const row = await tx.webhookEndpoint.create({
          data: {
            workspace_id: workspaceId,
            url: input.url,
            created_at: input.now,
            updated_at: input.now,
            secrets: { create: { ciphertext: input.ciphertext, created_at: input.now } },
          },
          select: SELECT,
        });
        return { kind: 'created' as const, endpoint: view(row as Row) };
      }, TX_OPTIONS);
    },

    /** enable: streak reset; disable: reason kept. Returns null when the endpoint is not in the workspace. */
    async setState(workspaceId: string, id: string, state: EndpointState, now: Date): Promise<WebhookEndpointView | null> {
      const res = await prisma.webhookEndpoint.updateMany({
        where: { id, workspace_id: workspaceId },
        data:
          state === 'enabled'
            ? { state, consecutive_failures: 0, disabled_reason: null, disabled_at: null, updated_at: now }
            : { state, disabled_reason: 'disabled by a user', disabled_at: now, updated_at: now },
      });
      return res.count ? this.get(workspaceId, id) : null;
    },

    /** Hard delete: secrets, deliveries and attempts go with it (cascade). */
    async delete(workspaceId: string, id: string): Promise<boolean> {
      const res = await prisma.webhookEndpoint.deleteMany({ where: { id, workspace_id: workspaceId } });
      return res.count > 0;
    },

    /** Revokes every live secret and stores the new one, atomically. */
    async rotateSecret(workspaceId: string, id: string, ciphertext: string, now: Date): Promise<WebhookEndpointView | null> {
      return prisma.$transaction(async (tx) => {
        const ep = await tx.webhookEndpoint.findFirst({ where: { id, workspace_id: workspaceId }, select: { id: true } });
        if (!ep) return null;
        await tx.webhookSecret.updateMany({ where: { endpoint_id: id, revoked_at: null }, data: { revoked_at: now } });
        await tx.webhookSecret.create({ data: { endpoint_id: id, ciphertext, created_at: now } });
        await tx.webhookEndpoint.update({ where: { id }, data: { updated_at: now } });
        const row = await tx.webhookEndpoint.findUniqueOrThrow({ where: { id }, select: SELECT });
        return view(row as Row);
      }, TX_OPTIONS);
    },
  };
}

export type EndpointRepository = ReturnType<typeof createEndpointRepository>;
