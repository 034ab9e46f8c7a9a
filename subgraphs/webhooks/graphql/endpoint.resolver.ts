import { Arg, Ctx, ID, Mutation, Query, Resolver, registerEnumType } from 'type-graphql';
import type { SubgraphContext } from '../../../core/graphql/context.js';
import type { EndpointService } from '../endpoints/endpoint.service.js';
import { managerOf, readerOf } from './access.js';
import { WebhookEndpoint, WebhookEndpointWithSecret, WebhookStateResult, WebhookTestPingResult } from './endpoint.type.js';

export enum WebhookStateAction {
  ENABLE = 'enable',
  DISABLE = 'disable',
  DELETE = 'delete',
}
registerEnumType(WebhookStateAction, {
  name: 'WebhookStateAction',
  description: 'enable and disable are reversible; delete removes the endpoint and its history for good',
});

@Resolver()
export class WebhookEndpointResolver {
  constructor(private readonly endpoints: EndpointService) {}

  @Query(() => [WebhookEndpoint], { description: "The workspace's webhook endpoints (at most 5)." })
  async webhookEndpoints(@Ctx() ctx: SubgraphContext): Promise<WebhookEndpoint[]> {
    return (await this.endpoints.list(readerOf(ctx))).map(WebhookEndpoint.from);
  }

  @Query(() => WebhookEndpoint)
  async webhookEndpoint(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<WebhookEndpoint> {
    return WebhookEndpoint.from(await this.endpoints.resolve(readerOf(ctx), { id }));
  }

  @Mutation(() => WebhookEndpointWithSecret, { description: 'Registers an endpoint; the signing secret is returned once.' })
  async createWebhookEndpoint(@Arg('url', () => String) url: string, @Ctx() ctx: SubgraphContext): Promise<WebhookEndpointWithSecret> {
    const { endpoint, secret } = await this.endpoints.create(managerOf(ctx), { url });
    return { endpoint: WebhookEndpoint.from(endpoint), secret };
  }

  @Mutation(() => WebhookStateResult)
  async setWebhookState(
    @Arg('id', () => ID) id: string,
    @Arg('action', () => WebhookStateAction) action: WebhookStateAction,
    @Ctx() ctx: SubgraphContext,
  ): Promise<WebhookStateResult> {
    const r = await this.endpoints.setState(managerOf(ctx), { id }, action);
    return { endpoint: r.endpoint && WebhookEndpoint.from(r.endpoint), deleted: r.deleted };
  }

  @Mutation(() => WebhookEndpointWithSecret, { description: 'Issues a new secret (shown once); the old one stops working at once.' })
  async rotateWebhookSecret(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<WebhookEndpointWithSecret> {
    const { endpoint, secret } = await this.endpoints.rotate(managerOf(ctx), { id });
    return { endpoint: WebhookEndpoint.from(endpoint), secret };
  }

  @Mutation(() => WebhookTestPingResult, { description: 'Sends a harmless signal.test event now and reports the outcome.' })
  async sendWebhookTestPing(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<WebhookTestPingResult> {
    const r = await this.endpoints.ping(managerOf(ctx), { id });
    return {
      ok: r.ok,
      deliveryId: r.delivery_id,
      eventId: r.event_id,
      statusCode: r.status_code,
      durationMs: r.duration_ms,
      error: r.error,
      responseExcerpt: r.response_excerpt,
    };
  }
}
