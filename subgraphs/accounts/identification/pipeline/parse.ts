// Stage 1, parse: claimed raw_events rows → typed page views and what each visitor showed (its
// latest human IP, captured email and name, first and last human hit). Pure: no database, the ASN
// lookup is handed in. A row without a visitor id or a usable page URL is rejected with a reason.
import type { AsnInfo } from '../asn/asnDatabase.js';
import { classifyHit } from '../bots/botFilter.js';
import { HIT_LIMITS } from '../collector/hit.schema.js';
import { normalizeEmail } from '../email/mailbox.js';
import { storable } from '../storableText.js';
import { channelFor } from '../traffic/channel.js';
import { parsePageUrl, UTM_KEYS, type Utm } from '../traffic/pageUrl.js';

/** int8: a number when exact (Database.sql), a bigint beyond 2^53 */
export type RawEventId = number | bigint;

export interface RawRow {
  id: RawEventId;
  workspace_id: string;
  received_at: Date;
  payload: Record<string, unknown> | null;
  ip: string | null;
  user_agent: string | null;
}

export interface VisitorSeen {
  workspaceId: string;
  anonymousId: string;
  /** IP of the latest human hit */
  ip: string | null;
  asn: AsnInfo | null;
  email: string | null;
  name: string | null;
  /** first and latest human hit in this batch */
  firstAt: Date | null;
  lastAt: Date | null;
}

export interface ParsedVisit {
  /** the visitor's key in `seen` */
  key: string;
  raw: RawRow;
  url: string;
  path: string;
  referrer: string | null;
  utm: Utm;
  channel: string;
  isBot: boolean;
}

export interface ParsedBatch {
  /** by visitorKey */
  seen: Map<string, VisitorSeen>;
  /** page views (identify hits carry evidence, not visits) */
  visits: ParsedVisit[];
  rejected: Array<{ id: RawEventId; error: string }>;
  /** latest hit per workspace (pixel_last_seen_at) */
  lastHitByWorkspace: Map<string, Date>;
  botVisits: number;
}

export const visitorKey = (workspaceId: string, anonymousId: string): string => `${workspaceId}|${anonymousId}`;

// every text value bound for a statement, whoever stored the row: decoded utm_* parameters can hold
// NUL ("?utm_source=a%00b"), and rows from older versions were stored unbounded
const str = (x: unknown, max: number): string | null => (typeof x === 'string' && x.length > 0 ? storable(x, max) : null);

export function parseRawEvents(raws: RawRow[], lookupAsn: (ip: string) => AsnInfo | null): ParsedBatch {
  const asnCache = new Map<string, AsnInfo | null>();
  const asnOf = (ip: string | null) => {
    if (!ip) return null;
    let a = asnCache.get(ip);
    if (a === undefined) asnCache.set(ip, (a = lookupAsn(ip)));
    return a;
  };
  const out: ParsedBatch = { seen: new Map(), visits: [], rejected: [], lastHitByWorkspace: new Map(), botVisits: 0 };

  for (const raw of raws) {
    const p = raw.payload ?? {};
    const anon = str(p.v, HIT_LIMITS.v);
    const url = str(p.u, HIT_LIMITS.u);
    const page = url ? parsePageUrl(url) : null;
    if (!anon || !url || !page) {
      out.rejected.push({ id: raw.id, error: !anon ? 'missing visitor id' : 'missing or invalid page URL' });
      continue;
    }
    const prev = out.lastHitByWorkspace.get(raw.workspace_id);
    if (!prev || raw.received_at > prev) out.lastHitByWorkspace.set(raw.workspace_id, raw.received_at);
    const key = visitorKey(raw.workspace_id, anon);
    let v = out.seen.get(key);
    if (!v) out.seen.set(key, (v = { workspaceId: raw.workspace_id, anonymousId: anon, ip: null, asn: null, email: null, name: null, firstAt: null, lastAt: null }));
    const asn = asnOf(raw.ip);
    const verdict = classifyHit(raw.user_agent, asn);
    if (!verdict.isBot) {
      if (!v.firstAt || raw.received_at < v.firstAt) v.firstAt = raw.received_at;
      if (!v.lastAt || raw.received_at >= v.lastAt) {
        v.lastAt = raw.received_at;
        if (raw.ip) {
          v.ip = raw.ip;
          v.asn = asn;
        }
      }
    }
    if (p.t === 'identify') {
      const email = str(p.e, HIT_LIMITS.e);
      if (email && !verdict.isBot) {
        v.email = normalizeEmail(email);
        v.name = str(p.n, HIT_LIMITS.n)?.trim() || v.name;
      }
      continue;
    }
    const utm: Utm = {};
    const sent = (p.utm ?? {}) as Record<string, unknown>;
    for (const k of UTM_KEYS) {
      const val = str(sent[k], HIT_LIMITS.utm) ?? str(page.utm[k], HIT_LIMITS.utm);
      if (val) utm[k] = val;
    }
    const referrer = str(p.r, HIT_LIMITS.r);
    if (verdict.isBot) out.botVisits++;
    const path = str(page.path, HIT_LIMITS.u) ?? '/';
    out.visits.push({ key, raw, url, path, referrer, utm, channel: channelFor(utm, referrer, page.host), isBot: verdict.isBot });
  }
  return out;
}
