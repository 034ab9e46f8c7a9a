// npm run bench:copilot — latency of POST /agent-api/signal/copilot/ask for typical questions
// (deterministic planner, tools, numeric guard, whole HTTP chain) against the equivalent read-API
// request (GET /signal-api/v1/accounts) in the same run, on the evaluation's fixture workspace.
// Sequential requests on loopback, alternating the two so both share the machine's noise.
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../core/config.js';
import { startService } from '../server/start.js';
import { createApiKeyService } from '../subgraphs/accounts/keys/apiKey.service.js';
import { seedFixture } from '../eval/fixture.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12); // × questions; stays under the 300/min workspace rate limit
const QUESTIONS: [string, string][] = [
  ['show me the top 5 accounts', '/signal-api/v1/accounts?page_size=5'],
  ['which competitors were on the site?', '/signal-api/v1/accounts?classification=competitor'],
  ['visitors with intent above 70', '/signal-api/v1/visitors?min_intent=70'],
  ['where does our traffic come from', '/signal-api/v1/attribution?days=30'],
  ['what should I do next', '/signal-api/v1/recommendations'],
];

const dataDir = mkdtempSync(join(tmpdir(), 'signal-bench-copilot-'));
const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SIGNAL_DATA_DIR: dataDir, SIGNAL_DEMO: '0', SIGNAL_JOBS: '0' });
const svc = await startService({ config });
try {
  const fixture = await seedFixture(svc.rt, { name: 'Bench Co' });
  const key = await createApiKeyService(svc.rt).create(fixture.workspaceId, { name: 'bench', scopes: ['read'] });
  const jwt = await svc.rt.devIssuer!.sign({ sub: fixture.ownerUserId, wid: fixture.workspaceId, role: 'owner' });

  const time = async (f: () => Promise<Response>): Promise<number> => {
    const t0 = performance.now();
    const res = await f();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${res.url} answered ${res.status}`);
    return performance.now() - t0;
  };
  const ask = (q: string) =>
    fetch(`${svc.url}/agent-api/signal/copilot/ask`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({ question: q }),
    });
  const read = (path: string) => fetch(`${svc.url}${path}`, { headers: { authorization: `Bearer ${key.plaintext}` } });

  // warm-up: compile paths, fill caches
  for (const [q, p] of QUESTIONS) {
    await time(() => ask(q));
    await time(() => read(p));
  }
  const asks: number[] = [];
  const reads: number[] = [];
  const t0 = Date.now();
  for (let r = 0; r < ROUNDS; r++)
    for (const [q, p] of QUESTIONS) {
      asks.push(await time(() => ask(q)));
      reads.push(await time(() => read(p)));
    }
  const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
  const row = (name: string, xs: number[]) => `  ${name.padEnd(34)} p50 ${pct(xs, 0.5).toFixed(1).padStart(7)} ms   p95 ${pct(xs, 0.95).toFixed(1).padStart(7)} ms   (n=${xs.length})`;
  console.log(`copilot /ask vs read API, ${svc.rt.db.kind}, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  console.log(row('POST /copilot/ask (typical)', asks));
  console.log(row('GET read API (equivalent)', reads));
  console.log(`  ratio /ask ÷ read API: p50 ${(pct(asks, 0.5) / pct(reads, 0.5)).toFixed(1)}×, p95 ${(pct(asks, 0.95) / pct(reads, 0.95)).toFixed(1)}×`);
} finally {
  await svc.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(process.exitCode ?? 0);
}
