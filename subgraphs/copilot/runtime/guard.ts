// The numeric guard (spec 2.7): every number in the answer must appear in the trace; otherwise the
// answer is cut before the first number nothing backs. Also keeps secrets out of the answer text.
import type { TraceEntry } from './response.js';

// 1,234,567 | 1234 | 12.5 — thousands separators only in groups of three; sign ignored
const NUMBER = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;

const parse = (token: string): number => Number(token.replace(/,/g, ''));
const decimals = (token: string): number => (token.split('.')[1] ?? '').length;

/** Every number that occurs in the trace: numeric values and numbers inside strings (dates, coverage). */
export function traceNumbers(trace: TraceEntry[]): number[] {
  const out: number[] = [];
  const visit = (v: unknown): void => {
    if (typeof v === 'number' && Number.isFinite(v)) out.push(Math.abs(v));
    else if (typeof v === 'bigint') out.push(Math.abs(Number(v)));
    else if (typeof v === 'string') for (const m of v.match(NUMBER) ?? []) out.push(parse(m));
    else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  for (const e of trace) visit({ data: e.data, coverage: e.coverage, caveats: e.caveats, window: e.window, withheld: e.withheld, arguments: e.arguments });
  return out;
}

/** A number is backed when the trace holds it, or holds a value that rounds to it at the precision shown. */
function backed(token: string, known: number[]): boolean {
  const n = parse(token);
  const d = decimals(token);
  const tolerance = 0.5 * 10 ** -d + 1e-9;
  return known.some((k) => k === n || Math.abs(k - n) <= tolerance);
}

export interface GuardResult {
  text: string;
  truncated: boolean;
  /** the first number nothing backs */
  unbacked?: string;
}

export function numericGuard(answer: string, trace: TraceEntry[]): GuardResult {
  const known = traceNumbers(trace);
  for (const m of answer.matchAll(NUMBER)) {
    if (!backed(m[0], known)) {
      return { text: answer.slice(0, m.index).trimEnd(), truncated: true, unbacked: m[0] };
    }
  }
  return { text: answer, truncated: false };
}

/** Replaces any secret value that leaked into the text; secrets travel only in `secrets`. */
export function scrubSecrets(text: string, secrets: Record<string, string>): string {
  let out = text;
  for (const [name, value] of Object.entries(secrets)) {
    if (value && value.length >= 4) out = out.split(value).join(`[see secrets.${name}]`);
  }
  return out;
}
