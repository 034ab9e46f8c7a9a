// The dashboard's subscriptions (the live feed, the copilot chat) over graphql-ws at /copilot/ws:
// Apollo Gateway cannot carry subscriptions, so they are served beside it on the same origin,
// authenticated by the session JWT in connection_init. Their documents are not in the supergraph,
// so they are typed by hand here.
import { createClient, type Client, type ClientOptions } from 'graphql-ws';
import { session } from './api';

export const IDENTIFICATIONS = /* GraphQL */ `subscription Identifications { identifications { id createdAt data } }`;
export const COPILOT_RUN = /* GraphQL */ `subscription CopilotRun($request: JSON!, $idempotencyKey: String) { copilotRun(request: $request, idempotencyKey: $idempotencyKey) { event data } }`;

export function subscriptionClient(on?: ClientOptions['on']): Client {
  return createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/copilot/ws`,
    connectionParams: () => ({ authorization: `Bearer ${session.get()}` }),
    retryAttempts: 0,
    on,
  });
}

/** A graphql-ws error (a close event, GraphQL errors or an Error) in words. */
export function subscriptionError(e: unknown): string {
  if (e instanceof Error) return e.message;
  if (Array.isArray(e)) return e.map((x: { message?: string }) => x.message ?? String(x)).join('; ');
  const close = e as { code?: number; reason?: string } | null;
  if (close && typeof close.code === 'number') return close.code === 4403 ? 'Your session is not accepted: sign in again.' : `connection closed (${close.code}${close.reason ? `: ${close.reason}` : ''})`;
  return 'connection lost';
}
