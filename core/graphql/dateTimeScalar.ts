// The DateTimeISO scalar type-graphql maps `Date` to (graphql-scalars), with one shortcut: a value
// that already is a canonical UTC ISO string (what Date#toISOString returns, e.g. the read
// repositories' timestamps, see subgraphs/accounts/shared/timestamps.ts) is answered as it is
// instead of being parsed back into a Date and formatted again. Every other value goes through
// graphql-scalars unchanged, so the output and the published SDL (name, description) are the same.
import { GraphQLScalarType } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

/** What Date#toISOString produces for years 0000-9999. */
export const CANONICAL_ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const base = GraphQLDateTimeISO.toConfig();

export const DateTimeISO = new GraphQLScalarType({
  ...base,
  serialize(value) {
    if (typeof value === 'string' && value.length === 24 && CANONICAL_ISO_UTC.test(value)) return value;
    return base.serialize(value);
  },
});
