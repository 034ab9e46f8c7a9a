// The delivery worker: fans the outbox out, claims due deliveries (FOR UPDATE SKIP LOCKED, so any
// number of worker processes can run), sends them with capped concurrency and writes outcomes in
// batches. A claimed delivery is leased; if the process dies mid-batch the lease expires and
// another worker sends it again with the same X-Signal-Delivery (at-least-once, spec 6.7).
// `tick()` runs one full cycle for tests; `start()` runs the pipelined loop; `stop()` drains.
import type { Logger } from '../../../core/logger.js';
import type { Clock } from '../../../core/clock.js';
import type { AttemptRecord, DeliveryJob, DeliveryRepository } from '../deliveries/delivery.repository.js';
import type { Attempter } from './attempt.js';
import { ATTEMPT_TIMEOUT_MS } from './schedule.js';

export interface WorkerOptions {
  /** deliveries in flight at once */
  concurrency: number;
  /** idle poll period of the outbox and the retry queue */
  pollIntervalMs: number;
  /** how long a claim hides a delivery from other workers; must exceed the attempt timeout */
  leaseMs: number;
  /** outbox events fanned out per statement */
  fanOutBatch: number;
  /** how long finished attempts may wait to be written together */
  flushIntervalMs: number;
}

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = {
  concurrency: 64,
  pollIntervalMs: 200,
  leaseMs: ATTEMPT_TIMEOUT_MS * 6, // 60 s
  fanOutBatch: 500,
  flushIntervalMs: 20,
};

export interface WorkerDeps {
  repo: DeliveryRepository;
  attempt: Attempter;
  clock: Clock;
  logger: Logger;
}

export interface TickResult {
  fannedOut: number;
  attempted: number;
  succeeded: number;
  failed: number;
  disabledEndpoints: string[];
}

export interface DeliveryWorker {
  tick(): Promise<TickResult>;
  start(): void;
  stop(): Promise<void>;
  readonly running: boolean;
}

const sleep = (ms: number, signal: { wake?: () => void }) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.wake = () => {
      clearTimeout(t);
      resolve();
    };
  });

export function createDeliveryWorker(deps: WorkerDeps, options: Partial<WorkerOptions> = {}): DeliveryWorker {
  const opts = { ...DEFAULT_WORKER_OPTIONS, ...options };
  if (opts.leaseMs <= ATTEMPT_TIMEOUT_MS)
    deps.logger.warn({ leaseMs: opts.leaseMs }, 'webhooks: lease shorter than the attempt timeout; slow receivers may get duplicates');
  const log = deps.logger.child({ component: 'webhooks-worker' });
  const { repo, clock } = deps;

  async function fanOutAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const { events } = await repo.fanOut(clock.now(), opts.fanOutBatch);
      total += events;
      if (events < opts.fanOutBatch) return total;
    }
  }

  const claim = (limit: number): Promise<DeliveryJob[]> => {
    const now = clock.now();
    return repo.claim(now, new Date(now.getTime() + opts.leaseMs), limit);
  };

  const summarise = (records: AttemptRecord[], disabled: string[], fannedOut: number): TickResult => ({
    fannedOut,
    attempted: records.length,
    succeeded: records.filter((r) => r.ok).length,
    failed: records.filter((r) => !r.ok).length,
    disabledEndpoints: disabled,
  });

  /** One cycle, awaited end to end: what tests drive with a manual clock. */
  async function tick(): Promise<TickResult> {
    const fannedOut = await fanOutAll();
    const jobs = await claim(opts.concurrency * 4);
    const records: AttemptRecord[] = new Array(jobs.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(opts.concurrency, jobs.length) }, async () => {
        while (next < jobs.length) {
          const i = next++;
          records[i] = await deps.attempt(jobs[i]!, 'scheduled');
        }
      }),
    );
    const disabled = await repo.recordAttempts(records, clock.now());
    if (disabled.length) log.warn({ endpoints: disabled }, 'webhooks: endpoints disabled after consecutive failures');
    return summarise(records, disabled, fannedOut);
  }

  // ── the pipelined loop ──────────────────────────────────────────────────────────────
  // Claims prefetch into a local queue (so sends never wait for a claim round trip), up to two
  // claims and two outcome writes run beside the sends, and every statement carries a batch:
  // under load the database round trip, not the HTTP request, is what a delivery costs.
  let running = false;
  let loop: Promise<void> | null = null;
  const inFlight = new Set<Promise<void>>();
  const queue: DeliveryJob[] = [];
  let finished: AttemptRecord[] = [];
  const idle: { wake?: () => void } = {};
  let lastFanOut = 0;
  const maxHeld = opts.concurrency * 4; // queued + in flight + being claimed
  let reserved = 0; // rows asked for by claims still running
  let claims = 0;
  let lastClaimEmpty = false;
  let writes = 0;
  const writesDone = new Set<Promise<void>>();

  function pump(): void {
    while (running && inFlight.size < opts.concurrency && queue.length) launch(queue.shift()!);
  }

  function launch(job: DeliveryJob): void {
    const p = deps
      .attempt(job, 'scheduled')
      .then((r) => {
        finished.push(r);
      })
      .catch((err) => log.error({ err, delivery: job.deliveryId }, 'webhooks: attempt crashed'))
      .finally(() => {
        inFlight.delete(p);
        pump();
        if (queue.length + inFlight.size <= maxHeld / 2) idle.wake?.();
      });
    inFlight.add(p);
  }

  function claimInBackground(): void {
    const room = maxHeld - queue.length - inFlight.size - reserved;
    if (claims >= 2 || room < opts.concurrency / 2) return;
    claims++;
    reserved += room;
    claim(room)
      .then((jobs) => {
        lastClaimEmpty = jobs.length === 0;
        queue.push(...jobs);
        pump();
      })
      .catch((err) => log.error({ err }, 'webhooks: claiming deliveries failed'))
      .finally(() => {
        claims--;
        reserved -= room;
        idle.wake?.();
      });
  }

  function writeInBackground(): void {
    if (writes >= 2 || finished.length === 0) return;
    const batch = finished;
    finished = [];
    writes++;
    const p = repo
      .recordAttempts(batch, clock.now())
      .then((disabled) => {
        if (disabled.length) log.warn({ endpoints: disabled }, 'webhooks: endpoints disabled after consecutive failures');
      })
      // the leases expire and the deliveries are sent again: at-least-once holds
      .catch((err) => log.error({ err, attempts: batch.length }, 'webhooks: writing attempt outcomes failed'))
      .finally(() => {
        writes--;
        writesDone.delete(p);
      });
    writesDone.add(p);
  }

  async function run(): Promise<void> {
    while (running) {
      try {
        const wallNow = Date.now();
        if (wallNow - lastFanOut >= opts.pollIntervalMs) {
          const n = await fanOutAll();
          // a busy outbox is polled again at once; a quiet one once per period
          lastFanOut = n > 0 ? 0 : wallNow;
          if (n > 0) lastClaimEmpty = false;
        }
        if (!lastClaimEmpty) claimInBackground();
        writeInBackground();
        const quiet = lastClaimEmpty && claims === 0 && queue.length === 0 && inFlight.size === 0 && finished.length === 0;
        if (quiet) {
          await sleep(opts.pollIntervalMs, idle);
          lastClaimEmpty = false; // retries may have come due
        } else await sleep(opts.flushIntervalMs, idle);
      } catch (err) {
        log.error({ err }, 'webhooks: worker cycle failed; retrying after the poll interval');
        await sleep(opts.pollIntervalMs, idle);
      }
    }
    // drain: no new claims; jobs claimed but not started are handed back at once, what is in flight
    // finishes (bounded by the attempt timeout) and every outcome is written
    const handBack: string[] = [];
    do {
      handBack.push(...queue.splice(0).map((j) => j.deliveryId));
      await Promise.allSettled([...inFlight, ...writesDone]);
      if (claims > 0) await sleep(opts.flushIntervalMs, idle);
    } while (claims > 0 || inFlight.size > 0 || writesDone.size > 0 || queue.length > 0);
    while (finished.length) {
      writeInBackground();
      await Promise.allSettled([...writesDone]);
    }
    if (handBack.length) await repo.release(handBack).catch((err) => log.warn({ err }, 'webhooks: handing back claims failed; their leases will lapse'));
  }

  return {
    tick,
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    async stop() {
      if (!running) return;
      running = false;
      idle.wake?.();
      await loop;
      loop = null;
    },
    get running() {
      return running;
    },
  };
}
