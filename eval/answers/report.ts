// The answer-grading report: right / declined / wrong per set and workspace, a breakdown by
// measure, subject, filter and window, and every wrong answer with what was expected.
import type { AnswerReport, AnswerResult } from './run.js';
import type { Spec } from './measures.js';
import { ANSWER_TARGETS, meetsAnswerTargets, type Tally } from './targets.js';

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');
const line = (t: Tally) => `right ${t.right} (${pct(t.right, t.total)}), declined ${t.declined} (${pct(t.declined, t.total)}), wrong ${t.wrong} (${pct(t.wrong, t.total)}) of ${t.total}`;

/** The dimensions a question is broken down by. */
export function dimensions(spec: Spec): Record<'measure' | 'subject' | 'filter' | 'window', string[]> {
  if (spec.m === 'decline') return { measure: ['decline'], subject: ['-'], filter: ['-'], window: ['-'] };
  const f = spec.f ?? {};
  const filters = Object.entries(f).map(([k, v]) => (k === 'intent' || k === 'visits' ? `${k} ${(v as { op: string }).op}` : k));
  if (spec.m === 'share') filters.push(...Object.keys(spec.part).map((k) => `share of ${k}`));
  const wins = [spec.w, spec.m === 'compare' ? spec.w2 : undefined].filter(Boolean).map((w) => (w!.kind === 'this' || w!.kind === 'last' ? `${w!.kind} ${w!.unit}` : w!.kind));
  return { measure: [spec.m], subject: [spec.s], filter: filters.length ? filters : ['none'], window: wins.length ? wins : ['all time'] };
}

function breakdown(results: AnswerResult[], dim: 'measure' | 'subject' | 'filter' | 'window'): string[] {
  const by = new Map<string, Tally>();
  for (const r of results)
    for (const k of dimensions(r.spec)[dim]) {
      const t = by.get(k) ?? { total: 0, right: 0, declined: 0, wrong: 0 };
      t.total++;
      t[r.verdict]++;
      by.set(k, t);
    }
  return [...by].sort((a, b) => a[0].localeCompare(b[0])).map(([k, t]) => `    ${k.padEnd(24)} ${String(t.right).padStart(3)} right ${String(t.declined).padStart(3)} declined ${String(t.wrong).padStart(3)} wrong  / ${t.total}`);
}

export function formatAnswerReport(r: AnswerReport, opts: { gated: boolean }): string {
  const out = [
    `answer grading, ${r.set} on ${r.workspace}: ${line(r)}; /ask p50 ${r.latency.p50.toFixed(0)} ms, p95 ${r.latency.p95.toFixed(0)} ms`,
  ];
  if (opts.gated) out.push(`  target: wrong <= ${ANSWER_TARGETS.wrongMax * 100}%, right >= ${ANSWER_TARGETS.rightMin * 100}% → ${meetsAnswerTargets(r) ? 'MET' : 'NOT MET'}`);
  for (const dim of ['measure', 'subject', 'filter', 'window'] as const) out.push(`  by ${dim}:`, ...breakdown(r.results, dim));
  // per family (its phrasings share one truth): right / declined / wrong
  const fam = new Map<string, Tally>();
  for (const x of r.results) {
    const t = fam.get(x.family) ?? { total: 0, right: 0, declined: 0, wrong: 0 };
    t.total++;
    t[x.verdict]++;
    fam.set(x.family, t);
  }
  out.push('  by family (right/declined/wrong):', ...[...fam].map(([f, t]) => `    ${t.right}/${t.declined}/${t.wrong}  ${f}`));
  const wrong = r.results.filter((x) => x.verdict === 'wrong');
  if (wrong.length) {
    out.push(`  ${wrong.length} wrong:`);
    for (const w of wrong) out.push(`  - "${w.q}" [${w.family}]`, `      expected ${w.expected}`, `      got      ${w.got}`);
  }
  // where the data cannot catch a dropped constraint: an answer ignoring it would be graded right here
  const blind = r.results.filter((x) => x.untested.length);
  if (blind.length) {
    const families = new Map<string, string[]>();
    for (const x of blind) families.set(x.family, x.untested);
    out.push(`  ${blind.length} of ${r.total} questions (${families.size} families) have a constraint this workspace's data cannot tell from a broader question:`);
    for (const [f, u] of families) out.push(`    ${f}: ${u.join(', ')}`);
  }
  const declined = r.results.filter((x) => x.verdict === 'declined');
  if (declined.length) {
    out.push(`  ${declined.length} declined (should have been answered):`);
    for (const d of declined) out.push(`  - "${d.q}" → ${d.got.slice(0, 140)}`);
  }
  return out.join('\n');
}
