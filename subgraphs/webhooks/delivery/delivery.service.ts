// The delivery log and its two repair actions, beyond the spec but expected of a webhook system:
// redeliver one delivery now (same X-Signal-Delivery), and replay failed deliveries since a time.
import type { ServiceContext } from '../../../core/context.js';
import { conflict, notFound, validation } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { defaultAttempter, type Attempter } from './attempt.js';
import { createDeliveryRepository, type DeliveryRepository, type DeliveryStatus } from './delivery.repository.js';
import {
  createDeliveryLogRepository,
  type DeliveryLogRepository,
  type WebhookAttemptView,
  type WebhookDeliveryView,
} from './deliveryLog.repository.js';

export type { WebhookAttemptView, WebhookDeliveryView } from './deliveryLog.repository.js';

export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['pending', 'succeeded', 'failed'];
export const MAX_PAGE = 100;
const MAX_REPLAY_DAYS = 30; // older history is unlikely to be wanted and costly to scan
const DAY_MS = 86_400_000;

export interface DeliveryServiceDeps {
  deliveries: DeliveryRepository;
  log: DeliveryLogRepository;
  attempt: Attempter;
  /** told when deliveries were requeued (the in-process worker looks at once instead of at its next poll) */
  requeued: () => void;
}

/** The list's filter checked (a bound is a VALIDATION_ERROR naming the field); null: nothing can match. */
function checkListFilter(f: { endpointId?: string; status?: string; before?: Date; beforeId?: string; limit?: number }) {
  if (f.beforeId !== undefined && (!f.before || !isUuid(f.beforeId)))
    throw validation('beforeId must be the id of the last delivery seen, sent with its createdAt as before', { field: 'beforeId' });
  if (f.status !== undefined && !DELIVERY_STATUSES.includes(f.status as DeliveryStatus))
    throw validation(`status must be one of ${DELIVERY_STATUSES.join(', ')}`, { field: 'status' });
  if (f.endpointId !== undefined && !isUuid(f.endpointId)) return null;
  const limit = f.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) throw validation(`limit must be an integer 1-${MAX_PAGE}`, { field: 'limit' });
  return { ...f, status: f.status as DeliveryStatus | undefined, limit };
}

export function createDeliveryService(ctx: ServiceContext, deps: Partial<DeliveryServiceDeps> = {}) {
  const deliveries = deps.deliveries ?? createDeliveryRepository(ctx);
  const log = deps.log ?? createDeliveryLogRepository(ctx);
  const attempt = () => deps.attempt ?? defaultAttempter(ctx);

  const service = {
    async list(
      workspaceId: string,
      f: { endpointId?: string; status?: string; before?: Date; beforeId?: string; limit?: number } = {},
    ): Promise<WebhookDeliveryView[]> {
      const q = checkListFilter(f);
      return q ? log.list(workspaceId, q) : [];
    },

    /** One page of the list and whether more rows follow it (the dashboard's connection). */
    async page(
      workspaceId: string,
      f: { endpointId?: string; status?: string; before?: Date; beforeId?: string; limit?: number },
    ): Promise<{ rows: WebhookDeliveryView[]; more: boolean }> {
      const q = checkListFilter(f);
      if (!q) return { rows: [], more: false };
      const rows = await log.list(workspaceId, { ...q, limit: q.limit + 1 });
      return { rows: rows.slice(0, q.limit), more: rows.length > q.limit };
    },

    async get(workspaceId: string, id: string): Promise<WebhookDeliveryView> {
      const d = isUuid(id) ? await log.get(workspaceId, id) : null;
      if (!d) throw notFound('webhook delivery');
      return d;
    },

    /** Attempts of one or more deliveries, oldest first (another workspace's are simply absent). */
    attempts: (workspaceId: string, deliveryIds: string[]): Promise<WebhookAttemptView[]> =>
      log.attempts(workspaceId, deliveryIds.filter(isUuid)),

    /**
     * One attempt now, outside the timer, with the same delivery id. On a pending delivery it is the
     * next retry brought forward (a failure continues the schedule); on a finished one it is an extra
     * attempt (a success marks it succeeded). The endpoint must be enabled.
     */
    async redeliver(workspaceId: string, id: string): Promise<{ delivery: WebhookDeliveryView; attempt: WebhookAttemptView }> {
      const job = isUuid(id) ? await deliveries.job(workspaceId, id) : null;
      if (!job) throw notFound('webhook delivery');
      if ((await deliveries.endpointState(workspaceId, job.endpointId)) !== 'enabled')
        throw conflict('the endpoint is disabled; enable it before redelivering', { code: 'webhook_endpoint_disabled' });
      const record = await attempt()(job, 'manual');
      await deliveries.recordAttempts([record], ctx.clock.now());
      const [delivery, attempts] = await Promise.all([service.get(workspaceId, id), log.attempts(workspaceId, [id])]);
      return { delivery, attempt: attempts[attempts.length - 1]! };
    },

    /**
     * Requeues, on a fresh retry schedule, the failed deliveries of events since `since` to enabled
     * endpoints, and creates deliveries for events those endpoints missed while disabled.
     */
    async replayFailed(
      workspaceId: string,
      input: { since: Date; endpointId?: string },
    ): Promise<{ requeued: number; recovered: number }> {
      const now = ctx.clock.now();
      if (!(input.since instanceof Date) || Number.isNaN(input.since.getTime()))
        throw validation('since must be a date-time', { field: 'since' });
      if (input.since.getTime() > now.getTime()) throw validation('since must not be in the future', { field: 'since' });
      if (input.since.getTime() < now.getTime() - MAX_REPLAY_DAYS * DAY_MS)
        throw validation(`since must be within the last ${MAX_REPLAY_DAYS} days`, { field: 'since' });
      if (input.endpointId !== undefined) {
        const state = isUuid(input.endpointId) ? await deliveries.endpointState(workspaceId, input.endpointId) : null;
        if (!state) throw notFound('webhook endpoint');
        if (state !== 'enabled') throw conflict('the endpoint is disabled; enable it before replaying', { code: 'webhook_endpoint_disabled' });
      }
      const res = await deliveries.replayFailed(workspaceId, { since: input.since, endpointId: input.endpointId, now });
      if (res.requeued + res.recovered > 0) deps.requeued?.();
      return res;
    },
  };
  return service;
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
