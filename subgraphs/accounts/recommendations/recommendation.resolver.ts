import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireSession, requireWorkspace, type SubgraphContext } from '../../../core/graphql/context.js';
import { notFound } from '../../../core/errors.js';
import type { RecommendationService } from './recommendation.service.js';
import { Recommendation, RecommendationList } from './recommendation.type.js';

@Resolver(() => RecommendationList)
export class RecommendationsResolver {
  constructor(private readonly service: RecommendationService) {}

  @Query(() => RecommendationList, { description: 'Open recommendations: status new, or snoozed with the snooze elapsed' })
  async recommendations(@Ctx() ctx: SubgraphContext): Promise<RecommendationList> {
    return this.service.open(requireWorkspace(ctx).workspaceId);
  }

  @Mutation(() => Recommendation, { description: 'new (reopen), snoozed (for snoozeDays, 1-90, default 7), done or dismissed; reversible' })
  async setRecommendationStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => String) status: string,
    @Arg('snoozeDays', () => Int, { defaultValue: 7 }) snoozeDays: number,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Recommendation> {
    const { workspaceId } = requireSession(ctx);
    await this.service.setStatus(workspaceId, id, status, snoozeDays);
    return (await this.service.get(workspaceId, id)) ?? Promise.reject(notFound('recommendation'));
  }
}
