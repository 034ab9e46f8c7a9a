// A person page's links (issue 15): visitor(id) and Visitor.account, resolved in the accounts
// subgraph that owns both; the webhooks subgraph reaches a visitor through the Visitor entity.
import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { requireSession, requireWorkspace, type SubgraphContext } from '../../../core/graphql/context.js';
import { notFound } from '../../../core/errors.js';
import type { AccountService } from '../accounts/account.service.js';
import { Account } from '../accounts/account.type.js';
import type { VisitorService } from './visitor.service.js';
import { Visitor } from './visitor.type.js';

@Resolver(() => Visitor)
export class VisitorAccountResolver {
  constructor(private readonly deps: { visitors: VisitorService; accounts: AccountService }) {}

  @Query(() => Visitor, { description: 'One visitor by id, masked over the cap as the dashboard shows it' })
  async visitor(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Visitor> {
    return (await this.deps.visitors.get(requireSession(ctx).workspaceId, id)) ?? Promise.reject(notFound('visitor'));
  }

  @FieldResolver(() => Account, { nullable: true, description: 'The company this person was resolved to; null until resolved' })
  async account(@Root() v: Visitor, @Ctx() ctx: SubgraphContext): Promise<Account | null> {
    if (!v.account_id) return null;
    return this.deps.accounts.get(requireWorkspace(ctx).workspaceId, v.account_id);
  }
}
