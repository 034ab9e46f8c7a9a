// Onboarding (spec 3 leaves the states unnamed): each step is a timestamp on the workspace row. The
// rules of each step (a verified pixel before activation, an intent page before the intent step, a
// well-formed domain) live here, for every surface that moves a workspace through them.
import type { Clock } from '../../../core/clock.js';
import { PLAN_CAPS, type Access } from '../../../core/plans.js';
import { conflict, notFound, validation } from '../../../core/errors.js';
import type { OnboardingRepository } from './onboarding.repository.js';

const DAY_MS = 86_400_000;
const DOMAIN = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

type Ws = Record<string, unknown> | null | undefined;

/** The onboarding checklist: the five steps and how many are done (every surface shows these). */
export function onboardingChecklist(ws: Ws, esp: { status?: unknown } | null | undefined) {
  const steps = {
    pixel_installed: ws?.pixel_last_seen_at != null,
    pixel_verified: ws?.pixel_verified_at != null,
    intent_step_completed: ws?.intent_step_completed_at != null,
    esp_connected_or_skipped: esp?.status === 'connected' || ws?.esp_skipped_at != null,
    activated: ws?.activated_at != null,
  };
  return { ...steps, steps_done: Object.values(steps).filter(Boolean).length, steps_total: Object.keys(steps).length };
}

/** The plan and this month's use of its cap. */
export function planUsageRow(ws: Ws, usage: Record<string, unknown> | null | undefined, access: Access) {
  return {
    plan: (ws?.plan as string | undefined) ?? null,
    effective_plan: access.effectivePlan,
    trial_active: access.trialActive,
    trial_ends_at: (ws?.trial_ends_at as Date | null | undefined) ?? null,
    monthly_cap: access.cap,
    accounts_this_month: Number(usage?.accounts_this_month ?? 0),
    over_cap_this_month: Number(usage?.over_cap_this_month ?? 0),
    contact_fields_withheld: access.contactFieldsWithheld,
  };
}

export function createOnboardingService(deps: { onboarding: OnboardingRepository; clock: Clock }) {
  const { onboarding: repo, clock } = deps;
  const workspace = async (workspaceId: string) => {
    const ws = await repo.workspace(workspaceId);
    if (!ws) throw notFound('workspace');
    return ws;
  };
  return {
    workspace,

    /** Everything the setup screen shows, as of `now`. */
    async setup(workspaceId: string, now: Date) {
      const ws = await workspace(workspaceId);
      const store = await repo.store(workspaceId);
      const esp = await repo.esp(workspaceId);
      const health = await repo.health(workspaceId, new Date(now.getTime() - 7 * DAY_MS));
      // only the month's account count is shown here; the over-cap count (any cap will do) is subscription's
      const usage = await repo.usage(workspaceId, monthStart(now), PLAN_CAPS.enterprise);
      return { ws, store, esp: esp?.provider ? esp : null, health, usage };
    },

    /** The plan's use this month: accounts first seen, and how many are over the cap that applies. */
    async planUsage(workspaceId: string, now: Date, access: Access) {
      return planUsageRow(await workspace(workspaceId), await repo.usage(workspaceId, monthStart(now), access.cap), access);
    },

    /** The checklist and the domain the steps are about. */
    async checklist(workspaceId: string) {
      const ws = await workspace(workspaceId);
      return { ...onboardingChecklist(ws, await repo.esp(workspaceId)), claimed_domain: (ws.claimed_domain as string | null | undefined) ?? null };
    },

    espConnection: (workspaceId: string) => repo.esp(workspaceId),
    identification: (workspaceId: string, from: string, to: string) => repo.identification(workspaceId, from, to),

    /** Marks the pixel verified once a hit has been received; null when none has. */
    async verifyPixel(workspaceId: string): Promise<{ last_hit_at: unknown; verified_at: Date } | null> {
      const ws = await workspace(workspaceId);
      const seen = ws.pixel_last_seen_at ?? (await repo.lastEventAt(workspaceId));
      if (!seen) return null;
      const at = clock.now();
      await repo.markStep(workspaceId, 'pixel_verified_at', at);
      return { last_hit_at: seen, verified_at: at };
    },

    markPixelSeen: (workspaceId: string) => repo.markPixelSeen(workspaceId, clock.now()),

    async completeIntentStep(workspaceId: string): Promise<number> {
      const pages = await repo.intentPageCount(workspaceId);
      if (pages === 0)
        throw conflict('add at least one intent page before completing this step', {
          code: 'intent_pages_missing',
          fix_url: '/settings/intent-pages',
          fix_label: 'Settings → Intent pages',
        });
      await repo.markStep(workspaceId, 'intent_step_completed_at', clock.now());
      return pages;
    },

    /** Ends onboarding (irreversible); needs a verified pixel. */
    async activate(workspaceId: string): Promise<{ activated_at: unknown; already: boolean }> {
      const ws = await workspace(workspaceId);
      if (ws.activated_at) return { activated_at: ws.activated_at, already: true };
      if (!ws.pixel_verified_at)
        throw conflict('verify the pixel before activating the workspace', { code: 'pixel_not_verified', fix_url: '/onboarding/pixel', fix_label: 'Onboarding → Pixel' });
      const at = clock.now();
      await repo.markStep(workspaceId, 'activated_at', at);
      return { activated_at: at, already: false };
    },

    /** The normalised domain, or a validation error. */
    checkDomain(domain: string): string {
      const d = domain.trim().toLowerCase();
      if (!DOMAIN.test(d)) throw validation(`"${domain}" is not a domain name`, { field: 'domain' });
      return d;
    },

    /** Claims the site domain, clearing any earlier verification; returns the previous one. */
    async claimDomain(workspaceId: string, domain: string): Promise<{ domain: string; previous: string | null }> {
      const d = this.checkDomain(domain);
      const ws = await workspace(workspaceId);
      await repo.claimDomain(workspaceId, d, clock.now());
      return { domain: d, previous: (ws.claimed_domain as string | null) ?? null };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
