// Name selectors (spec 4.6): exact match ignoring only case and surrounding whitespace. Nothing
// matched → a refusal listing what exists; several matched → a refusal saying it is ambiguous.
import { NameResolutionRefusal } from '../../catalogue/types.js';

export const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export function resolveOne<T>(items: T[], nameOf: (item: T) => string, wanted: string, what: string): T {
  const matches = items.filter((i) => sameName(nameOf(i), wanted));
  const existing = [...new Set(items.map(nameOf))];
  if (matches.length === 0) {
    const list = existing.length ? `Existing: ${existing.map((n) => `"${n}"`).join(', ')}.` : `There are none yet.`;
    throw new NameResolutionRefusal(`No ${what} is named "${wanted.trim()}". ${list}`, 'not_found', existing);
  }
  if (matches.length > 1)
    throw new NameResolutionRefusal(
      `"${wanted.trim()}" is ambiguous: ${matches.length} ${what}s have that name. Rename one first, then ask again.`,
      'ambiguous',
      existing,
    );
  return matches[0]!;
}

/** Loads a workspace's named records and resolves one by exact name (re-run at execution). */
export async function resolveRecord(
  t: { q(sql: string, ...p: unknown[]): Promise<Record<string, unknown>[]> },
  table: 'sync_rules' | 'alert_destinations' | 'webhook_endpoints' | 'conversations' | 'recommendations',
  column: string,
  workspaceId: string,
  wanted: string,
  what: string,
  extraWhere = '',
): Promise<Record<string, unknown>> {
  const rows = await t.q(`SELECT * FROM ${table} WHERE workspace_id = $1::uuid ${extraWhere} ORDER BY created_at`, workspaceId);
  return resolveOne(rows, (r) => String(r[column] ?? ''), wanted, what);
}
