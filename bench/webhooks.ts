// npm run bench:webhooks — webhook delivery throughput and latency, loopback only.
//
// 1. Baseline: a plain signed-POST loop (the same envelope, headers and HMAC, a keep-alive agent,
//    the same concurrency as the worker, no database) sending EVENTS × ENDPOINTS requests to the
//    same receivers; run before and after the worker phase (load drifts), the ratio uses the mean.
// 2. Throughput: EVENTS outbox events × ENDPOINTS endpoints through the real worker inside the
//    running service (fan-out, claim with SKIP LOCKED, signed POST through the SSRF-guarded sender,
//    batched outcome writes) until every delivery is recorded as succeeded.
// 3. Latency: events written at a steady rate (half the measured capacity) for a few seconds, the
//    way the pipeline writes them; event-to-first-attempt p50/p99 from the attempt log.
// Receivers run in a child process. Each phase also prints CPU seconds spent by this process, the
// receivers and (on PostgreSQL) the database backends of the bench database: unlike rates, these
// barely move with other processes' load. PostgreSQL when reachable (BENCH_DB=pglite forces the
// embedded database); the database used is printed. BENCH_CPU_PROFILE=<file> writes a V8 CPU
// profile of the worker phase.
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { postgresReachable, procCpu } from './support.js';
import { startTestServer } from '../test/helpers/server.js';
import type { WebhooksSubgraph } from '../subgraphs/webhooks/index.js';
import { envelopeBody } from '../subgraphs/webhooks/delivery/envelope.js';
import { USER_AGENT } from '../subgraphs/webhooks/delivery/schedule.js';
import { loadConfig } from '../core/config.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const ENDPOINTS = 5;
// the worker's default in-flight limit unless told otherwise; the baseline always uses the same
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? loadConfig({}).SIGNAL_WEBHOOK_CONCURRENCY);
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

async function startReceivers(): Promise<{ urls: string[]; pid: number; stop(): void }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', RECEIVERS_SRC], { stdio: ['ignore', 'pipe', 'inherit'] });
  const ports = await new Promise<number[]>((resolve) => child.stdout!.once('data', (d: Buffer) => resolve(JSON.parse(d.toString()))));
  return { urls: ports.map((p) => `http://127.0.0.1:${p}/hook`), pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

const sampleData = (i: number) => ({
  visitor_id: '6f1c1f57-3e1b-4c59-9d8e-0f5a1b2c3d4e',
  company: { domain: `acme${i}.com`, domain_canonical: `acme${i}.com`, name: `Acme ${i}`, intent_score: 70, classification: 'lead', firmographics: { employees: 120 } },
  person: { email: `ana${i}@acme${i}.com`, name: 'Ana', title: 'CTO' },
  resolution: { source: 'email_capture', confidence: 0.9 },
  identified_at: new Date().toISOString(),
});

/**
 * The floor: what the worker's network side does, without the database. Per request: build the
 * envelope, sign it (HMAC-SHA256 over "<t>.<body>"), set the same headers, POST it on a keep-alive
 * agent and read the response; CONCURRENCY requests in flight.
 */
async function plainLoop(urls: string[], total: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const secret = 'whsec_benchmarkbenchmarkbenchmarkbenchmark1234';
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const i = next++;
        const id = crypto.randomUUID();
        const body = envelopeBody({ id, type: 'signal.visitor_identified', created_at: new Date(), dataJson: JSON.stringify(sampleData(i)) });
        const t = Math.floor(Date.now() / 1000);
        const sig = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
        await new Promise<void>((resolve, reject) => {
          const req = http.request(
            urls[i % urls.length]!,
            {
              method: 'POST',
              agent,
              headers: {
                'Content-Type': 'application/json',
                'User-Agent': USER_AGENT,
                'X-Signal-Event': 'signal.visitor_identified',
                'X-Signal-Delivery': crypto.randomUUID(),
                'X-Signal-Timestamp': String(t),
                'X-Signal-Signature': `t=${t},v1=${sig}`,
                'Content-Length': String(Buffer.byteLength(body)),
              },
            },
            (res) => {
              res.resume();
              res.on('end', () => resolve());
            },
          );
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
  const dbPids = async (): Promise<number[]> =>
    server.rt.db.kind !== 'postgres'
      ? []
      : (await prisma.$queryRawUnsafe<Array<{ pid: number }>>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`)).map((r) =>
          Number(r.pid),
        );
  // CPU of this process (service + worker), the receivers and the database backends over a phase
  const cpuMeter = async () => {
    const pids = await dbPids();
    const start = { self: process.cpuUsage(), recv: procCpu(receivers.pid), db: pids.map(procCpu) };
    return async () => {
      const self = process.cpuUsage(start.self);
      const now = await dbPids();
      const db = now.reduce((s, pid) => {
        const i = pids.indexOf(pid);
        return s + procCpu(pid) - (i >= 0 ? start.db[i]! : 0);
      }, 0);
      const parts = [`this process ${((self.user + self.system) / 1e6).toFixed(1)} s`, `receivers ${(procCpu(receivers.pid) - start.recv).toFixed(1)} s`];
      if (server.rt.db.kind === 'postgres') parts.push(`postgres backends ${db.toFixed(1)} s`);
      return `CPU ${parts.join(', ')}`;
    };
  };
  const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
  try {
    const ws = (await server.admin('POST', '/workspaces', { name: 'bench', plan: 'enterprise' })).body.workspace.id as string;
    for (const url of receivers.urls) await server.admin('POST', `/workspaces/${ws}/webhooks`, { url });
    const deliveries = EVENTS * ENDPOINTS;
    console.log(
      `webhooks bench: ${EVENTS} events × ${ENDPOINTS} endpoints = ${deliveries} deliveries, concurrency ${CONCURRENCY} (worker and baseline), ` +
        `database ${server.rt.db.kind}, load average ${load()}`,
    );

    let meter = await cpuMeter();
    const plainBefore = await plainLoop(receivers.urls, deliveries);
    console.log(`  plain signed-POST loop (no persistence), before: ${plainBefore.toFixed(0)} deliveries/s; ${await meter()}`);

    for (let i = 0; i < EVENTS; i += 1000)
      await prisma.outboxEvent.createMany({
        data: Array.from({ length: Math.min(1000, EVENTS - i) }, (_, j) => ({ workspace_id: ws, type: 'signal.visitor_identified', data: sampleData(i + j) })),
      });
    const profile = process.env.BENCH_CPU_PROFILE;
    const session = profile ? new Session() : null;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    meter = await cpuMeter();
    const t0 = performance.now();
    webhooks.worker.start();
    // done when nothing is left in the outbox or pending: a cheap probe (both walk an index), so
    // the polling does not load the database it measures; the count is checked once at the end.
    // (Index walks forced: the tables' statistics are those of the empty tables the run started
    // with, and a sequential scan of the growing tables every 50 ms cost ~4 ms of the database's CPU.)
    const drained = async () =>
      (
        await prisma.$transaction([
          prisma.$executeRawUnsafe(`SET LOCAL enable_seqscan = off`),
          prisma.$queryRawUnsafe<Array<{ busy: boolean }>>(
            `SELECT EXISTS (SELECT 1 FROM outbox_events WHERE fanned_out_at IS NULL)
                 OR EXISTS (SELECT 1 FROM webhook_deliveries WHERE status = 'pending') AS busy`,
          ),
        ])
      )[1][0]!.busy === false;
    const succeeded = async () =>
      Number(
        (await prisma.$queryRawUnsafe<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'succeeded'`))[0]!.n,
      );
    while (!(await drained())) await new Promise((r) => setTimeout(r, 50));
    const rate = deliveries / ((performance.now() - t0) / 1000);
    const cpu = await meter();
    const ok = await succeeded();
    if (ok !== deliveries) throw new Error(`expected ${deliveries} succeeded deliveries, found ${ok}`);
    if (session) {
      const { profile: p } = await session.post('Profiler.stop');
      writeFileSync(profile!, JSON.stringify(p));
      session.disconnect();
    }
    console.log(`  signal worker (outbox → fan-out → signed POST → recorded): ${rate.toFixed(0)} deliveries/s; ${cpu}`);
    // the machine's load drifts: the floor is measured on both sides of the worker phase
    meter = await cpuMeter();
    const plainAfter = await plainLoop(receivers.urls, deliveries);
    console.log(`  plain signed-POST loop (no persistence), after: ${plainAfter.toFixed(0)} deliveries/s; ${await meter()}`);
    const plain = (plainBefore + plainAfter) / 2;
    console.log(`  ratio worker / plain loop (mean of both): ${(rate / plain).toFixed(2)}× (target ≥ 0.6×)`);

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
    while (!(await drained())) await new Promise((r) => setTimeout(r, 100));
    const latencyOk = await succeeded();
    if (latencyOk !== expected) throw new Error(`expected ${expected} succeeded deliveries, found ${latencyOk}`);
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
    if (server.rt.db.kind === 'postgres') await twoProcesses(server, () => prisma.outboxEvent.createMany({
      data: Array.from({ length: EVENTS }, (_, j) => ({ workspace_id: ws, type: 'signal.visitor_identified', data: sampleData(j) })),
    }), drained, rate, deliveries);
    console.log(`  load average at the end: ${load()}`);
  } finally {
    await webhooks.worker.stop();
    await server.stop();
    receivers.stop();
  }
}

/**
 * The worker role scaled out: a second process (`--role worker`, the same database and data dir,
 * so the same secret key) beside this one's worker, the same EVENTS × ENDPOINTS again; both claim
 * with FOR UPDATE SKIP LOCKED. Prints the rate and its scaling from one process to two.
 */
async function twoProcesses(server: Awaited<ReturnType<typeof startTestServer>>, write: () => Promise<unknown>, drained: () => Promise<boolean>, oneRate: number, deliveries: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--role', 'worker'], {
    env: {
      ...process.env,
      DATABASE_URL: server.rt.config.DATABASE_URL,
      SIGNAL_DATA_DIR: server.rt.config.SIGNAL_DATA_DIR,
      SIGNAL_JOBS: '0',
      SIGNAL_DEMO: '0',
      SIGNAL_WEBHOOK_ALLOW_PRIVATE: '1',
      SIGNAL_WEBHOOK_CONCURRENCY: String(CONCURRENCY),
      PORT: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('signal service listening') && resolve());
      child.once('exit', (code) => reject(new Error(`worker process exited ${code}`)));
    });
    await write();
    const t0 = performance.now();
    while (!(await drained())) await new Promise((r) => setTimeout(r, 50));
    const rate = deliveries / ((performance.now() - t0) / 1000);
    console.log(`  two worker processes: ${rate.toFixed(0)} deliveries/s → scaling ${(rate / oneRate).toFixed(2)}× from 1 to 2 processes (2 cores shared with the receivers and PostgreSQL)`);
  } finally {
    // (waited for: the database is dropped next, and a child still connected logs its pool's error)
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
