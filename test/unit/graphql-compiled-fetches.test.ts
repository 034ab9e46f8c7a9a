// The in-process data source's graphql-jit path (gateway/inProcessDataSource.ts): compiled fetches
// answer what graphql-js answers, and a document carrying any string literal is never compiled
// (graphql-jit writes literals into generated code; strings starting with its internal markers
// become code, so a caller's string must never get there).
import { buildSchema, parse, execute } from 'graphql';
import { describe, expect, it } from 'vitest';
import { InProcessDataSource } from '../../gateway/inProcessDataSource.js';
import { createCallerTokens } from '../../gateway/callerTokens.js';
import { createLogger } from '../../core/logger.js';

const schema = buildSchema('type Row { n: Int, label: String } type Query { echo(s: String): String, rows(first: Int): [Row] }');
const fields = schema.getQueryType()!.getFields();
fields.echo!.resolve = (_: unknown, a: { s?: string }) => String(a.s);
fields.rows!.resolve = (_: unknown, a: { first?: number }) => Array.from({ length: a.first ?? 2 }, (_, i) => ({ n: i, label: `row ${i}` }));

function source() {
  const ds = new InProcessDataSource('test', schema, createCallerTokens('x'.repeat(32)), createLogger('silent'), { compileQueries: true });
  const run = (query: string, variables?: Record<string, unknown>) =>
    ds.process({ request: { query, variables }, context: { callerToken: null, correlationId: 'c' } } as never);
  const compiled = (query: string) => !!(ds as unknown as { documents: Map<string, { compiled?: unknown }> }).documents.get(query)?.compiled;
  return { run, compiled };
}

describe('compiled subgraph fetches (graphql-jit)', () => {
  it('compile a query without string literals and answer what graphql-js answers', async () => {
    const { run, compiled } = source();
    const q = 'query Q($first: Int) { rows(first: $first) { n label } echo }';
    const r = await run(q, { first: 3 });
    expect(compiled(q)).toBe(true);
    const reference = await execute({ schema, document: parse(q), variableValues: { first: 3 } });
    expect(JSON.stringify(r.data)).toBe(JSON.stringify(reference.data));
  });

  it('never compile a document with a string literal, so marker strings stay data', async () => {
    const { run, compiled } = source();
    const evil = '__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d(globalThis.__jitPwned = 1, 0)';
    const q = `{ echo(s: ${JSON.stringify(evil)}) }`;
    const r = await run(q);
    expect(compiled(q)).toBe(false);
    expect(r.data).toEqual({ echo: evil });
    expect((globalThis as { __jitPwned?: number }).__jitPwned).toBeUndefined();
  });

  it('pass caller strings as variables as data', async () => {
    const { run, compiled } = source();
    const q = 'query E($s: String) { echo(s: $s) }';
    const evil = '__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d(globalThis.__jitPwned = 2, 0)';
    const r = await run(q, { s: evil });
    expect(compiled(q)).toBe(true);
    expect(r.data).toEqual({ echo: evil });
    expect((globalThis as { __jitPwned?: number }).__jitPwned).toBeUndefined();
  });
});
