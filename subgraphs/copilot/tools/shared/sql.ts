// Tools run plain SQL on Database.sql; the trace shows exactly what was sent to the database
// (spec 2.7), recorded by core/db/tracing.ts: the statement text with its $n placeholders, then the bound values.
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

/** The tool's way to the database: Database.sql, traced (core/db/tracing.ts records what runs). */
export function sqlTrace(ctx: ToolContext) {
  const sql = ctx.rt.db.sql;
  return {
    async q(text: string, ...params: unknown[]): Promise<Row[]> {
      return (await sql.query<Row>(text, params)).map(plainRow);
    },
    /** for statements that return nothing useful (UPDATE/DELETE): the affected row count */
    exec: (text: string, ...params: unknown[]): Promise<number> => sql.execute(text, params),
  };
}

export type SqlTrace = ReturnType<typeof sqlTrace>;
