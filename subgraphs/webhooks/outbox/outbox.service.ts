// The webhooks subgraph's way in for events: other subgraphs append what happened, inside their
// own transaction, and never touch outbox_events themselves. Fan-out to endpoints is the worker's
// (deliveries/); an appended event reaches the endpoints of its workspace enabled at fan-out.
import { randomUUID } from 'node:crypto';
import type { SqlClient } from '../../../core/db/index.js';
import { createOutboxRepository, type OutboxRow } from './outbox.repository.js';

export interface OutboxEvent {
  workspace_id: string;
  /** spec 2.8 event type, e.g. signal.visitor_identified */
  type: string;
  /** the envelope's `data` */
  data: unknown;
  created_at: Date;
}

/** Records the events on `tx` (the caller's transaction); returns how many. */
export async function append(tx: SqlClient, events: OutboxEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  await createOutboxRepository(tx).insert(events.map((e) => ({ id: randomUUID(), ...e })));
  return events.length;
}

/** Recorded events of a workspace (read-only; the dashboard's live feed polls these). */
export function readEvents(sql: SqlClient) {
  const repo = createOutboxRepository(sql);
  return {
    since: (workspaceId: string, type: string, after: Date | null, limit: number): Promise<OutboxRow[]> => repo.since(workspaceId, type, after, limit),
    latest: (workspaceId: string, type: string): Promise<Date | null> => repo.latest(workspaceId, type),
  };
}
