// The scale-out topology on PostgreSQL + Redis (CI runs this file on PostgreSQL only): 2 gateways,
// each subgraph alone (accounts, copilot, webhooks), 2 collectors, 3 workers, as real processes
// (`server/main.ts --role ...`). Traffic through both gateways and both collectors while outbox
// events keep arriving; one process of each role is killed with SIGKILL mid-run and restarted.
// Then: 0 acknowledged hits lost, 0 webhook events missing, 0 scheduled runs done twice, and the
// rate limit is one budget across both gateways (Redis).
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../helpers/db.js';
import { startReceiver, type Receiver } from '../../helpers/webhooks/receiver.js';
import { CHROME } from '../../helpers/identification.js';
import { OPERATOR_TOKEN_FILE } from '../../../admin/operator-token.js';

const onPostgres = testDbKind() === 'postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SITE_KEY = `site_topo${randomBytes(4).toString('hex')}`;
// per workspace per hour: the readers stop short of it (a loaded machine restarts slowly: 100 s of reads
// is ~660 requests), and the rate check spends it all on a second workspace
const RATE_POINTS = 1000;
/** each scheduled job's slot in seconds (subgraphs/accounts/jobs/scheduledJobs.ts with this test's config) */
const SLOT_SECONDS: Record<string, number> = { score: 3600, recommendations: 3600, stores: 3600, attribution: 86_400 };
// below the kernel's ephemeral range (32768-60999 here), where outgoing connections take their ports
const BASE = 20000 + Math.floor(Math.random() * 12000);

interface Proc {
  name: string;
  role: string;
  port: number;
  child?: ChildProcess;
  out: string;
}

const procs: Proc[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function spawnProc(p: Proc, env: Record<string, string>): void {
  p.out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--role', p.role], {
    env: { ...process.env, ...env, PORT: String(p.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (p.out = (p.out + d).slice(-20_000)));
  child.stderr!.on('data', (d) => (p.out = (p.out + d).slice(-20_000)));
  p.child = child;
}

async function ready(p: Proc, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (p.child?.exitCode !== null && p.child?.exitCode !== undefined) throw new Error(`${p.name} exited:\n${p.out}`);
    const ok = await fetch(`http://127.0.0.1:${p.port}/readyz`).then((r) => r.status === 200, () => false);
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${p.name} did not become ready:\n${p.out}`);
}

const exited = (c: ChildProcess) => new Promise<void>((r) => (c.exitCode !== null || c.signalCode !== null ? r() : c.once('exit', () => r())));

afterAll(async () => {
  for (const p of procs) if (p.child && p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
});

describe.skipIf(!onPostgres)('topology: every role in its own process', () => {
  it('loses no acknowledged hit and no webhook event, runs no slot twice and shares the rate limit, through a SIGKILL of each role', async () => {
    const t: TestDatabase = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'signal-topo-'));
    let receiver: Receiver | undefined;
    try {
      await t.db.prisma.workspace.create({ data: { name: 'Topology', site_key: SITE_KEY, plan: 'pro' } });
      const wsId = (await t.db.prisma.workspace.findFirstOrThrow({ where: { site_key: SITE_KEY } })).id;
      receiver = await startReceiver();

      const port = (i: number) => BASE + i;
      const mk = (name: string, role: string, i: number): Proc => {
        const p = { name, role, port: port(i), out: '' };
        procs.push(p);
        return p;
      };
      const gw1 = mk('gateway-1', 'gateway', 0);
      const gw2 = mk('gateway-2', 'gateway', 1);
      const acc = mk('accounts', 'accounts', 2);
      const cop = mk('copilot', 'copilot', 3);
      const whk = mk('webhooks', 'webhooks', 4);
      const col1 = mk('collector-1', 'collector', 5);
      const col2 = mk('collector-2', 'collector', 6);
      const wk = [mk('worker-1', 'worker', 7), mk('worker-2', 'worker', 8), mk('worker-3', 'worker', 9)];
      const env: Record<string, string> = {
        DATABASE_URL: t.url!,
        REDIS_URL,
        SIGNAL_DATA_DIR: dataDir,
        SIGNAL_SECRET_KEY: randomBytes(32).toString('hex'),
        SIGNAL_INTERNAL_SECRET: randomBytes(32).toString('hex'),
        SIGNAL_PUBLIC_URL: `http://127.0.0.1:${gw1.port}`, // one token issuer for both gateways
        SIGNAL_SUBGRAPH_ACCOUNTS_URL: `http://127.0.0.1:${acc.port}/graphql`,
        SIGNAL_SUBGRAPH_COPILOT_URL: `http://127.0.0.1:${cop.port}/graphql`,
        SIGNAL_SUBGRAPH_WEBHOOKS_URL: `http://127.0.0.1:${whk.port}/graphql`,
        SIGNAL_WEBHOOK_ALLOW_PRIVATE: '1',
        SIGNAL_IDENTIFY_INTERVAL_SECONDS: '1',
        RATE_LIMIT_POINTS: String(RATE_POINTS),
        RATE_LIMIT_WINDOW_SECONDS: '3600',
        SIGNAL_DEMO: '0',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      };
      // the first process writes the development issuer's keys into the shared data dir
      spawnProc(gw1, env);
      await ready(gw1);
      for (const p of procs.slice(1)) spawnProc(p, env);
      await Promise.all(procs.map((p) => ready(p)));

      // credentials through the operator API of gateway 1
      const operator = readFileSync(join(dataDir, OPERATOR_TOKEN_FILE), 'utf8').trim();
      const admin = async (path: string, body: unknown) => {
        const r = await fetch(`http://127.0.0.1:${gw1.port}/admin/v1${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${operator}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(r.status, await r.clone().text()).toBe(201);
        return (await r.json()) as any;
      };
      const keys: string[] = [];
      for (let i = 0; i < 2; i++) keys.push((await admin(`/workspaces/${wsId}/keys`, { name: `k${i}`, scopes: ['read'] })).key.plaintext);
      // the rate limit is per workspace: a second one, read only at the end
      const other = (await admin('/workspaces', { name: `topology-rate-${SITE_KEY}`, plan: 'pro', trial_days: 0 })).workspace.id;
      const rateKey = (await admin(`/workspaces/${other}/keys`, { name: 'rate', scopes: ['read'] })).key.plaintext as string;
      await admin(`/workspaces/${wsId}/webhooks`, { url: `${receiver.url}/hook` });

      // traffic: hits to both collectors, reads through both gateways, outbox events from "elsewhere"
      let running = true;
      const acked: string[] = [];
      const ackedAt: { collector: string; at: number }[] = [];
      const hitSender = (p: Proc, s: number) => async () => {
        for (let i = 0; running; i++) {
          const v = `${p.name}-${s}-${i}`;
          const status = await fetch(`http://127.0.0.1:${p.port}/collect?k=${SITE_KEY}`, {
            method: 'POST',
            headers: { 'content-type': 'text/plain', 'user-agent': CHROME },
            body: JSON.stringify({ v, u: 'https://topology.example/' }),
            signal: AbortSignal.timeout(10_000),
          }).then((r) => r.status, () => 0);
          if (status === 202) {
            acked.push(v);
            ackedAt.push({ collector: p.name, at: Date.now() });
          }
          else await sleep(50);
        }
      };
      const reads: { gateway: string; status: number; at: number }[] = [];
      const reader = (p: Proc, key: string) => async () => {
        while (running && reads.filter((r) => r.status !== 0).length < RATE_POINTS - 10) {
          const status = await fetch(`http://127.0.0.1:${p.port}/signal-api/v1/accounts?page_size=10`, {
            headers: { authorization: `Bearer ${key}` },
            signal: AbortSignal.timeout(10_000),
          }).then((r) => r.status, () => 0);
          reads.push({ gateway: p.name, status, at: Date.now() });
          await sleep(300);
        }
      };
      const events: string[] = [];
      const writer = async () => {
        while (running) {
          const ids = Array.from({ length: 5 }, () => randomUUID());
          await t.db.sql.execute(
            `INSERT INTO outbox_events (id, workspace_id, type, data) SELECT id, $2, 'signal.visitor_identified', '{}'::jsonb FROM unnest($1::uuid[]) AS id`,
            [ids, wsId],
          );
          events.push(...ids);
          await sleep(200);
        }
      };
      const traffic = [
        ...[col1, col2].flatMap((p) => [0, 1, 2, 3].map((s) => hitSender(p, s)())),
        reader(gw1, keys[0]!)(),
        reader(gw2, keys[1]!)(),
        writer(),
      ];

      // mid-run, SIGKILL one process of each role and restart it on the same port: first a gateway, a
      // collector and a worker (their twins carry the traffic meanwhile), then every subgraph
      const killAndRestart = async (victims: Proc[]) => {
        for (const v of victims) v.child!.kill('SIGKILL');
        const from = Date.now();
        await Promise.all(victims.map((v) => exited(v.child!)));
        await sleep(1_000);
        for (const v of victims) spawnProc(v, env);
        await Promise.all(victims.map((v) => ready(v)));
        return { from, to: Date.now() };
      };
      await sleep(5_000);
      const twinsDown = await killAndRestart([gw1, col1, wk[0]!]);
      await sleep(3_000);
      const subgraphsDown = await killAndRestart([acc, cop, whk]);
      await sleep(5_000);
      running = false;
      await Promise.all(traffic);

      // a key revoked through gateway 1 is refused by gateway 2 on its very next request: gateway 2
      // has read with it all along, so it knows the key and checks it in the read's own round trip
      const readWith = (gw: Proc, key: string) =>
        fetch(`http://127.0.0.1:${gw.port}/signal-api/v1/accounts?page_size=1`, { headers: { authorization: `Bearer ${key}` } }).then((r) => r.status);
      expect(await readWith(gw2, keys[1]!)).toBe(200);
      const revoke = await fetch(`http://127.0.0.1:${gw1.port}/admin/v1/workspaces/${wsId}/keys/revoke`, {
        method: 'POST',
        headers: { authorization: `Bearer ${operator}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'k1' }),
      });
      expect(revoke.ok, await revoke.clone().text()).toBe(true);
      expect(await readWith(gw2, keys[1]!)).toBe(401);
      expect(await readWith(gw1, keys[1]!)).toBe(401);

      // the rate limit: one workspace, one budget, whichever gateway answers
      const statuses: number[] = [];
      for (let i = 0; i < RATE_POINTS + 20; i++) {
        const gw = i % 2 ? gw2 : gw1;
        statuses.push(
          (await fetch(`http://127.0.0.1:${gw.port}/signal-api/v1/accounts?page_size=1`, { headers: { authorization: `Bearer ${rateKey}` } })).status,
        );
      }

      // drain: every event delivered (at least once), then stop everything cleanly
      const deadline = Date.now() + 90_000;
      const delivered = () => new Set(receiver!.received.map((r) => JSON.parse(r.raw.toString()).id as string));
      while (events.some((e) => !delivered().has(e)) && Date.now() < deadline) await sleep(250);
      await Promise.all(
        procs.map(async (p) => {
          p.child!.kill('SIGTERM');
          await exited(p.child!);
        }),
      );

      const stored = new Set((await t.db.sql.query<{ v: string }>(`SELECT payload->>'v' AS v FROM raw_events`)).map((r) => r.v));
      const lostHits = acked.filter((v) => !stored.has(v));
      const got = delivered();
      const missing = events.filter((e) => !got.has(e));
      const runs = await t.db.sql.query<{ job: string; workspace_id: string | null; started_at: Date; finished_at: Date }>(
        `SELECT job, workspace_id, started_at, finished_at FROM job_runs WHERE status = 'succeeded' ORDER BY started_at`,
      );
      const slots = await t.db.sql.query<{ name: string; n: number }>(
        `SELECT name, count(*)::int AS n FROM pgboss.job WHERE singleton_on IS NOT NULL GROUP BY name, singleton_on HAVING count(*) > 1`,
      );
      const during = (w: { from: number; to: number }, at: number) => at >= w.from && at <= w.to;
      const gw2WhileGw1Down = reads.filter((r) => r.gateway === 'gateway-2' && r.status === 200 && during(twinsDown, r.at)).length;
      const col2WhileCol1Down = ackedAt.filter((a) => a.collector === 'collector-2' && during(twinsDown, a.at)).length;
      const whileSubgraphsDown = reads.filter((r) => during(subgraphsDown, r.at) && r.gateway === 'gateway-2').map((r) => r.status);
      // identify: one run at a time across the three workers; hourly/daily jobs: once in this run
      const identify = runs.filter((r) => r.job === 'identify');
      const overlaps = identify.filter((r, i) => i > 0 && r.started_at < identify[i - 1]!.finished_at).length;
      const perWorkspace = new Map<string, number>();
      // sync and alerts run every identify interval too (SCHEDULED_JOBS); pg-boss's slot check above covers them
      const everyInterval = new Set(['identify', 'sync', 'alerts']);
      // once per slot (epoch-aligned, scheduledJobs.ts): a run that crosses an hour boundary runs the hourly jobs once in each hour
      const slotOf = (r: { job: string; started_at: Date }) => Math.floor(r.started_at.getTime() / 1000 / (SLOT_SECONDS[r.job] ?? 3600));
      for (const r of runs.filter((r) => !everyInterval.has(r.job))) {
        const k = `${r.job}:${r.workspace_id}`;
        perWorkspace.set(`${k}:${slotOf(r)}`, (perWorkspace.get(`${k}:${slotOf(r)}`) ?? 0) + 1);
      }
      const twice = [...perWorkspace].filter(([, n]) => n > 1);
      const byGateway = (name: string) => reads.filter((r) => r.gateway === name);
      console.log(
        `topology: ${acked.length} hits acknowledged, ${lostHits.length} lost; ${events.length} events, ${missing.length} missing, ` +
          `${receiver.received.length} deliveries; ${identify.length} identify runs (${overlaps} overlapping), ${perWorkspace.size} hourly/daily runs, ` +
          `${twice.length} run twice; reads gateway-1 ${byGateway('gateway-1').filter((r) => r.status === 200).length}/${byGateway('gateway-1').length} ok, ` +
          `gateway-2 ${byGateway('gateway-2').filter((r) => r.status === 200).length}/${byGateway('gateway-2').length} ok ` +
          `(statuses ${JSON.stringify(Object.fromEntries([...new Set(reads.map((r) => r.status))].map((st) => [st, reads.filter((r) => r.status === st).length])))}); ` +
          `rate limit ${statuses.filter((s) => s === 200).length}x200 ${statuses.filter((s) => s === 429).length}x429; ` +
          `gateway-1/collector-1/worker-1 down ${twinsDown.to - twinsDown.from} ms: gateway-2 ${gw2WhileGw1Down} reads ok, collector-2 ${col2WhileCol1Down} hits acked; ` +
          `subgraphs down ${subgraphsDown.to - subgraphsDown.from} ms: gateway-2 answered ${JSON.stringify(whileSubgraphsDown.reduce<Record<number, number>>((m, st) => ({ ...m, [st]: (m[st] ?? 0) + 1 }), {}))}`,
      );
      expect(lostHits).toEqual([]);
      expect(acked.length).toBeGreaterThan(100);
      expect(missing).toEqual([]);
      expect(slots).toEqual([]);
      expect(overlaps).toBe(0);
      expect(twice).toEqual([]);
      expect(identify.length).toBeGreaterThanOrEqual(2);
      expect(['score', 'recommendations', 'attribution'].every((j) => [...perWorkspace.keys()].some((k) => k.startsWith(`${j}:${wsId}:`)))).toBe(true);
      // the twins carried the traffic while one of each was down; a missing subgraph is a 503, never a 500
      expect(gw2WhileGw1Down).toBeGreaterThan(0);
      expect(col2WhileCol1Down).toBeGreaterThan(0);
      expect(reads.filter((r) => r.status !== 200 && r.status !== 503 && r.status !== 0)).toEqual([]);
      expect(reads.filter((r) => r.status === 0 && r.gateway === 'gateway-2')).toEqual([]); // never killed, never refused
      expect(identify.some((r) => r.started_at.getTime() > subgraphsDown.to)).toBe(true); // jobs kept running after the kills
      expect(byGateway('gateway-2').at(-1)?.status).toBe(200);
      expect(byGateway('gateway-1').at(-1)?.status).toBe(200);
      expect(statuses.filter((s) => s === 200).length).toBe(RATE_POINTS);
      expect(statuses.filter((s) => s === 429).length).toBe(20);
    } finally {
      await receiver?.close();
      await t.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
