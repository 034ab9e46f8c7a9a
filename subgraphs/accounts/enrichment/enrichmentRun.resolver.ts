// The dashboard's enrichment: the estimate (credits a run would spend now) and running the pipeline
// (the same service as run_enrichment_pipeline).
import { Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requireWorkspace, type SubgraphContext } from '../../../core/graphql/context.js';
import { requireSessionRole } from '../shared/sessionRole.js';
import type { EnrichmentRunService } from './enrichmentRun.service.js';
import type { RoleOf } from '../esp/esp.resolver.js';

@ObjectType('EnrichmentEstimate', { simpleResolvers: true })
export class EnrichmentEstimate {
  @Field(() => Int) eligible!: number;
  @Field(() => Int) credits_needed!: number;
  @Field(() => Int) balance!: number;
  @Field(() => Boolean, { description: 'no page patterns: nobody is eligible' }) disabled!: boolean;
  @Field(() => Boolean) sandbox!: boolean;
  @Field(() => String) definition!: string;
}

@ObjectType('EnrichmentRunResult', { simpleResolvers: true })
export class EnrichmentRunResult {
  @Field(() => String) status!: string;
  @Field(() => Int) eligible!: number;
  @Field(() => Int) matched!: number;
  @Field(() => Int) not_found!: number;
  @Field(() => Int) failed!: number;
  @Field(() => Int) credits_spent!: number;
  @Field(() => Int) balance_after!: number;
  @Field(() => Boolean) sandbox!: boolean;
}

@Resolver()
export class EnrichmentRunResolver {
  constructor(private readonly deps: { enrichmentRuns: EnrichmentRunService; roleOf: RoleOf }) {}

  @Query(() => EnrichmentEstimate, { description: 'What run_enrichment_pipeline would spend now' })
  async enrichment_estimate(@Ctx() ctx: SubgraphContext): Promise<EnrichmentEstimate> {
    const e = await this.deps.enrichmentRuns.estimate(requireWorkspace(ctx).workspaceId);
    return { ...e, definition: this.deps.enrichmentRuns.definition };
  }

  @Mutation(() => EnrichmentRunResult, { description: 'Enrich every eligible abandoner now, one vendor credit each (cannot be undone)' })
  async run_enrichment_pipeline(@Ctx() ctx: SubgraphContext): Promise<EnrichmentRunResult> {
    const { workspaceId } = await requireSessionRole(ctx, ['admin', 'owner'], this.deps.roleOf);
    return this.deps.enrichmentRuns.run(workspaceId);
  }
}
