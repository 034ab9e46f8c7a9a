// Intent pages from the dashboard (issue 15): the set as stored, and replacing it as a whole (the
// same IntentPageService and field rules as the copilot's intent_pages / replace_intent_pages).
import { Arg, Ctx, Field, Float, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { z } from 'zod';
import { requireSession, type SubgraphContext } from '../../../core/graphql/context.js';
import { parseArgs } from '../shared/parseArgs.js';
import type { IntentPageService } from './intentPage.service.js';
import { intentPageField, MAX_INTENT_PAGES } from './intentPage.schema.js';

@ObjectType('IntentPage', { simpleResolvers: true, description: 'A page pattern whose views raise intent scores' })
export class IntentPage {
  @Field(() => String, { description: 'path, or a prefix ending in /*' }) pattern!: string;
  @Field(() => String, { nullable: true }) label!: string | null;
  @Field(() => Float) score_weight!: number;
}

@InputType('IntentPageInput')
export class IntentPageInput {
  @Field(() => String) pattern!: string;
  @Field(() => String, { nullable: true }) label?: string;
  @Field(() => Float, { nullable: true, description: '0-10, default 1' }) score_weight?: number;
}

@ObjectType('IntentPagesReplaced', { simpleResolvers: true })
export class IntentPagesReplaced {
  @Field(() => [IntentPage]) pages!: IntentPage[];
  @Field(() => [String], { description: 'patterns that were removed' }) removed!: string[];
}

const pagesSchema = z.object({
  pages: z.array(z.object({ pattern: intentPageField.pattern, label: intentPageField.label.optional(), score_weight: intentPageField.score_weight.optional() })).max(MAX_INTENT_PAGES),
});

@Resolver()
export class IntentPageResolver {
  constructor(private readonly pages: IntentPageService) {}

  @Query(() => [IntentPage], { description: "The workspace's intent pages" })
  async intentPages(@Ctx() ctx: SubgraphContext): Promise<IntentPage[]> {
    return this.pages.list(requireSession(ctx).workspaceId);
  }

  @Mutation(() => IntentPagesReplaced, { description: 'Replaces the whole set (omitted pages go); scores recompute on the next run' })
  async replaceIntentPages(@Arg('pages', () => [IntentPageInput]) pages: IntentPageInput[], @Ctx() ctx: SubgraphContext): Promise<IntentPagesReplaced> {
    const { workspaceId } = requireSession(ctx);
    const cleaned = pages.map((p) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== null && v !== undefined)));
    return this.pages.replace(workspaceId, parseArgs(pagesSchema, { pages: cleaned }).pages);
  }
}
