// A conversation is named by its title or its thread id (exact, ignoring case and whitespace).
import { NameResolutionRefusal } from '../../catalogue/types.js';
import { sameName } from './selectors.js';
import type { SqlTrace, Row } from './sql.js';

export async function findConversation(t: SqlTrace, workspaceId: string, wanted: string): Promise<Row> {
  const rows = await t.q(
    `SELECT id, thread_id, title FROM conversations WHERE workspace_id = $1::uuid AND deleted_at IS NULL ORDER BY updated_at DESC`,
    workspaceId,
  );
  const byId = rows.filter((r) => sameName(String(r.thread_id), wanted));
  if (byId.length === 1) return byId[0]!;
  const byTitle = rows.filter((r) => r.title != null && sameName(String(r.title), wanted));
  const names = rows.map((r) => String(r.title ?? r.thread_id));
  if (byTitle.length === 0) {
    const list = names.length ? `Existing: ${names.map((n) => `"${n}"`).join(', ')}.` : 'There are none yet.';
    throw new NameResolutionRefusal(`No conversation is titled "${wanted.trim()}". ${list}`, 'not_found', names);
  }
  if (byTitle.length > 1)
    throw new NameResolutionRefusal(`"${wanted.trim()}" is ambiguous: ${byTitle.length} conversations have that title.`, 'ambiguous', names);
  return byTitle[0]!;
}
