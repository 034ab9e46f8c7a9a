// Posting to chat destinations: account alerts by the published criteria (alertCriteria.ts) with a
// per-account cooldown, and test posts. Every post goes through the webhooks subgraph's outbound
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
      const postId = (await posts.claim(d.id, null, 'test', clock.now(), clock.now()))!;
      const r = await post(d, postId, testMessage(kindOf(d.kind), d.name, ALERT_CRITERIA));
      return { destination: d.name, kind: d.kind, state: d.state, posted: r.ok, status_code: r.statusCode, error: r.error };
    },

    /** One alerting pass over the active destinations (of one workspace, or all). */
    async dispatch(workspaceId?: string) {
      const stats = { destinations: 0, alerts_sent: 0, alerts_failed: 0 };
      const likes = new Map<string, string[]>();
      for (const d of await posts.active(workspaceId)) {
        stats.destinations++;
        const now = clock.now();
        let hot = likes.get(d.workspace_id);
        if (!hot) likes.set(d.workspace_id, (hot = (await posts.intentPageLikes(d.workspace_id)).map((p) => patternToLike(p.pattern))));
        const cooldownSince = new Date(now.getTime() - ALERT_COOLDOWN_MS);
        const candidates = await posts.candidates(d, {
          since: new Date(now.getTime() - ALERT_LOOKBACK_MS),
          hotPageLikes: hot,
          cap: (await access.access(d.workspace_id)).cap,
          cooldownSince,
          failedSince: new Date(now.getTime() - ALERT_RETRY_AFTER_FAILURE_MS),
          limit: ALERT_MAX_PER_RUN,
        });
        for (const c of candidates) {
          const postId = await posts.claim(d.id, c.account_id, 'alert', clock.now(), cooldownSince);
          if (!postId) continue; // another pass got there first
          const r = await post(d, postId, alertMessage(kindOf(d.kind), { ...c, min_intent: d.min_intent }));
          if (r.ok) stats.alerts_sent++;
          else stats.alerts_failed++;
        }
      }
      return stats;
    },

    history: (workspaceId: string, destinationId: string, limit = 20) => posts.posts(workspaceId, destinationId, limit),
  };
}

export type AlertDispatchService = ReturnType<typeof createAlertDispatchService>;
