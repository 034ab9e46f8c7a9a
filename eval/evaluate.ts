// The copilot evaluation (issue 7): every checked-in question is asked over HTTP, as a user would,
// at POST /agent-api/signal/copilot/ask on the running service and the demo workspace (demo.ts),
// and graded from the response alone:
//   - tool selection and arguments: the calls in pending_confirmation (a change awaiting consent,
//     reads held with it) or else in the trace (what ran);
//   - outcome: which of answer / refusal / clarification is set, for questions that expect one;
//   - numeric guard: a `numeric_guard_truncated` warning, or an answer citing a number the trace
//     lacks (checked again here on the final text);
//   - tool errors: a non-200 status, or a trace entry that failed for any reason but name resolution.
import { isDeepStrictEqual } from 'node:util';
import { randomUUID } from 'node:crypto';
import { numericGuard } from '../subgraphs/copilot/runtime/guard.js';
import type { TraceEntry } from '../subgraphs/copilot/runtime/response.js';
import { CASES, type EvalCase } from './questions.js';
import { HELD_OUT } from './heldout.js';
import { ask, fill, fillDeep, type EvalTarget } from './demo.js';

export const TARGET = 0.9;

interface Metric {
  correct: number;
  total: number;
  rate: number;
}

export interface EvalReport {
  name: string;
  cases: number;
  toolSelection: Metric;
  arguments: Metric;
  outcomes: Metric;
  guardViolations: number;
  toolErrors: number;
  failures: { q: string; expected: string; got: string }[];
  /** /ask latency over the run, ms */
  latency: { p50: number; p95: number };
}

type Got = { kind: 'calls' | 'answer' | 'refusal' | 'clarification' | 'error'; calls: { tool: string; arguments: Record<string, unknown> }[] };

/** What the HTTP response says happened. */
function readResponse(status: number, body: any): Got {
  if (status !== 200 || !body || typeof body !== 'object') return { kind: 'error', calls: [] };
  const pending = body.pending_confirmation?.actions as { tool: string; arguments: Record<string, unknown> }[] | undefined;
  const trace = (body.trace ?? []) as TraceEntry[];
  const calls = (pending ?? trace).map((c) => ({ tool: c.tool, arguments: c.arguments ?? {} }));
  if (pending) return { kind: 'calls', calls };
  if (body.refusal != null) return { kind: 'refusal', calls };
  if (body.clarification != null) return { kind: 'clarification', calls };
  return { kind: calls.length ? 'calls' : 'answer', calls };
}

const describe = (got: Got, body: any): string => {
  const calls = got.calls.map((c) => `${c.tool} ${JSON.stringify(c.arguments)}`).join(' + ');
  const text = String(body?.answer ?? body?.refusal ?? body?.clarification ?? JSON.stringify(body)).slice(0, 90);
  return got.kind === 'calls' ? calls : `${got.kind}: ${text}${calls ? ` [${calls}]` : ''}`;
};

function argsMatch(expected: Record<string, unknown>, got: Record<string, unknown>): boolean {
  return Object.entries(expected).every(([k, v]) => {
    if (k === 'window') return (got.window as { label?: string } | undefined)?.label === (v as { label: string }).label;
    const g = got[k];
    if (typeof v === 'string' && typeof g === 'string') return v.trim().toLowerCase() === g.trim().toLowerCase();
    return isDeepStrictEqual(v, g);
  });
}

const pctl = (xs: number[], p: number) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]! : 0);

/** Asks every case over HTTP and grades the responses. `concurrency` questions are in flight at once. */
export async function runEvaluation(target: EvalTarget, cases: EvalCase[] = CASES, opts: { name?: string; concurrency?: number } = {}): Promise<EvalReport> {
  const report: EvalReport = {
    name: opts.name ?? 'questions',
    cases: cases.length,
    toolSelection: { correct: 0, total: 0, rate: 0 },
    arguments: { correct: 0, total: 0, rate: 0 },
    outcomes: { correct: 0, total: 0, rate: 0 },
    guardViolations: 0,
    toolErrors: 0,
    failures: [],
    latency: { p50: 0, p95: 0 },
  };
  const times: number[] = [];

  async function one(kase: EvalCase): Promise<void> {
    const q = fill(kase.q, target.refs);
    const token = kase.key ? target.copilotKey : target.ownerToken;
    // a follow-up is asked in a thread whose earlier turns are the case's history, asked first
    const thread = kase.history?.length ? randomUUID() : undefined;
    for (const h of kase.history ?? []) {
      const r = await ask(target, token, { question: fill(h.question, target.refs), thread_id: thread });
      if (r.status !== 200) throw new Error(`history "${h.question}": ${r.status}`);
    }
    const res = await ask(target, token, { question: q, ...(thread ? { thread_id: thread } : {}) });
    times.push(res.ms);
    const got = readResponse(res.status, res.body);
    const fail = (expected: string) => report.failures.push({ q, expected, got: describe(got, res.body) });

    if (got.kind === 'error') {
      report.toolErrors++;
      fail(`HTTP 200 (got ${res.status})`);
    }
    for (const e of (res.body?.trace ?? []) as TraceEntry[]) {
      if (e.error && e.error.code !== 'not_found' && e.error.code !== 'ambiguous') {
        report.toolErrors++;
        report.failures.push({ q, expected: 'tool runs', got: `${e.tool} failed: ${e.error.code} ${e.error.message}` });
      }
    }
    // the numeric guard, as the user sees it: the server's truncation warning, or an unbacked number in the final answer
    if (typeof res.body?.answer === 'string') {
      const truncated = (res.body.warnings ?? []).some((w: { code: string }) => w.code === 'numeric_guard_truncated');
      const recheck = numericGuard(res.body.answer, res.body.trace ?? []);
      if (truncated || recheck.truncated) {
        report.guardViolations++;
        report.failures.push({ q, expected: 'every number backed by the trace', got: `unbacked ${recheck.unbacked ?? '(truncated by the server)'} in: ${res.body.answer.slice(0, 160)}` });
      }
    }
    if (got.kind === 'error') return;

    const expect = fillDeep(kase.expect, target.refs);
    if ('type' in expect) {
      report.outcomes.total++;
      if (got.kind === expect.type) report.outcomes.correct++;
      else fail(expect.type);
      return;
    }
    const want = expect.calls;
    const hasArgs = want.some((w) => w.args && Object.keys(w.args).length);
    report.toolSelection.total++;
    if (hasArgs) report.arguments.total++;
    const sameTools = isDeepStrictEqual(got.calls.map((c) => c.tool).sort(), want.map((c) => c.tool).sort());
    if (!sameTools) {
      fail(want.map((c) => c.tool).join(' + '));
      return;
    }
    report.toolSelection.correct++;
    if (hasArgs) {
      const pool = [...got.calls];
      const ok = want.every((w) => {
        const i = pool.findIndex((g) => g.tool === w.tool && argsMatch(w.args ?? {}, g.arguments));
        if (i < 0) return false;
        pool.splice(i, 1);
        return true;
      });
      if (ok) report.arguments.correct++;
      else fail(want.map((w) => `${w.tool} ${JSON.stringify(w.args ?? {})}`).join(' + '));
    }
  }

  const queue = [...cases];
  const workers = Array.from({ length: Math.max(1, opts.concurrency ?? 2) }, async () => {
    for (let k = queue.shift(); k; k = queue.shift()) await one(k);
  });
  await Promise.all(workers);
  for (const m of [report.toolSelection, report.arguments, report.outcomes]) m.rate = m.total ? m.correct / m.total : 1;
  report.latency = { p50: pctl(times, 0.5), p95: pctl(times, 0.95) };
  return report;
}

/** A run that scored nothing (no case answered, or no tool call to judge) does not meet anything. */
export const meetsTargets = (r: EvalReport): boolean =>
  r.cases > 0 &&
  r.toolSelection.total > 0 &&
  r.outcomes.total > 0 &&
  r.toolSelection.rate >= TARGET && r.arguments.rate >= TARGET && r.outcomes.rate >= TARGET && r.guardViolations === 0 && r.toolErrors === 0;

export function formatReport(r: EvalReport): string {
  const pct = (m: Metric) => `${(m.rate * 100).toFixed(1)}% (${m.correct}/${m.total})`;
  return [
    `copilot evaluation, ${r.name}: ${r.cases} questions over HTTP (POST /ask, demo workspace)`,
    `  tool selection accuracy           ${pct(r.toolSelection)}`,
    `  argument accuracy                 ${pct(r.arguments)}`,
    `  refusal/clarification/answer      ${pct(r.outcomes)}`,
    `  numeric-guard violations          ${r.guardViolations}`,
    `  tool errors                       ${r.toolErrors}`,
    `  /ask latency                      p50 ${r.latency.p50.toFixed(0)} ms, p95 ${r.latency.p95.toFixed(0)} ms`,
    `  target: >= ${TARGET * 100}% each, 0 violations, 0 errors → ${meetsTargets(r) ? 'MET' : 'NOT MET'}`,
  ].join('\n');
}

export const SETS: { name: string; cases: EvalCase[] }[] = [
  { name: 'main set', cases: CASES },
  { name: 'held-out set', cases: HELD_OUT },
];
