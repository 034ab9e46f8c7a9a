import { Arg, Ctx, FieldResolver, GraphQLISODateTime, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { SubgraphContext } from '../../../core/graphql/context.js';
import type { DeliveryService } from '../delivery/delivery.service.js';
import { managerOf, readerOf } from './access.js';
import { WebhookAttempt, WebhookDelivery, WebhookDeliveryConnection, WebhookRedeliveryResult, WebhookReplayResult } from './delivery.type.js';
import { decodeCursor, encodeCursor } from '../../../core/graphql/cursor.js';
import { validation } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { MAX_PAGE } from '../delivery/delivery.service.js';

@Resolver(() => WebhookDelivery)
export class WebhookDeliveryResolver {
  constructor(private readonly deliveries: DeliveryService) {}

  @Query(() => [WebhookDelivery], { description: 'Newest first; page with `before` and `beforeId` (the createdAt and id of the last row seen).' })
  async webhookDeliveries(
    @Ctx() ctx: SubgraphContext,
    @Arg('endpoint', () => ID, { nullable: true }) endpoint?: string,
    @Arg('status', () => String, { nullable: true, description: 'pending | succeeded | failed' }) status?: string,
    @Arg('before', () => GraphQLISODateTime, { nullable: true }) before?: Date,
    @Arg('beforeId', () => ID, { nullable: true, description: 'with before: rows sharing that createdAt are ordered by id' }) beforeId?: string,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 50 }) limit?: number,
  ): Promise<WebhookDelivery[]> {
    const rows = await this.deliveries.list(readerOf(ctx), {
      endpointId: endpoint ?? undefined,
      status: status ?? undefined,
      before: before ?? undefined,
      beforeId: beforeId ?? undefined,
      limit: limit ?? 50,
    });
    return rows.map(WebhookDelivery.from);
  }

  @Query(() => WebhookDeliveryConnection, { description: 'Newest first, as a Relay connection: `first` 1-100, `after` an endCursor.' })
  async webhookDeliveriesConnection(
    @Ctx() ctx: SubgraphContext,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
    @Arg('endpoint', () => ID, { nullable: true }) endpoint?: string,
    @Arg('status', () => String, { nullable: true, description: 'pending | succeeded | failed' }) status?: string,
  ): Promise<WebhookDeliveryConnection> {
    if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw validation(`first must be an integer 1-${MAX_PAGE}`, { field: 'first' });
    const key = decodeCursor(after, 2); // (createdAt, id) of the last row seen
    const before = key ? new Date(String(key[0])) : undefined;
    if (key && (Number.isNaN(before!.getTime()) || !isUuid(String(key[1])))) throw validation('after: not a cursor this list gave out', { field: 'after' });
    const { rows, more } = await this.deliveries.page(readerOf(ctx), {
      endpointId: endpoint ?? undefined,
      status: status ?? undefined,
      before,
      beforeId: key ? String(key[1]) : undefined,
      limit: first,
    });
    const edges = rows.map((d) => ({ cursor: encodeCursor([d.created_at.toISOString(), d.id]), node: WebhookDelivery.from(d) }));
    return { edges, pageInfo: { hasNextPage: more, endCursor: edges.at(-1)?.cursor ?? null } };
  }

  @Query(() => WebhookDelivery)
  async webhookDelivery(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<WebhookDelivery> {
    return WebhookDelivery.from(await this.deliveries.get(readerOf(ctx), id));
  }

  @Query(() => [WebhookAttempt], { description: 'Every attempt of one delivery, oldest first.' })
  async webhookAttempts(@Arg('delivery', () => ID) delivery: string, @Ctx() ctx: SubgraphContext): Promise<WebhookAttempt[]> {
    const workspaceId = readerOf(ctx);
    await this.deliveries.get(workspaceId, delivery); // another workspace's delivery is NOT_FOUND, not empty
    return (await this.deliveries.attempts(workspaceId, [delivery])).map(WebhookAttempt.from);
  }

  @FieldResolver(() => [WebhookAttempt])
  async attempts(@Root() d: WebhookDelivery, @Ctx() ctx: SubgraphContext): Promise<WebhookAttempt[]> {
    return (await this.deliveries.attempts(readerOf(ctx), [d.id])).map(WebhookAttempt.from);
  }

  @Mutation(() => WebhookRedeliveryResult, { description: 'One attempt now with the same X-Signal-Delivery.' })
  async redeliverWebhookDelivery(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<WebhookRedeliveryResult> {
    const r = await this.deliveries.redeliver(managerOf(ctx), id);
    return { delivery: WebhookDelivery.from(r.delivery), attempt: WebhookAttempt.from(r.attempt) };
  }

  @Mutation(() => WebhookReplayResult, {
    description: 'Requeues failed deliveries of events since a time (fresh retry schedule) and recovers events missed while disabled.',
  })
  async replayFailedWebhookDeliveries(
    @Arg('since', () => GraphQLISODateTime) since: Date,
    @Ctx() ctx: SubgraphContext,
    @Arg('endpoint', () => ID, { nullable: true }) endpoint?: string,
  ): Promise<WebhookReplayResult> {
    return this.deliveries.replayFailed(managerOf(ctx), { since, endpointId: endpoint ?? undefined });
  }
}
