// Enrichment settings from the dashboard (issue 15): read (the defaults when nothing is saved) and
// change what is given, on the same service and field rules as the copilot's enrichment tools.
import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requireSession, type SubgraphContext } from '../../../core/graphql/context.js';
import { parseArgs } from '../shared/parseArgs.js';
import type { EnrichmentConfigService } from './enrichmentConfig.service.js';
import { enrichmentPatchSchema } from './enrichmentConfig.schema.js';

@ObjectType('EnrichmentConfig', { simpleResolvers: true, description: 'Which abandoners are enriched, by which vendor' })
export class EnrichmentConfig {
  @Field(() => String, { description: 'vendor name, or none' }) vendor!: string;
  @Field(() => [String], { description: 'page patterns whose abandoners are enriched; empty disables enrichment' }) page_patterns!: string[];
  @Field(() => Date, { nullable: true }) updated_at!: Date | null;
  @Field(() => Boolean, { description: 'false: nothing saved yet, these are the defaults' }) saved!: boolean;
}

@Resolver()
export class EnrichmentConfigResolver {
  constructor(private readonly enrichment: EnrichmentConfigService) {}

  private async current(workspaceId: string): Promise<EnrichmentConfig> {
    const { config, saved } = await this.enrichment.get(workspaceId);
    return { ...config, saved };
  }

  @Query(() => EnrichmentConfig)
  async enrichmentConfig(@Ctx() ctx: SubgraphContext): Promise<EnrichmentConfig> {
    return this.current(requireSession(ctx).workspaceId);
  }

  @Mutation(() => EnrichmentConfig, { description: 'Changes what is given, keeps the rest' })
  async updateEnrichmentConfig(
    @Arg('page_patterns', () => [String], { nullable: true }) page_patterns: string[] | null,
    @Arg('vendor', () => String, { nullable: true }) vendor: string | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<EnrichmentConfig> {
    const { workspaceId } = requireSession(ctx);
    await this.enrichment.update(workspaceId, parseArgs(enrichmentPatchSchema, { page_patterns, vendor }));
    return this.current(workspaceId);
  }
}
