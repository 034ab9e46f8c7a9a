import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace, type SqlTrace } from '../shared/sql.js';
import { changed } from '../shared/result.js';
import { sameName } from '../shared/selectors.js';
import { NameResolutionRefusal, type ToolContext } from '../../catalogue/types.js';

const DAY_MS = 86_400_000;
export const RECOMMENDATION_STATUSES = ['new', 'snoozed', 'done', 'dismissed'] as const;

const args = z.object({
  subject: z.string().min(1).describe("the recommendation's subject, e.g. a domain or rule name (exact, case-insensitive)"),
  status: z.enum(RECOMMENDATION_STATUSES).describe('new (reopen), snoozed, done or dismissed'),
  snooze_days: z.number().int().min(1).max(90).default(7).describe('for snoozed: days until it reopens'),
});

async function resolve(t: SqlTrace, ctx: ToolContext, subject: string) {
  const rows = await t.q(`SELECT id, kind, subject, title, status FROM recommendations WHERE workspace_id = $1::uuid ORDER BY created_at`, ctx.workspaceId);
  const matches = rows.filter((r) => sameName(String(r.subject), subject));
  const subjects = [...new Set(rows.map((r) => String(r.subject)))];
  if (matches.length === 0)
    throw new NameResolutionRefusal(
      `No recommendation has the subject "${subject.trim()}". ${subjects.length ? `Existing: ${subjects.map((s) => `"${s}"`).join(', ')}.` : 'There are none.'}`,
      'not_found',
      subjects,
    );
  // one subject can carry several kinds; prefer the single open one when that settles it
  const open = matches.filter((r) => r.status === 'new' || r.status === 'snoozed');
  const pick = matches.length === 1 ? matches : open.length === 1 ? open : [];
  if (pick.length !== 1)
    throw new NameResolutionRefusal(`"${subject.trim()}" is ambiguous: ${matches.length} recommendations have that subject.`, 'ambiguous', subjects);
  return pick[0]!;
}

export const setRecommendationStatus = defineTool({
  name: 'set_recommendation_status',
  description: 'Changes a recommendation status (snooze, dismiss, mark done, reopen), naming it by its subject.',
  kind: 'change',
  reversible: true,
  args,
  effect: (a) =>
    a.status === 'snoozed'
      ? `Snoozes the recommendation about "${a.subject.trim()}" for ${a.snooze_days ?? 7} days.`
      : `Sets the recommendation about "${a.subject.trim()}" to ${a.status}.`,
  async precheck(ctx, a) {
    await resolve(sqlTrace(ctx), ctx, a.subject);
  },
  async run(ctx, a) {
    const t = sqlTrace(ctx);
    const rec = await resolve(t, ctx, a.subject);
    const until = a.status === 'snoozed' ? new Date(ctx.now.getTime() + (a.snooze_days ?? 7) * DAY_MS).toISOString() : null;
    await t.exec(
      `UPDATE recommendations SET status = $2, snoozed_until = $3::timestamptz, updated_at = $4::timestamptz WHERE id = $1::uuid`,
      rec.id,
      a.status,
      until,
      ctx.now.toISOString(),
    );
    return changed({ subject: rec.subject, title: rec.title, previous_status: rec.status, status: a.status, snoozed_until: until });
  },
});
