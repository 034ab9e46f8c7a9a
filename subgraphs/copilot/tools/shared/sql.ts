// Tools run plain SQL so the trace shows exactly what was sent to the database (spec 2.7):
// the statement text with its $n placeholders, followed by the bound values.
import type { ToolContext } from '../../catalogue/types.js';

export type Row = Record<string, unknown>;

/** Dates become ISO strings and bigints numbers, so rows serialise the same on both databases. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(plain);
  return value;
}

export function plainRow(row: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) out[k] = plain(v);
  return out;
}

const render = (sql: string, params: unknown[]): string => {
  const text = sql.replace(/\s+/g, ' ').trim();
  if (params.length === 0) return text + ';';
  const bound = params.map((p, i) => `$${i + 1} = ${JSON.stringify(p instanceof Date ? p.toISOString() : p)}`);
  return `${text}; -- ${bound.join(', ')}`;
};

/** Collects every statement a tool runs, in order. */
export function sqlTrace(ctx: ToolContext) {
  const statements: string[] = [];
  return {
    async q(sql: string, ...params: unknown[]): Promise<Row[]> {
      statements.push(render(sql, params));
      const rows = (await ctx.rt.db.prisma.$queryRawUnsafe(sql, ...params)) as Row[];
      return rows.map(plainRow);
    },
    /** for statements that return nothing useful (UPDATE/DELETE): the affected row count */
    async exec(sql: string, ...params: unknown[]): Promise<number> {
      statements.push(render(sql, params));
      return Number(await ctx.rt.db.prisma.$executeRawUnsafe(sql, ...params));
    },
    /** record a statement a domain service ran on the tool's behalf */
    note(sql: string, ...params: unknown[]): void {
      statements.push(render(sql, params));
    },
    get sql(): string {
      return statements.join('\n');
    },
  };
}

export type SqlTrace = ReturnType<typeof sqlTrace>;
