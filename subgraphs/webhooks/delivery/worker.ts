// The delivery worker: one step (claim → attempt → record outcomes) that the production loop runs
// several of at once and tests drive one at a time on a manual clock. A step leases due retries and
// lapsed leases (FOR UPDATE SKIP LOCKED, so any number of worker processes can run), then fans new
// outbox events out into deliveries leased to it, sends them within the worker's concurrency and
// writes their outcomes in batches shared with the other steps. If the process dies mid-step the
// leases lapse and another worker sends again with the same X-Signal-Delivery (at-least-once, spec 6.7).
// `step()` runs one step to the end; `start()` runs the loop; `stop()` drains; `wake()` makes an idle
// loop look for work now (in-process writers of events or requeued deliveries).
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
  writeBatch: 64,
  flushIntervalMs: 20,
};

export interface WorkerDeps {
  repo: DeliveryRepository;
  attempt: Attempter;
  clock: Clock;
  logger: Logger;
}

export interface StepResult {
  fannedOut: number;
  attempted: number;
  succeeded: number;
  failed: number;
  disabledEndpoints: string[];
}

export interface DeliveryWorker {
  /** One step awaited end to end (claim → attempt → record), as the loop runs it: what tests drive. */
  step(): Promise<StepResult>;
  /** an idle loop looks for work now instead of at its next poll */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
  readonly running: boolean;
}

/** What a step claims: `room` deliveries at most, due ones first (when `backlog`), then new events. */
interface Claim {
  room: number;
  backlog: boolean;
  /** asked after the backlog claim: fan new events out now? */
  outbox: () => boolean;
}

interface Claimed {
  jobs: DeliveryJob[];
  fannedOut: number;
  /** whether the claim / the fan-out filled its limit (more may be waiting); undefined when not run */
  backlogFull?: boolean;
  outboxFull?: boolean;
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
  const maxHeld = opts.concurrency * 4; // waiting to be sent + in flight + being claimed
  const leaseFrom = (now: Date) => new Date(now.getTime() + opts.leaseMs);

  // ── claim ───────────────────────────────────────────────────────────────────────────
  async function claim(c: Claim): Promise<Claimed> {
    const out: Claimed = { jobs: [], fannedOut: 0 };
    if (c.backlog) {
      const now = clock.now();
      const got = await repo.claim(now, leaseFrom(now), c.room);
      out.backlogFull = got.length === c.room;
      out.jobs.push(...got);
    }
    // an event becomes at most MAX_ENDPOINTS_PER_WORKSPACE deliveries: never lease more than room
    const events = Math.floor((c.room - out.jobs.length) / MAX_ENDPOINTS_PER_WORKSPACE);
    if (events > 0 && c.outbox()) {
      const now = clock.now();
      const r = await repo.fanOut(now, events, leaseFrom(now));
      out.outboxFull = r.events === events;
      out.fannedOut = r.events;
      out.jobs.push(...r.jobs);
    }
    return out;
  }

  // ── attempt: at most `concurrency` at once across steps, first claimed first sent ────────
  let sending = 0;
  const waiting: Array<(go: boolean) => void> = [];
  let handingBack = false; // stop(): what has not started goes back to the queue
  const handedBack: string[] = [];
  const acquire = (): Promise<boolean> | boolean => {
    if (handingBack) return false;
    if (sending < opts.concurrency && waiting.length === 0) {
      sending++;
      return true;
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const releaseSlot = () => {
    const next = waiting.shift();
    if (next) next(true); // the slot passes on
    else sending--;
  };
  let onSent = () => {};

  // ── record: outcomes of every step written together, every writeBatch or flushIntervalMs ──
  let finished: Array<{ record: AttemptRecord; done: (disabled: string[]) => void; fail: (err: unknown) => void }> = [];
  let firstFinishedAt = 0;
  let writes = 0;
  let flushTimer: NodeJS.Timeout | null = null;
  let flushNow = false; // draining

  function recordOutcome(record: AttemptRecord): Promise<string[]> {
    return new Promise((done, fail) => {
      if (finished.length === 0) firstFinishedAt = Date.now();
      finished.push({ record, done, fail });
      write(sending === 0 && waiting.length === 0); // nothing else in flight: no batch to wait for
    });
  }

  function write(now = false): void {
    if (writes >= 2 || finished.length === 0) return;
    const age = Date.now() - firstFinishedAt;
    if (!now && !flushNow && finished.length < opts.writeBatch && age < opts.flushIntervalMs) {
      flushTimer ??= setTimeout(() => {
        flushTimer = null;
        write();
      }, opts.flushIntervalMs - age);
      return;
    }
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    const batch = finished;
    finished = [];
    writes++;
    repo
      .recordAttempts(batch.map((b) => b.record), clock.now())
      .then(
        (disabled) => {
          if (disabled.length) log.warn({ endpoints: disabled }, 'webhooks: endpoints disabled after consecutive failures');
          for (const b of batch) b.done(disabled);
        },
        (err) => {
          // the leases expire and the deliveries are sent again: at-least-once holds
          log.error({ err, attempts: batch.length }, 'webhooks: writing attempt outcomes failed');
          for (const b of batch) b.fail(err);
        },
      )
      .finally(() => {
        writes--;
        write();
      });
  }

  async function deliver(job: DeliveryJob): Promise<{ record: AttemptRecord; disabled: string[] } | null> {
    if (!(await acquire())) {
      handedBack.push(job.deliveryId);
      return null;
    }
    let record: AttemptRecord;
    try {
      record = await deps.attempt(job, 'scheduled');
    } catch (err) {
      log.error({ err, delivery: job.deliveryId }, 'webhooks: attempt crashed'); // its lease lapses: sent again
      return null;
    } finally {
      releaseSlot();
      onSent();
    }
    return { record, disabled: await recordOutcome(record) };
  }

  // ── the step ────────────────────────────────────────────────────────────────────────
  /** Claim → attempt each → record; `claimed` runs as soon as the jobs are known (the loop's bookkeeping). */
  async function step(c: Claim, claimed: (r: Claimed) => void = () => {}): Promise<StepResult> {
    const got = await claim(c);
    claimed(got);
    const settled = await Promise.allSettled(got.jobs.map(deliver));
    const rejected = settled.find((s) => s.status === 'rejected');
    if (rejected) throw rejected.reason; // outcomes not written (logged by write())
    const done = settled.flatMap((s) => (s.status === 'fulfilled' && s.value ? [s.value] : []));
    const succeeded = done.filter((d) => d.record.ok).length;
    return {
      fannedOut: got.fannedOut,
      attempted: done.length,
      succeeded,
      failed: done.length - succeeded,
      // a batch may carry other steps' outcomes: only the endpoints this step attempted
      disabledEndpoints: [...new Set(done.flatMap((d) => d.disabled.filter((id) => id === d.record.endpointId)))],
    };
  }

  // ── the loop ────────────────────────────────────────────────────────────────────────
  // Steps overlap so sends never wait for a round trip: a new one starts (at most two claiming at a
  // time) whenever the worker holds room for a claim worth its round trip. The outbox is polled
  // every pollIntervalMs while idle and at once while it yields events; the retry queue every
  // retryPollMs (retries are minutes apart; a lapsed lease is seen within that period).
  let running = false;
  let loop: Promise<void> | null = null;
  const steps = new Set<Promise<void>>();
  const idle: { wake?: () => void } = {};
  const minClaim = Math.max(MAX_ENDPOINTS_PER_WORKSPACE, opts.concurrency); // rows worth a round trip
  let reserved = 0; // rows asked for by claims still running
  let claiming = 0;
  let outboxBusy = true; // the last fan-out filled its limit: more may be waiting
  let backlogBusy = true;
  let outboxPolledAt = 0;
  let backlogPolledAt = 0;
  const nudge = () => idle.wake?.();
  const room = () => maxHeld - waiting.length - sending - reserved;
  onSent = () => {
    if (room() >= minClaim) nudge();
  };
  /** from outside: events or requeued deliveries were just written; look now, not at the next poll */
  const wake = () => {
    if (!running) return;
    outboxPolledAt = backlogPolledAt = 0;
    nudge();
  };
  const outboxDue = (now: number) => outboxBusy || now - outboxPolledAt >= opts.pollIntervalMs;
  const backlogDue = (now: number) => backlogBusy || now - backlogPolledAt >= opts.retryPollMs;
  const pollOutbox = () => {
    const now = Date.now();
    if (!outboxDue(now)) return false;
    outboxPolledAt = now;
    return true;
  };

  /** Is the retry queue worth a claim now? While idle, a cheap probe first. */
  async function pollBacklog(): Promise<boolean> {
    const wall = Date.now();
    if (!outboxBusy && !backlogBusy) {
      const probe = await repo.pending(clock.now());
      if (!probe.outbox) outboxPolledAt = wall;
      if (!probe.due) backlogPolledAt = wall;
    }
    if (!backlogDue(wall)) return false;
    backlogPolledAt = wall;
    return true;
  }

  function stepInBackground(): void {
    const rows = room();
    if (claiming >= 2 || rows < minClaim) return;
    const wall = Date.now();
    if (!outboxDue(wall) && !backlogDue(wall)) return;
    claiming++;
    reserved += rows;
    let claimDone = false;
    const endClaim = () => {
      if (claimDone) return;
      claimDone = true;
      claiming--;
      reserved -= rows;
    };
    const p: Promise<void> = pollBacklog()
      .then((backlog) =>
        step({ room: rows, backlog, outbox: pollOutbox }, (got) => {
          endClaim();
          if (got.backlogFull !== undefined) backlogBusy = got.backlogFull;
          if (got.outboxFull !== undefined) outboxBusy = got.outboxFull;
          nudge(); // room for another claim, or more waiting
        }),
      )
      .then(
        () => undefined,
        (err) => {
          if (claimDone) return; // a failed write, logged where it failed
          log.error({ err }, 'webhooks: fetching deliveries failed');
          outboxBusy = backlogBusy = false; // back off to the poll periods
        },
      )
      .finally(() => {
        endClaim();
        steps.delete(p);
        nudge();
      });
    steps.add(p);
  }

  async function run(): Promise<void> {
    while (running) {
      stepInBackground();
      // busy: look again soon (a finishing attempt or claim wakes us earlier); idle: at the next poll
      const nextPoll = Math.min(outboxPolledAt + opts.pollIntervalMs, backlogPolledAt + opts.retryPollMs);
      await sleep(outboxBusy || backlogBusy ? opts.flushIntervalMs : Math.max(1, nextPoll - Date.now()), idle);
    }
    // drain: no new steps; claimed deliveries not started are handed back at once, what is in
    // flight finishes (bounded by the attempt timeout) and every outcome is written
    handingBack = true;
    flushNow = true;
    try {
      for (const next of waiting.splice(0)) next(false);
      write();
      while (steps.size) await Promise.allSettled([...steps]);
      const handBack = handedBack.splice(0);
      if (handBack.length)
        await repo.release(handBack, clock.now()).catch((err) => log.warn({ err }, 'webhooks: handing back claims failed; their leases will lapse'));
    } finally {
      handingBack = flushNow = false;
    }
  }

  return {
    step: () => step({ room: maxHeld, backlog: true, outbox: () => true }),
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
