// Where the service may send requests on a customer's behalf (webhooks today, every outbound
// integration tomorrow): public unicast addresses only. One set of address rules for the check at
// registration (the URL's host, resolved now) and for the check at connect time (delivery's guarded
// lookup, which also catches a name that changes its answer later: DNS rebinding).
//
// Loopback in disguise is loopback: IPv4-mapped (::ffff:127.0.0.1) and IPv4-compatible
// (::127.0.0.1) IPv6 forms are judged by the IPv4 address they carry; decimal, octal and hex IPv4
// forms (2130706433, 0177.1, 0x7f.1) are normalised by WHATWG URL before they get here; a trailing
// dot (localhost.) names the same host as without it.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';

export type Resolver = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export const systemResolver: Resolver = dnsLookup as unknown as Resolver;

/** How long registration waits for DNS before refusing (delivery has its own overall timeout). */
export const RESOLVE_TIMEOUT_MS = 5_000; // 5 seconds

const unbracket = (host: string): string => host.replace(/^\[|\]$/g, '');

/**
 * The ipaddr.js range name of an address; "unicast" (public) is the only one we connect to. IPv6
 * forms that carry an IPv4 address are judged by it; the deprecated IPv4-compatible form (::/96) is
 * never public, whatever it carries.
 */
export function addressRange(address: string): string {
  const ip = ipaddr.parse(canonical(unbracket(address)));
  if (ip.kind() === 'ipv4') return ip.range();
  const v6 = ip as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range();
  const range = v6.range();
  if (range !== 'unicast') return range;
  const p = v6.parts;
  if (p.slice(0, 6).every((x) => x === 0)) {
    const v4 = ipaddr.IPv4.parse(`${p[6]! >> 8}.${p[6]! & 255}.${p[7]! >> 8}.${p[7]! & 255}`).range();
    return v4 === 'unicast' ? 'ipv4Compatible' : v4;
  }
  return range;
}

/** ipaddr.js reads any dotted IPv6 tail as IPv4-mapped ("::8.8.8.8" as ::ffff:808:808): let WHATWG URL write it out first. */
function canonical(address: string): string {
  if (!address.includes(':') || !address.includes('.')) return address;
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return address;
  }
}

export const isIpLiteral = (host: string): boolean => ipaddr.isValid(unbracket(host));

export const isPublicAddress = (address: string): boolean => isIpLiteral(address) && addressRange(address) === 'unicast';

/** "localhost", "x.localhost" (RFC 6761), with or without trailing dots, in any case. */
export const isLoopbackName = (host: string): boolean => {
  const h = host.toLowerCase().replace(/\.+$/, '');
  return h === 'localhost' || h.endsWith('.localhost');
};

export type HostRefusal = {
  reason: 'loopback_name' | 'non_public_address' | 'unresolvable' | 'dns_failure';
  /** a sentence completing "the URL's host ..." */
  message: string;
  address?: string;
  range?: string;
};

/**
 * Checks the host of an outbound URL now: a literal by the address rules, a name by every address it
 * resolves to (all of them: one private record is enough to refuse, the attacker controls the order).
 * A name that does not resolve is refused too: nothing could be delivered to it, and a name that only
 * resolves later is checked at every connect anyway. Returns null when the host is acceptable.
 */
export async function checkOutboundHost(
  hostname: string,
  opts: { resolve?: Resolver; timeoutMs?: number } = {},
): Promise<HostRefusal | null> {
  const host = unbracket(hostname).toLowerCase();
  if (isIpLiteral(host)) {
    const range = addressRange(host);
    return range === 'unicast' ? null : { reason: 'non_public_address', message: `is a ${range} address`, address: host, range };
  }
  if (isLoopbackName(host)) return { reason: 'loopback_name', message: `"${host}" names this machine (localhost)` };
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(opts.resolve ?? systemResolver, host, opts.timeoutMs ?? RESOLVE_TIMEOUT_MS);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? 'error';
    if (code === 'ENOTFOUND' || code === 'ENODATA' || code === 'EAI_NONAME' || code === 'EAI_NODATA')
      return { reason: 'unresolvable', message: `"${host}" does not resolve to any address (${code}); register a URL whose name resolves now` };
    return { reason: 'dns_failure', message: `"${host}" could not be resolved right now (${code}); try again in a moment` };
  }
  if (addresses.length === 0) return { reason: 'unresolvable', message: `"${host}" does not resolve to any address; register a URL whose name resolves now` };
  for (const a of addresses) {
    if (!isPublicAddress(a.address)) {
      const range = isIpLiteral(a.address) ? addressRange(a.address) : 'invalid';
      return { reason: 'non_public_address', message: `"${host}" resolves to ${a.address}, a ${range} address`, address: a.address, range };
    }
  }
  return null;
}

function resolveAll(resolve: Resolver, host: string, timeoutMs: number): Promise<LookupAddress[]> {
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(Object.assign(new Error(`DNS lookup of ${host} timed out`), { code: 'ETIMEOUT' })), timeoutMs);
    resolve(host, { all: true }, (err, addresses) => {
      clearTimeout(timer);
      if (err) fail(err);
      else ok(addresses);
    });
  });
}
