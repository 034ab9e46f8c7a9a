// The dashboard's billing (owner only; the same service as start_checkout and open_billing_portal).
import { Arg, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { SubgraphContext } from '../../../core/graphql/context.js';
import { validation } from '../../../core/errors.js';
import { requireConfirm } from '../../../core/graphql/confirm.js';
import { requireSessionRole } from '../shared/sessionRole.js';
import { PAID_PLANS, type BillingService, type PaidPlan } from './billing.service.js';
import type { RoleOf } from '../esp/esp.resolver.js';

@ObjectType('BillingLink', { simpleResolvers: true })
export class BillingLink {
  @Field(() => String) url!: string;
  @Field(() => Boolean, { description: 'no payment provider configured: a local placeholder' }) sandbox!: boolean;
}

@Resolver()
export class BillingResolver {
  constructor(private readonly deps: { billing: BillingService; roleOf: RoleOf }) {}

  @Mutation(() => BillingLink, { description: 'A Stripe Checkout link for a paid plan; the plan moves when Stripe confirms payment' })
  async start_checkout(@Arg('plan', () => String) plan: string, @Arg('confirm', () => Boolean, { nullable: true, description: 'true to go ahead: this cannot be undone' }) confirm: boolean | null, @Ctx() ctx: SubgraphContext): Promise<BillingLink> {
    const { workspaceId } = await requireSessionRole(ctx, ['owner'], this.deps.roleOf);
    if (!(PAID_PLANS as readonly string[]).includes(plan)) throw validation(`plan must be one of ${PAID_PLANS.join(', ')}`, { field: 'plan' });
    requireConfirm(confirm, `starts a checkout for the ${plan} plan; the plan moves when the payment provider confirms payment`);
    const r = await this.deps.billing.startCheckout(workspaceId, plan as PaidPlan);
    return { url: r.checkout_url, sandbox: r.sandbox };
  }

  @Mutation(() => BillingLink, { description: 'A Stripe Billing Portal link' })
  async open_billing_portal(@Ctx() ctx: SubgraphContext): Promise<BillingLink> {
    const { workspaceId } = await requireSessionRole(ctx, ['owner'], this.deps.roleOf);
    const r = await this.deps.billing.openPortal(workspaceId);
    return { url: r.portal_url, sandbox: r.sandbox };
  }
}
