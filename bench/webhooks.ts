// npm run bench:webhooks — webhook delivery throughput and latency, loopback only.
//
// 1. Baseline: a plain signed-POST loop (HMAC + POST, keep-alive, same concurrency, no database)
//    sending EVENTS × ENDPOINTS requests to the same receivers.
// 2. Throughput: EVENTS outbox events × ENDPOINTS endpoints through the real worker (fan-out, claim
//    with SKIP LOCKED, signed POST, batched outcome writes) until every delivery is recorded.
// 3. Latency: events written at a steady rate (half the measured capacity) for a few seconds;
//    event-to-first-attempt p50/p99 from the attempt log.
// Receivers run in a child process (the other core). PostgreSQL when reachable (BENCH_DB=pglite
// forces the embedded database).
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { postgresReachable } from './support.js';
import { startTestServer } from '../test/helpers/server.js';
import type { WebhooksSubgraph } from '../subgraphs/webhooks/index.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const ENDPOINTS = 5;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const LATENCY_SECONDS = Number(process.env.BENCH_LATENCY_SECONDS ?? 8);

const RECEIVERS_SRC = `
import http from 'node:http';
const ports = [];
for (let i = 0; i < ${ENDPOINTS}; i++) {
  const s = http.createServer((req, res) => { req.resume(); req.on('end', () => { res.writeHead(200, {'content-type': 'text/plain'}); res.end('ok'); }); });
  s.keepAliveTimeout = 60000;
  await new Promise((r) => s.listen(0, '127.0.0.1', r));
  ports.push(s.address().port);
}
process.stdout.write(JSON.stringify(ports) + '\\n');
`;

async function startReceivers(): Promise<{ urls: string[]; stop(): void }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', RECEIVERS_SRC], { stdio: ['ignore', 'pipe', 'inherit'] });
  const ports = await new Promise<number[]>((resolve) => child.stdout!.once('data', (d: Buffer) => resolve(JSON.parse(d.toString()))));
  return { urls: ports.map((p) => `http://127.0.0.1:${p}/hook`), stop: () => child.kill('SIGTERM') };
}


const sampleData = (i: number) => ({
  visitor_id: '6f1c1f57-3e1b-4c59-9d8e-0f5a1b2c3d4e',
  company: { domain: `acme${i}.com`, domain_canonical: `acme${i}.com`, name: `Acme ${i}`, intent_score: 70, classification: 'lead', firmographics: { employees: 120 } },
  person: { email: `ana${i}@acme${i}.com`, name: 'Ana', title: 'CTO' },
  resolution: { source: 'email_capture', confidence: 0.9 },
  identified_at: new Date().toISOString(),
});

/** The floor: sign and POST with the same concurrency, nothing persisted. */
async function plainLoop(urls: string[], total: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const secret = 'whsec_benchmarkbenchmarkbenchmarkbenchmark1234';
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const i = next++;
        const body = JSON.stringify({ id: crypto.randomUUID(), type: 'signal.visitor_identified', created: 0, data: sampleData(i) });
        const t = Math.floor(Date.now() / 1000);
        const sig = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
        await new Promise<void>((resolve, reject) => {
          const req = http.request(urls[i % urls.length]!, {
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json', 'x-signal-signature': `t=${t},v1=${sig}`, 'content-length': Buffer.byteLength(body) },
          }, (res) => {
            res.resume();
            res.on('end', () => resolve());
          });
          req.on('error', reject);
          req.end(body);
        });
      }
    }),
  );
  const s = (performance.now() - t0) / 1000;
  agent.destroy();
  return total / s;
}

async function main() {
  const dbKind = process.env.BENCH_DB ?? ((await postgresReachable(process.env.TEST_DATABASE_URL)) ? 'postgres' : 'pglite');
  process.env.TEST_DB = dbKind === 'postgres' ? 'postgres' : '';
  const receivers = await startReceivers();
  const server = await startTestServer({
    env: { SIGNAL_WEBHOOK_WORKER: '0', SIGNAL_WEBHOOK_CONCURRENCY: String(CONCURRENCY), LOG_LEVEL: 'warn' },
  });
  const webhooks = server.roles.find((r) => r.name === 'webhooks') as WebhooksSubgraph;
  const { prisma } = server.rt.db;
  try {
    const ws = (await server.admin('POST', '/workspaces', { name: 'bench', plan: 'enterprise' })).body.workspace.id as string;
    for (const url of receivers.urls) await server.admin('POST', `/workspaces/${ws}/webhooks`, { url });
    const deliveries = EVENTS * ENDPOINTS;
    console.log(`webhooks bench: ${EVENTS} events × ${ENDPOINTS} endpoints = ${deliveries} deliveries, concurrency ${CONCURRENCY}, database ${server.rt.db.kind}`);

    const plain = await plainLoop(receivers.urls, deliveries);
    console.log(`  plain signed-POST loop (no persistence): ${plain.toFixed(0)} deliveries/s`);

    for (let i = 0; i < EVENTS; i += 1000)
      await prisma.outboxEvent.createMany({
        data: Array.from({ length: Math.min(1000, EVENTS - i) }, (_, j) => ({ workspace_id: ws, type: 'signal.visitor_identified', data: sampleData(i + j) })),
      });
    const t0 = performance.now();
    webhooks.worker.start();
    const count = () => prisma.webhookDelivery.count({ where: { status: 'succeeded' } });
    while ((await count()) < deliveries) await new Promise((r) => setTimeout(r, 100));
    const rate = deliveries / ((performance.now() - t0) / 1000);
    console.log(`  signal worker (outbox → fan-out → signed POST → recorded): ${rate.toFixed(0)} deliveries/s`);
    console.log(`  ratio worker / plain loop: ${(rate / plain).toFixed(2)}× (target ≥ 0.5×)`);

    // latency under a steady arrival rate at half the measured capacity, in batches every 100 ms
    const perBatch = Math.max(1, Math.floor((rate * 0.5) / ENDPOINTS / 10));
    const latencyStart = new Date();
    for (let tick = 0; tick < LATENCY_SECONDS * 10; tick++) {
      const at = performance.now();
      await prisma.outboxEvent.createMany({
        data: Array.from({ length: perBatch }, (_, j) => ({ workspace_id: ws, type: 'signal.visitor_identified', data: sampleData(j), created_at: new Date() })),
      });
      await new Promise((r) => setTimeout(r, Math.max(0, 100 - (performance.now() - at))));
    }
    const expected = deliveries + perBatch * LATENCY_SECONDS * 10 * ENDPOINTS;
    while ((await count()) < expected) await new Promise((r) => setTimeout(r, 100));
    const [lat] = await prisma.$queryRawUnsafe<Array<{ p50: number; p99: number; max: number; n: number }>>(
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50, percentile_cont(0.99) WITHIN GROUP (ORDER BY ms) AS p99,
              max(ms) AS max, count(*)::int AS n
       FROM (SELECT EXTRACT(EPOCH FROM (a.started_at - ev.created_at)) * 1000 AS ms
             FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id JOIN outbox_events ev ON ev.id = d.event_id
             WHERE a.attempt_number = 1 AND ev.created_at >= $1::timestamptz) t`,
      latencyStart,
    );
    console.log(
      `  event-to-first-attempt at ${perBatch * 10} events/s (${perBatch * 10 * ENDPOINTS} deliveries/s): ` +
        `p50 ${Number(lat!.p50).toFixed(0)} ms, p99 ${Number(lat!.p99).toFixed(0)} ms, max ${Number(lat!.max).toFixed(0)} ms over ${lat!.n} deliveries (target p99 < 1000 ms)`,
    );
  } finally {
    await webhooks.worker.stop();
    await server.stop();
    receivers.stop();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
