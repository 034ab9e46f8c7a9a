// The worker's own loop (timer-driven, system clock) inside the running service: events flow to
// receivers with no hand-cranking, and stop() drains what is in flight and records it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../../helpers/server.js';
import type { WebhooksSubgraph } from '../../../subgraphs/webhooks/index.js';
import { startReceiver, type Receiver } from '../../helpers/webhooks/receiver.js';
import { visitorIdentified } from '../../helpers/webhooks/harness.js';

let server: TestService;
let webhooks: WebhooksSubgraph;
let a: Receiver;
let b: Receiver;
let ws: string;

async function until(cond: () => boolean | Promise<boolean>, ms = 90_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const emit = (n: number) =>
  server.rt.db.prisma.outboxEvent.createMany({
    data: Array.from({ length: n }, (_, i) => ({ workspace_id: ws, type: 'signal.visitor_identified', data: visitorIdentified(i) })),
  });

beforeAll(async () => {
  server = await startTestServer({ env: { SIGNAL_WEBHOOK_CONCURRENCY: '8' } });
  webhooks = server.roles.find((r) => r.name === 'webhooks') as WebhooksSubgraph;
  [a, b] = [await startReceiver(), await startReceiver()];
  ws = (await server.admin('POST', '/workspaces', { name: 'loop', plan: 'pro' })).body.workspace.id;
  for (const r of [a, b]) expect((await server.admin('POST', `/workspaces/${ws}/webhooks`, { url: r.url })).status).toBe(201);
}, 300_000); // a fresh embedded database starts slowly on a loaded machine
afterAll(async () => {
  await server?.stop();
  await Promise.all([a?.close(), b?.close()]);
});

describe('worker loop', () => {
  it('delivers a burst on its own, each event once per endpoint', async () => {
    expect(webhooks.worker.running).toBe(true);
    const t0 = Date.now();
    await emit(100);
    await until(() => a.received.length >= 100 && b.received.length >= 100);
    const elapsed = Date.now() - t0;
    for (const r of [a, b]) expect(new Set(r.received.map((x) => JSON.parse(x.raw.toString()).id)).size).toBe(100);
    await until(async () => (await server.rt.db.prisma.webhookDelivery.count({ where: { status: 'succeeded' } })) === 200);
    expect(elapsed).toBeLessThan(90_000); // seconds normally; generous for a loaded CI box (bench/webhooks.ts measures speed)
  });

  it('stop() drains: in-flight attempts finish and are recorded before it resolves', async () => {
    a.reply({ status: 200, delayMs: 400 });
    b.reply({ status: 200, delayMs: 400 });
    const { prisma } = server.rt.db;
    const before = a.received.length + b.received.length;
    const attemptsBefore = await prisma.webhookAttempt.count();
    await emit(6);
    await until(() => a.received.length + b.received.length > before);
    await webhooks.worker.stop();
    expect(webhooks.worker.running).toBe(false);
    const sent = a.received.length + b.received.length - before;
    expect(sent).toBeGreaterThan(0);
    // everything that was sent has its attempt recorded; nothing is left claimed
    expect(await prisma.webhookAttempt.count()).toBe(attemptsBefore + sent);
    expect(await prisma.webhookDelivery.count({ where: { locked_until: { not: null } } })).toBe(0);
    const after = a.received.length + b.received.length;
    await new Promise((r) => setTimeout(r, 500));
    expect(a.received.length + b.received.length).toBe(after); // stopped means stopped
  });
});
