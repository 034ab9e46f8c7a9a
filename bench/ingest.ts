// npm run bench:ingest: (1) collector hits/s against a bare node:http 204 server, both in child
// processes on loopback, driven by the same keep-alive load generator in this process. The bare
// server is measured right before each collector phase (machine load drifts), and each server's
// CPU time per request is printed too: unlike req/s it barely moves with the load of other processes.
// (2) identification throughput (visits/s) on BENCH_VISITS raw events (default 1,000,000) seeded
// straight into raw_events, on the local PostgreSQL when reachable (PGlite otherwise, 100k), through
// runIdentify (batches, then the run's one scoring pass), with a progress line every 100k events.
// Bounded: each load phase runs BENCH_SECONDS (default 10); identification stops taking batches at
// BENCH_IDENTIFY_SECONDS (default 900) and reports how many events it processed.
import 'reflect-metadata'; // type-graphql decorators load with the service, as in server/main.ts
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresReachable } from './support.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const IDENTIFY_SECONDS = Number(process.env.BENCH_IDENTIFY_SECONDS ?? 900); // a bound, not a target: 1M normally finishes well inside it
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

// ── child roles ───────────────────────────────────────────────────────────────────────────
if (process.argv[2] === '--bare') {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(204);
      res.end();
    });
  });
  server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}/collect` })));
  reportCpu();
} else if (process.argv[2] === '--collector') {
  const { loadConfig } = await import('../core/config.js');
  const { startService } = await import('../server/start.js');
  const { createWorkspaceService } = await import('../subgraphs/accounts/workspaces/workspace.service.js');
  const dir = process.argv[3]!;
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SIGNAL_DATA_DIR: dir, SIGNAL_DEMO: '0', SIGNAL_JOBS: '0', NODE_ENV: 'test', DATABASE_URL: process.argv[4] || undefined });
  const svc = await startService({ config });
  const ws = await createWorkspaceService(svc.rt).create({ name: `bench-${process.pid}` }); // a second collector shares the database
  console.log(JSON.stringify({ url: `${svc.url}/collect?k=${ws.site_key}`, kind: svc.rt.db.kind }));
  reportCpu();
} else await main();

/** child side: answers 'cpu' with this process's CPU time so far (µs) */
function reportCpu(): void {
  process.on('message', () => {
    const c = process.cpuUsage();
    process.send!(c.user + c.system);
  });
}

// ── load generator ────────────────────────────────────────────────────────────────────────
function startChild(args: string[]): Promise<{ child: ChildProcess; info: { url: string; kind?: string } }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...args], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    let buf = '';
    child.stdout!.on('data', (d) => {
      buf += d;
      const line = buf.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ child, info: JSON.parse(line) });
    });
    child.once('exit', (code) => reject(new Error(`child exited ${code}`)));
  });
}

function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise<number>((resolve) => {
    child.once('message', (m) => resolve(Number(m)));
    child.send('cpu');
  });
}

/** load plus the server's CPU time per answered request (µs) */
async function measure(child: ChildProcess, url: string, seconds: number) {
  const cpu0 = await cpuOf(child);
  const r = await load(url, seconds);
  const cpu = (await cpuOf(child)) - cpu0;
  return { ...r, cpuPerReq: r.ok > 0 ? cpu / r.ok : NaN };
}

/** CONCURRENCY keep-alive clients for `seconds`, spread evenly over the urls (one per server process) */
async function load(url: string | string[], seconds: number): Promise<{ rps: number; ok: number; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const targets = (Array.isArray(url) ? url : [url]).map((u) => new URL(u));
  let ok = 0;
  let errors = 0;
  let n = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = (target: URL) =>
    new Promise<void>((resolve) => {
      const body = JSON.stringify({ t: 'pageview', v: `bench-visitor-${n++ % 5000}`, u: 'https://shop.example.test/pricing?utm_source=google&utm_medium=cpc', r: null, ti: 'Pricing' });
      const req = http.request(
        { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method: 'POST', headers: { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body), 'user-agent': CHROME, 'x-forwarded-for': '73.15.2.1' } },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 202 || res.statusCode === 204) ok++;
            else errors++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async (_, i) => {
    const target = targets[i % targets.length]!;
    while (performance.now() < deadline) await one(target);
  }));
  agent.destroy();
  return { rps: ok / ((performance.now() - t0) / 1000), ok, errors };
}


async function collectorBench(): Promise<void> {
  const warm = Math.min(2, SECONDS);
  const bare = await startChild(['--bare']);
  await load(bare.info.url, warm);
  const dir = mkdtempSync(join(tmpdir(), 'bench-ingest-'));
  try {
    for (const db of ['pglite', ...((await postgresReachable(PG_URL)) ? ['postgres'] : [])]) {
      const fresh = db === 'postgres' ? await freshDb() : null;
      const svc = await startChild(['--collector', join(dir, db), fresh?.url ?? '']);
      await load(svc.info.url, warm);
      const b = await measure(bare.child, bare.info.url, SECONDS); // adjacent in time: same machine load
      const c = await measure(svc.child, svc.info.url, SECONDS);
      // the same load over two collector processes on the same database (the collector role scaled out)
      const two = db === 'postgres' ? await startChild(['--collector', join(dir, 'postgres-2'), fresh!.url]).catch((e: unknown) => (svc.child.kill('SIGKILL'), Promise.reject(e))) : null;
      if (two) await load(two.info.url, warm);
      const c2 = two ? await load([svc.info.url, two.info.url], SECONDS) : null;
      two?.child.kill('SIGKILL');
      svc.child.kill('SIGKILL');
      await fresh?.drop();
      if (c2)
        console.log(`collector (${db}, 2 processes): ${c2.rps.toFixed(0)} hits/s (${c2.errors} errors) → scaling ${(c2.rps / c.rps).toFixed(2)}× from 1 to 2 processes (2 cores shared with the load generator and PostgreSQL)`);
      console.log(
        `collector (${db}): ${c.rps.toFixed(0)} hits/s (${c.errors} errors) vs bare node:http 204: ${b.rps.toFixed(0)} req/s` +
          ` → ratio ${(c.rps / b.rps).toFixed(2)} (target ≥ 0.60), ${CONCURRENCY} concurrent keep-alive clients, ${SECONDS}s;` +
          ` server CPU per request ${(c.cpuPerReq / 1000).toFixed(2)} ms vs ${(b.cpuPerReq / 1000).toFixed(2)} ms` +
          ` (capacity ratio ${(b.cpuPerReq / c.cpuPerReq).toFixed(2)}${db === 'postgres' ? ', excluding the PostgreSQL server' : ''}); load average ${loadavg()[0]!.toFixed(1)}`,
      );
    }
  } finally {
    bare.child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function freshDb() {
  const { freshPostgresDatabase } = await import('../test/helpers/server.js');
  return freshPostgresDatabase();
}

// ── identification throughput ─────────────────────────────────────────────────────────────
// Each concurrency in BENCH_IDENTIFY_CONCURRENCY (default "1,2": batches at once, each its own
// transaction and connection) runs on a fresh database with the same events; the scaling from the
// first to the last is printed (the worker role's SIGNAL_IDENTIFY_CONCURRENCY, default 2).
async function identifyBench(): Promise<void> {
  const usePg = await postgresReachable(PG_URL);
  const levels = (process.env.BENCH_IDENTIFY_CONCURRENCY ?? (usePg ? '1,2' : '1')).split(',').map(Number);
  const rates: number[] = [];
  for (const c of levels) rates.push(await identifyOnce(usePg, c));
  if (rates.length > 1)
    console.log(`identification scaling: ${levels.map((c, i) => `${c} at once ${rates[i]!.toFixed(0)} visits/s`).join(', ')} → ${(rates.at(-1)! / rates[0]!).toFixed(2)}× from ${levels[0]} to ${levels.at(-1)}`);
}

async function identifyOnce(usePg: boolean, concurrency: number): Promise<number> {
  const visits = Number(process.env.BENCH_VISITS ?? (usePg ? 1_000_000 : 100_000));
  const { openDatabase } = await import('../core/db/index.js');
  const { loadConfig } = await import('../core/config.js');
  const { createLogger } = await import('../core/logger.js');
  const { systemClock } = await import('../core/clock.js');
  const { createIdentifyDeps, runIdentify } = await import('../subgraphs/accounts/jobs/identify/identify.job.js');
  const { importIpRanges } = await import('../subgraphs/accounts/identification/providers/ipTable.provider.js');
  const fresh = usePg ? await freshDb() : null;
  const dir = mkdtempSync(join(tmpdir(), 'bench-identify-'));
  const db = await openDatabase({ url: fresh?.url, dataDir: dir });
  const config = loadConfig({ SIGNAL_DATA_DIR: dir, LOG_LEVEL: 'warn' });
  const ctx = { db, clock: systemClock, logger: createLogger('warn'), config };
  try {
    const ws = await db.prisma.workspace.create({ data: { name: 'bench', plan: 'enterprise', site_key: 'site_bench' } });
    const companies = 2_000;
    await importIpRanges(ctx, Array.from({ length: companies }, (_, i) => ({ cidr: `10.${i >> 8}.${i & 255}.0/24`, company_domain: `company${i}.com` })));
    await db.prisma.intentPage.create({ data: { workspace_id: ws.id, pattern: '/pricing', score_weight: 3 } });
    // seed: 50k visitors, 20 visits each over 30 days; 60% on company networks, 10% identify a
    // business email, 5% crawlers; in id order ≈ time order, like a live stream
    const t0 = performance.now();
    await db.prisma.$executeRawUnsafe(
      `INSERT INTO raw_events (workspace_id, received_at, payload, ip, user_agent)
       SELECT $1::uuid, now() - ((($2 - g)::float8 / $2) * interval '30 days'),
         jsonb_build_object('t', CASE WHEN g % 50 = 7 THEN 'identify' ELSE 'pageview' END,
           'v', 'bv-' || (g % 50000), 'u', 'https://shop.example.test' || (ARRAY['/','/pricing','/product','/blog/a','/docs/x'])[1 + g % 5]
             || CASE WHEN g % 13 = 0 THEN '?utm_source=google&utm_medium=cpc&utm_campaign=c' || (g % 7) ELSE '' END,
           'e', 'p' || (g % 50000) || '@biz' || (g % 50000 % 3000) || '.com'),
         CASE WHEN (g % 50000) % 10 < 6 THEN '10.' || ((g % 50000 % ${companies}) >> 8) || '.' || ((g % 50000 % ${companies}) & 255) || '.9' ELSE '73.15.' || (g % 200) || '.1' END,
         CASE WHEN (g % 50000) % 20 = 3 THEN 'Googlebot/2.1 (+http://www.google.com/bot.html)' ELSE $3 END
       FROM generate_series(1, $2) AS g`,
      ws.id, visits, CHROME,
    );
    console.log(`seeded ${visits} raw events on ${db.kind} in ${((performance.now() - t0) / 1000).toFixed(1)}s`);
    const deps = { ...createIdentifyDeps(ctx), concurrency };
    await deps.asn.ready();
    for (const p of deps.providers) await p.prepare?.();
    const batchSize = Number(process.env.BENCH_BATCH ?? 10_000);
    const t1 = performance.now();
    const deadline = t1 + IDENTIFY_SECONDS * 1000;
    // per-batch progress, to show whether a batch's cost grows with the data already processed
    const marks: Array<{ at: number; events: number }> = [{ at: t1, events: 0 }];
    let batchesDone = 0;
    // BENCH_STATEMENTS=1: where the database time goes, per statement text (the copilot's statement tracing)
    const { recordStatements } = await import('../core/db/index.js');
    const traced = process.env.BENCH_STATEMENTS === '1' ? recordStatements : async <T>(fn: () => Promise<T>) => ({ value: await fn(), statements: [] });
    const { value: s, statements } = await traced(() => runIdentify(deps, {
      batchSize,
      stop: () => performance.now() >= deadline,
      onBatch: (t) => {
        const prev = marks[marks.length - 1]!;
        marks.push({ at: performance.now(), events: t.raw_events });
        batchesDone = t.batches;
        if (Math.floor(t.raw_events / 100_000) > Math.floor(prev.events / 100_000))
          console.log(`  … ${t.raw_events} events in ${((performance.now() - t1) / 1000).toFixed(0)}s`);
      },
    }));
    if (statements.length) {
      const by = new Map<string, { ms: number; n: number; rows: number }>();
      for (const st of statements) {
        const k = st.text.replace(/\s+/g, ' ').slice(0, 110);
        const e = by.get(k) ?? { ms: 0, n: 0, rows: 0 };
        by.set(k, { ms: e.ms + st.durationMs, n: e.n + 1, rows: e.rows + st.rows });
      }
      const total = statements.reduce((t, st) => t + st.durationMs, 0);
      console.log(`  statements: ${statements.length}, ${(total / 1000).toFixed(1)}s in all; the costliest:`);
      for (const [k, e] of [...by].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15))
        console.log(`  ${(e.ms / 1000).toFixed(1).padStart(6)}s ${String(e.n).padStart(5)}× ${String(e.rows).padStart(8)} rows  ${k}`);
    }
    const tBatches = marks[marks.length - 1]!.at;
    const secs = (performance.now() - t1) / 1000;
    const rate = (from: number, to: number) => (marks[to]!.events - marks[from]!.events) / ((marks[to]!.at - marks[from]!.at) / 1000);
    const tenth = Math.max(1, Math.floor(batchesDone / 10));
    console.log(
      `identification (${db.kind}, ${concurrency} batch${concurrency === 1 ? '' : 'es'} at once): ${s.raw_events} of ${visits} raw events in ${secs.toFixed(1)}s → ${(s.raw_events / secs).toFixed(0)} visits/s` +
        ` (batch ${batchSize}; ${s.identified} visitors identified, ${s.events} outbox events)` +
        (s.raw_events < visits ? ` — stopped taking batches at the ${IDENTIFY_SECONDS}s bound` : ''),
    );
    if (batchesDone >= 2)
      console.log(
        `  batches: first ${tenth} at ${rate(0, tenth).toFixed(0)} visits/s, last ${tenth} at ${rate(batchesDone - tenth, batchesDone).toFixed(0)} visits/s;` +
          ` end-of-run scoring of ${s.scored_visitors} visitors and ${s.scored_accounts} accounts took ${((performance.now() - tBatches) / 1000).toFixed(1)}s (included above); load average ${loadavg()[0]!.toFixed(1)}`,
      );
    return s.raw_events / secs;
  } finally {
    await db.close();
    await fresh?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (process.env.BENCH_PART !== 'identify') await collectorBench();
  if (process.env.BENCH_PART !== 'collector') await identifyBench();
  process.exit(0);
}
