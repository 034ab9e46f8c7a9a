// The visitors list as a Relay connection (issue 15): the same ranking as `visitors` (intent, then
// id), read after the last row's key instead of an offset, over-cap people masked (the dashboard's
// view). VisitorConnection is also the type of Account.visitors.
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { z } from 'zod';
import { requireWorkspace, type SubgraphContext } from '../../../core/graphql/context.js';
import { PageInfo, pageArgs, toConnection } from '../shared/connection.js';
import { parseArgs } from '../shared/parseArgs.js';
import { classificationParam, minIntentParam } from '../shared/bounds.js';
import { Classification } from '../shared/enums.js';
import type { VisitorService } from './visitor.service.js';
import { Visitor } from './visitor.type.js';

@ObjectType('VisitorEdge', { simpleResolvers: true })
export class VisitorEdge {
  @Field(() => String) cursor!: string;
  @Field(() => Visitor) node!: Visitor;
}

@ObjectType('VisitorConnection', { simpleResolvers: true })
export class VisitorConnection {
  @Field(() => Int, { description: 'visitors matching in all' }) totalCount!: number;
  @Field(() => [VisitorEdge]) edges!: VisitorEdge[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
}

const filters = z.object({ min_intent: minIntentParam, classification: classificationParam });

@Resolver()
export class VisitorsConnectionResolver {
  constructor(private readonly visitors: VisitorService) {}

  @Query(() => VisitorConnection, { description: 'Visitors ranked by intent (ties by id), over-cap ones masked; `first` 1-200, `after` an endCursor' })
  async visitorsConnection(
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('min_intent', () => Int, { nullable: true, description: '0-100' }) minIntent: number | null,
    @Arg('classification', () => Classification, { nullable: true }) classification: Classification | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<VisitorConnection> {
    const { workspaceId } = requireWorkspace(ctx);
    const f = parseArgs(filters, { min_intent: minIntent, classification });
    const p = pageArgs(first, after, ['int', 'uuid'] as const);
    const { rows, total } = await this.visitors.keyset(workspaceId, { classification: f.classification, minIntent: f.min_intent }, p.first, p.after && { score: Number(p.after[0]), id: p.after[1]! });
    return { totalCount: total, ...toConnection(rows, p.first, (v) => v, (v) => [v.intent_score, v.id]) };
  }
}
