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
  let running = false;
  let loop: Promise<void> | null = null;
  const inFlight = new Set<Promise<void>>();
  let finished: AttemptRecord[] = [];
  const idle: { wake?: () => void } = {};
  let lastFanOut = 0;

  async function flush(): Promise<void> {
    if (finished.length === 0) return;
    const batch = finished;
    finished = [];
    try {
      const disabled = await repo.recordAttempts(batch, clock.now());
      if (disabled.length) log.warn({ endpoints: disabled }, 'webhooks: endpoints disabled after consecutive failures');
    } catch (err) {
      // the leases expire and the deliveries are sent again: at-least-once holds
      log.error({ err, attempts: batch.length }, 'webhooks: writing attempt outcomes failed');
    }
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
        // wake the loop only when there is room for a worthwhile claim, not on every completion
        if (inFlight.size <= opts.concurrency / 2) idle.wake?.();
      });
    inFlight.add(p);
  }

  async function run(): Promise<void> {
    while (running) {
      try {
        const wallNow = Date.now();
        let claimed = 0;
        if (wallNow - lastFanOut >= opts.pollIntervalMs) {
          const n = await fanOutAll();
          // a busy outbox is polled again at once; a quiet one once per period
          lastFanOut = n > 0 ? 0 : wallNow;
        }
        const free = opts.concurrency - inFlight.size;
        // claim in chunks (at least half the slots) so a busy worker does not run one query per delivery
        if (free >= Math.ceil(opts.concurrency / 2) || inFlight.size === 0) {
          const jobs = await claim(free);
          for (const job of jobs) launch(job);
          claimed = jobs.length;
        }
        await flush();
        if (claimed === 0 && inFlight.size === 0) await sleep(opts.pollIntervalMs, idle);
        else if (claimed < free || inFlight.size > opts.concurrency / 2) await sleep(opts.flushIntervalMs, idle);
      } catch (err) {
        log.error({ err }, 'webhooks: worker cycle failed; retrying after the poll interval');
        await sleep(opts.pollIntervalMs, idle);
      }
    }
    // drain: no new claims; finish what is in flight (bounded by the attempt timeout) and record it
    await Promise.allSettled([...inFlight]);
    await flush();
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
