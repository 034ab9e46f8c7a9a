// npm run eval:copilot — starts the real service on loopback (embedded PGlite, or PostgreSQL with
// TEST_DB=postgres), builds and configures the demo workspace (demo.ts), asks every checked-in
// question over HTTP and prints the figures for the main and the held-out set (tool grading);
// then grades ANSWERS (eval/answers) on the demo workspace and a second generated one: the blind
// held-out set against its targets, and the tuned sets' answer-graded questions apart.
// Exits 1 when a gated figure is below target. `--answers` runs the answer grading only;
// `--json <file>` also writes every graded answer there.
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { prepareDemo, startEvalServer } from './demo.js';
import { runSets } from './run.js';
import { answerSets, prepareSecond, runAnswerSets } from './answers/index.js';
import { formatAnswerReport } from './answers/report.js';
import { meetsAnswerTargets } from './answers/targets.js';

const answersOnly = process.argv.includes('--answers');
// --only <text>: just the answer sets whose name contains it (e.g. --only held-out)
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
// --except <text>: every answer set but those whose name contains it (e.g. --except "held-out set 3")
const except = process.argv.includes('--except') ? process.argv[process.argv.indexOf('--except') + 1] : undefined;
const t0 = Date.now();
const svc = await startEvalServer();
try {
  const target = await prepareDemo(svc);
  const second = await prepareSecond(svc);
  const setupS = (Date.now() - t0) / 1000;
  const r = target.refs;
  console.log(`demo workspace entities the questions name: lead ${r.lead.domain}, customer ${r.customer.domain} (${r.customer.name}), competitor ${r.competitor.domain} (${r.competitor.name}), excluded ${r.excluded.domain}, person ${r.person.email}, consumer ${r.consumer.email}, recommendation ${r.rec.domain}, ambiguous name "${r.ambiguous}"\n`);
  let ok = true;
  if (!answersOnly) {
    const { reports, ok: toolsOk } = await runSets(target);
    ok &&= toolsOk;
    for (const r of reports) {
      console.log(r.text);
      if (r.report.failures.length) {
        console.log(`\n  ${r.report.failures.length} misses:`);
        for (const f of r.report.failures) console.log(`  - "${f.q}"\n      expected ${f.expected}\n      got      ${f.got}`);
      }
      console.log('');
    }
  }
  const answers = await runAnswerSets(svc, [{ name: 'demo workspace', target }, second], answerSets(only, except));
  for (const a of answers) {
    console.log(formatAnswerReport(a.report, { gated: a.gated }) + '\n');
    if (a.gated) ok &&= meetsAnswerTargets(a.report);
  }
  // every graded answer, for a reader who wants more than the wrong ones: --json <file>
  const json = process.argv[process.argv.indexOf('--json') + 1];
  if (process.argv.includes('--json') && json) writeFileSync(json, JSON.stringify(answers.map((a) => a.report), null, 1));
  console.log('summary (right / declined / wrong):');
  for (const a of answers) console.log(`  ${a.report.set.padEnd(28)} ${a.report.workspace.padEnd(60)} ${a.report.right} / ${a.report.declined} / ${a.report.wrong} of ${a.report.total}`);
  console.log(`service + workspaces ready in ${setupS.toFixed(1)} s, whole run ${((Date.now() - t0) / 1000).toFixed(1)} s (${svc.rt.db.kind})`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await svc.stop();
}
