// IP → autonomous system (number + organisation) from @ip-location-db/asn (CC-BY-4.0, see notice.ts).
// Loaded lazily on first use: the numeric CSVs are parsed once into sorted typed arrays (IPv4) or
// BigInt arrays (IPv6) and searched by binary search; organisation names are interned, so ~400k IPv4
// ranges take a few MB. The ranges in each file are sorted and do not overlap.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ipaddr from 'ipaddr.js';

export interface AsnInfo {
  asn: number;
  org: string;
}

interface V4Table {
  starts: Uint32Array;
  ends: Uint32Array;
  asns: Uint32Array;
  orgIdx: Uint32Array;
  orgs: string[];
}
interface V6Table {
  starts: bigint[];
  ends: bigint[];
  asns: Uint32Array;
  orgIdx: Uint32Array;
  orgs: string[];
}

const packageDir = () => dirname(createRequire(import.meta.url).resolve('@ip-location-db/asn/package.json'));

/** Splits `start,end,asn,org` where org may be quoted with "" escapes. */
function parseLine(line: string): [string, string, number, string] | null {
  const a = line.indexOf(',');
  const b = line.indexOf(',', a + 1);
  const c = line.indexOf(',', b + 1);
  if (a < 0 || b < 0 || c < 0) return null;
  let org = line.slice(c + 1);
  if (org.startsWith('"')) org = org.slice(1, org.endsWith('"') ? -1 : undefined).replaceAll('""', '"');
  return [line.slice(0, a), line.slice(a + 1, b), Number(line.slice(b + 1, c)), org];
}

function intern(orgs: string[], index: Map<string, number>, org: string): number {
  let i = index.get(org);
  if (i === undefined) {
    i = orgs.length;
    orgs.push(org);
    index.set(org, i);
  }
  return i;
}

async function loadV4(dir: string): Promise<V4Table> {
  const lines = (await readFile(join(dir, 'asn-ipv4-num.csv'), 'utf8')).split('\n');
  const n = lines.length;
  const t: V4Table = { starts: new Uint32Array(n), ends: new Uint32Array(n), asns: new Uint32Array(n), orgIdx: new Uint32Array(n), orgs: [] };
  const index = new Map<string, number>();
  let k = 0;
  for (const line of lines) {
    const p = line ? parseLine(line) : null;
    if (!p) continue;
    t.starts[k] = Number(p[0]);
    t.ends[k] = Number(p[1]);
    t.asns[k] = p[2];
    t.orgIdx[k] = intern(t.orgs, index, p[3]);
    k++;
  }
  return { ...t, starts: t.starts.subarray(0, k), ends: t.ends.subarray(0, k), asns: t.asns.subarray(0, k), orgIdx: t.orgIdx.subarray(0, k) };
}

async function loadV6(dir: string): Promise<V6Table> {
  const lines = (await readFile(join(dir, 'asn-ipv6-num.csv'), 'utf8')).split('\n');
  const t: V6Table = { starts: [], ends: [], asns: new Uint32Array(lines.length), orgIdx: new Uint32Array(lines.length), orgs: [] };
  const index = new Map<string, number>();
  for (const line of lines) {
    const p = line ? parseLine(line) : null;
    if (!p) continue;
    const k = t.starts.length;
    t.starts.push(BigInt(p[0]));
    t.ends.push(BigInt(p[1]));
    t.asns[k] = p[2];
    t.orgIdx[k] = intern(t.orgs, index, p[3]);
  }
  return t;
}

/** Index of the last range whose start <= x, or -1. */
function search<T extends number | bigint>(starts: ArrayLike<T>, x: T): number {
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (starts[mid]! <= x) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

export function ipv4ToNumber(addr: ipaddr.IPv4): number {
  const o = addr.octets;
  return ((o[0]! << 24) >>> 0) + (o[1]! << 16) + (o[2]! << 8) + o[3]!;
}

export function ipv6ToBigInt(addr: ipaddr.IPv6): bigint {
  let x = 0n;
  for (const part of addr.parts) x = (x << 16n) + BigInt(part);
  return x;
}

/** Parses an address, unwrapping IPv4-mapped IPv6 (::ffff:1.2.3.4); null when it is not an IP. */
export function parseIp(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(ip)) return null;
  const a = ipaddr.parse(ip);
  return a.kind() === 'ipv6' && (a as ipaddr.IPv6).isIPv4MappedAddress() ? (a as ipaddr.IPv6).toIPv4Address() : a;
}

export interface AsnDatabase {
  lookup(ip: string): AsnInfo | null;
  /** load both tables now (otherwise the first lookup of each family pays for it) */
  ready(): Promise<void>;
}

export function createAsnDatabase(dir: string = packageDir()): AsnDatabase {
  let v4: V4Table | undefined;
  let v6: V6Table | undefined;
  let loading: Promise<void> | undefined;
  const ready = () =>
    (loading ??= Promise.all([loadV4(dir), loadV6(dir)]).then(([a, b]) => {
      v4 = a;
      v6 = b;
    }));
  return {
    ready,
    lookup(ip) {
      if (!v4 || !v6) throw new Error('ASN database not loaded: await ready() first');
      const addr = parseIp(ip);
      if (!addr) return null;
      if (addr.kind() === 'ipv4') {
        const x = ipv4ToNumber(addr as ipaddr.IPv4);
        const i = search(v4.starts, x);
        if (i < 0 || v4.ends[i]! < x) return null;
        return { asn: v4.asns[i]!, org: v4.orgs[v4.orgIdx[i]!]! };
      }
      const x = ipv6ToBigInt(addr as ipaddr.IPv6);
      const i = search(v6.starts, x);
      if (i < 0 || v6.ends[i]! < x) return null;
      return { asn: v6.asns[i]!, org: v6.orgs[v6.orgIdx[i]!]! };
    },
  };
}

let shared: AsnDatabase | undefined;
/** The process-wide instance (the tables are read-only, so every job shares one copy). */
export const sharedAsnDatabase = (): AsnDatabase => (shared ??= createAsnDatabase());
