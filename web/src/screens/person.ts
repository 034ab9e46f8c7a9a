// How a person is named on every screen: a withheld identity says so instead of showing a mask.
export function personLabel(v: { resolved_name?: string | null; resolved_title?: string | null; resolved_email?: string | null; is_locked: boolean }): string {
  if (v.is_locked) return '🔒 withheld';
  return [v.resolved_name, v.resolved_title, v.resolved_email].filter(Boolean).join(' · ') || 'Unknown person';
}
