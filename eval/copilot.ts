// npm run eval:copilot — runs the checked-in evaluation against the fixture workspace on a fresh
// embedded database (or DATABASE_URL's PostgreSQL) and prints the figures; exits 1 below target.
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRuntime } from '../core/runtime.js';
import { ManualClock } from '../core/clock.js';
import { createDefaultPlanner } from '../subgraphs/copilot/planner/index.js';
import { seedFixture, EVAL_NOW } from './fixture.js';
import { formatReport, meetsTargets, runEvaluation } from './evaluate.js';

const dataDir = mkdtempSync(join(tmpdir(), 'signal-eval-'));
const rt = await createRuntime({ clock: new ManualClock(EVAL_NOW), env: { ...process.env, SIGNAL_DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });
try {
  const fixture = await seedFixture(rt);
  const report = await runEvaluation(rt, fixture, createDefaultPlanner(rt));
  console.log(formatReport(report));
  if (report.failures.length) {
    console.log(`\n${report.failures.length} misses:`);
    for (const f of report.failures) console.log(`  - "${f.q}"\n      expected ${f.expected}\n      got      ${f.got}`);
  }
  process.exitCode = meetsTargets(report) ? 0 : 1;
} finally {
  await rt.db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
