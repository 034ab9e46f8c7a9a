// Page measures over visits in a window (known bots excluded): the most viewed pages with views
// and distinct visitors, views per UTC day, or a page sequence with step conversion.
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result, plural } from '../shared/result.js';
import { resolveWindow, windowArg } from '../shared/window.js';
import { pageArg } from '../shared/page.js';

export const DEFAULT_PAGE_DAYS = 30;

/** the page-view filters a share can be of: the denominator keeps every other filter */
const SHARE_PARTS = ['page', 'classification', 'domain', 'email', 'identified', 'resolution_source', 'channel', 'source', 'campaign'] as const;
const OPTION: Record<(typeof SHARE_PARTS)[number], string> = { page: 'page', classification: 'classification', domain: 'domain', email: 'email', identified: 'identified', resolution_source: 'resolutionSource', channel: 'channel', source: 'source', campaign: 'campaign' };

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : 0);

export const pageFunnel = defineTool({
  name: 'page_funnel',
  description:
    'Page views and distinct visitors in a time window: per page (most viewed first, optionally one page or pattern), per day, or along a sequence of pages with the conversion from each step to the next.',
  kind: 'read',
  reversible: true,
  args: z.object({
    window: windowArg,
    pages: z.array(pageArg).max(6).optional().describe('one page or pattern to measure; two or more: a sequence (funnel), in order'),
    group_by: z.enum(['page', 'day', 'channel', 'source', 'campaign']).default('page').describe("per page, per UTC day, or per the views' channel, utm_source or utm_campaign"),
    unit: z.enum(['page_views', 'sessions']).default('page_views').describe('page views, or sessions (a visitor\'s views with no gap over 30 minutes, dated by their first view; with one page: the sessions that viewed it)'),
    limit: z.number().int().min(1).max(50).default(10).describe('how many pages to list (1-50)'),
    classification: z.enum(['lead', 'customer', 'competitor', 'excluded']).optional().describe('per page or in sessions: only views by visitors of accounts with this classification'),
    domain: z.string().trim().min(1).max(253).optional().describe("per page or in sessions: only views by visitors of the account with this domain ('personal' for consumer mailboxes)"),
    email: z.string().trim().min(3).max(320).optional().describe('per page or in sessions: only views by the visitor with this email'),
    identified: z.boolean().optional().describe('per page or in sessions: only views by identified visitors (true) or by anonymous ones (false)'),
    resolution_source: z.enum(['email_capture', 'ip_table', 'asn']).optional().describe('per page or in sessions: only views by visitors identified by this source'),
    channel: z.string().trim().min(1).max(60).optional().describe('per page: only views in this channel (email, paid_search, …)'),
    source: z.string().trim().min(1).max(120).optional().describe('per page: only views with this utm_source'),
    campaign: z.string().trim().min(1).max(120).optional().describe('per page: only views with this utm_campaign'),
    share_part: z
      .enum(SHARE_PARTS)
      .optional()
      .describe("per page: the filter a share is of (\"of customers' page views, what % were /demo\": page); the denominator is the same views without it. Without it the denominator is every page view in the window"),
  }),
  effect: () => 'Measures page views.',
  async run(ctx, args) {
    const w = resolveWindow(args.window, ctx.now, DEFAULT_PAGE_DAYS);
    const pages = args.pages ?? [];
    const unflagged = await ctx.services.visits.unflagged(ctx.workspaceId, w);
    const caveats = [unflagged.unflagged > 0 ? `${unflagged.unflagged} page views in this window have no bot flag (recorded before bot filtering), so they are counted.` : ''];
    if (pages.length >= 2) {
      const steps = await ctx.services.visits.funnel(ctx.workspaceId, w, pages);
      const data = steps.map((s, i) => ({ ...s, conversion_pct: i === 0 ? 100 : pct(s.visitors, steps[i - 1]!.visitors) }));
      return result(data, {
        coverage: `${steps[0]!.visitors} visitors viewed ${pages[0]}, ${steps.at(-1)!.visitors} went on to ${pages.at(-1)} in order, ${w.label}`,
        caveats: [...caveats, 'A step counts a visitor who viewed it after every earlier step; conversion is of the previous step\'s visitors.'],
        window: w,
      });
    }
    const page = pages[0];
    const viewer = { classification: args.classification, domain: args.domain, email: args.email, identified: args.identified, resolutionSource: args.resolution_source };
    const whose = Object.entries(viewer)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => (k === 'identified' ? (v ? 'identified visitors' : 'anonymous visitors') : k === 'resolutionSource' ? `visitors identified by ${v}` : `${k} ${v}`));
    if (args.unit === 'sessions') {
      const n = await ctx.services.visits.sessions(ctx.workspaceId, w, page, viewer);
      const at = (d: Date | null) => (d ? new Date(d).toISOString() : null);
      // with a page: the share of those visitors' sessions that viewed it
      const of = page ? `; of ${n.all_sessions} sessions in all (${pct(n.sessions, n.all_sessions)}%)` : '';
      return result([{ sessions: n.sessions, visitors: n.visitors, first_started_at: at(n.first_at), last_started_at: at(n.last_at) }], {
        coverage: `${n.sessions} sessions by ${n.visitors} visitors${whose.length ? ` (${whose.join(', ')})` : ''}${page ? ` that viewed ${page}` : ''}, ${w.label}${of}${n.first_at ? `; first started ${at(n.first_at)}, last started ${at(n.last_at)}` : ''}`,
        caveats: [...caveats, 'A session is a visitor\'s page views with no gap over 30 minutes (the attribution definition), counted in the window it started.'],
        window: w,
      });
    }
    if ((args.group_by ?? 'page') === 'day') {
      const days = await ctx.services.visits.viewsPerDay(ctx.workspaceId, w, page);
      const views = days.reduce((n, d) => n + Number(d.views), 0);
      return result(days, { coverage: `${views} page views over ${plural(days.length, 'day')} with data, ${w.label}${page ? `, page ${page}` : ''}`, caveats, window: w });
    }
    const traffic = { channel: args.channel, source: args.source, campaign: args.campaign };
    const group = args.group_by === 'channel' || args.group_by === 'source' || args.group_by === 'campaign' ? args.group_by : 'path';
    const found = await ctx.services.visits.pageViews(ctx.workspaceId, w, { page, limit: args.limit ?? 10, group, ...viewer, ...traffic });
    const narrowed = [...whose, ...Object.entries(traffic).filter(([, v]) => v).map(([k, v]) => `${k} ${v}`)];
    const t = found.totals;
    // "how many pages does a visitor view on average": views per distinct visitor
    const perVisitor = t.visitors ? `; ${Math.round((100 * t.views) / t.visitors) / 100} page views per visitor` : '';
    // one page, or views narrowed by who or where from: those views and every view, so a share names its
    // denominator; with share_part, the same views without that one filter
    const base = { page, ...viewer, ...traffic };
    const part = args.share_part && base[OPTION[args.share_part] as keyof typeof base] !== undefined ? args.share_part : undefined;
    const of = part ? { ...base, [OPTION[part]]: undefined } : {};
    const all = page || narrowed.length ? (await ctx.services.visits.pageViews(ctx.workspaceId, w, { ...of, limit: 1 })).totals : null;
    const whole = part ? `page views without the ${part.replace('_', ' ')} filter` : 'page views on every page';
    return result(found.rows, {
      coverage: `${t.views} page views by ${t.visitors} visitors across ${plural(t.pages, 'page')}${page ? ` matching ${page}` : ''}${group === 'path' ? '' : `, grouped by ${group} (${plural(t.groups, group)})`}${narrowed.length ? ` (${narrowed.join(', ')})` : ''}, ${w.label}; ${found.rows.length} shown${perVisitor}${all ? `; of ${all.views} ${whole} (${pct(t.views, all.views)}%)` : ''}${t.first_at ? `; first view ${new Date(t.first_at).toISOString()}, last view ${new Date(t.last_at!).toISOString()}` : ''}`,
      caveats,
      window: w,
    });
  },
});
