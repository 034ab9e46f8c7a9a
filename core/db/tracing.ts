// Statement tracing on Database.sql (spec 2.7: a copilot trace shows what ran). Every statement sent
// through the traced client inside `recordStatements(fn)` is recorded for that call only (an
// AsyncLocalStorage scope, so concurrent tool calls keep their own lists); outside a scope the
// client only pays one getStore(). Values marked `sensitive()` reach the database as themselves and
// the trace as "<redacted>".
import { AsyncLocalStorage } from 'node:async_hooks';
import type { QueryOptions, RawSql, SqlClient } from './client.js';

export interface TracedStatement {
  /** the statement text as sent, with its $n placeholders */
  text: string;
  /** the bound values, sensitive ones replaced by "<redacted>" */
  params: unknown[];
  paramCount: number;
  durationMs: number;
  /** rows returned (query) or affected (execute) */
  rows: number;
}

export class SensitiveParam {
  constructor(readonly value: unknown) {}
}
/** A parameter whose value must not appear in a trace (a key hash, an encrypted secret). */
export const sensitive = (value: unknown): SensitiveParam => new SensitiveParam(value);

const REDACTED = '<redacted>';
const scope = new AsyncLocalStorage<TracedStatement[]>();

const unwrap = (params: unknown[] | undefined): unknown[] | undefined =>
  params?.some((p) => p instanceof SensitiveParam) ? params.map((p) => (p instanceof SensitiveParam ? p.value : p)) : params;
const shown = (params: unknown[] | undefined): unknown[] => (params ?? []).map((p) => (p instanceof SensitiveParam ? REDACTED : p));

const ranBeforeFailure = new WeakMap<object, TracedStatement[]>();

/** Runs fn and returns the statements it sent through a traced client, in order. */
export async function recordStatements<T>(fn: () => Promise<T>): Promise<{ value: T; statements: TracedStatement[] }> {
  const statements: TracedStatement[] = [];
  try {
    return { value: await scope.run(statements, fn), statements };
  } catch (err) {
    // what ran before the failure still ran: the trace of a failed call shows it (statementsBefore)
    if (err !== null && typeof err === 'object') ranBeforeFailure.set(err, statements);
    throw err;
  }
}

/** The statements a recorded call ran before it threw `err` (none when it was not recorded). */
export const statementsBefore = (err: unknown): TracedStatement[] =>
  (err !== null && typeof err === 'object' && ranBeforeFailure.get(err)) || [];

/** Runs fn without recording (a consent pre-check inside a recorded call, say). */
export const untraced = <T>(fn: () => Promise<T>): Promise<T> => scope.exit(fn);

function tracedClient(inner: SqlClient): SqlClient {
  const record = (text: string, params: unknown[] | undefined, started: number, rows: number) => {
    const store = scope.getStore();
    if (store) store.push({ text, params: shown(params), paramCount: params?.length ?? 0, durationMs: performance.now() - started, rows });
  };
  return {
    async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<T[]> {
      const started = performance.now();
      const rows = await inner.query<T>(text, unwrap(params), options);
      record(text, params, started, rows.length);
      return rows;
    },
    async execute(text: string, params?: unknown[]): Promise<number> {
      const started = performance.now();
      const n = await inner.execute(text, unwrap(params));
      record(text, params, started, n);
      return n;
    },
  };
}

/** Database.sql with tracing; transactions trace their statements too. */
export function tracedSql(inner: RawSql): RawSql {
  return {
    ...tracedClient(inner),
    transaction: (fn) => inner.transaction((tx) => fn(tracedClient(tx))),
    // a rider is sent with someone else's statement: it belongs to no trace
    ...(inner.ride ? { ride: inner.ride.bind(inner) } : {}),
  };
}

/** The trace's `sql` text: each statement, whitespace collapsed, followed by its bound values. */
export function renderStatements(statements: readonly TracedStatement[]): string {
  return statements
    .map(({ text, params }) => {
      const sql = text.replace(/\s+/g, ' ').trim();
      if (params.length === 0) return sql + ';';
      const bound = params.map((p, i) => `$${i + 1} = ${JSON.stringify(p instanceof Date ? p.toISOString() : typeof p === 'bigint' ? Number(p) : p)}`);
      return `${sql}; -- ${bound.join(', ')}`;
    })
    .join('\n');
}
