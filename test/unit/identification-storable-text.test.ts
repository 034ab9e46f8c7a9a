// Hostile text without a database (issue #12): the normaliser, the hit schema's refusals, which
// database errors count as data errors, and how the raw-event writer and the identify batch split
// a refused group so only the refused rows fail.
import { describe, expect, it } from 'vitest';
import { isDataError, sqlState } from '../../core/db/dataError.js';
import { HitSchema } from '../../subgraphs/accounts/identification/collector/hit.schema.js';
import { createRawEventWriter, RawEventRefusedError, type RawEventRow } from '../../subgraphs/accounts/identification/collector/rawEventWriter.js';
import { REPLACEMENT, storable, unstorableReason, withoutCutHalf } from '../../subgraphs/accounts/identification/storableText.js';
import { isolateRefused } from '../../subgraphs/accounts/identification/pipeline/refusedRows.js';

const GRIN = '\u{1F600}'; // one emoji, two UTF-16 units
const pgError = (code: string, message = 'refused') => Object.assign(new Error(message), { code });

describe('storable text', () => {
  it('names what makes a value unstorable, and passes everything else', () => {
    expect(unstorableReason('a\u0000b')).toMatch(/NUL/);
    expect(unstorableReason('a\ud800b')).toMatch(/unpaired/);
    expect(unstorableReason('\udc00')).toMatch(/unpaired/);
    expect(unstorableReason(`ok ${GRIN} é \u0001 \uFFFD`)).toBeNull();
    expect(unstorableReason('')).toBeNull();
  });

  it('replaces NUL and unpaired surrogates with U+FFFD and cuts without splitting a pair', () => {
    expect(storable('a\u0000b', 10)).toBe(`a${REPLACEMENT}b`);
    expect(storable('a\ud800b\udc00', 10)).toBe(`a${REPLACEMENT}b${REPLACEMENT}`);
    expect(storable(`ab${GRIN}`, 3)).toBe('ab'); // not "ab\ud83d"
    expect(storable(`ab${GRIN}`, 4)).toBe(`ab${GRIN}`);
    expect(storable('abcdef', 3)).toBe('abc');
    expect(withoutCutHalf(`ab${GRIN}`.slice(0, 3))).toBe('ab');
    expect(withoutCutHalf(`ab${GRIN}`)).toBe(`ab${GRIN}`);
    const clean = `page ${GRIN}`;
    expect(storable(clean, 100)).toBe(clean); // the same string: the common case allocates nothing
  });
});

describe('hit schema', () => {
  const base = { v: 'visitor-0001', u: 'https://e.example/' };
  const refusal = (body: Record<string, unknown>) => {
    const r = HitSchema.safeParse({ ...base, ...body });
    if (r.success) return null;
    const i = r.error.issues[0]! as { path: PropertyKey[]; params?: { code?: string } };
    return { field: i.path.join('.'), code: i.params?.code };
  };

  it.each([
    ['ti', { ti: 'Pricing\u0000' }],
    ['u', { u: 'https://e.example/\u0000' }],
    ['n', { t: 'identify', e: 'ann@acme.com', n: 'Ann\u0000' }],
    ['ti', { ti: 'half \ud83d pair' }],
    ['utm.source', { utm: { source: 'news\ud800 x' } }],
    ['r', { r: 'https://ref.example/\udc00' }],
    ['e', { t: 'identify', e: 'ann\u0000@acme.com' }],
  ])('refuses unstorable text in %s, naming the field', (field, body) => {
    expect(refusal(body)).toEqual({ field, code: 'unstorable_text' });
  });

  it('drops the half pair a cut by UTF-16 units leaves at the end (the pixel cuts titles at 512)', () => {
    const title = `${'x'.repeat(511)}${GRIN}`.slice(0, 512);
    const r = HitSchema.safeParse({ ...base, ti: title, utm: { source: 'news\ud83d' } });
    expect(r.success && [r.data.ti, r.data.utm?.source]).toEqual(['x'.repeat(511), 'news']);
  });

  it('bounds every free-text field', () => {
    expect(refusal({ ti: 'x'.repeat(513) })?.field).toBe('ti');
    expect(refusal({ u: `https://e.example/${'x'.repeat(2048)}` })?.field).toBe('u');
    expect(refusal({ r: `https://e.example/${'x'.repeat(2048)}` })?.field).toBe('r');
    expect(refusal({ utm: { campaign: 'x'.repeat(257) } })?.field).toBe('utm.campaign');
    expect(refusal({ t: 'identify', e: 'ann@acme.com', n: 'x'.repeat(201) })?.field).toBe('n');
    expect(refusal({ v: 'x'.repeat(129) })?.field).toBe('v');
  });

  it('accepts a URL whose query decodes to NUL: the pipeline repairs the derived value', () => {
    expect(refusal({ u: 'https://e.example/?utm_source=a%00b', ti: `Hello ${GRIN}` })).toBeNull();
  });
});

describe('data errors', () => {
  it('are SQLSTATE classes 22 and 54; connection failures are not', () => {
    for (const code of ['22021', '22P05', '22P02', '22001', '54000']) expect(isDataError(pgError(code))).toBe(true);
    for (const code of ['08006', '57P01', '40001', '23505', 'ECONNREFUSED', 'ECONNRESET']) expect(isDataError(pgError(code))).toBe(false);
    expect(isDataError(new Error('PGlite is closed'))).toBe(false);
    expect(isDataError(null)).toBe(false);
    expect(sqlState(pgError('ECONNREFUSED'))).toBeNull();
  });
});

/** A writer over a fake database that refuses any INSERT carrying `poison` and counts statements. */
function fakeWriter(fail: (json: string) => Error | null) {
  const stored: unknown[] = [];
  let statements = 0;
  const db = {
    kind: 'pglite',
    sql: {
      async execute(_q: string, params?: unknown[]) {
        statements++;
        const json = String(params?.[0]);
        const err = fail(json);
        if (err) throw err;
        stored.push(...(JSON.parse(json) as Array<{ p: unknown }>).map((r) => r.p));
        return 0;
      },
    },
  };
  const writer = createRawEventWriter({ db } as never, { windowMs: 5 });
  return { writer, stored, statements: () => statements };
}
const row = (p: unknown): RawEventRow => ({ workspace_id: '00000000-0000-0000-0000-000000000001', received_at: new Date(), payload: p, ip: null, user_agent: null });

describe('raw event writer', () => {
  it('splits a group the database refuses for its data: only the refused rows fail, with RawEventRefusedError', async () => {
    const { writer, stored, statements } = fakeWriter((json) => (json.includes('poison') ? pgError('22P05') : null));
    const writes = Array.from({ length: 64 }, (_, i) => writer.write(row({ i, bad: i === 5 || i === 40 ? 'poison' : 'ok' })));
    const results = await Promise.allSettled(writes);
    const refused = results.flatMap((r, i) => (r.status === 'rejected' ? [i] : []));
    expect(refused).toEqual([5, 40]);
    for (const i of refused) {
      const reason = (results[i] as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(RawEventRefusedError);
      expect(reason.sqlState).toBe('22P05');
    }
    expect(stored).toHaveLength(62);
    expect(statements()).toBeLessThanOrEqual(1 + 2 * 2 * Math.ceil(Math.log2(64))); // halves, not one INSERT per row
  });

  it('fails the whole group with the original error on an outage, so the collector answers 503', async () => {
    const outage = pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
    const { writer, statements } = fakeWriter(() => outage);
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => writer.write(row({ i }))));
    for (const r of results) expect(r).toEqual({ status: 'rejected', reason: outage });
    expect(statements()).toBe(1); // no splitting: retrying halves of an outage only adds load
  });
});

describe('raw event writer grouping (PostgreSQL: groups start at once, two in flight)', () => {
  /** a fake database whose INSERTs finish only when the test says so */
  function heldWriter() {
    const groups: Array<{ rows: number; finish(): void }> = [];
    const db = {
      kind: 'postgres',
      sql: {
        execute: (_q: string, params?: unknown[]) =>
          new Promise<number>((finish) => groups.push({ rows: (JSON.parse(String(params?.[0])) as unknown[]).length, finish: () => finish(0) })),
      },
    };
    return { writer: createRawEventWriter({ db } as never), groups };
  }
  const turn = () => new Promise<void>((r) => setImmediate(r));

  it('sends the hits of one event-loop turn as one INSERT, a second group beside it, and queues the rest for the next free slot', async () => {
    const { writer, groups } = heldWriter();
    let acknowledged = 0;
    const write = (n: number) => Array.from({ length: n }, (_, i) => writer.write(row({ i })).then(() => acknowledged++));
    const first = write(3);
    await turn();
    expect(groups.map((g) => g.rows)).toEqual([3]);
    const second = write(2);
    await turn();
    expect(groups.map((g) => g.rows)).toEqual([3, 2]);
    const third = write(4); // both slots busy: these wait
    await turn();
    expect(groups).toHaveLength(2);
    let flushed = false;
    const flush = writer.flush().then(() => (flushed = true));
    groups[0]!.finish();
    await Promise.all(first);
    expect(acknowledged).toBe(3); // a hit is acknowledged only once its own INSERT committed
    expect(groups.map((g) => g.rows)).toEqual([3, 2, 4]);
    groups[1]!.finish();
    await Promise.all(second);
    expect(flushed).toBe(false);
    groups[2]!.finish();
    await Promise.all([...third, flush]);
    expect(acknowledged).toBe(9);
    expect(flushed).toBe(true);
  });
});

describe('isolateRefused (identify batches)', () => {
  it('runs halves until each refused row is alone, sets it aside, and keeps every other row', async () => {
    const bad = new Set([3, 17]);
    const ran: number[][] = [];
    const asideIds: number[] = [];
    const ids = Array.from({ length: 20 }, (_, i) => i);
    const out = await isolateRefused(
      ids,
      async (batch) => {
        if (batch.some((id) => bad.has(id))) throw pgError('22021');
        ran.push(batch);
        return batch.length;
      },
      async (id) => {
        asideIds.push(id);
        return 0;
      },
    );
    expect(asideIds).toEqual([3, 17]);
    expect(ran.flat().sort((a, b) => a - b)).toEqual(ids.filter((id) => !bad.has(id)));
    expect(out.reduce((a, b) => a + b, 0)).toBe(18);
  });

  it('rethrows anything that is not a data error', async () => {
    await expect(isolateRefused([1, 2], async () => Promise.reject(pgError('57P01')), async () => null)).rejects.toMatchObject({ code: '57P01' });
  });
});
