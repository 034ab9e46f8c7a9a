// Runs every question set against a prepared demo workspace: shared by `npm run eval:copilot` and
// the CI test (test/copilot-eval), so both grade the same way.
import { formatReport, meetsTargets, runEvaluation, SETS, type EvalReport } from './evaluate.js';
import type { EvalTarget } from './demo.js';

export async function runSets(target: EvalTarget): Promise<{ reports: { report: EvalReport; text: string }[]; ok: boolean }> {
  const reports = [];
  for (const set of SETS) {
    const report = await runEvaluation(target, set.cases, { name: set.name });
    reports.push({ report, text: formatReport(report) });
  }
  // every set must have run and scored: an empty run is a failure, not a vacuous pass
  return { reports, ok: reports.length === SETS.length && reports.every((r) => meetsTargets(r.report)) };
}
