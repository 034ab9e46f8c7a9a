// Onboarding steps (spec 3 leaves the states unnamed): each is a timestamp on the workspace row.
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { changed } from '../shared/result.js';
import { conflict, validation } from '../../../../core/errors.js';
import { createCollector } from '../../../accounts/identification/collector/collector.service.js';

const TEST_AGENT = 'SignalTestPixel/1';

export const verifyPixel = defineTool({
  name: 'verify_pixel',
  description: 'Checks that the tracking pixel has sent at least one hit and marks the pixel step verified.',
  kind: 'change',
  reversible: true,
  args: z.object({}),
  effect: () => 'Checks the pixel has reported a hit and marks it verified.',
  async run(ctx) {
    const t = sqlTrace(ctx);
    const [ws] = await t.q(
      `SELECT pixel_last_seen_at, pixel_verified_at, (SELECT max(received_at) FROM raw_events WHERE workspace_id = $1::uuid) AS last_event_at
       FROM workspaces WHERE id = $1::uuid`,
      ctx.workspaceId,
    );
    const seen = (ws?.pixel_last_seen_at ?? ws?.last_event_at ?? null) as string | null;
    if (!seen)
      return changed({ verified: false, last_hit_at: null }, {
        coverage: 'nothing changed',
        caveats: ['No pixel hit has been received yet: install the snippet on your site, load a page, then verify again.'],
      });
    await t.exec(`UPDATE workspaces SET pixel_verified_at = $2::timestamptz, updated_at = $2::timestamptz WHERE id = $1::uuid`, ctx.workspaceId, ctx.now.toISOString());
    return changed({ verified: true, last_hit_at: seen, verified_at: ctx.now.toISOString() });
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
    const t = sqlTrace(ctx);
    const [ws] = await t.q(`SELECT site_key, claimed_domain FROM workspaces WHERE id = $1::uuid`, ctx.workspaceId);
    const url = `https://${String(ws?.claimed_domain ?? 'example.com')}/signal-test`;
    // the pixel's own entry point: the same site-key check, hit validation and raw_events write as a real beacon
    const hit = { t: 'pageview', v: 'signal-test-pixel', u: url, ti: 'Signal test pixel' };
    await createCollector(ctx.rt).accept(String(ws?.site_key ?? ''), hit, { ip: null, userAgent: TEST_AGENT, receivedAt: ctx.now });
    await t.exec(`UPDATE workspaces SET pixel_last_seen_at = $2::timestamptz WHERE id = $1::uuid`, ctx.workspaceId, ctx.now.toISOString());
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
    const t = sqlTrace(ctx);
    const [c] = await t.q(`SELECT count(*) AS pages FROM intent_pages WHERE workspace_id = $1::uuid`, ctx.workspaceId);
    if (Number(c?.pages ?? 0) === 0)
      throw conflict('add at least one intent page before completing this step', {
        code: 'intent_pages_missing',
        fix_url: '/settings/intent-pages',
        fix_label: 'Settings → Intent pages',
      });
    await t.exec(`UPDATE workspaces SET intent_step_completed_at = $2::timestamptz, updated_at = $2::timestamptz WHERE id = $1::uuid`, ctx.workspaceId, ctx.now.toISOString());
    return changed({ intent_step_completed: true, intent_pages: Number(c?.pages) });
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
    const t = sqlTrace(ctx);
    const [ws] = await t.q(`SELECT pixel_verified_at, activated_at FROM workspaces WHERE id = $1::uuid`, ctx.workspaceId);
    if (ws?.activated_at) return changed({ activated: true, activated_at: ws.activated_at }, { coverage: 'already active; nothing changed' });
    if (!ws?.pixel_verified_at)
      throw conflict('verify the pixel before activating the workspace', { code: 'pixel_not_verified', fix_url: '/onboarding/pixel', fix_label: 'Onboarding → Pixel' });
    await t.exec(`UPDATE workspaces SET activated_at = $2::timestamptz, updated_at = $2::timestamptz WHERE id = $1::uuid`, ctx.workspaceId, ctx.now.toISOString());
    return changed({ activated: true, activated_at: ctx.now.toISOString() });
  },
});

const DOMAIN = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const claimDomain = defineTool({
  name: 'claim_domain',
  description: "Claims the website domain the workspace tracks; clears any earlier domain verification.",
  kind: 'change',
  reversible: false,
  irreversibleReason: 'claiming a domain clears the current verification',
  args: z.object({ domain: z.string().min(3).max(253).describe('the site domain, e.g. example.com') }),
  effect: (a) => `Claims ${a.domain.trim().toLowerCase()} as this workspace's domain, clearing the current verification.`,
  async precheck(_ctx, a) {
    if (!DOMAIN.test(a.domain.trim().toLowerCase())) throw validation(`"${a.domain}" is not a domain name`, { field: 'domain' });
  },
  async run(ctx, a) {
    const domain = a.domain.trim().toLowerCase();
    if (!DOMAIN.test(domain)) throw validation(`"${a.domain}" is not a domain name`, { field: 'domain' });
    const t = sqlTrace(ctx);
    const [before] = await t.q(`SELECT claimed_domain FROM workspaces WHERE id = $1::uuid`, ctx.workspaceId);
    await t.exec(
      `UPDATE workspaces SET claimed_domain = $2, domain_verified_at = NULL, updated_at = $3::timestamptz WHERE id = $1::uuid`,
      ctx.workspaceId,
      domain,
      ctx.now.toISOString(),
    );
    return changed({ claimed_domain: domain, previous_domain: before?.claimed_domain ?? null, domain_verified: false });
  },
});
