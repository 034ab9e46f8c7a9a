// Tools run no SQL: they call the owning subgraphs' services (ctx.services), whose repositories
// run it on Database.sql, where core/db/tracing.ts records it for the trace. Rows come back as
// the driver gives them; result() makes them plain with plainRow.

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
