// The one accessibility function (spec 2.3, 8): which accounts and contact fields a workspace
// may see. Every surface asks here: the read API drops what is not accessible, the dashboard
// masks it, the copilot masks it and counts what was withheld.
import type { Clock } from './clock.js';

export type PlanName = 'free' | 'starter' | 'pro' | 'pro_plus' | 'enterprise';

/** Accounts resolvable per month, by plan (spec 8). */
export const PLAN_CAPS: Record<PlanName, number> = {
  free: 150,
  starter: 300,
  pro: 1_000,
  pro_plus: 2_500,
  enterprise: 1_000_000,
};

export const PLAN_ORDER: PlanName[] = ['free', 'starter', 'pro', 'pro_plus', 'enterprise'];

export const TRIAL_PLAN: PlanName = 'pro_plus';
export const TRIAL_DAYS = 7;

/** The string shown instead of a withheld name (spec 2.2: "masked, shown as bullet characters"). */
export const MASKED_NAME = '••••••••';

export interface WorkspacePlanFields {
  plan: PlanName;
  trial_ends_at: Date | null;
}

export interface Access {
  /** the plan whose limits apply now (the trial's when it is running and higher) */
  effectivePlan: PlanName;
  trialActive: boolean;
  /** monthly cap: an account is accessible when its cap_rank <= cap */
  cap: number;
  /** free tier: contact fields (email, name, title) withheld on every visitor */
  contactFieldsWithheld: boolean;
}

export function accessFor(ws: WorkspacePlanFields, clock: Clock): Access {
  const trialActive = ws.trial_ends_at !== null && ws.trial_ends_at.getTime() > clock.now().getTime();
  const effectivePlan =
    trialActive && PLAN_ORDER.indexOf(TRIAL_PLAN) > PLAN_ORDER.indexOf(ws.plan) ? TRIAL_PLAN : ws.plan;
  return {
    effectivePlan,
    trialActive,
    cap: PLAN_CAPS[effectivePlan],
    contactFieldsWithheld: effectivePlan === 'free',
  };
}

export function isAccountAccessible(account: { cap_rank: number }, access: Access): boolean {
  return account.cap_rank <= access.cap;
}

/** Whether a visitor's identity fields are withheld (is_locked, spec 2.2). */
export function isVisitorLocked(visitor: { account: { cap_rank: number } | null }, access: Access): boolean {
  if (access.contactFieldsWithheld) return true;
  return visitor.account !== null && !isAccountAccessible(visitor.account, access);
}
