// The dashboard's onboarding steps (issue 15), on the same OnboardingService rules as the copilot's
// verify_pixel, complete_intent_step, claim_domain and activate_workspace. Each answers with the
// checklist as it now stands. Claiming a domain (clears the verification) and activating (ends
// onboarding) cannot be undone: they need confirm (spec 4.4).
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { requireSession, type SubgraphContext } from '../../../core/graphql/context.js';
import { requireConfirm } from '../../../core/graphql/confirm.js';
import { conflict } from '../../../core/errors.js';
import type { OnboardingService } from './onboarding.service.js';
import { OnboardingChecklist } from './onboarding.resolver.js';

@Resolver()
export class OnboardingStepsResolver {
  constructor(private readonly onboarding: OnboardingService) {}

  @Mutation(() => OnboardingChecklist, { description: 'Marks the pixel verified once it has sent a hit (CONFLICT pixel_not_seen before that)' })
  async verifyPixel(@Ctx() ctx: SubgraphContext): Promise<OnboardingChecklist> {
    const { workspaceId } = requireSession(ctx);
    if (!(await this.onboarding.verifyPixel(workspaceId)))
      throw conflict('no pixel hit has been received yet: install the snippet on your site, load a page, then verify again', { code: 'pixel_not_seen' });
    return this.onboarding.checklist(workspaceId);
  }

  @Mutation(() => OnboardingChecklist, { description: 'Completes the "choose intent pages" step (needs at least one intent page)' })
  async completeIntentStep(@Ctx() ctx: SubgraphContext): Promise<OnboardingChecklist> {
    const { workspaceId } = requireSession(ctx);
    await this.onboarding.completeIntentStep(workspaceId);
    return this.onboarding.checklist(workspaceId);
  }

  @Mutation(() => OnboardingChecklist, { description: "Claims the site's domain, clearing the current verification (needs confirm: true)" })
  async claimDomain(
    @Arg('domain', () => String) domain: string,
    @Arg('confirm', () => Boolean, { nullable: true }) confirm: boolean | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<OnboardingChecklist> {
    const { workspaceId } = requireSession(ctx);
    const d = this.onboarding.checkDomain(domain); // a malformed domain is refused before asking to confirm
    requireConfirm(confirm, `claims ${d} as this workspace's domain, clearing the current verification`);
    await this.onboarding.claimDomain(workspaceId, d);
    return this.onboarding.checklist(workspaceId);
  }

  @Mutation(() => OnboardingChecklist, { description: 'Activates the workspace and ends onboarding (needs a verified pixel and confirm: true)' })
  async activateWorkspace(@Arg('confirm', () => Boolean, { nullable: true }) confirm: boolean | null, @Ctx() ctx: SubgraphContext): Promise<OnboardingChecklist> {
    const { workspaceId } = requireSession(ctx);
    requireConfirm(confirm, 'activates the workspace and ends onboarding; this cannot be undone');
    await this.onboarding.activate(workspaceId);
    return this.onboarding.checklist(workspaceId);
  }
}
