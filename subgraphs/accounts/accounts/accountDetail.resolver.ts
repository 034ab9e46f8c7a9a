// The dashboard's account page and person page (issue 15): one account by domain with how its
// intent score came about, one visitor's journey as a Relay connection, and the contacted mark, on
// the same services as the copilot's get_account, visitor_journey and set_visitor_contacted.
// Over-cap records are present but masked (spec 2.3's Dashboard row).
import { Arg, Ctx, Field, Float, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { z } from 'zod';
import { requireSession, type SubgraphContext } from '../../../core/graphql/context.js';
import { notFound } from '../../../core/errors.js';
import { PageInfo, pageArgs, toConnection } from '../shared/connection.js';
import { maskVisitorRow } from '../../../core/plans.js';
import { parseArgs } from '../shared/parseArgs.js';
import type { AccessReader } from '../shared/access.js';
import type { AccountService } from './account.service.js';
import type { VisitorService } from '../visitors/visitor.service.js';
import type { VisitService } from '../visits/visit.service.js';
import { Account } from './account.type.js';

@ObjectType('ScoreFactor', { simpleResolvers: true })
export class ScoreFactor {
  @Field(() => String, { description: 'intent_pages, browsing, return_days or people' }) factor!: string;
  @Field(() => Float, { description: 'decayed sum (intent_pages, browsing) or count (return_days, people) over the last 30 days' }) value!: number;
  @Field(() => Float, { description: 'points it adds to the raw score' }) points!: number;
}

@ObjectType('ScoreExplanation', { simpleResolvers: true, description: 'score = round(100 × (1 − e^(−raw / scale))), raw = Σ points' })
export class ScoreExplanation {
  @Field(() => Int, { description: 'the score these features give now (the stored score is as of the last scoring run)' }) score!: number;
  @Field(() => Float) raw!: number;
  @Field(() => Float) scale!: number;
  @Field(() => [ScoreFactor]) factors!: ScoreFactor[];
}

@ObjectType('AccountDetail', { simpleResolvers: true })
export class AccountDetail extends Account {
  @Field(() => GraphQLJSONObject, { description: 'empty when locked' }) firmographics!: Record<string, unknown>;
  @Field(() => Date, { nullable: true }) contacted_at!: Date | null;
  @Field(() => ScoreExplanation, { nullable: true }) score_explanation!: ScoreExplanation | null;
}

@ObjectType('PageView', { simpleResolvers: true })
export class PageView {
  @Field(() => ID) id!: string;
  @Field(() => Date) occurred_at!: Date;
  @Field(() => String) path!: string;
  @Field(() => String, { nullable: true }) referrer!: string | null;
  @Field(() => String, { nullable: true }) channel!: string | null;
  @Field(() => String, { nullable: true }) utm_campaign!: string | null;
  @Field(() => Boolean, { nullable: true, description: 'null: recorded before bot flagging' }) is_bot!: boolean | null;
}

@ObjectType('PageViewEdge', { simpleResolvers: true })
export class PageViewEdge {
  @Field(() => String) cursor!: string;
  @Field(() => PageView) node!: PageView;
}

@ObjectType('VisitorJourney', { simpleResolvers: true, description: "A person's page views, oldest first" })
export class VisitorJourney {
  @Field(() => String, { nullable: true, description: 'null when locked' }) email!: string | null;
  @Field(() => Boolean, { description: 'withheld by the plan: no page views shown' }) is_locked!: boolean;
  @Field(() => Int) total!: number;
  @Field(() => [PageViewEdge]) edges!: PageViewEdge[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
}

const journeyArgs = z.object({ email: z.string().trim().min(3).max(320) });
const contactedArgs = z.object({ email: z.string().trim().min(3).max(320), contacted: z.boolean() });

@Resolver()
export class AccountDetailResolver {
  constructor(private readonly deps: { accounts: AccountService; visitors: VisitorService; visits: VisitService; access: AccessReader }) {}

  @Query(() => AccountDetail, { description: 'One account by its domain (exact, ignoring case), with its score explained' })
  async account(@Arg('domain', () => String) domain: string, @Ctx() ctx: SubgraphContext): Promise<AccountDetail> {
    const { domain: d } = parseArgs(z.object({ domain: z.string().trim().min(1).max(255) }), { domain });
    return (await this.deps.accounts.detail(requireSession(ctx).workspaceId, d)) as AccountDetail;
  }

  @Query(() => VisitorJourney, { description: "A visitor's page views by email, oldest first; `first` per page (1-200), `after` an endCursor" })
  async visitorJourney(
    @Arg('email', () => String) email: string,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<VisitorJourney> {
    const { workspaceId } = requireSession(ctx);
    const a = parseArgs(journeyArgs, { email });
    const p = pageArgs(first, after, ['timestamp', 'bigint'] as const);
    const found = await this.deps.visitors.latestByEmail(workspaceId, a.email);
    if (!found) throw notFound('visitor');
    const person = maskVisitorRow(found, await this.deps.access.access(workspaceId));
    const total = Number(found.visit_count ?? 0);
    if (person.locked) return { email: null, is_locked: true, total, edges: [], pageInfo: { hasNextPage: false, endCursor: null } };
    const rows = (await this.deps.visits.journeyPage(workspaceId, String(found.visitor_id), p.first, p.after && { at: p.after[0]!, id: p.after[1]! })) as unknown as PageView[];
    return { email: String(person.row.resolved_email), is_locked: false, total, ...toConnection(rows, p.first, (r) => r, (r) => [new Date(r.occurred_at).toISOString(), r.id]) };
  }

  @Mutation(() => Int, { description: 'Marks every accessible visitor record with this email as contacted (or clears it); returns how many changed' })
  async setVisitorContacted(
    @Arg('email', () => String) email: string,
    @Arg('contacted', () => Boolean, { defaultValue: true }) contacted: boolean,
    @Ctx() ctx: SubgraphContext,
  ): Promise<number> {
    const { workspaceId } = requireSession(ctx);
    const a = parseArgs(contactedArgs, { email, contacted });
    const { open } = await this.deps.visitors.contactable(workspaceId, a.email, await this.deps.access.access(workspaceId));
    if (!open.length) throw notFound('visitor');
    return this.deps.visitors.setContacted(workspaceId, open.map((r) => String(r.id)), a.contacted);
  }
}
