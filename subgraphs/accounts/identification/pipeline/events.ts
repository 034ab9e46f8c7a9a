// Stage 5, events: one signal.visitor_identified per newly identified visitor whose account is
// accessible, appended to the webhooks subgraph's outbox on the batch's transaction (it commits
// with the identification it announces, or not at all).
import type { Clock } from '../../../../core/clock.js';
import type { SqlClient } from '../../../../core/db/index.js';
import { accessFor, isAccountAccessible, type PlanName } from '../../../../core/plans.js';
import { append, type OutboxEvent } from '../../../webhooks/outbox/outbox.service.js';
import { buildIdentifiedEvent, VISITOR_IDENTIFIED } from './identifiedEvent.js';
import type { PipelineRepository } from './pipeline.repository.js';

/** Returns how many events were appended. */
export async function appendIdentifiedEvents(tx: SqlClient, repo: PipelineRepository, visitorIds: string[], clock: Clock, now: Date): Promise<number> {
  if (visitorIds.length === 0) return 0;
  const events: OutboxEvent[] = [];
  for (const r of await repo.identified(visitorIds)) {
    const access = accessFor({ plan: r.plan as PlanName, trial_ends_at: r.trial_ends_at }, clock);
    // over the monthly cap the record is withheld on every surface, webhooks included
    if (!isAccountAccessible(r, access)) continue;
    events.push({ workspace_id: r.workspace_id, type: VISITOR_IDENTIFIED, data: buildIdentifiedEvent(r, access), created_at: now });
  }
  return append(tx, events);
}
