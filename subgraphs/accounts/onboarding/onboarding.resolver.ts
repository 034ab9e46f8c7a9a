// The dashboard's plan usage and onboarding checklist (issue 15), from the same OnboardingService
// as the copilot's subscription and workspace_setup tools.
import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { requireSession, type SubgraphContext } from '../../../core/graphql/context.js';
import type { Clock } from '../../../core/clock.js';
import type { AccessReader } from '../shared/access.js';
import type { OnboardingService } from './onboarding.service.js';

@ObjectType('PlanUsage', { simpleResolvers: true, description: "The plan and this month's use of its account cap" })
export class PlanUsage {
  @Field(() => String, { nullable: true }) plan!: string | null;
  @Field(() => String, { description: 'the plan whose limits apply now (a trial may lift it)' }) effective_plan!: string;
  @Field(() => Boolean) trial_active!: boolean;
  @Field(() => Date, { nullable: true }) trial_ends_at!: Date | null;
  @Field(() => Int, { description: 'accounts resolvable per month' }) monthly_cap!: number;
  @Field(() => Int, { description: 'accounts first seen this calendar month (UTC)' }) accounts_this_month!: number;
  @Field(() => Int, { description: 'of which over the cap (withheld, masked)' }) over_cap_this_month!: number;
  @Field(() => Boolean) contact_fields_withheld!: boolean;
}

@ObjectType('OnboardingChecklist', { simpleResolvers: true })
export class OnboardingChecklist {
  @Field(() => Boolean) pixel_installed!: boolean;
  @Field(() => Boolean) pixel_verified!: boolean;
  @Field(() => Boolean) intent_step_completed!: boolean;
  @Field(() => Boolean) esp_connected_or_skipped!: boolean;
  @Field(() => Boolean) activated!: boolean;
  @Field(() => Int) steps_done!: number;
  @Field(() => Int) steps_total!: number;
  @Field(() => String, { nullable: true, description: 'the site domain the workspace tracks' }) claimed_domain!: string | null;
}

@Resolver()
export class OnboardingResolver {
  constructor(private readonly deps: { onboarding: OnboardingService; access: AccessReader; clock: Clock }) {}

  @Query(() => PlanUsage)
  async planUsage(@Ctx() ctx: SubgraphContext): Promise<PlanUsage> {
    const { workspaceId } = requireSession(ctx);
    return this.deps.onboarding.planUsage(workspaceId, this.deps.clock.now(), await this.deps.access.access(workspaceId));
  }

  @Query(() => OnboardingChecklist)
  async onboarding(@Ctx() ctx: SubgraphContext): Promise<OnboardingChecklist> {
    return this.deps.onboarding.checklist(requireSession(ctx).workspaceId);
  }
}
