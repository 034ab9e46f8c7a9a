// npm run eval:copilot — starts the real service on loopback (embedded PGlite, or PostgreSQL with
// TEST_DB=postgres), builds and configures the demo workspace (demo.ts), asks every checked-in
// question over HTTP and prints the figures for the main and the held-out set; exits 1 below target.
import 'reflect-metadata';
import { prepareDemo, startEvalServer } from './demo.js';
import { runSets } from './run.js';

const t0 = Date.now();
const svc = await startEvalServer();
try {
  const target = await prepareDemo(svc);
  const setupS = (Date.now() - t0) / 1000;
  const r = target.refs;
  console.log(`demo workspace entities the questions name: lead ${r.lead.domain}, customer ${r.customer.domain} (${r.customer.name}), competitor ${r.competitor.domain} (${r.competitor.name}), excluded ${r.excluded.domain}, person ${r.person.email}, consumer ${r.consumer.email}, recommendation ${r.rec.domain}, ambiguous name "${r.ambiguous}"\n`);
  const { reports, ok } = await runSets(target);
  for (const r of reports) {
    console.log(r.text);
    if (r.report.failures.length) {
      console.log(`\n  ${r.report.failures.length} misses:`);
      for (const f of r.report.failures) console.log(`  - "${f.q}"\n      expected ${f.expected}\n      got      ${f.got}`);
    }
    console.log('');
  }
  console.log(`service + demo workspace ready in ${setupS.toFixed(1)} s, whole run ${((Date.now() - t0) / 1000).toFixed(1)} s (${svc.rt.db.kind})`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await svc.stop();
}
