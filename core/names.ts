// Selecting a record by its name (spec 4.6), the one matching rule: exact, ignoring only case and
// surrounding whitespace. Callers word the outcome (a copilot refusal, a CLI error) but never match
// differently.

export const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export type NameMatch<T> =
  | { kind: 'one'; item: T; existing: string[] }
  | { kind: 'none'; existing: string[] }
  | { kind: 'many'; matches: T[]; existing: string[] };

/**
 * `names(item)` lists the names an item answers to (a conversation: its title and its thread id);
 * `existing` is what a refusal lists: each item's first name, once.
 */
export function matchName<T>(items: readonly T[], names: (item: T) => (string | null | undefined)[], wanted: string): NameMatch<T> {
  const existing = [...new Set(items.map((i) => names(i)[0]).filter((n): n is string => typeof n === 'string'))];
  const matches = items.filter((i) => names(i).some((n) => typeof n === 'string' && sameName(n, wanted)));
  if (matches.length === 1) return { kind: 'one', item: matches[0]!, existing };
  if (matches.length === 0) return { kind: 'none', existing };
  return { kind: 'many', matches, existing };
}
