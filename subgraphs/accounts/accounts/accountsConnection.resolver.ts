// The accounts list as a Relay connection (issue 15): the same ranking as `accounts` (intent, then
// domain), read after the last row's key instead of an offset, over-cap accounts masked (the
// dashboard's view, spec 2.3).
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { z } from 'zod';
import { requireWorkspace, type SubgraphContext } from '../../../core/graphql/context.js';
import { PageInfo, pageArgs, toConnection } from '../shared/connection.js';
import { parseArgs } from '../shared/parseArgs.js';
import { classificationParam } from '../shared/bounds.js';
import { Classification } from '../shared/enums.js';
import type { AccountService } from './account.service.js';
import { Account } from './account.type.js';

@ObjectType('AccountEdge', { simpleResolvers: true })
export class AccountEdge {
  @Field(() => String) cursor!: string;
  @Field(() => Account) node!: Account;
}

@ObjectType('AccountConnection', { simpleResolvers: true })
export class AccountConnection {
  @Field(() => Int, { description: 'accounts matching in all' }) totalCount!: number;
  @Field(() => [AccountEdge]) edges!: AccountEdge[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
}

const filters = z.object({ classification: classificationParam });

@Resolver()
export class AccountsConnectionResolver {
  constructor(private readonly accounts: AccountService) {}

  @Query(() => AccountConnection, { description: 'Accounts ranked by intent (ties by domain), over-cap ones masked; `first` 1-200, `after` an endCursor' })
  async accountsConnection(
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('classification', () => Classification, { nullable: true }) classification: Classification | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<AccountConnection> {
    const { workspaceId } = requireWorkspace(ctx);
    const f = parseArgs(filters, { classification });
    const p = pageArgs(first, after, ['int', 'uuid'] as const);
    const { rows, total } = await this.accounts.keyset(workspaceId, f, p.first, p.after && { score: Number(p.after[0]), id: p.after[1]! });
    return { totalCount: total, ...toConnection(rows, p.first, (a) => a, (a) => [a.intent_score, a.id]) };
  }
}
