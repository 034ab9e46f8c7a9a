// The delivery worker: fans the outbox out, claims due deliveries (FOR UPDATE SKIP LOCKED, so any
// number of worker processes can run), sends them with capped concurrency and writes outcomes in
// batches. A claimed delivery is leased; if the process dies mid-batch the lease expires and
// another worker sends it again with the same X-Signal-Delivery (at-least-once, spec 6.7).
// `tick()` runs one full cycle for tests; `start()` runs the pipelined loop; `stop()` drains;
// `wake()` makes an idle loop look for work now (in-process writers of events or requeued deliveries).
import type { Logger } from '../../../core/logger.js';
import type { Clock } from '../../../core/clock.js';
import type { AttemptRecord, DeliveryJob, DeliveryRepository } from './delivery.repository.js';
import type { Attempter } from './attempt.js';
import { ATTEMPT_TIMEOUT_MS, MAX_ENDPOINTS_PER_WORKSPACE } from './schedule.js';

export interface WorkerOptions {
  /** deliveries in flight at once */
  concurrency: number;
  /** idle poll period of the outbox (new events) */
  pollIntervalMs: number;
  /** idle poll period of the retry queue (retries due, lapsed leases of crashed workers) */
  retryPollMs: number;
  /** how long a claim hides a delivery from other workers; must exceed the attempt timeout */
  leaseMs: number;
  /** outbox events fanned out per statement by tick() */
  fanOutBatch: number;
  /** finished attempts are written once this many are waiting... */
  writeBatch: number;
  /** ...or once the oldest has waited this long */
  flushIntervalMs: number;
}

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = {
  concurrency: 64,
  pollIntervalMs: 100,
  retryPollMs: 1_000,
  leaseMs: ATTEMPT_TIMEOUT_MS * 6, // 60 s
  fanOutBatch: 500,
  writeBatch: 64,
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
  /** an idle loop looks for work now instead of at its next poll */
  wake(): void;
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
  // Work is fetched ahead into a local queue so sends never wait for a round trip: due retries and
  // lapsed leases first (`claim`), then new events (`fanOut` with a lease: the fan-out statement
  // itself claims the deliveries it creates). Up to two fetches and two outcome writes run beside
  // the sends, and each statement carries a batch. The outbox is polled every pollIntervalMs while
  // idle and at once while it yields events; the retry queue every retryPollMs (retries are minutes
  // apart; a lapsed lease is seen within that period).
  let running = false;
  let loop: Promise<void> | null = null;
  const inFlight = new Set<Promise<void>>();
  const queue: DeliveryJob[] = [];
  let finished: AttemptRecord[] = [];
  let firstFinishedAt = 0;
  const idle: { wake?: () => void } = {};
  const maxHeld = opts.concurrency * 4; // queued + in flight + being fetched
  const minFetch = Math.max(MAX_ENDPOINTS_PER_WORKSPACE, opts.concurrency); // rows worth a round trip
  let reserved = 0; // rows asked for by fetches still running
  let fetches = 0;
  let outboxBusy = true; // the last fan-out filled its limit: more may be waiting
  let backlogBusy = true;
  let outboxPolledAt = 0;
  let backlogPolledAt = 0;
  let writes = 0;
  const writesDone = new Set<Promise<void>>();
  const nudge = () => idle.wake?.();
  /** from outside: events or requeued deliveries were just written; look now, not at the next poll */
  const wake = () => {
    if (!running) return;
    outboxPolledAt = backlogPolledAt = 0;
    nudge();
  };

  function pump(): void {
    while (running && inFlight.size < opts.concurrency && queue.length) launch(queue.shift()!);
  }

  function launch(job: DeliveryJob): void {
    const p = deps
      .attempt(job, 'scheduled')
      .then((r) => {
        if (finished.length === 0) firstFinishedAt = Date.now();
        finished.push(r);
      })
      .catch((err) => log.error({ err, delivery: job.deliveryId }, 'webhooks: attempt crashed'))
      .finally(() => {
        inFlight.delete(p);
        pump();
        if (finished.length >= opts.writeBatch || queue.length + inFlight.size + reserved <= maxHeld - minFetch) nudge();
      });
    inFlight.add(p);
  }

  const outboxDue = (now: number) => outboxBusy || now - outboxPolledAt >= opts.pollIntervalMs;
  const backlogDue = (now: number) => backlogBusy || now - backlogPolledAt >= opts.retryPollMs;

  /** Due retries first, then new events, up to `room` deliveries, all leased to this worker. */
  async function fetchJobs(room: number): Promise<DeliveryJob[]> {
    const jobs: DeliveryJob[] = [];
    const wall = Date.now();
    if (!outboxBusy && !backlogBusy) {
      // an idle poll: a cheap probe first, the real statements only when there is something
      const probe = await repo.pending(clock.now());
      if (!probe.outbox) outboxPolledAt = wall;
      if (!probe.due) backlogPolledAt = wall;
    }
    if (backlogDue(wall)) {
      backlogPolledAt = wall;
      const now = clock.now();
      const got = await repo.claim(now, new Date(now.getTime() + opts.leaseMs), room);
      backlogBusy = got.length === room;
      jobs.push(...got);
    }
    // an event becomes at most MAX_ENDPOINTS_PER_WORKSPACE deliveries: never lease more than room
    const events = Math.floor((room - jobs.length) / MAX_ENDPOINTS_PER_WORKSPACE);
    if (events > 0 && outboxDue(Date.now())) {
      outboxPolledAt = Date.now();
      const now = clock.now();
      const r = await repo.fanOut(now, events, new Date(now.getTime() + opts.leaseMs));
      outboxBusy = r.events === events;
      jobs.push(...r.jobs);
    }
    return jobs;
  }

  function fetchInBackground(): void {
    const room = maxHeld - queue.length - inFlight.size - reserved;
    if (fetches >= 2 || room < minFetch) return;
    const wall = Date.now();
    if (!outboxDue(wall) && !backlogDue(wall)) return;
    fetches++;
    reserved += room;
    fetchJobs(room)
      .then((jobs) => {
        queue.push(...jobs);
        pump();
      })
      .catch((err) => {
        log.error({ err }, 'webhooks: fetching deliveries failed');
        outboxBusy = backlogBusy = false; // back off to the poll periods
      })
      .finally(() => {
        fetches--;
        reserved -= room;
        nudge();
      });
  }

  function writeInBackground(force = false): void {
    if (writes >= 2 || finished.length === 0) return;
    if (!force && finished.length < opts.writeBatch && Date.now() - firstFinishedAt < opts.flushIntervalMs) return;
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
        nudge();
      });
    writesDone.add(p);
  }

  async function run(): Promise<void> {
    while (running) {
      fetchInBackground();
      writeInBackground();
      const now = Date.now();
      let wait = opts.flushIntervalMs;
      if (finished.length === 0) {
        // nothing to write: sleep until the next poll is due (a finishing attempt or fetch wakes us)
        const nextPoll = Math.min(outboxPolledAt + opts.pollIntervalMs, backlogPolledAt + opts.retryPollMs);
        wait = outboxBusy || backlogBusy ? opts.flushIntervalMs : Math.max(1, nextPoll - now);
      }
      await sleep(wait, idle);
    }
    // drain: no new fetches; jobs fetched but not started are handed back at once, what is in flight
    // finishes (bounded by the attempt timeout) and every outcome is written
    const handBack: string[] = [];
    do {
      handBack.push(...queue.splice(0).map((j) => j.deliveryId));
      await Promise.allSettled([...inFlight, ...writesDone]);
      if (fetches > 0) await sleep(opts.flushIntervalMs, idle);
    } while (fetches > 0 || inFlight.size > 0 || writesDone.size > 0 || queue.length > 0);
    while (finished.length) {
      writeInBackground(true);
      await Promise.allSettled([...writesDone]);
    }
    if (handBack.length)
      await repo.release(handBack, clock.now()).catch((err) => log.warn({ err }, 'webhooks: handing back claims failed; their leases will lapse'));
  }

  return {
    tick,
    wake,
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
