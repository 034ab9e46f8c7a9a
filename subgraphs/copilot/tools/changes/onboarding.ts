// Onboarding steps, through the accounts subgraph's onboarding service (which holds each step's rule).
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';

const TEST_AGENT = 'SignalTestPixel/1';

export const verifyPixel = defineTool({
  name: 'verify_pixel',
  description: 'Checks that the tracking pixel has sent at least one hit and marks the pixel step verified.',
  kind: 'change',
  reversible: true,
  args: z.object({}),
  effect: () => 'Checks the pixel has reported a hit and marks it verified.',
  async run(ctx) {
    const done = await ctx.services.onboarding.verifyPixel(ctx.workspaceId);
    if (!done)
      return changed({ verified: false, last_hit_at: null }, {
        coverage: 'nothing changed',
        caveats: ['No pixel hit has been received yet: install the snippet on your site, load a page, then verify again.'],
      });
    return changed({ verified: true, last_hit_at: done.last_hit_at, verified_at: done.verified_at });
  },
});

export const testPixel = defineTool({
  name: 'test_pixel',
  description: 'Sends a synthetic pixel hit through the collector, validated and recorded like any hit, to check the collection path end to end.',
  kind: 'change',
  reversible: true,
  args: z.object({}),
  effect: () => 'Sends one synthetic pixel hit; it is recorded like any other event.',
  async run(ctx) {
    const ws = await ctx.services.onboarding.workspace(ctx.workspaceId);
    const url = `https://${String(ws.claimed_domain ?? 'example.com')}/signal-test`;
    // the pixel's own entry point: the same site-key check, hit validation and raw_events write as a real beacon
    const hit = { t: 'pageview', v: 'signal-test-pixel', u: url, ti: 'Signal test pixel' };
    await ctx.services.collector.accept(String(ws.site_key ?? ''), hit, { ip: null, userAgent: TEST_AGENT, receivedAt: ctx.now });
    await ctx.services.onboarding.markPixelSeen(ctx.workspaceId);
    return changed({ accepted: true, received_at: ctx.now.toISOString(), url });
  },
});

export const completeIntentStep = defineTool({
  name: 'complete_intent_step',
  description: 'Marks the onboarding step "choose intent pages" complete (needs at least one intent page).',
  kind: 'change',
  reversible: true,
  args: z.object({}),
  effect: () => 'Marks the intent-pages onboarding step complete.',
  async run(ctx) {
    const pages = await ctx.services.onboarding.completeIntentStep(ctx.workspaceId);
    return changed({ intent_step_completed: true, intent_pages: pages });
  },
});

export const activateWorkspace = defineTool({
  name: 'activate_workspace',
  description: 'Activates the workspace (ends onboarding); needs a verified pixel. Cannot be undone.',
  kind: 'change',
  reversible: false,
  irreversibleReason: 'activation cannot be undone',
  args: z.object({}),
  effect: () => 'Activates the workspace and ends onboarding; this cannot be undone.',
  async run(ctx) {
    const r = await ctx.services.onboarding.activate(ctx.workspaceId);
    if (r.already) return changed({ activated: true, activated_at: r.activated_at }, { coverage: 'already active; nothing changed' });
    return changed({ activated: true, activated_at: r.activated_at });
  },
});


export const claimDomain = defineTool({
  name: 'claim_domain',
  description: "Claims the website domain the workspace tracks; clears any earlier domain verification.",
  kind: 'change',
  reversible: false,
  irreversibleReason: 'claiming a domain clears the current verification',
  args: z.object({ domain: z.string().min(3).max(253).describe('the site domain, e.g. example.com') }),
  effect: (a) => `Claims ${a.domain.trim().toLowerCase()} as this workspace's domain, clearing the current verification.`,
  async precheck(ctx, a) {
    ctx.services.onboarding.checkDomain(a.domain);
  },
  async run(ctx, a) {
    const r = await ctx.services.onboarding.claimDomain(ctx.workspaceId, a.domain);
    return changed({ claimed_domain: r.domain, previous_domain: r.previous, domain_verified: false });
  },
});
