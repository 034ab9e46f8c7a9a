// Recommendation.account (issue 15): the account a recommendation is about, for the kinds whose
// subject is a company domain; null for the others (a sync rule, the workspace's setup).
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { requireWorkspace, type SubgraphContext } from '../../../core/graphql/context.js';
import type { AccountService } from '../accounts/account.service.js';
import { Account } from '../accounts/account.type.js';
import { Recommendation } from './recommendation.type.js';

/** kinds whose subject is an account's domain (recommendations.job.ts) */
const ABOUT_AN_ACCOUNT = new Set(['high_intent_uncontacted', 'competitor_on_pricing']);

@Resolver(() => Recommendation)
export class RecommendationAccountResolver {
  constructor(private readonly accounts: AccountService) {}

  @FieldResolver(() => Account, { nullable: true, description: 'The account it is about (masked over the cap); null when it is not about one' })
  async account(@Root() r: Recommendation, @Ctx() ctx: SubgraphContext): Promise<Account | null> {
    if (!ABOUT_AN_ACCOUNT.has(r.kind)) return null;
    return this.accounts.presentedByDomain(requireWorkspace(ctx).workspaceId, r.subject);
  }
}
