// A conversation is named by its title or its thread id (exact, ignoring case and whitespace); a
// thread id that matches exactly one conversation wins over a title.
import { sameName } from '../../../../core/names.js';
import type { ToolContext } from '../../catalogue/types.js';
import { resolveName } from './selectors.js';

export const findConversation = async (ctx: ToolContext, wanted: string) =>
  resolveName(await ctx.services.conversations.records(ctx.workspaceId), wanted, {
    what: 'conversation',
    names: (c) => [c.title ?? c.thread_id, c.thread_id],
    prefer: (matches) => {
      const byId = matches.filter((c) => sameName(c.thread_id, wanted));
      return byId.length === 1 ? byId[0] : undefined;
    },
    notFound: (name, existing) => `No conversation is titled "${name}". ${existing.length ? `Existing: ${existing.map((n) => `"${n}"`).join(', ')}.` : 'There are none yet.'}`,
    ambiguous: (name, matches) => `"${name}" is ambiguous: ${matches.length} conversations have that title.`,
  });
