// One way out for posts the service makes to a customer-given URL other than signed webhook
// deliveries (chat alerts): the same URL rules as endpoint registration (endpoints/url.ts) and the
// same SSRF-guarded, time-limited, no-redirect sender as delivery (delivery/http.ts), so a chat URL
// cannot reach what a webhook URL cannot.
import type { ServiceContext } from '../../../core/context.js';
import { checkEndpointUrl } from '../endpoints/url.js';
import { createHttpSender, type HttpSender, type SendResult } from '../delivery/http.js';
import type { Resolver } from '../../../core/http/outboundUrl.js';

export type { SendResult } from '../delivery/http.js';

export function createOutboundPostService(ctx: Pick<ServiceContext, 'config'>, deps: { resolve?: Resolver } = {}) {
  const allowPrivate = ctx.config.SIGNAL_WEBHOOK_ALLOW_PRIVATE;
  let sender: HttpSender | null = null; // made on first post: most processes never post
  return {
    /** The URL as given when acceptable now; a 422 naming why otherwise. */
    checkUrl: (raw: string): Promise<string> => checkEndpointUrl(raw, { allowPrivate, resolve: deps.resolve }),
    /** POSTs a JSON body; the connect-time guard refuses private addresses whatever DNS says then. */
    postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<SendResult> {
      sender ??= createHttpSender({ allowPrivate, resolve: deps.resolve, maxSockets: 16 });
      return sender.send(url, JSON.stringify(body), { 'content-type': 'application/json', 'user-agent': 'Signal-Alerts/1', ...headers });
    },
  };
}

export type OutboundPostService = ReturnType<typeof createOutboundPostService>;
