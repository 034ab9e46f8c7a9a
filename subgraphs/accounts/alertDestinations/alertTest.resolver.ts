// The dashboard's "send test message" for an alert destination (the same service as test_alert_destination).
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { SubgraphContext } from '../../../core/graphql/context.js';
import { requireConfirm } from '../../../core/graphql/confirm.js';
import { requireSessionRole } from '../shared/sessionRole.js';
import type { AlertDispatchService } from './alertDispatch.service.js';
import type { RoleOf } from '../esp/esp.resolver.js';

@ObjectType('AlertTestResult', { simpleResolvers: true })
export class AlertTestResult {
  @Field(() => String) destination!: string;
  @Field(() => Boolean) posted!: boolean;
  @Field(() => Int, { nullable: true }) status_code!: number | null;
  @Field(() => String, { nullable: true }) error!: string | null;
}

@Resolver()
export class AlertTestResolver {
  constructor(private readonly deps: { alerts: AlertDispatchService; roleOf: RoleOf }) {}

  @Mutation(() => AlertTestResult, { description: 'Post a real test message to the destination now' })
  async test_alert_destination(@Arg('id', () => ID) id: string, @Arg('confirm', () => Boolean, { nullable: true, description: 'true to go ahead: this cannot be undone' }) confirm: boolean | null, @Ctx() ctx: SubgraphContext): Promise<AlertTestResult> {
    const { workspaceId } = await requireSessionRole(ctx, ['admin', 'owner'], this.deps.roleOf);
    requireConfirm(confirm, 'posts a real test message to the chat channel');
    return this.deps.alerts.test(workspaceId, id);
  }
}
