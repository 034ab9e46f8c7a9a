// timestamptz columns of the read paths (accounts, visitors), parsed straight from PostgreSQL's
// text into the ISO string the API answers, without a Date in between: parsing into a Date and
// formatting it back was ~10% of the CPU of a read API request (measured on /accounts and
// /visitors). The GraphQL scalar passes such strings through (core/graphql/dateTimeScalar.ts).
// Only the shape PostgreSQL sends with the session in UTC ("2025-01-01 00:00:01.5+00") takes the
// short path; anything else (another time zone, BC, infinity) gets the database's own parser,
// as before.
import { createHash } from 'node:crypto';
import type { QueryOptions, ValueParser } from '../../../core/db/index.js';

/** A timestamptz as the read repositories hand it out: an ISO UTC string, or a Date off the short path. */
export type Timestamp = string | Date;

const TIMESTAMPTZ_OID = 1184;
const SHORT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?\+00$/;

const pad3 = (n: number): string => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

export const isoTimestamp: ValueParser = (text, fallback) => {
  if (!SHORT.test(text)) return fallback(text);
  // milliseconds exactly as node-postgres' parser (postgres-date) derives them: 1000 * the fraction,
  // truncated by the Date it builds
  const ms = text.length > 22 ? Math.trunc(1000 * parseFloat(text.slice(19, -3))) : 0;
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${pad3(ms)}Z`;
};

/**
 * Query options of the read repositories: timestamptz as ISO strings; short reads, so a waiting
 * statement (the read API's key check, core/db/ride.ts) may ride with them.
 */
export const READ_QUERY: QueryOptions = Object.freeze({ parsers: Object.freeze({ [TIMESTAMPTZ_OID]: isoTimestamp }), carry: true });

const named = new Map<string, QueryOptions>();
/** at most this many statement texts get a name (the read pages have a few dozen filter combinations) */
const NAMED_MAX = 256;

/**
 * READ_QUERY as a prepared statement named after its text, so PostgreSQL plans a read page once
 * per connection instead of on every request (planning was ~0.5 ms of the ~1.7 ms a page of 200
 * visitors cost the database). Ignored on PGlite.
 */
export function namedReadQuery(text: string): QueryOptions {
  let options = named.get(text);
  if (!options) {
    if (named.size >= NAMED_MAX) return READ_QUERY;
    options = Object.freeze({ ...READ_QUERY, name: `read_${createHash('sha1').update(text).digest('hex').slice(0, 16)}` });
    named.set(text, options);
  }
  return options;
}
