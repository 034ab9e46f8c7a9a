// Deliveries and attempts: the only file of the worker path that speaks SQL. Hot statements are
// set-based so a burst costs a few round trips, not one per row: fan-out is one INSERT ... SELECT
// (ON CONFLICT DO NOTHING), claiming is one UPDATE over a FOR UPDATE SKIP LOCKED selection, and a
// batch of outcomes is one UPDATE + INSERT fed by a jsonb recordset. Times come from the injected clock.
import type { ServiceContext } from '../../../core/context.js';

// generous: a loaded database must not turn a slow transaction into a 500
const TX_OPTIONS = { maxWait: 10_000, timeout: 30_000 };
import { DISABLE_AFTER_CONSECUTIVE_FAILURES } from '../delivery/schedule.js';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';
export type AttemptTrigger = 'scheduled' | 'manual';

/** Everything one attempt needs, read in the same statement that claims it. */
export interface DeliveryJob {
  deliveryId: string;
  eventId: string;
  eventType: string;
  eventCreatedAt: Date;
  dataJson: string;
  endpointId: string;
  workspaceId: string;
  url: string;
  secretId: string | null;
  secretCiphertext: string | null;
  attemptCount: number;
  scheduleBase: number;
  status: DeliveryStatus;
}

/** One finished attempt, ready to be written. */
export interface AttemptRecord {
  deliveryId: string;
  endpointId: string;
  trigger: AttemptTrigger;
  startedAt: Date;
  durationMs: number;
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  responseExcerpt: string | null;
  /** the delivery's status if nothing else changed it meanwhile */
  nextStatus: DeliveryStatus;
  nextAttemptAt: Date | null;
  /** false for test pings: they neither count towards nor reset the endpoint's failure streak */
  countsTowardEndpoint: boolean;
}

const JOB_COLUMNS = `
  c.id AS delivery_id, c.event_id, c.endpoint_id, c.attempt_count, c.schedule_base, c.status,
  e.workspace_id, e.url, s.id AS secret_id, s.ciphertext,
  ev.type AS event_type, ev.created_at AS event_created_at, ev.data::text AS data_json`;

const JOB_JOINS = `
  JOIN webhook_endpoints e ON e.id = c.endpoint_id
  JOIN outbox_events ev ON ev.id = c.event_id
  LEFT JOIN LATERAL (
    SELECT id, ciphertext FROM webhook_secrets
    WHERE endpoint_id = e.id AND revoked_at IS NULL ORDER BY created_at DESC LIMIT 1
  ) s ON true`;

interface JobRow {
  delivery_id: string;
  event_id: string;
  endpoint_id: string;
  attempt_count: number;
  schedule_base: number;
  status: DeliveryStatus;
  workspace_id: string;
  url: string;
  secret_id: string | null;
  ciphertext: string | null;
  event_type: string;
  event_created_at: Date;
  data_json: string;
}

const toJob = (r: JobRow): DeliveryJob => ({
  deliveryId: r.delivery_id,
  eventId: r.event_id,
  eventType: r.event_type,
  eventCreatedAt: new Date(r.event_created_at),
  dataJson: r.data_json,
  endpointId: r.endpoint_id,
  workspaceId: r.workspace_id,
  url: r.url,
  secretId: r.secret_id,
  secretCiphertext: r.ciphertext,
  attemptCount: Number(r.attempt_count),
  scheduleBase: Number(r.schedule_base),
  status: r.status,
});

const STREAK = 'CASE WHEN s.reset THEN s.add ELSE e.consecutive_failures + s.add END';
const DISABLE_NOW = `e.state = 'enabled' AND ${STREAK} >= $4::int`;

// PostgreSQL text cannot hold NUL; receivers can send anything
const clean = (s: string | null): string | null => (s === null ? null : s.replace(/\u0000/g, ''));

export function createDeliveryRepository(ctx: Pick<ServiceContext, 'db'>) {
  const { prisma } = ctx.db;
  return {
    /** Outbox → one pending delivery per enabled endpoint of the event's workspace. */
    async fanOut(now: Date, limit: number): Promise<{ events: number; deliveries: number }> {
      const rows = await prisma.$queryRawUnsafe<Array<{ events: number; deliveries: number }>>(
        `WITH ev AS (
           SELECT id, workspace_id FROM outbox_events
           WHERE fanned_out_at IS NULL ORDER BY created_at LIMIT $2::int
           FOR UPDATE SKIP LOCKED
         ), ins AS (
           INSERT INTO webhook_deliveries (id, event_id, endpoint_id, status, attempt_count, schedule_base, next_attempt_at, created_at, updated_at)
           SELECT gen_random_uuid(), ev.id, e.id, 'pending', 0, 0, $1::timestamptz, $1::timestamptz, $1::timestamptz
           FROM ev JOIN webhook_endpoints e ON e.workspace_id = ev.workspace_id AND e.state = 'enabled'
           ON CONFLICT (event_id, endpoint_id) DO NOTHING
           RETURNING 1
         ), upd AS (
           UPDATE outbox_events o SET fanned_out_at = $1::timestamptz FROM ev WHERE o.id = ev.id RETURNING 1
         )
         SELECT (SELECT count(*) FROM upd)::int AS events, (SELECT count(*) FROM ins)::int AS deliveries`,
        now,
        limit,
      );
      return { events: Number(rows[0]?.events ?? 0), deliveries: Number(rows[0]?.deliveries ?? 0) };
    },

    /** Due deliveries of enabled endpoints, leased until `leaseUntil` (a crashed worker's lease expires → redelivery). */
    async claim(now: Date, leaseUntil: Date, limit: number): Promise<DeliveryJob[]> {
      const rows = await prisma.$queryRawUnsafe<JobRow[]>(
        `WITH due AS (
           SELECT d.id FROM webhook_deliveries d
           JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.state = 'enabled'
           WHERE d.status = 'pending' AND d.next_attempt_at <= $1::timestamptz
             AND (d.locked_until IS NULL OR d.locked_until <= $1::timestamptz)
           ORDER BY d.next_attempt_at
           LIMIT $3::int
           FOR UPDATE OF d SKIP LOCKED
         ), c AS (
           UPDATE webhook_deliveries d SET locked_until = $2::timestamptz
           FROM due WHERE d.id = due.id
           RETURNING d.id, d.event_id, d.endpoint_id, d.attempt_count, d.schedule_base, d.status
         )
         SELECT ${JOB_COLUMNS} FROM c ${JOB_JOINS}`,
        now,
        leaseUntil,
        limit,
      );
      return rows.map(toJob);
    },

    /** Hands claimed-but-unsent deliveries back to other workers now instead of when the lease lapses. */
    async release(deliveryIds: string[]): Promise<void> {
      await prisma.$executeRawUnsafe(
        `UPDATE webhook_deliveries SET locked_until = NULL
         WHERE status = 'pending' AND id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)`,
        JSON.stringify(deliveryIds),
      );
    },

    /** One delivery of the workspace, for a manual redelivery. */
    async job(workspaceId: string, deliveryId: string): Promise<DeliveryJob | null> {
      const rows = await prisma.$queryRawUnsafe<JobRow[]>(
        `SELECT ${JOB_COLUMNS} FROM webhook_deliveries c ${JOB_JOINS}
         WHERE c.id = $1::uuid AND e.workspace_id = $2::uuid`,
        deliveryId,
        workspaceId,
      );
      return rows[0] ? toJob(rows[0]) : null;
    },

    /** A `signal.test` event addressed to one endpoint only (already "fanned out"), and its delivery. */
    async createTestDelivery(workspaceId: string, endpointId: string, data: object, now: Date): Promise<DeliveryJob> {
      const [event] = await prisma.$queryRawUnsafe<Array<{ id: string }>>(
        `INSERT INTO outbox_events (id, workspace_id, type, data, created_at, fanned_out_at)
         VALUES (gen_random_uuid(), $1::uuid, 'signal.test', $2::jsonb, $3::timestamptz, $3::timestamptz) RETURNING id`,
        workspaceId,
        JSON.stringify(data),
        now,
      );
      const [delivery] = await prisma.$queryRawUnsafe<Array<{ id: string }>>(
        `INSERT INTO webhook_deliveries (id, event_id, endpoint_id, status, attempt_count, schedule_base, next_attempt_at, created_at, updated_at)
         VALUES (gen_random_uuid(), $1::uuid, $2::uuid, 'pending', 0, 0, NULL, $3::timestamptz, $3::timestamptz) RETURNING id`,
        event!.id,
        endpointId,
        now,
      );
      return (await this.job(workspaceId, delivery!.id))!;
    },

    /**
     * Writes a batch of finished attempts: the attempt rows, each delivery's new state, and each
     * endpoint's failure streak; endpoints reaching the limit are disabled and their pending
     * deliveries failed (replayable after re-enabling). Returns the endpoints disabled now.
     */
    async recordAttempts(records: AttemptRecord[], now: Date): Promise<string[]> {
      if (records.length === 0) return [];
      const rows = records.map((r) => ({
        delivery_id: r.deliveryId,
        trigger: r.trigger,
        started_at: r.startedAt.toISOString(),
        duration_ms: r.durationMs,
        ok: r.ok,
        status_code: r.statusCode,
        error: clean(r.error),
        response_excerpt: clean(r.responseExcerpt),
        next_status: r.nextStatus,
        next_attempt_at: r.nextAttemptAt?.toISOString() ?? null,
      }));
      // streaks in completion order: a success resets, failures after it add up
      const streaks = new Map<string, { reset: boolean; add: number }>();
      for (const r of records) {
        if (!r.countsTowardEndpoint) continue;
        const s = streaks.get(r.endpointId) ?? { reset: false, add: 0 };
        if (r.ok) streaks.set(r.endpointId, { reset: true, add: 0 });
        else streaks.set(r.endpointId, { ...s, add: s.add + 1 });
      }
      // one statement, so one implicit transaction and one round trip for the whole batch
      const disabled = await prisma.$queryRawUnsafe<Array<{ id: string }>>(
        `WITH x AS (
           SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(
             delivery_id uuid, trigger text, started_at timestamptz, duration_ms int, ok boolean,
             status_code int, error text, response_excerpt text, next_status text, next_attempt_at timestamptz)
         ), upd AS (
           UPDATE webhook_deliveries d SET
             attempt_count = d.attempt_count + 1,
             status = CASE WHEN x.ok OR d.status = 'succeeded' THEN 'succeeded'
                           WHEN d.status = 'failed' THEN 'failed' ELSE x.next_status END,
             next_attempt_at = CASE WHEN NOT x.ok AND d.status = 'pending' AND x.next_status = 'pending'
                                    THEN x.next_attempt_at END,
             locked_until = CASE WHEN x.trigger = 'scheduled' THEN NULL ELSE d.locked_until END,
             last_status = x.status_code,
             last_attempt_at = x.started_at,
             updated_at = $2::timestamptz
           FROM x WHERE d.id = x.delivery_id
           RETURNING d.id, d.attempt_count, d.next_attempt_at
         ), ins AS (
           INSERT INTO webhook_attempts (id, delivery_id, attempt_number, trigger, started_at, duration_ms, outcome,
                                         status_code, error, response_excerpt, next_attempt_at)
           SELECT gen_random_uuid(), upd.id, upd.attempt_count, x.trigger, x.started_at, x.duration_ms,
                  CASE WHEN x.ok THEN 'succeeded' ELSE 'failed' END, x.status_code, x.error, x.response_excerpt, upd.next_attempt_at
           FROM upd JOIN x ON x.delivery_id = upd.id
           RETURNING 1
         ), s AS (
           SELECT * FROM jsonb_to_recordset($3::jsonb) AS s(endpoint_id uuid, reset boolean, add int)
         ), ep AS (
           -- SET sees the row as it is when locked, so concurrent workers add up instead of overwriting
           UPDATE webhook_endpoints e SET
             consecutive_failures = ${STREAK},
             state = CASE WHEN ${DISABLE_NOW} THEN 'disabled' ELSE e.state END,
             disabled_reason = CASE WHEN ${DISABLE_NOW} THEN $5 ELSE e.disabled_reason END,
             disabled_at = CASE WHEN ${DISABLE_NOW} THEN $2::timestamptz ELSE e.disabled_at END
           FROM s WHERE e.id = s.endpoint_id
           RETURNING e.id, e.state, e.disabled_at, e.disabled_reason
         )
         SELECT id FROM ep WHERE state = 'disabled' AND disabled_at = $2::timestamptz AND disabled_reason = $5`,
        JSON.stringify(rows),
        now,
        JSON.stringify([...streaks].map(([endpoint_id, s]) => ({ endpoint_id, ...s }))),
        DISABLE_AFTER_CONSECUTIVE_FAILURES,
        `disabled automatically after ${DISABLE_AFTER_CONSECUTIVE_FAILURES} consecutive failed attempts`,
      );
      return disabled.map((d) => d.id);
    },

    /** Requeues failed deliveries since a time on a fresh schedule, and creates the ones missed while disabled. */
    async replayFailed(workspaceId: string, opts: { since: Date; endpointId?: string; now: Date }) {
      const endpointFilter = opts.endpointId ? 'AND e.id = $4::uuid' : '';
      const args: unknown[] = [workspaceId, opts.since, opts.now, ...(opts.endpointId ? [opts.endpointId] : [])];
      return prisma.$transaction(async (tx) => {
        const requeued = await tx.$executeRawUnsafe(
          `UPDATE webhook_deliveries d SET status = 'pending', schedule_base = d.attempt_count,
                  next_attempt_at = $3::timestamptz, locked_until = NULL, updated_at = $3::timestamptz
           FROM webhook_endpoints e, outbox_events ev
           WHERE e.id = d.endpoint_id AND ev.id = d.event_id AND e.workspace_id = $1::uuid AND e.state = 'enabled'
             AND d.status = 'failed' AND ev.type <> 'signal.test' AND ev.created_at >= $2::timestamptz ${endpointFilter}`,
          ...args,
        );
        const recovered = await tx.$executeRawUnsafe(
          `INSERT INTO webhook_deliveries (id, event_id, endpoint_id, status, attempt_count, schedule_base, next_attempt_at, created_at, updated_at)
           SELECT gen_random_uuid(), ev.id, e.id, 'pending', 0, 0, $3::timestamptz, $3::timestamptz, $3::timestamptz
           FROM outbox_events ev JOIN webhook_endpoints e ON e.workspace_id = ev.workspace_id
           WHERE ev.workspace_id = $1::uuid AND e.state = 'enabled' AND ev.type <> 'signal.test'
             AND ev.fanned_out_at IS NOT NULL AND ev.created_at >= GREATEST($2::timestamptz, e.created_at) ${endpointFilter}
           ON CONFLICT (event_id, endpoint_id) DO NOTHING`,
          ...args,
        );
        return { requeued, recovered };
      }, TX_OPTIONS);
    },

    /** 'enabled' | 'disabled', or null when the endpoint is not in the workspace. */
    async endpointState(workspaceId: string, endpointId: string): Promise<string | null> {
      const rows = await prisma.$queryRawUnsafe<Array<{ state: string }>>(
        'SELECT state FROM webhook_endpoints WHERE id = $1::uuid AND workspace_id = $2::uuid',
        endpointId,
        workspaceId,
      );
      return rows[0]?.state ?? null;
    },
  };
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
