// Which peers may tell us the client's address (X-Forwarded-For): a reverse proxy on this host.
// One rule for Express ('trust proxy', server/app.ts) and for routes answered on node:http before
// Express (the collector), both through proxy-addr, the library Express itself uses.
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

export const TRUSTED_PROXIES = 'loopback';
const trusted = proxyaddr.compile(TRUSTED_PROXIES);

/** the client's address as Express's req.ip would give it */
export const clientIp = (req: IncomingMessage): string => proxyaddr(req, trusted);
