// The one accessibility function (spec 2.3, 8): which accounts and contact fields a workspace
// may see. Every surface asks here: the read API drops what is not accessible, the dashboard
// masks it, the copilot masks it and counts what was withheld. SQL filters use accessibleSql /
// overCapSql and row masking maskAccountRow / maskVisitorRow, so no other file writes the rule.
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

/**
 * The same rule as SQL, for statements that filter or count by it: `column` holds an account's
 * cap_rank (e.g. "a.cap_rank"), `capParam` is the placeholder bound to access.cap (e.g. "$3").
 */
export function accessibleSql(column: string, capParam: string): string {
  return `${column} <= ${capParam}`;
}

/**
 * The same rule on the read counts (account_counts, visitor_counts: migration 0019), whose cap_tier
 * is the smallest plan cap admitting the account's cap_rank: for a plan's cap C, cap_rank <= C
 * exactly when cap_tier <= C. Only for C in PLAN_CAPS (readCounts.repository.ts checks).
 */
export function accessibleTierSql(column: string, capParam: string): string {
  return `${column} <= ${capParam}`;
}

/** Its negation: accounts over the cap (withheld, or counted as withheld). */
export function overCapSql(column: string, capParam: string): string {
  return `${column} > ${capParam}`;
}

type Row = Record<string, unknown>;

/** An account row carrying cap_rank: over the cap, its identity is masked (is_locked); cap_rank is dropped. */
export function maskAccountRow(row: Row, access: Access): { row: Row; locked: boolean } {
  const { cap_rank, ...rest } = row;
  const locked = !isAccountAccessible({ cap_rank: Number(cap_rank) }, access);
  if (!locked) return { row: { ...rest, is_locked: false }, locked };
  return { row: { ...rest, company_domain: MASKED_NAME, company_name: MASKED_NAME, is_locked: true }, locked };
}

/**
 * A visitor row carrying account_cap_rank (null when the visitor has no account): contact fields are
 * withheld on the free tier or when the account is over the cap (is_locked, spec 2.2).
 */
export function maskVisitorRow(row: Row, access: Access): { row: Row; locked: boolean } {
  const { account_cap_rank, ...rest } = row;
  const account = account_cap_rank === null || account_cap_rank === undefined ? null : { cap_rank: Number(account_cap_rank) };
  const locked = isVisitorLocked({ account }, access);
  if (!locked) return { row: { ...rest, is_locked: false }, locked };
  const masked: Row = { ...rest, is_locked: true, resolved_email: null, resolved_title: null, employer: null };
  masked.resolved_name = rest.resolved_name ? MASKED_NAME : null;
  if (account && !isAccountAccessible(account, access)) {
    masked.company_domain = MASKED_NAME;
    masked.company_name = MASKED_NAME;
  }
  return { row: masked, locked };
}
