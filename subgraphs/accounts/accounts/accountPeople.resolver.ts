// The account page's people and visit timeline (issue 15): Account.visitors and Account.visits as
// Relay connections on keyset pages. An over-cap account's people are present but masked (spec
// 2.3's Dashboard row); its timeline shows paths, with the visitor masked the same way.
import { Arg, Ctx, Field, Int, ObjectType, FieldResolver, Resolver, Root } from 'type-graphql';
import { requireSession, type SubgraphContext } from '../../../core/graphql/context.js';
import { PageInfo, pageArgs, toConnection } from '../shared/connection.js';
import type { VisitorService } from '../visitors/visitor.service.js';
import type { VisitService } from '../visits/visit.service.js';
import { Visitor } from '../visitors/visitor.type.js';
import { VisitorConnection } from '../visitors/visitorsConnection.resolver.js';
import { Account } from './account.type.js';
import { PageView } from './accountDetail.resolver.js';

@ObjectType('AccountVisit', { simpleResolvers: true, description: "One page view by one of the account's people" })
export class AccountVisit extends PageView {
  @Field(() => Visitor, { nullable: true }) visitor!: Visitor | null;
}

@ObjectType('AccountVisitEdge', { simpleResolvers: true })
export class AccountVisitEdge {
  @Field(() => String) cursor!: string;
  @Field(() => AccountVisit) node!: AccountVisit;
}

@ObjectType('AccountVisitConnection', { simpleResolvers: true, description: 'Newest first' })
export class AccountVisitConnection {
  @Field(() => Int, { description: "the account's page views in all" }) totalCount!: number;
  @Field(() => [AccountVisitEdge]) edges!: AccountVisitEdge[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
}

interface VisitRow {
  id: string;
  occurred_at: Date;
  path: string;
  referrer: string | null;
  channel: string | null;
  utm_campaign: string | null;
  is_bot: boolean | null;
  visitor_id: string;
}

@Resolver(() => Account)
export class AccountPeopleResolver {
  constructor(private readonly deps: { visitors: VisitorService; visits: VisitService }) {}

  @FieldResolver(() => VisitorConnection, { description: "The account's people, highest intent first (totalCount: all of them); `first` 1-200, `after` an endCursor" })
  async visitors(
    @Root() account: Account,
    @Arg('first', () => Int, { defaultValue: 25 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<VisitorConnection> {
    const { workspaceId } = requireSession(ctx);
    const p = pageArgs(first, after, ['int', 'uuid'] as const);
    const rows = await this.deps.visitors.ofAccount(workspaceId, account.id, p.first, p.after && { score: Number(p.after[0]), id: p.after[1]! });
    return { totalCount: account.visitor_count, ...toConnection(rows, p.first, (v) => v, (v) => [v.intent_score, v.id]) };
  }

  @FieldResolver(() => AccountVisitConnection, { description: "The account's visit timeline, newest first; `first` 1-200, `after` an endCursor" })
  async visits(
    @Root() account: Account,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<AccountVisitConnection> {
    const { workspaceId } = requireSession(ctx);
    const p = pageArgs(first, after, ['timestamp', 'bigint'] as const);
    const rows = (await this.deps.visits.ofAccount(workspaceId, account.id, p.first, p.after && { at: p.after[0]!, id: p.after[1]! })) as unknown as VisitRow[];
    // a page names few people: one read each, masked as the account page shows them
    const ids = [...new Set(rows.slice(0, p.first).map((r) => r.visitor_id))];
    const people = new Map(await Promise.all(ids.map(async (id) => [id, await this.deps.visitors.get(workspaceId, id)] as const)));
    const node = ({ visitor_id, ...r }: VisitRow): AccountVisit => ({ ...r, visitor: people.get(visitor_id) ?? null });
    return { totalCount: account.visit_count, ...toConnection(rows, p.first, node, (r) => [new Date(r.occurred_at).toISOString(), r.id]) };
  }
}
