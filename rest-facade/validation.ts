// Query parameters → the zod schema, failures → FastAPI/pydantic v2 error items (spec 2.10):
// {type, loc: ["query", name], msg, input, ctx}. Query values arrive as strings; integers are
// parsed strictly (no floats, no exponents) and bounds are never clamped. Unknown parameters are
// ignored (spec 4.1 rule 2); a repeated parameter takes its last value, as FastAPI does.
import type { z } from 'zod';

export interface ValidationItem {
  type: string;
  loc: Array<string | number>;
  msg: string;
  input: unknown;
  ctx?: Record<string, unknown>;
}

export type QueryParseResult<T> = { ok: true; value: T } | { ok: false; items: ValidationItem[] };

type Def = { type: string; innerType?: { _zod: { def: Def } }; format?: string; entries?: Record<string, string> };
const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;

function baseDef(schema: unknown): Def {
  let d = defOf(schema);
  while ((d.type === 'default' || d.type === 'optional' || d.type === 'nullable') && d.innerType) d = defOf(d.innerType);
  return d;
}

const INTEGER = /^\s*[+-]?\d+\s*$/;
const quoteList = (values: string[]): string => {
  const q = values.map((v) => `'${v}'`);
  return q.length > 1 ? `${q.slice(0, -1).join(', ')} or ${q.at(-1)}` : (q[0] ?? '');
};

export function parseQuery<S extends z.ZodObject>(schema: S, query: Record<string, unknown>): QueryParseResult<z.infer<S>> {
  const items: ValidationItem[] = [];
  const raw: Record<string, string> = {};
  const input: Record<string, unknown> = {};
  for (const [name, fieldSchema] of Object.entries(schema.shape)) {
    let v = query[name];
    if (Array.isArray(v)) v = v.at(-1);
    if (v === undefined) continue;
    const text = typeof v === 'string' ? v : String(v);
    raw[name] = text;
    if (baseDef(fieldSchema).type === 'number') {
      if (!INTEGER.test(text)) {
        items.push({ type: 'int_parsing', loc: ['query', name], msg: 'Input should be a valid integer, unable to parse string as an integer', input: text });
        continue;
      }
      input[name] = Number(text.trim());
    } else {
      input[name] = text;
    }
  }
  const parsed = schema.safeParse(input);
  if (parsed.success && items.length === 0) return { ok: true, value: parsed.data };
  if (!parsed.success) {
    // one item per parameter, the last issue zod reports (the schema's own bound, not the safe-integer range)
    const byField = new Map<string, z.core.$ZodIssue>();
    for (const issue of parsed.error.issues) byField.set(String(issue.path[0]), issue);
    for (const [name, issue] of byField) items.push(toItem(name, issue, raw[name]));
  }
  return { ok: false, items };
}

function toItem(name: string, issue: z.core.$ZodIssue, input: unknown): ValidationItem {
  const loc = ['query', name];
  switch (issue.code) {
    case 'too_big': {
      const le = Number(issue.maximum);
      return issue.inclusive
        ? { type: 'less_than_equal', loc, msg: `Input should be less than or equal to ${le}`, input, ctx: { le } }
        : { type: 'less_than', loc, msg: `Input should be less than ${le}`, input, ctx: { lt: le } };
    }
    case 'too_small': {
      const ge = Number(issue.minimum);
      return issue.inclusive
        ? { type: 'greater_than_equal', loc, msg: `Input should be greater than or equal to ${ge}`, input, ctx: { ge } }
        : { type: 'greater_than', loc, msg: `Input should be greater than ${ge}`, input, ctx: { gt: ge } };
    }
    case 'invalid_value': {
      const expected = quoteList(issue.values.map(String));
      return { type: 'enum', loc, msg: `Input should be ${expected}`, input, ctx: { expected } };
    }
    default:
      return { type: 'value_error', loc, msg: issue.message, input };
  }
}
