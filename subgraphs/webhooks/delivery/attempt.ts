// One attempt in typed stages: prepare (secret, body, headers) or fail early → send → an
// AttemptRecord saying what the delivery becomes (succeeded; pending with the next time; failed).
import type { Clock } from '../../../core/clock.js';
import type { AttemptRecord, AttemptTrigger, DeliveryJob } from './delivery.repository.js';
import { openSecret } from '../endpoints/secret.js';
import { deliveryHeaders, envelopeBody } from './envelope.js';
import { createHttpSender, type HttpSender } from './http.js';
import { nextAttemptAfterFailure } from './schedule.js';

/** Dependencies of every attempt, built once per worker. */
export interface AttemptContext {
  clock: Clock;
  sender: HttpSender;
  secretKey: Buffer;
}

export function createAttempter(ctx: AttemptContext) {
  // decrypting is cheap but bursts hit the same few secrets thousands of times
  const secrets = new Map<string, string>();
  const secretOf = (job: DeliveryJob): string | null => {
    if (!job.secretId || !job.secretCiphertext) return null;
    let s = secrets.get(job.secretId);
    if (s === undefined) {
      if (secrets.size > 1000) secrets.clear();
      s = openSecret(job.secretCiphertext, ctx.secretKey);
      secrets.set(job.secretId, s);
    }
    return s;
  };

  return async function attempt(job: DeliveryJob, trigger: AttemptTrigger): Promise<AttemptRecord> {
    const startedAt = ctx.clock.now();
    const isTest = job.eventType === 'signal.test';
    const settle = (r: Pick<AttemptRecord, 'ok' | 'statusCode' | 'error' | 'responseExcerpt' | 'durationMs'>): AttemptRecord => {
      // attempt number within the current schedule (replay starts a fresh one)
      const n = job.attemptCount - job.scheduleBase + 1;
      const next = r.ok || isTest ? null : nextAttemptAfterFailure(ctx.clock.now(), n);
      return {
        ...r,
        deliveryId: job.deliveryId,
        endpointId: job.endpointId,
        trigger,
        startedAt,
        nextStatus: r.ok ? 'succeeded' : next ? 'pending' : 'failed',
        nextAttemptAt: next,
        countsTowardEndpoint: !isTest,
      };
    };

    let secret: string | null;
    try {
      secret = secretOf(job);
    } catch {
      secret = null;
    }
    if (!secret)
      return settle({ ok: false, statusCode: null, durationMs: 0, responseExcerpt: null, error: 'no readable signing secret for this endpoint' });
    const body = envelopeBody({ id: job.eventId, type: job.eventType, created_at: job.eventCreatedAt, dataJson: job.dataJson });
    const headers = deliveryHeaders({ body, eventType: job.eventType, deliveryId: job.deliveryId, secret, now: startedAt });
    const sent = await ctx.sender.send(job.url, body, headers);
    return settle(sent);
  };
}

export type Attempter = ReturnType<typeof createAttempter>;

const shared = new WeakMap<object, Attempter>();

/** The attempter a service uses when none is handed in (the copilot's tools, the CLI routes). */
export function defaultAttempter(ctx: {
  clock: Clock;
  config: { SIGNAL_WEBHOOK_ALLOW_PRIVATE: boolean };
  secrets: { secretKey: Buffer };
}): Attempter {
  let a = shared.get(ctx);
  if (!a) {
    a = createAttempter({
      clock: ctx.clock,
      secretKey: ctx.secrets.secretKey,
      sender: createHttpSender({ allowPrivate: ctx.config.SIGNAL_WEBHOOK_ALLOW_PRIVATE }),
    });
    shared.set(ctx, a);
  }
  return a;
}
