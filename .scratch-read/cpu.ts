import 'reflect-metadata';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../core/config.js';
import { startService } from '../server/start.js';
import { createWorkspaceService } from '../subgraphs/accounts/workspaces/workspace.service.js';
import { createApiKeyService } from '../subgraphs/accounts/keys/apiKey.service.js';
import { visitorPageSql } from '../subgraphs/accounts/visitors/visitor.repository.js';
const PG = 'postgresql://postgres@127.0.0.1:5432/test';
const name = `prof_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: PG }); await admin.connect(); await admin.query(`CREATE DATABASE ${name}`);
const url = PG.replace('/test', '/' + name);
const svc = await startService({ config: loadConfig({ PORT: '0', DATABASE_URL: url, SIGNAL_DATA_DIR: mkdtempSync(join(tmpdir(), 'p-')), SIGNAL_DEMO: '0', SIGNAL_JOBS: '0', LOG_LEVEL: 'silent', RATE_LIMIT_POINTS: '100000000' }) });
const ws = await createWorkspaceService(svc.rt).create({ name: 'p', plan: 'enterprise', trialDays: 0 });
const key = await createApiKeyService(svc.rt).create(ws.id, { name: 'k', scopes: ['read'] });
const c = new pg.Client({ connectionString: url }); await c.connect();
await c.query(`INSERT INTO accounts (id, workspace_id, company_domain, company_name, intent_score, first_seen_at, last_seen_at, cap_rank) SELECT gen_random_uuid(), $1::uuid, 'c'||i||'.com', 'C '||i, i%101, now(), now(), i FROM generate_series(1,2000) i`, [ws.id]);
await c.query(`INSERT INTO visitors (id, workspace_id, anonymous_id, account_id, email, name, intent_score) SELECT gen_random_uuid(), $1::uuid, 'a'||i, a.id, 'p'||i||'@x.com', 'P', i%101 FROM generate_series(1,5000) i JOIN accounts a ON a.cap_rank = 1 + i % 2000`, [ws.id]);
await c.query('ANALYZE');
const pool = new pg.Pool({ connectionString: url, max: 10 });
const bare = http.createServer(async (req, res) => {
  const q = visitorPageSql({ workspaceId: ws.id, cap: 1_000_000 }, 200, 0);
  const [rows, count] = await Promise.all([pool.query(q.rows.sql, q.rows.params), pool.query(q.count.sql, q.count.params)]);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ visitors: rows.rows.map(({ cap_rank, id, ...r }) => ({ ...r, is_locked: false })), total: count.rows[0].total, page: 1, page_size: 200 }));
});
await new Promise<void>((r) => bare.listen(0, '127.0.0.1', () => r()));
const bareUrl = `http://127.0.0.1:${(bare.address() as any).port}/visitors?page_size=200`;
const agent = new http.Agent({ keepAlive: true });
const get = (u: string, headers = {}) => new Promise<void>((resolve) => http.get(u, { agent, headers }, (res) => { res.resume(); res.on('end', () => resolve()); }));
async function cpu(label: string, u: string, headers = {}, n = 200) {
  for (let i = 0; i < 20; i++) await get(u, headers);
  const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < n; i++) await get(u, headers);
  const d = process.cpuUsage(c0);
  console.log(label.padEnd(10), 'cpu/req', ((d.user + d.system) / 1000 / n).toFixed(2), 'ms  wall/req', ((performance.now() - t0) / n).toFixed(2), 'ms');
}
await cpu('chain', `${svc.url}/signal-api/v1/visitors?page_size=200`, { authorization: 'Bearer ' + key.plaintext });
const { Session } = await import('node:inspector/promises');
const session = new Session(); session.connect(); await session.post('Profiler.enable'); await session.post('Profiler.setSamplingInterval', { interval: 200 }); await session.post('Profiler.start');
await cpu('chainprof', `${svc.url}/signal-api/v1/visitors?page_size=200`, { authorization: 'Bearer ' + key.plaintext });
const { profile } = await session.post('Profiler.stop') as any;
const byId = new Map<number, any>(); for (const nd of profile.nodes) byId.set(nd.id, nd);
const parent = new Map<number, number>(); for (const nd of profile.nodes) for (const ch of nd.children ?? []) parent.set(ch, nd.id);
const dt = profile.timeDeltas as number[]; const selfT = new Map<number, number>();
profile.samples.forEach((s: number, i: number) => selfT.set(s, (selfT.get(s) ?? 0) + (dt[i] ?? 0)));
const incl = new Map<string, number>(); let total = 0;
const label = (nd: any) => `${nd.callFrame.functionName || '(anon)'} ${nd.callFrame.url.replace(/.*node_modules\//, '').replace(/.*\/work\/main\//, '')}:${nd.callFrame.lineNumber}`;
for (const [id, us] of selfT) {
  total += us; const seen = new Set<string>(); let cur: number | undefined = id;
  while (cur !== undefined) { const l = label(byId.get(cur)); if (!seen.has(l)) { seen.add(l); incl.set(l, (incl.get(l) ?? 0) + us); } cur = parent.get(cur); }
}
console.log('total', (total/1000).toFixed(0), 'ms over 200 req');
console.log([...incl].filter(([k]) => !/^\(root\)|processTicksAndRejections|runMicrotasks|emit |listOnTimeout|processTimers/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 60).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(6)}  ${k}`).join('\n'));

agent.destroy(); bare.close(); await pool.end(); await c.end(); await svc.stop(); await admin.query(`DROP DATABASE ${name} WITH (FORCE)`); await admin.end(); process.exit(0);
