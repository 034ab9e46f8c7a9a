// Webhook endpoints (spec 3, 5.9, 6): create (secret shown once), list, enable/disable/delete,
// rotate the secret, send a test ping. Used by GraphQL, the operator API and the copilot tools
// (create_webhook, list_webhooks, set_webhook_state), which select an endpoint by its URL.
//
// Re-enabling (the spec is silent): `enable` on a disabled endpoint resets the failure streak;
// deliveries still pending when it was disabled resume where their schedule stood, and new events
// reach it again. Events that arrived while it was disabled got no delivery; `replayFailed`
// (deliveries service) recovers them, and requeues failed deliveries, on request.
import type { ServiceContext } from '../../../core/context.js';
import { AppError, conflict, notFound, validation } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { matchName } from '../../../core/names.js';
import { createDeliveryRepository, type DeliveryRepository } from '../delivery/delivery.repository.js';
import { defaultAttempter, type Attempter } from '../delivery/attempt.js';
import { testEventData } from '../delivery/envelope.js';
import { MAX_ENDPOINTS_PER_WORKSPACE } from '../delivery/schedule.js';
import { createEndpointRepository, type EndpointRepository, type WebhookEndpointView } from './endpoint.repository.js';
import { generateSecret, sealSecret } from './secret.js';
import { checkEndpointUrl, normaliseUrl, validateEndpointUrl } from './url.js';
import type { Resolver } from '../../../core/http/outboundUrl.js';

export type { WebhookEndpointView } from './endpoint.repository.js';

/** An endpoint named by id (dashboard) or by its URL (copilot, CLI). */
export type EndpointRef = { id: string } | { url: string };
export type StateAction = 'enable' | 'disable' | 'delete';
export const STATE_ACTIONS: readonly StateAction[] = ['enable', 'disable', 'delete'];

export interface PingResult {
  ok: boolean;
  delivery_id: string;
  event_id: string;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  response_excerpt: string | null;
}

const limitReached = () =>
  conflict(`this workspace already has ${MAX_ENDPOINTS_PER_WORKSPACE} webhook endpoints; delete one first`, {
    code: 'webhook_limit_reached',
    limit: MAX_ENDPOINTS_PER_WORKSPACE,
  });
const urlExists = (url: string) => conflict(`a webhook endpoint with the URL "${url}" already exists`, { code: 'webhook_url_exists', field: 'url' });

export interface EndpointServiceDeps {
  endpoints: EndpointRepository;
  deliveries: DeliveryRepository;
  attempt: Attempter;
  /** DNS for the registration check (test seam); the system resolver by default */
  resolve: Resolver;
}

export function createEndpointService(ctx: ServiceContext, deps: Partial<EndpointServiceDeps> = {}) {
  const endpoints = deps.endpoints ?? createEndpointRepository(ctx);
  const deliveries = deps.deliveries ?? createDeliveryRepository(ctx);
  const attempt = () => deps.attempt ?? defaultAttempter(ctx);
  const allowPrivate = ctx.config.SIGNAL_WEBHOOK_ALLOW_PRIVATE;

  const service = {
    /** The URL as it would be registered (syntax and address rules, no DNS): a bad one is refused before any confirmation. */
    checkUrl: (raw: string): string => validateEndpointUrl(raw, { allowPrivate }),

    async create(workspaceId: string, input: { url: string }): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
      if (typeof input.url !== 'string') throw validation('url: is required', { field: 'url' });
      const url = await checkEndpointUrl(input.url, { allowPrivate, resolve: deps.resolve });
      const secret = generateSecret();
      const res = await endpoints.create(workspaceId, {
        url,
        ciphertext: sealSecret(secret, ctx.secrets.secretKey),
        max: MAX_ENDPOINTS_PER_WORKSPACE,
        now: ctx.clock.now(),
      });
      if (res.kind === 'limit') throw limitReached();
      if (res.kind === 'duplicate') throw urlExists(url);
      return { endpoint: res.endpoint, secret };
    },

    /**
     * What create() would refuse (invalid URL, a URL already registered, the endpoint limit), checked
     * without writing: for callers that ask for consent before creating (the copilot). Returns the
     * validated URL; create() checks again under its lock.
     */
    async checkCreate(workspaceId: string, input: { url: string }): Promise<string> {
      if (typeof input.url !== 'string') throw validation('url: is required', { field: 'url' });
      const url = await checkEndpointUrl(input.url, { allowPrivate, resolve: deps.resolve });
      const existing = await endpoints.list(workspaceId);
      if (existing.some((e) => normaliseUrl(e.url) === normaliseUrl(url))) throw urlExists(url);
      if (existing.length >= MAX_ENDPOINTS_PER_WORKSPACE) throw limitReached();
      return url;
    },

    list: (workspaceId: string) => endpoints.list(workspaceId),

    /** Resolves an id or an exact URL (ignoring case and surrounding whitespace; spec 4.6). */
    async resolve(workspaceId: string, ref: EndpointRef): Promise<WebhookEndpointView> {
      if ('id' in ref) {
        const ep = isUuid(ref.id) ? await endpoints.get(workspaceId, ref.id) : null;
        if (!ep) throw notFound('webhook endpoint');
        return ep;
      }
      const all = await endpoints.list(workspaceId);
      const m = matchName(all, (e) => [e.url], ref.url);
      if (m.kind === 'one') return m.item;
      const matches = m.kind === 'many' ? m.matches : [];
      if (matches.length === 0)
        throw new AppError('NOT_FOUND', `no webhook endpoint with the URL "${ref.url.trim()}"`, {
          code: 'webhook_not_found',
          existing: all.map((e) => e.url),
        });
      if (matches.length > 1)
        throw conflict(`"${ref.url.trim()}" is ambiguous: ${matches.length} endpoints match`, {
          code: 'ambiguous_name',
          matches: matches.map((e) => ({ id: e.id, url: e.url })),
        });
      return matches[0]!;
    },

    /** enable / disable (reversible) or delete (irreversible: history goes with it). */
    async setState(
      workspaceId: string,
      ref: EndpointRef,
      action: StateAction,
    ): Promise<{ endpoint: WebhookEndpointView | null; deleted: boolean }> {
      if (!STATE_ACTIONS.includes(action)) throw validation(`action must be one of ${STATE_ACTIONS.join(', ')}`, { field: 'action' });
      const ep = await service.resolve(workspaceId, ref);
      const now = ctx.clock.now();
      if (action === 'delete') {
        if (!(await endpoints.delete(workspaceId, ep.id))) throw notFound('webhook endpoint');
        return { endpoint: null, deleted: true };
      }
      const state = action === 'enable' ? 'enabled' : 'disabled';
      if (ep.state === state) return { endpoint: ep, deleted: false }; // idempotent: the streak is kept
      const updated = await endpoints.setState(workspaceId, ep.id, state, now);
      if (!updated) throw notFound('webhook endpoint');
      return { endpoint: updated, deleted: false };
    },

    /** A new secret, shown once; the old one stops signing at once. */
    async rotate(workspaceId: string, ref: EndpointRef): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
      const ep = await service.resolve(workspaceId, ref);
      const secret = generateSecret();
      const updated = await endpoints.rotateSecret(workspaceId, ep.id, sealSecret(secret, ctx.secrets.secretKey), ctx.clock.now());
      if (!updated) throw notFound('webhook endpoint');
      return { endpoint: updated, secret };
    },

    /**
     * Sends a harmless `signal.test` event now, signed like any delivery, and waits for the outcome.
     * Works on disabled endpoints too (to check a fix before re-enabling); never retried and never
     * counted in the failure streak. The attempt is logged like any other.
     */
    async ping(workspaceId: string, ref: EndpointRef): Promise<PingResult> {
      const ep = await service.resolve(workspaceId, ref);
      const now = ctx.clock.now();
      const job = await deliveries.createTestDelivery(workspaceId, ep.id, testEventData(ep.id), now);
      const record = await attempt()(job, 'manual');
      await deliveries.recordAttempts([record], ctx.clock.now());
      return {
        ok: record.ok,
        delivery_id: job.deliveryId,
        event_id: job.eventId,
        status_code: record.statusCode,
        duration_ms: record.durationMs,
        error: record.error,
        response_excerpt: record.responseExcerpt,
      };
    },
  };
  return service;
}

export type EndpointService = ReturnType<typeof createEndpointService>;
