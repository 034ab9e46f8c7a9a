// Stage 2, visits: the batch's visitors (created when new, locked either way), its page views
// stored, its rejected raw events given their reason (the claim marked them all processed). Returns the visitors
// as they were and the human visits actually inserted per visitor (a re-claimed raw event adds none).
import { HIT_LIMITS } from '../collector/hit.schema.js';
import { storable } from '../storableText.js';
import type { VisitDelta } from './counts.js';
import { visitorKey, type ParsedBatch } from './parse.js';
import type { PipelineRepository, UpsertedVisitor } from './pipeline.repository.js';

const MAX_IP = 64; // an IPv6 address with a zone fits

export interface StoredVisits {
  /** sorted visitor keys */
  keys: string[];
  /** every visitor of the batch, as it was before (by visitorKey) */
  visitorByKey: Map<string, UpsertedVisitor>;
  upserted: UpsertedVisitor[];
  /** visitor id → its new human visits */
  deltas: Map<string, VisitDelta>;
}

export async function storeVisits(repo: PipelineRepository, parsed: ParsedBatch, now: Date): Promise<StoredVisits> {
  const keys = [...parsed.seen.keys()].sort(); // lock order
  const upserted = await repo.upsertVisitors(
    keys.map((k) => ({ workspace_id: parsed.seen.get(k)!.workspaceId, anonymous_id: parsed.seen.get(k)!.anonymousId })),
    now,
  );
  const visitorByKey = new Map(upserted.map((r) => [visitorKey(r.workspace_id, r.anonymous_id), r]));

  const deltas = new Map<string, VisitDelta>();
  if (parsed.visits.length > 0) {
    const inserted = await repo.insertVisits(
      parsed.visits.map((v) => ({
        workspace_id: v.raw.workspace_id,
        visitor_id: visitorByKey.get(v.key)!.id,
        url: v.url,
        path: v.path,
        referrer: v.referrer,
        utm_source: v.utm.source ?? null,
        utm_medium: v.utm.medium ?? null,
        utm_campaign: v.utm.campaign ?? null,
        utm_term: v.utm.term ?? null,
        utm_content: v.utm.content ?? null,
        channel: v.channel,
        ip: v.raw.ip === null ? null : storable(v.raw.ip, MAX_IP),
        user_agent: v.raw.user_agent === null ? null : storable(v.raw.user_agent, HIT_LIMITS.user_agent),
        is_bot: v.isBot,
        occurred_at: v.raw.received_at,
        raw_event_id: v.raw.id,
      })),
    );
    for (const v of inserted) {
      if (v.is_bot) continue;
      const d = deltas.get(v.visitor_id);
      if (!d) deltas.set(v.visitor_id, { n: 1, first: v.occurred_at, last: v.occurred_at });
      else {
        d.n++;
        if (v.occurred_at < d.first) d.first = v.occurred_at;
        if (v.occurred_at > d.last) d.last = v.occurred_at;
      }
    }
  }

  // the claim marked every raw event processed; rejected ones get their reason
  if (parsed.rejected.length > 0) await repo.markRejected(parsed.rejected, now);
  return { keys, visitorByKey, upserted, deltas };
}
