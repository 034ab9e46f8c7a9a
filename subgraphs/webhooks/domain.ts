// The webhooks domain wired together, without GraphQL: what the subgraph and a worker-only process
// (worker-main.ts) share. One HTTP sender (keep-alive agents) and one attempter per process.
import type { ServiceContext } from '../../core/context.js';
import { createEndpointService } from './endpoints/endpoint.service.js';
import { createDeliveryService } from './delivery/delivery.service.js';
import { createDeliveryRepository } from './delivery/delivery.repository.js';
import { createAttempter } from './delivery/attempt.js';
import { createHttpSender, type HttpSender } from './delivery/http.js';
import { createDeliveryWorker, type WorkerOptions } from './delivery/worker.js';
import { webhookSql } from './delivery/sql.js';
import { listenForOutbox, type OutboxNotifications } from './outbox/outboxNotifications.js';

/** The domain pieces, without GraphQL: what a worker-only process needs. */
export function createWebhooksDomain(ctx: ServiceContext, opts: { worker?: Partial<WorkerOptions>; sender?: HttpSender } = {}) {
  const sender = opts.sender ?? createHttpSender({ allowPrivate: ctx.config.SIGNAL_WEBHOOK_ALLOW_PRIVATE });
  const attempt = createAttempter({ clock: ctx.clock, sender, secretKey: ctx.secrets.secretKey });
  const repo = createDeliveryRepository(ctx);
  const worker = createDeliveryWorker(
    { repo, attempt, clock: ctx.clock, logger: ctx.logger },
    { concurrency: ctx.config.SIGNAL_WEBHOOK_CONCURRENCY, ...opts.worker },
  );
  let listener: OutboxNotifications | null = null;
  return {
    sender,
    worker,
    /** runs the delivery worker; on PostgreSQL it also wakes on outbox NOTIFYs from any process */
    startWorker() {
      worker.start();
      if (ctx.config.DATABASE_URL) listener ??= listenForOutbox(ctx.config.DATABASE_URL, ctx.logger, () => worker.wake());
    },
    /** stops listening, then drains the worker (in-flight attempts finish and are recorded) */
    async stopWorker() {
      await listener?.close();
      listener = null;
      await worker.stop();
    },
    endpoints: createEndpointService(ctx, { deliveries: repo, attempt }),
    deliveries: createDeliveryService(ctx, { deliveries: repo, attempt, requeued: () => worker.wake() }),
    /** after worker.stop(): closes the sender's sockets and the worker's database pool */
    async close() {
      sender.close();
      await webhookSql(ctx).close();
    },
  };
}

export type WebhooksDomain = ReturnType<typeof createWebhooksDomain>;
