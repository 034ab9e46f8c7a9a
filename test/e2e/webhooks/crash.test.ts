// At-least-once across a crash: a worker process is killed with SIGKILL mid-batch; a second worker
// process picks up once the leases expire. Every event reaches every endpoint at least once, and
// duplicates carry the same X-Signal-Delivery. Two processes need a shared PostgreSQL: on the
// embedded PGlite (single-process) this test is skipped.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, usePostgres, type TestService } from '../../helpers/server.js';
import { startReceiver, type Receiver } from '../../helpers/webhooks/receiver.js';
import { visitorIdentified } from '../../helpers/webhooks/harness.js';

const EVENTS = 200;
const LEASE_MS = 2_000;

let server: TestService;
let receivers: Receiver[] = [];
const children: ChildProcess[] = [];

function startWorker(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'subgraphs/webhooks/worker-main.ts', '--concurrency', '16', '--lease-ms', String(LEASE_MS), '--poll-ms', '50'],
    {
      cwd: process.cwd(),
      env: {
        ...process.env,
        DATABASE_URL: server.rt.config.DATABASE_URL,
        SIGNAL_DATA_DIR: server.rt.config.SIGNAL_DATA_DIR, // same secret.key: the secrets decrypt
        SIGNAL_WEBHOOK_ALLOW_PRIVATE: '1',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`worker exited early (${code})`)));
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) resolve(child);
    });
  });
}

async function until(cond: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!usePostgres())('worker crash (PostgreSQL, two processes)', () => {
  beforeAll(async () => {
    server = await startTestServer({ env: { SIGNAL_WEBHOOK_WORKER: '0' } });
    receivers = await Promise.all([0, 1, 2].map(() => startReceiver({ status: 200, delayMs: 15 })));
    const ws = (await server.admin('POST', '/workspaces', { name: 'crash', plan: 'pro' })).body.workspace.id;
    for (const r of receivers) expect((await server.admin('POST', `/workspaces/${ws}/webhooks`, { url: r.url })).status).toBe(201);
    await server.rt.db.prisma.outboxEvent.createMany({
      data: Array.from({ length: EVENTS }, (_, i) => ({ workspace_id: ws, type: 'signal.visitor_identified', data: visitorIdentified(i) })),
    });
  }, 300_000); // a fresh embedded database starts slowly on a loaded machine
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await server?.stop();
    await Promise.all(receivers.map((r) => r.close()));
  });

  it('SIGKILL mid-batch, restart: every event reaches every endpoint; duplicates share the delivery id', async () => {
    const total = () => receivers.reduce((n, r) => n + r.received.length, 0);
    const first = await startWorker();
    await until(() => total() >= 150, 30_000);
    first.removeAllListeners('exit');
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const { prisma } = server.rt.db;
    const claimedAtKill = await prisma.webhookDelivery.count({ where: { status: 'pending', locked_until: { not: null } } });
    expect(claimedAtKill).toBeGreaterThan(0); // killed mid-batch: work was in hand
    expect(await prisma.webhookDelivery.count({ where: { status: 'pending' } })).toBeGreaterThan(0);

    await startWorker();
    await until(async () => (await prisma.webhookDelivery.count({ where: { status: 'succeeded' } })) === EVENTS * 3, 60_000);

    let duplicates = 0;
    for (const r of receivers) {
      const byEvent = new Map<string, Set<string>>();
      for (const req of r.received) {
        const id = JSON.parse(req.raw.toString()).id as string;
        const set = byEvent.get(id) ?? new Set<string>();
        set.add(req.headers['x-signal-delivery'] as string);
        byEvent.set(id, set);
      }
      expect(byEvent.size).toBe(EVENTS); // every event reached this endpoint
      for (const ids of byEvent.values()) expect(ids.size).toBe(1); // duplicates share the delivery id
      duplicates += r.received.length - EVENTS;
    }
    console.log(`crash test: ${claimedAtKill} deliveries claimed at SIGKILL, ${duplicates} duplicate requests after restart`);
  });
});
