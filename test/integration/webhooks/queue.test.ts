// The worker's queue statements under a burst: they walk their index in due order and stop at their
// LIMIT on tables that were never analyzed (stale statistics read thousands of fresh rows as "a
// few", and the planner then sorts the whole backlog on every claim), checked with EXPLAIN in the
// worker's own session. And the shapes the loop relies on: a leased fan-out returns its deliveries
// ready to send and hides them from claims until the lease lapses; two workers running at once
// share a burst without sending anything twice; one step keeps to the worker's concurrency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_SQL, FAN_OUT_SQL, createDeliveryRepository } from '../../../subgraphs/webhooks/delivery/delivery.repository.js';
import { webhookSql } from '../../../subgraphs/webhooks/delivery/sql.js';
import { createAttempter } from '../../../subgraphs/webhooks/delivery/attempt.js';
import { createHttpSender } from '../../../subgraphs/webhooks/delivery/http.js';
import { createDeliveryWorker } from '../../../subgraphs/webhooks/delivery/worker.js';
import { startHarness, visitorIdentified, type Harness } from '../../helpers/webhooks/harness.js';
import { startReceiver, type Receiver } from '../../helpers/webhooks/receiver.js';

let h: Harness;
let ws: string;
const receivers: Receiver[] = [];
const BURST = 2_000;

beforeAll(async () => {
  h = await startHarness();
  ws = await h.workspace();
  for (let i = 0; i < 3; i++) {
    const r = await startReceiver();
    receivers.push(r);
    expect((await h.server.admin('POST', `/workspaces/${ws}/webhooks`, { url: r.url })).status).toBe(201);
  }
}, 300_000); // a fresh embedded database starts slowly on a loaded machine
afterAll(async () => {
  await h?.stop();
  await Promise.all(receivers.map((r) => r.close()));
});

const emit = (n: number) =>
  h.server.rt.db.prisma.outboxEvent.createMany({
    data: Array.from({ length: n }, (_, i) => ({
      workspace_id: ws,
      type: 'signal.visitor_identified',
      data: visitorIdentified(i),
      created_at: h.clock.now(),
    })),
  });

async function explain(sql: string, params: unknown[]): Promise<string> {
  const rows = await webhookSql(h.server.rt).query<Record<string, string>>(`EXPLAIN ${sql}`, params);
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

const later = (ms: number) => new Date(h.clock.now().getTime() + ms);

describe('queue statements', () => {
  it('walk their index without sorting the backlog, on tables never analyzed', async () => {
    await emit(BURST);
    const fanOut = await explain(FAN_OUT_SQL, [h.clock.now(), 25, later(60_000)]);
    expect(fanOut).toMatch(/Index Scan using outbox_events_fanned_out_at_created_at_idx/);
    expect(fanOut).not.toMatch(/\bSort\b/);

    const repo = createDeliveryRepository(h.server.rt);
    expect((await repo.fanOut(h.clock.now(), BURST)).events).toBe(BURST); // unleased: all pending
    const claim = await explain(CLAIM_SQL, [h.clock.now(), later(60_000), 256]);
    expect(claim).toMatch(/Index Scan using webhook_deliveries_status_next_attempt_at_idx/);
    expect(claim).not.toMatch(/\bSort\b/);
    await h.server.rt.db.prisma.webhookDelivery.deleteMany({});
  });

  it('a leased fan-out returns its deliveries ready to send, hidden from claims until the lease lapses', async () => {
    const repo = createDeliveryRepository(h.server.rt);
    await emit(4);
    const r = await repo.fanOut(h.clock.now(), 10, later(60_000));
    expect(r.events).toBe(4);
    expect(r.jobs).toHaveLength(4 * receivers.length);
    for (const j of r.jobs) {
      expect(j).toMatchObject({ eventType: 'signal.visitor_identified', attemptCount: 0, status: 'pending', workspaceId: ws });
      expect(j.secretCiphertext).toBeTruthy();
      expect(JSON.parse(j.dataJson).company).toBeTruthy();
    }
    expect(await repo.claim(h.clock.now(), later(60_000), 100)).toHaveLength(0); // leased: not due
    h.clock.advance(60_001); // the worker died: the lease lapses and the same deliveries are due
    const again = await repo.claim(h.clock.now(), later(60_000), 100);
    expect(again.map((j) => j.deliveryId).sort()).toEqual(r.jobs.map((j) => j.deliveryId).sort());
    await h.server.rt.db.prisma.webhookDelivery.deleteMany({});
  });

  it('two workers at once share a burst: every delivery sent once, every attempt recorded', async () => {
    const rt = h.server.rt;
    const sender = createHttpSender({ allowPrivate: true });
    const workers = [0, 1].map(() =>
      createDeliveryWorker(
        {
          repo: createDeliveryRepository(rt),
          attempt: createAttempter({ clock: h.clock, sender, secretKey: rt.secrets.secretKey }),
          clock: h.clock,
          logger: rt.logger,
        },
        { concurrency: 8, pollIntervalMs: 10, retryPollMs: 50 },
      ),
    );
    const before = receivers.reduce((n, r) => n + r.received.length, 0);
    const events = 150;
    try {
      for (const w of workers) w.start();
      await emit(events);
      const end = Date.now() + 90_000;
      while ((await rt.db.prisma.webhookDelivery.count({ where: { status: 'succeeded' } })) < events * receivers.length) {
        if (Date.now() > end) throw new Error('not delivered in time');
        await new Promise((r) => setTimeout(r, 25));
      }
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      sender.close();
    }
    const sent = receivers.flatMap((r) => r.received.slice(0)).length - before;
    expect(sent).toBe(events * receivers.length); // nothing twice (no crash, no lapsed lease)
    const ids = receivers.flatMap((r) => r.received.map((x) => x.headers['x-signal-delivery']));
    expect(new Set(ids).size).toBe(ids.length);
    expect(await rt.db.prisma.webhookAttempt.count()).toBe(events * receivers.length);
    expect(await rt.db.prisma.webhookDelivery.count({ where: { locked_until: { not: null } } })).toBe(0);
  });
  it('one step holds at most `concurrency` attempts at once and resolves once every outcome is written', async () => {
    const rt = h.server.rt;
    const sender = createHttpSender({ allowPrivate: true });
    const inner = createAttempter({ clock: h.clock, sender, secretKey: rt.secrets.secretKey });
    let live = 0;
    let most = 0;
    const worker = createDeliveryWorker(
      {
        repo: createDeliveryRepository(rt),
        attempt: async (job, trigger) => {
          most = Math.max(most, ++live);
          try {
            await new Promise((r) => setTimeout(r, 30));
            return await inner(job, trigger);
          } finally {
            live--;
          }
        },
        clock: h.clock,
        logger: rt.logger,
      },
      { concurrency: 4 },
    );
    const attemptsBefore = await rt.db.prisma.webhookAttempt.count();
    try {
      await emit(3); // room 16: 3 events × 3 endpoints fit one step
      const r = await worker.step();
      expect(r).toMatchObject({ fannedOut: 3, attempted: 9, succeeded: 9, failed: 0, disabledEndpoints: [] });
      expect(most).toBe(4);
      expect(await rt.db.prisma.webhookAttempt.count()).toBe(attemptsBefore + 9);
      expect(await rt.db.prisma.webhookDelivery.count({ where: { locked_until: { not: null } } })).toBe(0);
      expect((await worker.step()).attempted).toBe(0);
    } finally {
      sender.close();
    }
  });
});
