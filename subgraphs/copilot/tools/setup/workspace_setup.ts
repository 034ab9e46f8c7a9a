import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';
import { onboardingChecklist } from '../services.js';

export const workspaceSetup = defineTool({
  name: 'workspace_setup',
  description: 'Setup status in one call: store connection, onboarding progress, pixel status, identification health and plan usage.',
  kind: 'read',
  reversible: true,
  args: z.object({}),
  effect: () => 'Shows workspace setup.',
  async run(ctx) {
    const { ws, store, esp, health, usage } = await ctx.services.onboarding.setup(ctx.workspaceId, ctx.now);
    const { steps_done: done, steps_total: total, ...steps } = onboardingChecklist(ws, esp);
    const data = [
      { section: 'onboarding', ...steps, steps_done: done, steps_total: total, claimed_domain: ws?.claimed_domain ?? null, domain_verified_at: ws?.domain_verified_at ?? null },
      { section: 'pixel', last_seen_at: ws?.pixel_last_seen_at ?? null, verified_at: ws?.pixel_verified_at ?? null },
      {
        section: 'store',
        platform: store?.platform ?? null,
        shop_domain: store?.shop_domain ?? null,
        status: store?.status ?? 'not connected',
        // a stopped sync says why (a token revoked mid-sync: reauthorise the store)
        sync_status: store?.sync_status ?? null,
        sync_error: store?.sync_error ?? null,
        last_synced_at: store?.last_synced_at ?? null,
      },
      { section: 'email_platform', provider: esp?.provider ?? null, status: esp?.status ?? (ws?.esp_skipped_at ? 'skipped' : 'not connected') },
      { section: 'identification', visitors_7d: Number(health?.visitors_7d ?? 0), identified_7d: Number(health?.identified_7d ?? 0) },
      {
        section: 'plan_usage',
        plan: ws?.plan ?? null,
        effective_plan: ctx.access.effectivePlan,
        trial_active: ctx.access.trialActive,
        accounts_this_month: Number(usage?.accounts_this_month ?? 0),
        monthly_cap: ctx.access.cap,
      },
    ];
    return result(data, { coverage: `${done} of ${total} onboarding steps done` });
  },
});
