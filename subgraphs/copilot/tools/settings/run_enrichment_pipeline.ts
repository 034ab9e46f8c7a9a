// run_enrichment_pipeline: no arguments, workspace-wide, irreversible (vendor credits are spent). The
// consent sentence carries the live estimate (how many people, how many credits) from the same
// eligibility query the run uses (accounts subgraph's enrichment-run service).
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed, plural } from '../shared/result.js';

export const runEnrichmentPipeline = defineTool({
  name: 'run_enrichment_pipeline',
  description:
    'Runs the enrichment pipeline for the whole workspace now: each eligible abandoner (identified, viewed the enrichment page patterns, did not buy, not tried before) is sent to the vendor for one credit each. Takes no arguments.',
  kind: 'change',
  reversible: false,
  irreversibleReason: 'vendor credits spent on enrichment cannot be recovered',
  args: z.object({}),
  effect: () => 'Runs the enrichment pipeline on every eligible abandoner, spending one vendor credit per person.',
  async effectNow(ctx) {
    const e = await ctx.services.enrichmentRuns.estimate(ctx.workspaceId);
    if (e.disabled) return 'Runs the enrichment pipeline; no page patterns are configured, so nobody is eligible and no credits are spent.';
    if (e.sandbox) return `Runs the enrichment pipeline in sandbox mode on ${plural(e.eligible, 'eligible abandoner')}; no vendor key is configured, so nothing is called or charged.`;
    return `Runs the enrichment pipeline on ${plural(e.eligible, 'eligible abandoner')}, spending ${plural(e.credits_needed, `${e.vendor} credit`)} (${e.balance} available).`;
  },
  async run(ctx) {
    const r = await ctx.services.enrichmentRuns.run(ctx.workspaceId);
    return changed(r, {
      coverage: `${plural(r.eligible, 'eligible abandoner')}: ${r.matched} matched, ${r.not_found} not found, ${r.failed} failed; ${plural(r.credits_spent, 'credit')} spent`,
      caveats: [
        r.sandbox ? 'Sandbox: no vendor key is configured, so nobody was sent to the vendor and no credits were spent.' : '',
        r.failed ? `${r.failed} failed calls were refunded and stay eligible. First error: ${r.error}` : '',
        ctx.services.enrichmentRuns.definition,
      ],
    });
  },
});
