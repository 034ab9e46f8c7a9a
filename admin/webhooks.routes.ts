// signalctl webhook add | list | ping | rotate | enable | disable | delete | deliveries | attempts |
// redeliver | replay. Endpoints are named by URL (exact, ignoring case and surrounding whitespace),
// as in the copilot's tools; deliveries by id (X-Signal-Delivery).
import { Router } from 'express';
import { z } from 'zod';
import type { Runtime } from '../core/runtime.js';
import { createEndpointService, STATE_ACTIONS } from '../subgraphs/webhooks/endpoints/endpoint.service.js';
import { createDeliveryService, DELIVERY_STATUSES } from '../subgraphs/webhooks/delivery/delivery.service.js';
import { parseBody } from './parse.js';
import { workspaceFor } from './auth.js';

const ByUrl = z.object({ url: z.string().trim().min(1).max(2048) });
const SetState = ByUrl.extend({ action: z.enum(STATE_ACTIONS as [string, ...string[]]) });
const Replay = z.object({ since: z.iso.datetime({ offset: true }), url: z.string().trim().min(1).optional() });
const ListDeliveries = z.object({
  url: z.string().trim().min(1).optional(),
  status: z.enum(DELIVERY_STATUSES as [string, ...string[]]).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export function webhookRoutes(rt: Runtime): Router {
  const r = Router();
  const endpoints = createEndpointService(rt);
  const deliveries = createDeliveryService(rt);
  const base = '/workspaces/:workspace/webhooks';

  r.post(base, async (req, res) => {
    const ws = await workspaceFor(rt, req);
    const { endpoint, secret } = await endpoints.create(ws.id, parseBody(ByUrl, req.body));
    res.status(201).json({ endpoint, secret, note: 'the signing secret is shown once; store it now' });
  });
  r.get(base, async (req, res) => {
    const ws = await workspaceFor(rt, req);
    res.json({ endpoints: await endpoints.list(ws.id) });
  });
  r.post(`${base}/ping`, async (req, res) => {
    const ws = await workspaceFor(rt, req);
    res.json({ ping: await endpoints.ping(ws.id, parseBody(ByUrl, req.body)) });
  });
  r.post(`${base}/rotate`, async (req, res) => {
    const ws = await workspaceFor(rt, req);
    const { endpoint, secret } = await endpoints.rotate(ws.id, parseBody(ByUrl, req.body));
    res.json({ endpoint, secret, note: 'the new signing secret is shown once; the previous one no longer verifies' });
  });
  r.post(`${base}/state`, async (req, res) => {
    const ws = await workspaceFor(rt, req);
    const { url, action } = parseBody(SetState, req.body);
    res.json(await endpoints.setState(ws.id, { url }, action as (typeof STATE_ACTIONS)[number]));
  });
  r.get(`${base}/deliveries`, async (req, res) => {
    const ws = await workspaceFor(rt, req);
    const q = parseBody(ListDeliveries, req.query);
    const endpointId = q.url ? (await endpoints.resolve(ws.id, { url: q.url })).id : undefined;
    res.json({ deliveries: await deliveries.list(ws.id, { endpointId, status: q.status, limit: q.limit }) });
  });
  r.get(`${base}/deliveries/:delivery/attempts`, async (req, res) => {
    const ws = await workspaceFor(rt, req);
    const d = await deliveries.get(ws.id, String(req.params.delivery));
    res.json({ delivery: d, attempts: await deliveries.attempts(ws.id, [d.id]) });
  });
  r.post(`${base}/deliveries/:delivery/redeliver`, async (req, res) => {
    const ws = await workspaceFor(rt, req);
    res.json(await deliveries.redeliver(ws.id, String(req.params.delivery)));
  });
  r.post(`${base}/replay`, async (req, res) => {
    const ws = await workspaceFor(rt, req);
    const body = parseBody(Replay, req.body);
    const endpointId = body.url ? (await endpoints.resolve(ws.id, { url: body.url })).id : undefined;
    res.json(await deliveries.replayFailed(ws.id, { since: new Date(body.since), endpointId }));
  });
  return r;
}
