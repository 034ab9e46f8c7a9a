// Alert destinations from the dashboard (issue 15): list with the last post, create (paused, URL
// checked by the webhook URL rules), activate/pause/delete (delete needs confirm), on the same
// AlertDestinationService and field rules as the copilot's alert tools. Test posts:
// alertTest.resolver.ts.
import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { z } from 'zod';
import { requireSession, type SubgraphContext } from '../../../core/graphql/context.js';
import { requireConfirm } from '../../../core/graphql/confirm.js';
import { notFound } from '../../../core/errors.js';
import { parseArgs } from '../shared/parseArgs.js';
import { stateActionSchema } from '../shared/stateAction.js';
import type { AlertDestinationService } from './alertDestination.service.js';
import { alertDestinationCreateSchema } from './alertDestination.schema.js';

@ObjectType('AlertDestination', { simpleResolvers: true, description: 'A chat channel that gets high-intent alerts' })
export class AlertDestination {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'slack, teams or generic' }) kind!: string;
  @Field(() => String, { description: 'paused or active' }) state!: string;
  @Field(() => Int) min_intent!: number;
  @Field(() => String, { nullable: true, description: "the URL's host (the URL itself is a secret)" }) host!: string | null;
  @Field(() => Date, { nullable: true }) last_post_at!: Date | null;
  @Field(() => String, { nullable: true }) last_post_status!: string | null;
  @Field(() => String, { nullable: true }) last_post_error!: string | null;
}

@InputType('AlertDestinationInput')
export class AlertDestinationInput {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'incoming webhook URL (https, public host)' }) url!: string;
  @Field(() => String, { nullable: true, description: 'slack (default), teams or generic' }) kind?: string;
  @Field(() => Int, { nullable: true, description: 'alert from this intent score (default 70)' }) min_intent?: number;
}

@Resolver()
export class AlertDestinationResolver {
  constructor(private readonly destinations: AlertDestinationService) {}

  private async view(workspaceId: string, match: (d: Record<string, unknown>) => boolean): Promise<AlertDestination> {
    const row = (await this.destinations.list(workspaceId)).find(match);
    if (!row) throw notFound('alert destination');
    return row as unknown as AlertDestination;
  }

  @Query(() => [AlertDestination], { description: "The workspace's alert destinations with each one's last post, oldest first" })
  async alertDestinations(@Ctx() ctx: SubgraphContext): Promise<AlertDestination[]> {
    return (await this.destinations.list(requireSession(ctx).workspaceId)) as unknown as AlertDestination[];
  }

  @Mutation(() => AlertDestination, { description: 'Adds a destination, paused: it posts nothing until activated' })
  async createAlertDestination(@Arg('input', () => AlertDestinationInput) input: AlertDestinationInput, @Ctx() ctx: SubgraphContext): Promise<AlertDestination> {
    const { workspaceId } = requireSession(ctx);
    const created = await this.destinations.create(workspaceId, parseArgs(alertDestinationCreateSchema, input));
    return this.view(workspaceId, (d) => d.id === created.id);
  }

  @Mutation(() => String, { description: 'activate, pause or delete (delete is for good: needs confirm: true); returns the new state' })
  async setAlertDestinationState(
    @Arg('id', () => ID) id: string,
    @Arg('action', () => String) action: string,
    @Arg('confirm', () => Boolean, { nullable: true }) confirm: boolean | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<string> {
    const { workspaceId } = requireSession(ctx);
    const a = parseArgs(z.object({ id: z.uuid(), action: stateActionSchema }), { id, action });
    const d = (await this.destinations.records(workspaceId)).find((r) => r.id === a.id);
    if (!d) throw notFound('alert destination');
    if (a.action === 'delete') requireConfirm(confirm, `deletes the alert destination "${d.name}"`);
    return this.destinations.setState(workspaceId, d.id, a.action);
  }
}
