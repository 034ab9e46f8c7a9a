import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';
import { existingSentence, resolveName } from '../shared/selectors.js';
import type { ToolContext } from '../../catalogue/types.js';

import { RECOMMENDATION_STATUSES, SNOOZE_DAYS } from '../../../accounts/recommendations/recommendation.service.js';
export { RECOMMENDATION_STATUSES };

const args = z.object({
  subject: z.string().min(1).describe("the recommendation's subject, e.g. a domain or rule name (exact, case-insensitive)"),
  status: z.enum(RECOMMENDATION_STATUSES).describe('new (reopen), snoozed, done or dismissed'),
  snooze_days: z.number().int().min(SNOOZE_DAYS.min).max(SNOOZE_DAYS.max).default(SNOOZE_DAYS.default).describe('for snoozed: days until it reopens'),
});

const resolve = async (ctx: ToolContext, subject: string) =>
  resolveName(await ctx.services.recommendations.records(ctx.workspaceId), subject, {
    what: 'recommendation',
    names: (r) => [r.subject],
    notFound: (wanted, existing) => `No recommendation has the subject "${wanted}". ${existingSentence(existing, 'There are none.')}`,
    // one subject can carry several kinds; the single open one settles it
    prefer: (matches) => {
      const open = matches.filter((r) => r.status === 'new' || r.status === 'snoozed');
      return open.length === 1 ? open[0] : undefined;
    },
    ambiguous: (wanted, matches) => `"${wanted}" is ambiguous: ${matches.length} recommendations have that subject.`,
  });

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
    await resolve(ctx, a.subject);
  },
  async run(ctx, a) {
    const rec = await resolve(ctx, a.subject);
    const until = await ctx.services.recommendations.setStatus(ctx.workspaceId, rec.id, a.status, a.snooze_days ?? 7);
    return changed({ subject: rec.subject, title: rec.title, previous_status: rec.status, status: a.status, snoozed_until: until?.toISOString() ?? null });
  },
});
