// Posting to chat destinations: account alerts when an account crosses the published criteria
// (alertCriteria.ts: edge-triggered, with a per-account cooldown), and test posts. Every post goes through the webhooks subgraph's outbound
// service (its URL rules and SSRF-guarded sender) and is logged, failures included.
import type { Clock } from '../../../core/clock.js';
import { notFound } from '../../../core/errors.js';
import type { AccessReader } from '../shared/access.js';
import type { OutboundPostService } from '../../webhooks/outbound/outboundPost.service.js';
import { patternToLike } from '../identification/scoring/intentScore.js';
import {
  ALERT_COOLDOWN_MS,
  ALERT_CRITERIA,
  ALERT_LOOKBACK_MS,
  ALERT_MAX_PER_RUN,
  ALERT_RETRY_AFTER_FAILURE_MS,
} from './alertCriteria.js';
import { alertMessage, testMessage, type DestinationKind } from './alertMessage.js';
import type { ActiveDestination, AlertPostRepository } from './alertPost.repository.js';

const kindOf = (k: string): DestinationKind => (k === 'teams' || k === 'generic' ? k : 'slack');

export function createAlertDispatchService(deps: { posts: AlertPostRepository; outbound: OutboundPostService; access: AccessReader; clock: Clock }) {
  const { posts, outbound, access, clock } = deps;

  async function post(d: ActiveDestination, postId: string, body: unknown) {
    const r = await outbound.postJson(d.url, body);
    const outcome = { ok: r.ok, statusCode: r.statusCode, error: r.ok ? null : (r.error ?? `HTTP ${r.statusCode}${r.responseExcerpt ? `: ${r.responseExcerpt}` : ''}`) };
    await posts.record(postId, outcome);
    return outcome;
  }

  return {
    criteria: ALERT_CRITERIA,

    /** Posts a real test message now (irreversible: it lands in the channel), whatever the state. */
    async test(workspaceId: string, destinationId: string) {
      const d = await posts.destination(workspaceId, destinationId);
      if (!d) throw notFound('alert destination');
      const postId = await posts.start(d.id, null, 'test', clock.now());
      const r = await post(d, postId, testMessage(kindOf(d.kind), d.name, ALERT_CRITERIA));
      return { destination: d.name, kind: d.kind, state: d.state, posted: r.ok, status_code: r.statusCode, error: r.error };
    },

    /**
     * One alerting pass over the active destinations (of one workspace, or all). Per destination:
     * which accounts match now; those that stopped matching are recorded; those that crossed owe a
     * post (the first pass after activation owes only the top ALERT_MAX_PER_RUN, so turning a
     * destination on does not flood the channel with every account already matching); then owed
     * posts are claimed one by one (one winner across workers) and made, highest intent first, at
     * most ALERT_MAX_PER_RUN per pass. A crossing inside the cooldown is not posted.
     */
    async dispatch(workspaceId?: string) {
      const stats = { destinations: 0, alerts_sent: 0, alerts_failed: 0 };
      const likes = new Map<string, string[]>();
      for (const d of await posts.active(workspaceId)) {
        stats.destinations++;
        const now = clock.now();
        let hot = likes.get(d.workspace_id);
        if (!hot) likes.set(d.workspace_id, (hot = (await posts.intentPageLikes(d.workspace_id)).map((p) => patternToLike(p.pattern))));
        const matching = await posts.matching(d, {
          since: new Date(now.getTime() - ALERT_LOOKBACK_MS),
          hotPageLikes: hot,
          cap: (await access.access(d.workspace_id)).cap,
        });
        const ids = matching.map((c) => c.account_id);
        const baseline = await posts.takeBaseline(d.id, now);
        await posts.dropped(d.id, ids, now);
        await posts.crossed(d.id, ids, new Set(baseline ? ids.slice(0, ALERT_MAX_PER_RUN) : ids), now);

        const owed = await posts.owed(d.id, new Date(now.getTime() - ALERT_RETRY_AFTER_FAILURE_MS));
        let made = 0;
        for (const c of matching) {
          if (made >= ALERT_MAX_PER_RUN) break; // the rest stay owed for the next pass
          if (!owed.has(c.account_id) || !(await posts.claimOwed(d.id, c.account_id))) continue;
          if (await posts.postedSince(d.id, c.account_id, new Date(now.getTime() - ALERT_COOLDOWN_MS))) continue; // crossed again inside the cooldown
          made++;
          const postId = await posts.start(d.id, c.account_id, 'alert', clock.now());
          const r = await post(d, postId, alertMessage(kindOf(d.kind), { ...c, min_intent: d.min_intent }));
          if (r.ok) stats.alerts_sent++;
          else {
            stats.alerts_failed++;
            await posts.oweAgain(d.id, c.account_id);
          }
        }
      }
      return stats;
    },

    history: (workspaceId: string, destinationId: string, limit = 20) => posts.posts(workspaceId, destinationId, limit),
  };
}

export type AlertDispatchService = ReturnType<typeof createAlertDispatchService>;
