// Relay-style connections for the dashboard's long lists: keyset pages (never offsets, so a row
// inserted meanwhile neither repeats nor hides one), `first` + 1 rows read to know whether more follow.
import { Directive, Field, ObjectType } from 'type-graphql';
import { z } from 'zod';
import { decodeCursor, encodeCursor } from '../../../core/graphql/cursor.js';
import { validation } from '../../../core/errors.js';
import { parseArgs } from './parseArgs.js';

// shared with the webhooks subgraph's connections (a value type both define)
@Directive('@shareable')
@ObjectType('PageInfo', { simpleResolvers: true })
export class PageInfo {
  @Field(() => Boolean) hasNextPage!: boolean;
  @Field(() => String, { nullable: true }) endCursor!: string | null;
}

export const MAX_FIRST = 200;
const firstArg = z.object({ first: z.number().int().min(1).max(MAX_FIRST) });

/** `first` checked (1-200: a bound is a VALIDATION_ERROR, not a clamp) and `after` decoded to its key parts. */
export function pageArgs<K extends readonly ('timestamp' | 'bigint' | 'int' | 'uuid')[]>(first: number, after: string | null | undefined, kinds: K) {
  parseArgs(firstArg, { first });
  const key = decodeCursor(after, kinds.length);
  if (key) {
    const ok = kinds.every((kind, i) => {
      const v = String(key[i]);
      if (kind === 'timestamp') return !Number.isNaN(Date.parse(v));
      if (kind === 'bigint') return /^\d{1,19}$/.test(v);
      if (kind === 'int') return /^-?\d{1,9}$/.test(v);
      return /^[0-9a-f-]{36}$/i.test(v);
    });
    if (!ok) throw validation('after: not a cursor this list gave out', { field: 'after' });
  }
  return { first, after: key ? key.map(String) : null };
}

/** Edges and pageInfo from `first` + 1 rows read after the cursor. */
export function toConnection<R, N>(rows: R[], first: number, node: (r: R) => N, key: (r: R) => (string | number)[]) {
  const page = rows.slice(0, first);
  const edges = page.map((r) => ({ cursor: encodeCursor(key(r)), node: node(r) }));
  return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null } };
}
