// Depth and cost validation rules of the gateway, on a small recursive schema.
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { costLimit, MAX_DEPTH, operationLimits } from '../../gateway/limits.js';

const schema = buildSchema(`
  type Node { id: ID! child: Node items(page_size: Int): [Node!]! }
  type Query { root: Node list(page_size: Int): [Node!]! }
`);
const errors = (query: string, rules = operationLimits()) => validate(schema, parse(query), rules).map((e) => e.message);

describe('operation limits', () => {
  it(`allows depth ${MAX_DEPTH} and rejects deeper, through fragments too`, () => {
    // root is depth 0: the leaf of `children` nested fields sits at depth children + 1
    const nest = (children: number) => 'root { ' + 'child { '.repeat(children) + 'id' + ' }'.repeat(children) + ' }';
    expect(errors(`{ ${nest(MAX_DEPTH - 1)} }`)).toEqual([]);
    expect(errors(`{ ${nest(MAX_DEPTH)} }`)[0]).toMatch(/exceeds maximum operation depth of 8/);
    const frag = `fragment Deep on Node { ${'child { '.repeat(MAX_DEPTH) + 'id' + ' }'.repeat(MAX_DEPTH)} }`;
    expect(errors(`{ root { ...Deep } } ${frag}`)[0]).toMatch(/depth/);
  });

  it('multiplies by page_size: literal, variable (the maximum) and omitted (the default)', () => {
    const rule = [costLimit(500)];
    expect(errors('{ list(page_size: 10) { id child { id } } }', rule)).toEqual([]); // 1 + 10 * 3
    expect(errors('{ list(page_size: 200) { id child { id } } }', rule)[0]).toMatch(/cost 601 exceeds the limit of 500/);
    expect(errors('query($n: Int) { list(page_size: $n) { id child { id } } }', rule)[0]).toMatch(/cost 601/);
    expect(errors('{ list { id child { id } } }', rule)).toEqual([]); // 1 + 50 * 3 = 151
    expect(errors('{ list(page_size: 10) { items(page_size: 10) { items(page_size: 10) { id } } } }', rule)[0]).toMatch(/cost 1111/);
    expect(errors('fragment F on Node { items(page_size: 100) { id child { id } } } { list(page_size: 10) { ...F } }', rule)[0]).toMatch(/cost 3011/);
  });

  it('leave fragment cycles and unknown fragments to GraphQL\'s own rules, in the same pass', () => {
    const all = [...specifiedRules, ...operationLimits()];
    expect(errors('{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }', all)).toEqual([
      'Cannot spread fragment "A" within itself via "B".',
    ]);
    expect(errors('{ root { ...Missing } }', all)).toEqual(['Unknown fragment "Missing".']);
  });

  it('walk each fragment once, however often it is spread', () => {
    // 40 fragments each spreading the next twice: 2^40 paths when walked naively
    const chain = Array.from({ length: 40 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ');
    const started = performance.now();
    expect(errors(`{ ...F0 } ${chain} fragment F40 on Query { root { id } }`)).toEqual([expect.stringMatching(/^operation cost 2199023255552 exceeds/)]);
    expect(errors(`{ ...F0 } ${chain} fragment F40 on Query { root { ${'child { '.repeat(9)}id${' }'.repeat(9)} } }`)[0]).toMatch(/depth/);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('survive the deepest nesting the parser accepts without exhausting the stack', () => {
    const deep = `{ root { ${'child { '.repeat(1_000)}id${' }'.repeat(1_000)} } }`;
    expect(errors(deep)[0]).toMatch(/exceeds maximum operation depth of 8/);
  });
});
