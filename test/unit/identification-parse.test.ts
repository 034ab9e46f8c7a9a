// The pipeline's parse stage without a database: raw_events rows in, typed visits and per-visitor
// evidence out (subgraphs/accounts/identification/pipeline/parse.ts).
import { describe, expect, it } from 'vitest';
import type { AsnInfo } from '../../subgraphs/accounts/identification/asn/asnDatabase.js';
import { accountDeltas } from '../../subgraphs/accounts/identification/pipeline/counts.js';
import { parseRawEvents, visitorKey, type RawRow } from '../../subgraphs/accounts/identification/pipeline/parse.js';
import { REPLACEMENT } from '../../subgraphs/accounts/identification/storableText.js';
import { CHROME, GOOGLEBOT } from '../helpers/identification.js';

const WS = '00000000-0000-4000-8000-000000000001';
const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
let nextId = 1;
const row = (payload: Record<string, unknown> | null, o: Partial<RawRow> = {}): RawRow => ({
  id: nextId++, workspace_id: WS, received_at: at(0), payload, ip: '73.15.2.1', user_agent: CHROME, ...o,
});
const noAsn = (): AsnInfo | null => null;

describe('parse stage', () => {
  it('turns a page view into a visit with path, utm, referrer and channel', () => {
    const p = parseRawEvents([row({ t: 'pageview', v: 'anon-1', u: 'https://shop.example/pricing?utm_source=google&utm_medium=cpc', r: 'https://www.google.com/' })], noAsn);
    expect(p.rejected).toEqual([]);
    expect(p.visits).toHaveLength(1);
    const [v] = p.visits;
    expect(v).toMatchObject({ key: visitorKey(WS, 'anon-1'), path: '/pricing', referrer: 'https://www.google.com/', channel: 'paid_search', isBot: false });
    expect(v!.utm).toEqual({ source: 'google', medium: 'cpc' });
    expect(p.seen.get(visitorKey(WS, 'anon-1'))).toMatchObject({ ip: '73.15.2.1', firstAt: at(0), lastAt: at(0), email: null });
    expect(p.lastHitByWorkspace.get(WS)).toEqual(at(0));
  });

  it('prefers the utm parameters the pixel sent over the URL’s, and replaces NUL', () => {
    const p = parseRawEvents([row({ v: 'a', u: 'https://x.example/?utm_source=url&utm_campaign=c%00d', utm: { source: 'sent' } })], noAsn);
    expect(p.visits[0]!.utm).toEqual({ source: 'sent', campaign: `c${REPLACEMENT}d` });
  });

  it('takes email and name from an identify hit, which is not a visit', () => {
    const p = parseRawEvents([row({ t: 'identify', v: 'a', u: 'https://x.example/', e: ' Jane@Acme.COM ', n: '  Jane Doe ' })], noAsn);
    expect(p.visits).toEqual([]);
    expect(p.seen.get(visitorKey(WS, 'a'))).toMatchObject({ email: 'jane@acme.com', name: 'Jane Doe' });
  });

  it('rejects rows without a visitor id or a usable URL, with the reason', () => {
    const a = row({ u: 'https://x.example/' });
    const b = row({ v: 'a', u: 'not a url' });
    const c = row(null);
    const p = parseRawEvents([a, b, c], noAsn);
    expect(p.rejected).toEqual([
      { id: a.id, error: 'missing visitor id' },
      { id: b.id, error: 'missing or invalid page URL' },
      { id: c.id, error: 'missing visitor id' },
    ]);
    expect(p.seen.size).toBe(0);
    expect(p.lastHitByWorkspace.size).toBe(0);
  });

  it('stores bot visits flagged, but takes no evidence from them', () => {
    const p = parseRawEvents(
      [
        row({ v: 'a', u: 'https://x.example/' }, { received_at: at(1), ip: '73.15.2.1' }),
        row({ v: 'a', u: 'https://x.example/b' }, { received_at: at(2), ip: '66.249.66.1', user_agent: GOOGLEBOT }),
        row({ t: 'identify', v: 'a', u: 'https://x.example/', e: 'bot@x.example' }, { received_at: at(3), user_agent: GOOGLEBOT }),
      ],
      noAsn,
    );
    expect(p.visits.map((v) => v.isBot)).toEqual([false, true]);
    expect(p.botVisits).toBe(1);
    expect(p.seen.get(visitorKey(WS, 'a'))).toMatchObject({ ip: '73.15.2.1', email: null, firstAt: at(1), lastAt: at(1) });
    expect(p.lastHitByWorkspace.get(WS)).toEqual(at(3));
  });

  it('keeps the latest human IP and its ASN, looking each IP up once', () => {
    const lookups: string[] = [];
    const lookup = (ip: string): AsnInfo | null => (lookups.push(ip), { asn: ip === '17.5.6.7' ? 714 : 7922, org: ip });
    const p = parseRawEvents(
      [
        row({ v: 'a', u: 'https://x.example/' }, { received_at: at(5), ip: '17.5.6.7' }),
        row({ v: 'a', u: 'https://x.example/' }, { received_at: at(1), ip: '73.15.2.1' }),
        row({ v: 'a', u: 'https://x.example/' }, { received_at: at(3), ip: '17.5.6.7' }),
      ],
      lookup,
    );
    expect(lookups.sort()).toEqual(['17.5.6.7', '73.15.2.1']);
    expect(p.seen.get(visitorKey(WS, 'a'))).toMatchObject({ ip: '17.5.6.7', asn: { asn: 714 }, firstAt: at(1), lastAt: at(5) });
  });
});

describe('counts stage: account deltas', () => {
  it('moves a visitor’s visits from its old account to the new one', () => {
    const d = accountDeltas({
      before: [{ id: 'v1', account_id: 'old', visit_count: 3, first_visit_at: at(1), last_visit_at: at(3) }],
      accountAfter: new Map([['v1', 'new']]),
      deltas: new Map([['v1', { n: 2, first: at(4), last: at(5) }]]),
      seenFrom: new Map(),
    });
    expect(d.get('old')).toMatchObject({ people: -1, visits: -3, rescore: true });
    expect(d.get('new')).toMatchObject({ people: 1, visits: 5, first: at(1), last: at(5), rescore: true });
  });
});
