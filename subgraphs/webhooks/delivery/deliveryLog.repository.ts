// Read side of the delivery log (dashboard, CLI): deliveries with their event, and every attempt.
import type { ServiceContext } from '../../../core/context.js';
import type { AttemptTrigger, DeliveryStatus } from './delivery.repository.js';

export interface WebhookDeliveryView {
  id: string;
  event_id: string;
  event_type: string;
  event_created_at: Date;
  endpoint_id: string;
  status: DeliveryStatus;
  attempt_count: number;
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  last_status: number | null;
  created_at: Date;
  /** the person a signal.visitor_identified event is about (null for other events) */
  visitor_id: string | null;
}

export interface WebhookAttemptView {
  id: string;
  delivery_id: string;
  attempt_number: number;
  trigger: AttemptTrigger;
  started_at: Date;
  duration_ms: number;
  outcome: 'succeeded' | 'failed';
  status_code: number | null;
  error: string | null;
  response_excerpt: string | null;
  next_attempt_at: Date | null;
}

const DELIVERY = {
  id: true,
  event_id: true,
  endpoint_id: true,
  status: true,
  attempt_count: true,
  next_attempt_at: true,
  last_attempt_at: true,
  last_status: true,
  created_at: true,
  event: { select: { type: true, created_at: true, data: true } },
} as const;

type DeliveryRow = Omit<WebhookDeliveryView, 'event_type' | 'event_created_at' | 'status' | 'visitor_id'> & {
  status: string;
  event: { type: string; created_at: Date; data: unknown };
};

const visitorIdOf = (data: unknown): string | null => {
  const id = (data as { visitor_id?: unknown } | null)?.visitor_id;
  return typeof id === 'string' ? id : null;
};

const deliveryView = ({ event, ...d }: DeliveryRow): WebhookDeliveryView => ({
  ...d,
  status: d.status as DeliveryStatus,
  event_type: event.type,
  event_created_at: event.created_at,
  visitor_id: visitorIdOf(event.data),
});

export function createDeliveryLogRepository(ctx: Pick<ServiceContext, 'db'>) {
  const { prisma } = ctx.db;
  return {
    async list(
      workspaceId: string,
      f: { endpointId?: string; status?: DeliveryStatus; before?: Date; beforeId?: string; limit: number },
    ): Promise<WebhookDeliveryView[]> {
      // (created_at, id) is the cursor: one fan-out gives many deliveries the same created_at
      const cursor = f.before
        ? f.beforeId
          ? { OR: [{ created_at: { lt: f.before } }, { created_at: f.before, id: { lt: f.beforeId } }] }
          : { created_at: { lt: f.before } }
        : {};
      const rows = await prisma.webhookDelivery.findMany({
        where: {
          endpoint: { workspace_id: workspaceId },
          ...(f.endpointId ? { endpoint_id: f.endpointId } : {}),
          ...(f.status ? { status: f.status } : {}),
          ...cursor,
        },
        orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
        take: f.limit,
        select: DELIVERY,
      });
      return (rows as DeliveryRow[]).map(deliveryView);
    },

    async get(workspaceId: string, id: string): Promise<WebhookDeliveryView | null> {
      const row = await prisma.webhookDelivery.findFirst({ where: { id, endpoint: { workspace_id: workspaceId } }, select: DELIVERY });
      return row ? deliveryView(row as DeliveryRow) : null;
    },

    async attempts(workspaceId: string, deliveryIds: string[]): Promise<WebhookAttemptView[]> {
      const rows = await prisma.webhookAttempt.findMany({
        where: { delivery_id: { in: deliveryIds }, delivery: { endpoint: { workspace_id: workspaceId } } },
        orderBy: [{ delivery_id: 'asc' }, { attempt_number: 'asc' }, { started_at: 'asc' }],
      });
      return rows as WebhookAttemptView[];
    },
  };
}

export type DeliveryLogRepository = ReturnType<typeof createDeliveryLogRepository>;
