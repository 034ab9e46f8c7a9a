// Company resolution is a chain of providers tried in order; the first match wins. A provider
// answers for many IPs at once, so a commercial reverse-IP vendor with a batch API slots in as
// one more implementation (prepend it to the chain for priority).
import type { AsnInfo } from '../asn/asnDatabase.js';

export interface CompanyMatch {
  /** canonical company domain (the account's natural key) */
  domain: string;
  name: string | null;
  /** recorded as resolution.source: "ip_table", "asn", a vendor's name ... */
  source: string;
  /** 0-1: how sure the provider is that the visitor works there */
  confidence: number;
  firmographics: Record<string, unknown>;
}

export interface IpLookup {
  ip: string;
  /** the network owner, already looked up (null when unknown or not an IP) */
  asn: AsnInfo | null;
}

export interface CompanyProvider {
  readonly name: string;
  /** called once per job run, before any resolve (load tables, refresh tokens ...) */
  prepare?(): Promise<void>;
  resolveMany(lookups: IpLookup[]): Promise<Map<string, CompanyMatch>>;
}

/** Runs the chain: each provider sees only the IPs the ones before it could not resolve. */
export async function resolveCompanies(providers: CompanyProvider[], lookups: IpLookup[]): Promise<Map<string, CompanyMatch>> {
  const found = new Map<string, CompanyMatch>();
  let pending = lookups;
  for (const p of providers) {
    if (pending.length === 0) break;
    const got = await p.resolveMany(pending);
    for (const [ip, m] of got) found.set(ip, m);
    pending = pending.filter((l) => !found.has(l.ip));
  }
  return found;
}
