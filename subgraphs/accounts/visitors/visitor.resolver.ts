import { Arg, Args, ArgsType, Ctx, Field, Int, Query, Resolver } from 'type-graphql';
import { requireWorkspace, type SubgraphContext } from '../../../core/graphql/context.js';
import { VisitorsQuery } from '../shared/bounds.js';
import { Classification, OverCap } from '../shared/enums.js';
import { parseArgs } from '../shared/parseArgs.js';
import type { VisitorService } from './visitor.service.js';
import { VisitorPage } from './visitor.type.js';

@ArgsType()
export class VisitorsArgs {
  @Field(() => Int, { nullable: true, description: '1-1000, default 1' })
  page?: number;

  @Field(() => Int, { nullable: true, description: '1-200, default 50' })
  page_size?: number;

  @Field(() => Int, { nullable: true, description: '0-100' })
  min_intent?: number;

  @Field(() => Classification, { nullable: true })
  classification?: Classification;
}

@Resolver(() => VisitorPage)
export class VisitorsResolver {
  constructor(private readonly service: VisitorService) {}

  @Query(() => VisitorPage, { description: 'Visitors ranked by intent (ties by id)' })
  async visitors(
    @Args(() => VisitorsArgs) args: VisitorsArgs,
    @Arg('over_cap', () => OverCap, { defaultValue: OverCap.MASK }) overCap: OverCap,
    @Ctx() ctx: SubgraphContext,
  ): Promise<VisitorPage> {
    const { workspaceId } = requireWorkspace(ctx);
    return this.service.list(workspaceId, parseArgs(VisitorsQuery, args), overCap);
  }
}
