// Deliveries and attempts: the only file of the worker path that speaks SQL, through webhookSql
// (a SqlClient: its own pg pool on PostgreSQL, see sql.ts). Hot statements are set-based so a burst costs a few
// round trips, not one per row: fan-out and claim are one statement (INSERT ... SELECT over a
// FOR UPDATE SKIP LOCKED selection of the outbox, the new deliveries leased to the caller and
// returned ready to send), a claim of due retries is one UPDATE over a SKIP LOCKED selection, and a
// batch of outcomes is one UPDATE + INSERT fed by a jsonb recordset. Times come from the injected clock.
//
// A claim moves `next_attempt_at` to the end of its lease along with `locked_until`: a claimed row
// leaves the due range of the index, so claims never wade through what other workers hold, and if
// its worker dies it is due again exactly when the lease lapses (then sent with the same id).
import type { ServiceContext } from '../../../core/context.js';
import { webhookSql } from './sql.js';
// generous: a loaded database must not turn a slow transaction into a 500
const TX_OPTIONS = { maxWait: 10_000, timeout: 30_000 };
import { DISABLE_AFTER_CONSECUTIVE_FAILURES } from './schedule.js';

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

// the endpoint's live secret is joined, not looked up with ORDER BY ... LIMIT 1 (no sort in the hot
// statements): a rotation racing another can leave two live secrets for a moment, toJobs keeps the newest
const JOB_COLUMNS = `
  c.id AS delivery_id, c.event_id, c.endpoint_id, c.attempt_count, c.schedule_base, c.status,
  e.workspace_id, e.url, s.id AS secret_id, s.ciphertext, s.created_at AS secret_created_at,
  ev.type AS event_type, ev.created_at AS event_created_at, ev.data::text AS data_json`;

const JOB_JOINS = `
  JOIN webhook_endpoints e ON e.id = c.endpoint_id
  JOIN outbox_events ev ON ev.id = c.event_id
  LEFT JOIN webhook_secrets s ON s.endpoint_id = e.id AND s.revoked_at IS NULL`;

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
  secret_created_at: Date | null;
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

/** One job per delivery; with two live secrets (a racing rotation), the newest signs. */
function toJobs(rows: JobRow[]): DeliveryJob[] {
  const byId = new Map<string, JobRow>();
  for (const r of rows) {
    if (r.delivery_id === null) continue; // the fan-out's placeholder row
    const seen = byId.get(r.delivery_id);
    if (!seen || new Date(r.secret_created_at ?? 0).getTime() > new Date(seen.secret_created_at ?? 0).getTime()) byId.set(r.delivery_id, r);
  }
  return [...byId.values()].map(toJob);
}

const STREAK = 'CASE WHEN s.reset THEN s.add ELSE e.consecutive_failures + s.add END';
const DISABLE_NOW = `e.state = 'enabled' AND ${STREAK} >= $4::int`;

// PostgreSQL text cannot hold NUL; receivers can send anything
const clean = (s: string | null): string | null => (s === null ? null : s.replace(/\u0000/g, ''));

const INSERT_DELIVERY = `INSERT INTO webhook_deliveries
  (id, event_id, endpoint_id, status, attempt_count, schedule_base, next_attempt_at, locked_until, created_at, updated_at)`;

/** Fans out at most $2 events at $1; with $3 the new deliveries are leased until $3 and returned. */
export const FAN_OUT_SQL = `WITH ev AS (
   SELECT id, workspace_id, type, created_at, data FROM outbox_events
   -- fanned_out_at (all NULL here) leads the ORDER BY so the (fanned_out_at, created_at)
   -- index yields the order: ORDER BY created_at alone sorts the whole backlog every time
   WHERE fanned_out_at IS NULL ORDER BY fanned_out_at, created_at LIMIT $2::int
   FOR UPDATE SKIP LOCKED
 ), ins AS (
   ${INSERT_DELIVERY}
   SELECT gen_random_uuid(), ev.id, e.id, 'pending', 0, 0, coalesce($3::timestamptz, $1::timestamptz), $3::timestamptz,
          $1::timestamptz, $1::timestamptz
   FROM ev JOIN webhook_endpoints e ON e.workspace_id = ev.workspace_id AND e.state = 'enabled'
   ON CONFLICT (event_id, endpoint_id) DO NOTHING
   RETURNING id, event_id, endpoint_id, attempt_count, schedule_base, status
 ), upd AS (
   UPDATE outbox_events o SET fanned_out_at = $1::timestamptz FROM ev WHERE o.id = ev.id RETURNING 1
 ), c AS (
   SELECT * FROM ins WHERE $3::timestamptz IS NOT NULL
 ), jobs AS (
   SELECT c.id AS delivery_id, c.event_id, c.endpoint_id, c.attempt_count, c.schedule_base, c.status,
          e.workspace_id, e.url, s.id AS secret_id, s.ciphertext, s.created_at AS secret_created_at,
          ev.type AS event_type, ev.created_at AS event_created_at, ev.data::text AS data_json
   FROM c JOIN ev ON ev.id = c.event_id JOIN webhook_endpoints e ON e.id = c.endpoint_id
   LEFT JOIN webhook_secrets s ON s.endpoint_id = e.id AND s.revoked_at IS NULL
 )
 -- one row at least, to carry the event count when no delivery was leased
 SELECT (SELECT count(*) FROM upd)::int AS events, jobs.*
 FROM (VALUES (1)) AS one (x) LEFT JOIN jobs ON true`;

/** Leases at most $3 due deliveries at $1 until $2 and returns them. */
export const CLAIM_SQL = `WITH due AS (
   SELECT d.id FROM webhook_deliveries d
   WHERE d.status = 'pending' AND d.next_attempt_at <= $1::timestamptz
     AND (d.locked_until IS NULL OR d.locked_until <= $1::timestamptz)
     AND (SELECT e.state FROM webhook_endpoints e WHERE e.id = d.endpoint_id) = 'enabled'
   ORDER BY d.next_attempt_at
   LIMIT $3::int
   FOR UPDATE OF d SKIP LOCKED
 ), c AS (
   UPDATE webhook_deliveries d SET locked_until = $2::timestamptz, next_attempt_at = $2::timestamptz
   FROM due WHERE d.id = due.id
   RETURNING d.id, d.event_id, d.endpoint_id, d.attempt_count, d.schedule_base, d.status
 )
 SELECT ${JOB_COLUMNS} FROM c ${JOB_JOINS}`;

export function createDeliveryRepository(ctx: Pick<ServiceContext, 'db' | 'config'> & Partial<Pick<ServiceContext, 'logger'>>) {
  const { prisma } = ctx.db;
  const sql = webhookSql(ctx);
  return {
    /**
     * Outbox → one pending delivery per enabled endpoint of the event's workspace, for at most
     * `limit` events (oldest first; events another worker is fanning out are skipped). With
     * `leaseUntil` the new deliveries are claimed by the caller and returned ready to send, so a
     * fresh delivery costs one INSERT, not an INSERT and a claim; without it they wait for `claim`.
     */
    async fanOut(now: Date, limit: number, leaseUntil: Date | null = null): Promise<{ events: number; jobs: DeliveryJob[] }> {
      const rows = await sql.query<JobRow & { events: number }>(
        FAN_OUT_SQL,
        [now, limit, leaseUntil],
        { name: 'webhooks_fan_out' },
      );
      return { events: Number(rows[0]?.events ?? 0), jobs: toJobs(rows) };
    },

    /**
     * Due deliveries of enabled endpoints (retries, fan-outs nobody leased, lapsed leases), oldest
     * due first, leased until `leaseUntil`: a crashed worker's lease expires → redelivery.
     */
    async claim(now: Date, leaseUntil: Date, limit: number): Promise<DeliveryJob[]> {
      const rows = await sql.query<JobRow>(
        CLAIM_SQL,
        [now, leaseUntil, limit],
        { name: 'webhooks_claim' },
      );
      return toJobs(rows);
    },

    /**
     * What an idle worker's poll asks first: are there unfanned events, or deliveries due at `now`?
     * Much cheaper to plan than the fan-out or the claim (measured on PGlite: an idle worker polling
     * with those directly used ~6% of a core).
     */
    async pending(now: Date): Promise<{ outbox: boolean; due: boolean }> {
      const [row] = await sql.query<{ outbox: boolean; due: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM outbox_events WHERE fanned_out_at IS NULL) AS outbox,
                EXISTS (SELECT 1 FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= $1::timestamptz) AS due`,
        [now],
        { name: 'webhooks_pending' },
      );
      return { outbox: row?.outbox === true, due: row?.due === true };
    },

    /** Hands claimed-but-unsent deliveries back to other workers now instead of when the lease lapses. */
    async release(deliveryIds: string[], now: Date): Promise<void> {
      await sql.query(
        `UPDATE webhook_deliveries SET locked_until = NULL, next_attempt_at = $2::timestamptz
         WHERE status = 'pending' AND locked_until IS NOT NULL AND id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)`,
        [JSON.stringify(deliveryIds), now],
      );
    },

    /** One delivery of the workspace, for a manual redelivery. */
    async job(workspaceId: string, deliveryId: string): Promise<DeliveryJob | null> {
      const rows = await sql.query<JobRow>(
        `SELECT ${JOB_COLUMNS} FROM webhook_deliveries c ${JOB_JOINS}
         WHERE c.id = $1::uuid AND e.workspace_id = $2::uuid`,
        [deliveryId, workspaceId],
      );
      return toJobs(rows)[0] ?? null;
    },

    /** A `signal.test` event addressed to one endpoint only (already "fanned out"), and its delivery. */
    async createTestDelivery(workspaceId: string, endpointId: string, data: object, now: Date): Promise<DeliveryJob> {
      const [row] = await sql.query<{ id: string }>(
        `WITH ev AS (
           INSERT INTO outbox_events (id, workspace_id, type, data, created_at, fanned_out_at)
           VALUES (gen_random_uuid(), $1::uuid, 'signal.test', $2::jsonb, $3::timestamptz, $3::timestamptz) RETURNING id
         )
         ${INSERT_DELIVERY}
         SELECT gen_random_uuid(), ev.id, $4::uuid, 'pending', 0, 0, NULL, NULL, $3::timestamptz, $3::timestamptz FROM ev
         RETURNING id`,
        [workspaceId, JSON.stringify(data), now, endpointId],
      );
      return (await this.job(workspaceId, row!.id))!;
    },

    /**
     * Writes a batch of finished attempts: the attempt rows, each delivery's new state, and each
     * endpoint's failure streak; endpoints reaching the limit are disabled. Returns the endpoints
     * disabled now. An endpoint row is written only when its streak changes (a run of successes
     * leaves it alone), so concurrent batches do not queue on the same few endpoint rows.
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
      const disabled = await sql.query<{ id: string }>(
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
           FROM s WHERE e.id = s.endpoint_id AND (s.add > 0 OR e.consecutive_failures <> 0)
           RETURNING e.id, e.state, e.disabled_at, e.disabled_reason
         )
         SELECT id FROM ep WHERE state = 'disabled' AND disabled_at = $2::timestamptz AND disabled_reason = $5`,
        [
          JSON.stringify(rows),
          now,
          JSON.stringify([...streaks].map(([endpoint_id, s]) => ({ endpoint_id, ...s }))),
          DISABLE_AFTER_CONSECUTIVE_FAILURES,
          `disabled automatically after ${DISABLE_AFTER_CONSECUTIVE_FAILURES} consecutive failed attempts`,
        ],
        { name: 'webhooks_record_attempts' },
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
      const rows = await sql.query<{ state: string }>('SELECT state FROM webhook_endpoints WHERE id = $1::uuid AND workspace_id = $2::uuid', [
        endpointId,
        workspaceId,
      ]);
      return rows[0]?.state ?? null;
    },
  };
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
