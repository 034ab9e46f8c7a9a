import { Ctx, Query, Resolver } from 'type-graphql';
import { requireWorkspace, type SubgraphContext } from '../../../core/graphql/context.js';
import type { RecommendationService } from './recommendation.service.js';
import { RecommendationList } from './recommendation.type.js';

@Resolver(() => RecommendationList)
export class RecommendationsResolver {
  constructor(private readonly service: RecommendationService) {}

  @Query(() => RecommendationList, { description: 'Open recommendations: status new, or snoozed with the snooze elapsed' })
  async recommendations(@Ctx() ctx: SubgraphContext): Promise<RecommendationList> {
    return this.service.open(requireWorkspace(ctx).workspaceId);
  }
}
