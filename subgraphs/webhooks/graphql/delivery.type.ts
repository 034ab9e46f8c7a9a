import { Directive, Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { VisitorRef } from './visitorRef.type.js';
import type { WebhookAttemptView, WebhookDeliveryView } from '../delivery/deliveryLog.repository.js';

@ObjectType({ description: 'One try of a delivery: the attempt log.' })
export class WebhookAttempt {
  @Field(() => ID) id!: string;
  @Field(() => ID) deliveryId!: string;
  @Field(() => Int) attemptNumber!: number;
  @Field(() => String, { description: 'scheduled | manual' }) trigger!: string;
  @Field(() => GraphQLISODateTime) startedAt!: Date;
  @Field(() => Int) durationMs!: number;
  @Field(() => String, { description: 'succeeded | failed' }) outcome!: string;
  @Field(() => Int, { nullable: true }) statusCode!: number | null;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field(() => String, { nullable: true, description: 'first 1 KiB of the response body' }) responseExcerpt!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) nextAttemptAt!: Date | null;

  static from(a: WebhookAttemptView): WebhookAttempt {
    return Object.assign(new WebhookAttempt(), {
      id: a.id,
      deliveryId: a.delivery_id,
      attemptNumber: a.attempt_number,
      trigger: a.trigger,
      startedAt: a.started_at,
      durationMs: a.duration_ms,
      outcome: a.outcome,
      statusCode: a.status_code,
      error: a.error,
      responseExcerpt: a.response_excerpt,
      nextAttemptAt: a.next_attempt_at,
    });
  }
}

@ObjectType({ description: 'One event to one endpoint; its id is X-Signal-Delivery, stable across retries.' })
export class WebhookDelivery {
  @Field(() => ID) id!: string;
  @Field(() => ID) eventId!: string;
  @Field(() => String) eventType!: string;
  @Field(() => GraphQLISODateTime) eventCreatedAt!: Date;
  @Field(() => ID) endpointId!: string;
  @Field(() => String, { description: 'pending | succeeded | failed' }) status!: string;
  @Field(() => Int) attemptCount!: number;
  @Field(() => GraphQLISODateTime, { nullable: true }) nextAttemptAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) lastAttemptAt!: Date | null;
  @Field(() => Int, { nullable: true }) lastStatusCode!: number | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => VisitorRef, { nullable: true, description: 'the person a signal.visitor_identified event is about (the accounts subgraph resolves it)' })
  visitor!: VisitorRef | null;

  static from(d: WebhookDeliveryView): WebhookDelivery {
    return Object.assign(new WebhookDelivery(), {
      id: d.id,
      eventId: d.event_id,
      eventType: d.event_type,
      eventCreatedAt: d.event_created_at,
      endpointId: d.endpoint_id,
      status: d.status,
      attemptCount: d.attempt_count,
      nextAttemptAt: d.next_attempt_at,
      lastAttemptAt: d.last_attempt_at,
      lastStatusCode: d.last_status,
      createdAt: d.created_at,
      visitor: d.visitor_id ? { id: d.visitor_id } : null,
    });
  }
}

@ObjectType()
export class WebhookRedeliveryResult {
  @Field(() => WebhookDelivery) delivery!: WebhookDelivery;
  @Field(() => WebhookAttempt) attempt!: WebhookAttempt;
}

@ObjectType()
export class WebhookReplayResult {
  @Field(() => Int, { description: 'failed deliveries requeued on a fresh retry schedule' }) requeued!: number;
  @Field(() => Int, { description: 'deliveries created for events missed while an endpoint was disabled' }) recovered!: number;
}

@ObjectType()
export class WebhookDeliveryEdge {
  @Field(() => String) cursor!: string;
  @Field(() => WebhookDelivery) node!: WebhookDelivery;
}

// the same PageInfo as the accounts subgraph's connections: a shared value type
@Directive('@shareable')
@ObjectType('PageInfo')
export class WebhookDeliveryPageInfo {
  @Field(() => Boolean) hasNextPage!: boolean;
  @Field(() => String, { nullable: true }) endCursor!: string | null;
}

@ObjectType({ description: 'Newest first; a Relay connection over the same (createdAt, id) keyset as webhookDeliveries.' })
export class WebhookDeliveryConnection {
  @Field(() => [WebhookDeliveryEdge]) edges!: WebhookDeliveryEdge[];
  @Field(() => WebhookDeliveryPageInfo) pageInfo!: WebhookDeliveryPageInfo;
}
