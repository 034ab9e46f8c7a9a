// test_pixel: an onboarding step, through the accounts subgraph's onboarding service (which holds the step's rule).
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';

const TEST_AGENT = 'SignalTestPixel/1';

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
