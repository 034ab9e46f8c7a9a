// The webhooks subgraph: endpoints, secrets, the delivery log (GraphQL), and the delivery worker
// that start()/stop() run in a process with the worker role (SIGNAL_WEBHOOK_WORKER=0 leaves it to
// other processes).
import type { Runtime } from '../../core/runtime.js';
import type { Subgraph } from '../../core/graphql/subgraph.js';
import { buildFederatedSchema } from '../../core/graphql/buildFederatedSchema.js';
import type { EndpointService } from './endpoints/endpoint.service.js';
import type { DeliveryService } from './delivery/delivery.service.js';
import type { DeliveryWorker } from './delivery/worker.js';
import { createWebhooksDomain } from './domain.js';
import { WebhookEndpointResolver } from './graphql/endpoint.resolver.js';
import { WebhookDeliveryResolver } from './graphql/delivery.resolver.js';

export interface WebhooksSubgraph extends Subgraph {
  endpoints: EndpointService;
  deliveries: DeliveryService;
  worker: DeliveryWorker;
}

export async function createWebhooksSubgraph(rt: Runtime): Promise<WebhooksSubgraph> {
  const domain = createWebhooksDomain(rt);
  const instances = new Map<unknown, unknown>([
    [WebhookEndpointResolver, new WebhookEndpointResolver(domain.endpoints)],
    [WebhookDeliveryResolver, new WebhookDeliveryResolver(domain.deliveries)],
  ]);
  const schema = await buildFederatedSchema({
    resolvers: [WebhookEndpointResolver, WebhookDeliveryResolver],
    container: { get: (cls) => instances.get(cls) },
  });
  return {
    name: 'webhooks',
    schema,
    endpoints: domain.endpoints,
    deliveries: domain.deliveries,
    worker: domain.worker,
    start() {
      if (rt.config.SIGNAL_WEBHOOK_WORKER && rt.config.SIGNAL_ROLES.has('worker')) domain.startWorker();
    },
    async stop() {
      await domain.stopWorker(); // drains: in-flight attempts finish and are recorded
      await domain.close();
    },
  };
}
