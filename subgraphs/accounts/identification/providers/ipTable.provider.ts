// Provider 1: the importable CIDR → company table (company_ip_ranges). Exact CIDR semantics with
// the most specific prefix winning: ranges are grouped by prefix length and each lookup masks the
// address once per length present (at most 33 for IPv4, 129 for IPv6), each a Map hit.
import ipaddr from 'ipaddr.js';
import type { ServiceContext } from '../../../../core/context.js';
import { validation } from '../../../../core/errors.js';
import { ipv4ToNumber, ipv6ToBigInt, parseIp } from '../asn/asnDatabase.js';
import { canonicalDomain } from '../email/mailbox.js';
import type { CompanyMatch, CompanyProvider } from './provider.js';
import { createIpRangeRepository } from './ipRange.repository.js';

export const IP_TABLE_CONFIDENCE = 0.8;

interface Row {
  cidr: string;
  company_domain: string;
  company_name: string | null;
}

/** the address's leading `bits` bits, as a Map key */
function prefixKey(addr: ipaddr.IPv4 | ipaddr.IPv6, bits: number): number | bigint {
  if (addr.kind() === 'ipv4') return bits === 0 ? 0 : ipv4ToNumber(addr as ipaddr.IPv4) >>> (32 - bits);
  return ipv6ToBigInt(addr as ipaddr.IPv6) >> BigInt(128 - bits);
}

export interface IpRangeIndex {
  match(ip: string): Row | null;
  size: number;
}

export function buildIpRangeIndex(rows: Row[]): IpRangeIndex {
  const byLength = { ipv4: new Map<number, Map<number | bigint, Row>>(), ipv6: new Map<number, Map<number | bigint, Row>>() };
  for (const row of rows) {
    const [net, bits] = ipaddr.parseCIDR(row.cidr);
    const family = byLength[net.kind()];
    let m = family.get(bits);
    if (!m) family.set(bits, (m = new Map()));
    m.set(prefixKey(net, bits), row);
  }
  const lengths = {
    ipv4: [...byLength.ipv4.keys()].sort((a, b) => b - a),
    ipv6: [...byLength.ipv6.keys()].sort((a, b) => b - a),
  };
  return {
    size: rows.length,
    match(ip) {
      const addr = parseIp(ip);
      if (!addr) return null;
      const kind = addr.kind();
      for (const bits of lengths[kind]) {
        const row = byLength[kind].get(bits)!.get(prefixKey(addr, bits));
        if (row) return row;
      }
      return null;
    },
  };
}

export function createIpTableProvider(ctx: Pick<ServiceContext, 'db'>): CompanyProvider & { index(): IpRangeIndex } {
  let index = buildIpRangeIndex([]);
  return {
    name: 'ip_table',
    index: () => index,
    async prepare() {
      index = buildIpRangeIndex(await createIpRangeRepository(ctx.db.sql).all());
    },
    async resolveMany(lookups) {
      const out = new Map<string, CompanyMatch>();
      if (index.size === 0) return out;
      for (const { ip } of lookups) {
        const row = index.match(ip);
        if (row)
          out.set(ip, {
            domain: row.company_domain,
            name: row.company_name,
            source: 'ip_table',
            confidence: IP_TABLE_CONFIDENCE,
            firmographics: {},
          });
      }
      return out;
    },
  };
}

/** rows per import call (the CLI sends larger files in chunks of this size) */
export const MAX_IMPORT_ROWS = 5_000;

export interface IpRangeInput {
  cidr: string;
  company_domain: string;
  company_name?: string | null;
}

/** Imports (upserts by CIDR) rows into the table; validates every row first, all or nothing. */
export async function importIpRanges(ctx: Pick<ServiceContext, 'db'>, rows: IpRangeInput[], source = 'import'): Promise<number> {
  const clean = rows.map((r, i) => {
    if (!ipaddr.isValidCIDR(r.cidr)) throw validation(`row ${i + 1}: "${r.cidr}" is not a CIDR range`, { field: 'cidr', row: i + 1 });
    const [addr, bits] = ipaddr.parseCIDR(r.cidr);
    const domain = canonicalDomain(r.company_domain);
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain))
      throw validation(`row ${i + 1}: "${r.company_domain}" is not a domain`, { field: 'company_domain', row: i + 1 });
    const cidr = addr.kind() === 'ipv4' ? `${ipaddr.IPv4.networkAddressFromCIDR(r.cidr).toString()}/${bits}` : `${ipaddr.IPv6.networkAddressFromCIDR(r.cidr).toNormalizedString()}/${bits}`;
    return { cidr, company_domain: domain, company_name: r.company_name?.trim() || null };
  });
  // one statement: all or nothing, and fast for large tables (last row wins on a repeated CIDR)
  const unique = [...new Map(clean.map((r) => [r.cidr, r])).values()];
  await createIpRangeRepository(ctx.db.sql).upsertMany(unique, source);
  return clean.length;
}

/** The table's size: ranges per source, by source name. */
export const ipRangesBySource = (ctx: Pick<ServiceContext, 'db'>) => createIpRangeRepository(ctx.db.sql).bySource();
export const ipRangeCount = (ctx: Pick<ServiceContext, 'db'>) => createIpRangeRepository(ctx.db.sql).count();
