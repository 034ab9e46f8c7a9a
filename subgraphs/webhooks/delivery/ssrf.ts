// SSRF guard: deliveries go to public unicast addresses only. The check runs on the resolved IP at
// connect time (a custom `lookup`), so a name that resolves to a public IP when registered and to
// 127.0.0.1 later (DNS rebinding) is still refused. SIGNAL_WEBHOOK_ALLOW_PRIVATE=1 turns it off.
import type { LookupAddress, LookupOptions } from 'node:dns';
import { addressRange, isIpLiteral, isPublicAddress, systemResolver, type Resolver } from '../../../core/http/outboundUrl.js';

// the address rules live in core/http/outboundUrl.ts, shared with the check at registration
export { addressRange, isPublicAddress, type Resolver } from '../../../core/http/outboundUrl.js';

export class SsrfRefusedError extends Error {
  readonly code = 'ssrf_refused';
  constructor(readonly host: string, readonly address: string, readonly range: string) {
    super(`refused to connect to ${host} (${address}): ${range} addresses are not allowed for webhooks`);
    this.name = 'SsrfRefusedError';
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for net/http that refuses the whole name when any address it resolves to is not public
 * (an attacker controls the order of records, so one private record is enough to refuse).
 */
export function guardedLookup(opts: { allowPrivate: boolean; resolve?: Resolver }) {
  const resolve: Resolver = opts.resolve ?? systemResolver;
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      if (!opts.allowPrivate) {
        const bad = addresses.find((a) => !isPublicAddress(a.address));
        if (bad) return callback(new SsrfRefusedError(hostname, bad.address, isIpLiteral(bad.address) ? addressRange(bad.address) : 'invalid') as never, '');
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '');
      callback(null, first.address, first.family);
    });
  };
}

/** IP literals never reach `lookup`; check them before connecting. */
export function refuseLiteral(hostname: string, allowPrivate: boolean): SsrfRefusedError | null {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (allowPrivate || !isIpLiteral(host)) return null;
  return isPublicAddress(host) ? null : new SsrfRefusedError(host, host, addressRange(host));
}
