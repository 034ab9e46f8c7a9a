// Two statements on one node-postgres connection in one write and one round trip: Parse (unless
// the connection has the named statement already) / Bind / Describe / Execute for each, then a
// single Sync. PostgreSQL runs them in order, in one implicit transaction; an error in the first
// skips the second. Each settles with its own rows or error, as client.query would.
//
// node-postgres sends a query only after the previous one's ReadyForQuery, so this is a custom
// query object (its Submittable protocol): the client hands it every message of the exchange, and
// it hands each to a pg.Query of its own statement, which builds the rows with the usual parsers.
import { createRequire } from 'node:module';
import pg from 'pg';

/** a statement PostgreSQL skipped because one before it in the same round trip failed */
export class NotRun extends Error {}

const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(value: unknown): unknown };

export interface PairedStatement {
  text: string;
  values?: unknown[];
  /** a prepared statement's name (planned once per connection), as QueryOptions.name */
  name?: string;
  types?: pg.CustomTypesConfig;
}

/** the parts of node-postgres' protocol objects this uses (pg/lib/connection.js, pg/lib/query.js) */
interface WireConnection {
  stream: { cork?(): void; uncork?(): void };
  parsedStatements: Record<string, string>;
  parse(m: { text: string; name?: string; types?: unknown }): void;
  bind(m: { portal: string; statement?: string; values: unknown[]; binary?: boolean }): void;
  describe(m: { type: 'P'; name: string }): void;
  execute(m: { portal: string; rows?: number }): void;
  sync(): void;
}
interface WireQuery {
  callback?: (err: Error | null, result?: pg.QueryResult) => void;
  handleRowDescription(msg: unknown): void;
  handleDataRow(msg: unknown): void;
  handleCommandComplete(msg: unknown, con: WireConnection): void;
  handleEmptyQuery(con: WireConnection): void;
  handleError(err: Error, con: WireConnection): void;
  handleReadyForQuery(con: WireConnection): void;
}

class Pair {
  private readonly queries: WireQuery[];
  private readonly results: Promise<pg.QueryResult>[];
  private readonly values: unknown[][];
  /** the statement whose answer is arriving */
  private current = 0;
  private settled = false;
  /** named statements this exchange sent a Parse for */
  private readonly parsing = new Set<number>();
  private connection: WireConnection | null = null;
  /** a named statement failed after its Parse was sent: whether it exists on the server is unknown */
  uncertain = false;

  constructor(private readonly statements: [PairedStatement, PairedStatement]) {
    const settle: ((err: Error | null, r?: pg.QueryResult) => void)[] = [];
    this.results = statements.map(
      () => new Promise<pg.QueryResult>((resolve, reject) => settle.push((err, r) => (err ? reject(err) : resolve(r!)))),
    );
    this.queries = statements.map((s, i) => {
      const q = new pg.Query({ text: s.text, name: s.name, types: s.types }) as unknown as WireQuery;
      q.callback = settle[i];
      return q;
    });
    // a value the driver cannot send fails here, before anything is written (as Query.prepare would)
    this.values = statements.map((s) => (s.values ?? []).map((v) => prepareValue(v)));
  }

  rows(): [Promise<pg.QueryResult>, Promise<pg.QueryResult>] {
    return [this.results[0]!, this.results[1]!];
  }

  submit(connection: WireConnection): void {
    connection.stream.cork?.();
    try {
      this.statements.forEach((s, i) => {
        if (!s.name || connection.parsedStatements[s.name] !== s.text) {
          connection.parse({ text: s.text, name: s.name, types: s.types });
          if (s.name) this.parsing.add(i);
        }
        connection.bind({ portal: '', statement: s.name, values: this.values[i]! });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '' });
      });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    this.connection = connection;
  }

  /** named statements that ran stay parsed on this connection, as node-postgres records its own */
  private recordParsed(upTo: number): void {
    this.statements.forEach((s, i) => {
      if (i < upTo && s.name && this.connection) this.connection.parsedStatements[s.name] = s.text;
    });
  }

  handleRowDescription(msg: unknown): void {
    this.queries[this.current]?.handleRowDescription(msg);
  }

  handleDataRow(msg: unknown): void {
    this.queries[this.current]?.handleDataRow(msg);
  }

  handleCommandComplete(msg: unknown, con: WireConnection): void {
    this.queries[this.current++]?.handleCommandComplete(msg, con);
  }

  handleEmptyQuery(con: WireConnection): void {
    this.queries[this.current++]?.handleEmptyQuery(con);
  }

  handlePortalSuspended(): void {
    // never asked for (no row limit on Execute)
  }

  handleError(err: Error, con: WireConnection): void {
    // the client forgets this query on an error (it reads the ReadyForQuery that follows as nobody's):
    // settle every statement now, those already complete with their rows
    if (this.settled) return;
    this.settled = true;
    this.recordParsed(this.current);
    if (this.parsing.has(this.current)) this.uncertain = true;
    this.queries.forEach((q, i) => {
      if (i < this.current) q.handleReadyForQuery(con);
      else if (i === this.current) q.handleError(err, con);
      else q.handleError(new NotRun(`not run: an earlier statement in the same round trip failed (${err.message})`), con);
    });
  }

  handleReadyForQuery(con: WireConnection): void {
    if (this.settled) return;
    this.settled = true;
    this.recordParsed(this.statements.length);
    for (const q of this.queries) q.handleReadyForQuery(con);
  }

  // COPY is never started by these statements; a server that did would get nothing back
  handleCopyInResponse(): void {}
  handleCopyData(): void {}
}

export interface SentPair {
  results: [Promise<pg.QueryResult>, Promise<pg.QueryResult>];
  /** after both settled: true when the connection's prepared statements are unknown (release it as broken) */
  uncertain(): boolean;
}

/** Sends both statements on `client` in one round trip; each promise settles as client.query's would. */
export function queryPair(client: pg.ClientBase, first: PairedStatement, second: PairedStatement): SentPair {
  const pair = new Pair([first, second]);
  client.query(pair as unknown as pg.Submittable);
  return { results: pair.rows(), uncertain: () => pair.uncertain };
}
