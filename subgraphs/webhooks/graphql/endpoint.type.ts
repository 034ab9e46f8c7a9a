import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import type { WebhookEndpointView } from '../endpoints/endpoint.repository.js';

@ObjectType({ description: 'A customer endpoint receiving signed webhook deliveries (spec 6).' })
export class WebhookEndpoint {
  @Field(() => ID) id!: string;
  @Field(() => String) url!: string;
  @Field(() => String, { description: 'enabled | disabled' }) state!: string;
  @Field(() => String, { nullable: true }) disabledReason!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) disabledAt!: Date | null;
  @Field(() => Int, { description: 'failed attempts in a row across events; 15 disables the endpoint' })
  consecutiveFailures!: number;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'when the current signing secret was issued' })
  secretCreatedAt!: Date | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;

  static from(v: WebhookEndpointView): WebhookEndpoint {
    return Object.assign(new WebhookEndpoint(), {
      id: v.id,
      url: v.url,
      state: v.state,
      disabledReason: v.disabled_reason,
      disabledAt: v.disabled_at,
      consecutiveFailures: v.consecutive_failures,
      secretCreatedAt: v.secret_created_at,
      createdAt: v.created_at,
      updatedAt: v.updated_at,
    });
  }
}

@ObjectType({ description: 'An endpoint with its signing secret: shown once, store it now.' })
export class WebhookEndpointWithSecret {
  @Field(() => WebhookEndpoint) endpoint!: WebhookEndpoint;
  @Field(() => String, { description: 'whsec_... signing secret; never shown again' }) secret!: string;
}

@ObjectType()
export class WebhookStateResult {
  @Field(() => WebhookEndpoint, { nullable: true, description: 'null after delete' }) endpoint!: WebhookEndpoint | null;
  @Field(() => Boolean) deleted!: boolean;
}

@ObjectType({ description: 'Outcome of a signal.test delivery sent now.' })
export class WebhookTestPingResult {
  @Field(() => Boolean) ok!: boolean;
  @Field(() => ID) deliveryId!: string;
  @Field(() => ID) eventId!: string;
  @Field(() => Int, { nullable: true }) statusCode!: number | null;
  @Field(() => Int) durationMs!: number;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field(() => String, { nullable: true }) responseExcerpt!: string | null;
}
