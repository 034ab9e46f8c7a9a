import { Arg, Args, ArgsType, Ctx, Field, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { SubgraphContext } from '../../../core/graphql/context.js';
import { requireSession, requireWorkspace } from '../../../core/graphql/context.js';
import { AccountsQuery } from '../shared/bounds.js';
import { Classification, OverCap } from '../shared/enums.js';
import { parseArgs } from '../shared/parseArgs.js';
import type { AccountService } from './account.service.js';
import { Account, AccountPage } from './account.type.js';

@ArgsType()
export class AccountsArgs {
  @Field(() => Int, { nullable: true, description: '1-1000, default 1' })
  page?: number;

  @Field(() => Int, { nullable: true, description: '1-200, default 50' })
  page_size?: number;

  @Field(() => Classification, { nullable: true })
  classification?: Classification;
}

@Resolver(() => AccountPage)
export class AccountsResolver {
  constructor(private readonly service: AccountService) {}

  @Query(() => AccountPage, { description: 'Accounts ranked by intent (ties by company_domain)' })
  async accounts(
    @Args(() => AccountsArgs) args: AccountsArgs,
    @Arg('over_cap', () => OverCap, { defaultValue: OverCap.MASK }) overCap: OverCap,
    @Ctx() ctx: SubgraphContext,
  ): Promise<AccountPage> {
    const { workspaceId } = requireWorkspace(ctx);
    return this.service.list(workspaceId, parseArgs(AccountsQuery, args), overCap);
  }

  @Mutation(() => Account, { description: "Sets an account's classification (reversible; the copilot's classify_account). Over-cap accounts: PLAN_LIMIT_REACHED." })
  async classifyAccount(
    @Arg('id', () => ID) id: string,
    @Arg('classification', () => Classification) classification: Classification,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Account> {
    return this.service.classifyAccessible(requireSession(ctx).workspaceId, id, classification);
  }
}
