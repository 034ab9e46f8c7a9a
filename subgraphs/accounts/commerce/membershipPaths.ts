// membership_conversion_paths: each person's path through visit → signup → paid in a window, from
// three timestamps (commerce/definitions.ts: membership_*). A stage counts only when it falls in the
// window and not before the stage it follows; people who skip the visit or signed up earlier get their
// own paths, so every person in the window is counted exactly once and nobody is dropped.
export interface PersonStages {
  /** first qualifying page view in the window (null: none) */
  visited_at: Date | null;
  /** store customer created (ever; null: never) */
  signed_up_at: Date | null;
  /** first membership started (ever; null: never) */
  paid_at: Date | null;
}

export const MEMBERSHIP_PATHS = [
  'visit → signup → paid',
  'visit → signup',
  'visit only',
  'visit → paid (signed up before the visit)',
  'visit (signed up before, not paid)',
  'visit (already a member)',
  'signup → paid (no tracked visit before)',
  'signup (no tracked visit before)',
  'paid (no tracked visit before)',
] as const;
export type MembershipPath = (typeof MEMBERSHIP_PATHS)[number];
/** the main funnel's paths: always reported, with zero when nobody took them */
export const FUNNEL_PATHS: readonly MembershipPath[] = MEMBERSHIP_PATHS.slice(0, 3);

/** The person's path in [from, to), or null when nothing of theirs falls in the window. */
export function pathOf(p: PersonStages, from: Date, to: Date): MembershipPath | null {
  const inWindow = (t: Date | null): t is Date => !!t && t >= from && t < to;
  const { visited_at: v, signed_up_at: s, paid_at: m } = p;
  if (inWindow(v)) {
    if (s && s < v) {
      if (m && m < v) return 'visit (already a member)';
      return inWindow(m) ? 'visit → paid (signed up before the visit)' : 'visit (signed up before, not paid)';
    }
    if (inWindow(s)) return inWindow(m) && m >= v ? 'visit → signup → paid' : 'visit → signup';
    return 'visit only';
  }
  if (inWindow(s)) return inWindow(m) && m >= s ? 'signup → paid (no tracked visit before)' : 'signup (no tracked visit before)';
  if (inWindow(m)) return 'paid (no tracked visit before)';
  return null;
}
