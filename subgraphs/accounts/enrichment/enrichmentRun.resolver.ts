// The dashboard's enrichment: the estimate (credits a run would spend now) and running the pipeline
// (the same service as run_enrichment_pipeline).
import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requireConfirm } from '../../../core/graphql/confirm.js';
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
  async run_enrichment_pipeline(@Arg('confirm', () => Boolean, { nullable: true, description: 'true to go ahead: credits spent cannot be refunded' }) confirm: boolean | null, @Ctx() ctx: SubgraphContext): Promise<EnrichmentRunResult> {
    const { workspaceId } = await requireSessionRole(ctx, ['admin', 'owner'], this.deps.roleOf);
    const e = await this.deps.enrichmentRuns.estimate(workspaceId);
    requireConfirm(confirm, `enriches ${e.eligible} eligible abandoner${e.eligible === 1 ? '' : 's'}, spending up to ${e.credits_needed} vendor credit${e.credits_needed === 1 ? '' : 's'}`);
    return this.deps.enrichmentRuns.run(workspaceId);
  }
}
