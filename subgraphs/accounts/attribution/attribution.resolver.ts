import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { requireWorkspace, type SubgraphContext } from '../../../core/graphql/context.js';
import { AttributionQuery } from '../shared/bounds.js';
import { parseArgs } from '../shared/parseArgs.js';
import type { AttributionService } from './attribution.service.js';
import { AttributionRollup } from './attribution.type.js';

@Resolver(() => AttributionRollup)
export class AttributionResolver {
  constructor(private readonly service: AttributionService) {}

  @Query(() => AttributionRollup, { description: 'Cached attribution rollup over the trailing `days` (1-365, default 30)' })
  async attribution(
    @Arg('days', () => Int, { nullable: true }) days: number | undefined,
    @Ctx() ctx: SubgraphContext,
  ): Promise<AttributionRollup> {
    const { workspaceId } = requireWorkspace(ctx);
    return this.service.rollup(workspaceId, parseArgs(AttributionQuery, { days }).days);
  }
}
