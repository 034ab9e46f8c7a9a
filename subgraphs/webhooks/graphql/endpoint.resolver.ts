import { Arg, Ctx, ID, Mutation, Query, Resolver, registerEnumType } from 'type-graphql';
import { requireConfirm } from '../../../core/graphql/confirm.js';
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

  @Mutation(() => WebhookEndpointWithSecret, { description: 'Registers an endpoint; the signing secret is returned once (needs confirm: true).' })
  async createWebhookEndpoint(
    @Arg('url', () => String) url: string,
    @Arg('confirm', () => Boolean, { nullable: true, description: 'true to go ahead: the secret is shown once' }) confirm: boolean | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<WebhookEndpointWithSecret> {
    const workspaceId = managerOf(ctx);
    requireConfirm(confirm, `registers ${this.endpoints.checkUrl(url)}; its signing secret is shown once`);
    const { endpoint, secret } = await this.endpoints.create(workspaceId, { url });
    return { endpoint: WebhookEndpoint.from(endpoint), secret };
  }

  @Mutation(() => WebhookStateResult, { description: 'ENABLE or DISABLE (reversible), or DELETE with its delivery history (needs confirm: true)' })
  async setWebhookState(
    @Arg('id', () => ID) id: string,
    @Arg('action', () => WebhookStateAction) action: WebhookStateAction,
    @Arg('confirm', () => Boolean, { nullable: true, description: 'DELETE only: true to go ahead' }) confirm: boolean | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<WebhookStateResult> {
    const workspaceId = managerOf(ctx);
    if (action === WebhookStateAction.DELETE) requireConfirm(confirm, `deletes ${(await this.endpoints.resolve(workspaceId, { id })).url} and its delivery history`);
    const r = await this.endpoints.setState(workspaceId, { id }, action);
    return { endpoint: r.endpoint && WebhookEndpoint.from(r.endpoint), deleted: r.deleted };
  }

  @Mutation(() => WebhookEndpointWithSecret, { description: 'Issues a new secret (shown once); the old one stops working at once (needs confirm: true).' })
  async rotateWebhookSecret(
    @Arg('id', () => ID) id: string,
    @Arg('confirm', () => Boolean, { nullable: true, description: 'true to go ahead: the new secret is shown once, the old one stops at once' }) confirm: boolean | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<WebhookEndpointWithSecret> {
    const workspaceId = managerOf(ctx);
    requireConfirm(confirm, `replaces the signing secret of ${(await this.endpoints.resolve(workspaceId, { id })).url}; the new one is shown once and the old one stops at once`);
    const { endpoint, secret } = await this.endpoints.rotate(workspaceId, { id });
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
