// Asks an answer-graded set over HTTP (POST /agent-api/signal/copilot/ask, as the workspace owner
// with a session JWT) on one prepared workspace, computes each truth with truth.ts's SQL on the
// same database, and grades the answers (grade.ts).
import type { RawSql } from '../../core/db/index.js';
import { ask, EVAL_NOW, fill, fillDeep, type EvalTarget } from '../demo.js';
import { grade, type Truth, type Verdict } from './grade.js';
import { broader, evaluateSpec, sameTruth, type Spec } from './measures.js';
import type { AnswerCase } from './set.js';
import type { Tally } from './targets.js';

export interface AnswerResult {
  family: string;
  q: string;
  spec: Spec;
  verdict: Verdict;
  expected: string;
  got: string;
  /** constraints whose dropping leaves the truth unchanged on this workspace (measures.ts broader) */
  untested: string[];
  /** the whole answer, refusal or clarification (the report shows the start of it) */
  text: string;
  ms: number;
}

export interface AnswerReport extends Tally {
  set: string;
  workspace: string;
  results: AnswerResult[];
  latency: { p50: number; p95: number };
}

const pctl = (xs: number[], p: number) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]! : 0);

/**
 * One question. A connection reset before any response is retried once (a kept-alive socket the
 * server closed as the request went out, undici's known race); any other failure grades as wrong.
 */
async function askOnce(target: EvalTarget, question: string): Promise<{ status: number; body: any; ms: number }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await ask(target, target.ownerToken, { question });
    } catch (err) {
      const code = (err as { cause?: { code?: string } }).cause?.code;
      if (code === 'ECONNRESET' && attempt === 0) continue;
      return { status: 0, body: { error: `request failed: ${code ?? (err as Error).message}` }, ms: 0 };
    }
  }
}

export async function runAnswers(
  target: EvalTarget,
  sql: RawSql,
  cases: AnswerCase[],
  opts: { set: string; workspace: string; concurrency?: number },
): Promise<AnswerReport> {
  // one truth per distinct (filled) specification: phrasings of a family share it
  const truths = new Map<string, Promise<Truth>>();
  const truthOf = (spec: Spec) => {
    const k = JSON.stringify(spec);
    if (!truths.has(k)) truths.set(k, evaluateSpec(sql, target.workspaceId, spec, EVAL_NOW));
    return truths.get(k)!;
  };
  // which constraints this workspace's data cannot tell apart from a broader question, per spec
  const untested = new Map<string, Promise<string[]>>();
  const untestedOf = (spec: Spec) => {
    const k = JSON.stringify(spec);
    if (!untested.has(k))
      untested.set(k, (async () => {
        const truth = await truthOf(spec);
        const out: string[] = [];
        for (const b of broader(spec)) if (sameTruth(truth, await evaluateSpec(sql, target.workspaceId, b.spec, EVAL_NOW))) out.push(b.dropped);
        return out;
      })());
    return untested.get(k)!;
  };
  const results: AnswerResult[] = [];
  const queue = cases.map((c, i) => ({ c, i }));
  const slots: AnswerResult[] = new Array(cases.length);
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const { c, i } = item;
      const q = fill(c.q, target.refs);
      const spec = fillDeep(c.spec, target.refs);
      const truth = await truthOf(spec);
      const res = await askOnce(target, q);
      const g = grade(truth, res.status, res.body);
      slots[i] = { family: c.family, q, spec, ...g, untested: await untestedOf(spec), text: String(res.body?.answer ?? res.body?.refusal ?? res.body?.clarification ?? ''), ms: res.ms };
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 2) }, worker));
  results.push(...slots);
  const count = (v: Verdict) => results.filter((r) => r.verdict === v).length;
  const times = results.map((r) => r.ms);
  return {
    set: opts.set,
    workspace: opts.workspace,
    total: results.length,
    right: count('right'),
    declined: count('declined'),
    wrong: count('wrong'),
    results,
    latency: { p50: pctl(times, 0.5), p95: pctl(times, 0.95) },
  };
}
