// Deliveries end to end on one real service (its worker driven by step() on a manual clock) and real
// receivers on loopback: headers and signature checked independently, outcomes, the retry
// schedule, auto-disable, re-enable, replay, redelivery, rotation, test ping, the endpoint limit.
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isUuid } from '../../../core/ids.js';
import type { Caller } from '../../../core/auth/caller.js';
import { RETRY_DELAYS_MS } from '../../../subgraphs/webhooks/delivery/schedule.js';
import { webhookSignature } from '../../../subgraphs/webhooks/signing/signature.js';
import { startHarness, visitorIdentified, type Harness } from '../../helpers/webhooks/harness.js';
import { startReceiver, type Receiver, type Received } from '../../helpers/webhooks/receiver.js';

let h: Harness;
const receivers: Receiver[] = [];

beforeAll(async () => {
  h = await startHarness();
}, 300_000); // a fresh embedded database starts slowly on a loaded machine
afterEach(async () => {
  // no leftovers: another test's pending retries must not be sent by the next test's steps
  await h.server.rt.db.prisma.webhookEndpoint.deleteMany({});
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});
afterAll(() => h?.stop());

async function receiver(...args: Parameters<typeof startReceiver>) {
  const r = await startReceiver(...args);
  receivers.push(r);
  return r;
}

async function addEndpoint(ws: string, url: string): Promise<{ id: string; secret: string }> {
  const res = await h.server.admin('POST', `/workspaces/${ws}/webhooks`, { url });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.endpoint.id, secret: res.body.secret };
}

const header = (r: Received, name: string) => r.headers[name.toLowerCase()] as string;

/** The receiver's check, written independently of the service's signing code. */
function verifyIndependently(r: Received, secret: string) {
  const ts = header(r, 'X-Signal-Timestamp');
  const expected = createHmac('sha256', secret).update(Buffer.concat([Buffer.from(`${ts}.`), r.raw])).digest('hex');
  expect(header(r, 'X-Signal-Signature')).toBe(`t=${ts},v1=${expected}`);
}

const delivery = (id: string) => h.server.rt.db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id } });
const endpoint = (id: string) => h.server.rt.db.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id } });

describe('delivery', () => {
  it('POSTs every event to every enabled endpoint, with the spec headers and a signature over the raw bytes', async () => {
    const ws = await h.workspace();
    const [a, b] = [await receiver(), await receiver()];
    const ea = await addEndpoint(ws, a.url);
    const eb = await addEndpoint(ws, b.url);
    expect(ea.secret).toMatch(/^whsec_/);
    const [eventId] = await h.emit(ws, 1);

    const step = await h.webhooks.worker.step();
    expect(step).toMatchObject({ fannedOut: 1, attempted: 2, succeeded: 2, failed: 0 });

    const ids = new Set<string>();
    for (const [rx, ep] of [[a, ea], [b, eb]] as const) {
      expect(rx.received).toHaveLength(1);
      const r = rx.received[0]!;
      expect(r.method).toBe('POST');
      expect(header(r, 'content-type')).toBe('application/json');
      expect(header(r, 'user-agent')).toBe('Signal-Webhooks/1');
      expect(header(r, 'x-signal-event')).toBe('signal.visitor_identified');
      expect(header(r, 'x-signal-timestamp')).toBe(String(Math.floor(h.clock.now().getTime() / 1000)));
      expect(isUuid(header(r, 'x-signal-delivery'))).toBe(true);
      ids.add(header(r, 'x-signal-delivery'));
      verifyIndependently(r, ep.secret);
      const body = webhookSignature.constructEvent(r.raw, header(r, 'x-signal-signature'), ep.secret, {
        now: Math.floor(h.clock.now().getTime() / 1000),
      });
      expect(body).toEqual({ id: eventId, type: 'signal.visitor_identified', created: expect.any(Number), data: visitorIdentified(0) });
      expect(Number.isInteger(body.created)).toBe(true);
    }
    expect(ids.size).toBe(2); // one delivery per endpoint

    expect((await h.webhooks.worker.step()).attempted).toBe(0); // delivered once
    expect(a.received).toHaveLength(1);
  });

  it('retries failures at 2m, 4m, ... 256m, 6h with the same delivery id, 10 attempts in all', async () => {
    const ws = await h.workspace();
    const rx = await receiver({ status: 500, body: 'boom' });
    const ep = await addEndpoint(ws, rx.url);
    await h.emit(ws, 1);
    await h.webhooks.worker.step();
    const d = await h.server.rt.db.prisma.webhookDelivery.findFirstOrThrow({ where: { endpoint_id: ep.id } });

    for (const [i, delay] of RETRY_DELAYS_MS.entries()) {
      const row = await delivery(d.id);
      expect(row.status).toBe('pending');
      expect(row.next_attempt_at!.getTime() - row.last_attempt_at!.getTime()).toBeGreaterThanOrEqual(delay);
      expect(row.next_attempt_at!.getTime() - h.clock.now().getTime()).toBe(delay);
      h.clock.advance(delay - 1_000);
      await h.webhooks.worker.step();
      expect(rx.received).toHaveLength(i + 1); // not yet due
      h.clock.advance(1_000);
      await h.webhooks.worker.step();
      expect(rx.received).toHaveLength(i + 2);
    }
    const done = await delivery(d.id);
    expect(done).toMatchObject({ status: 'failed', attempt_count: 10, next_attempt_at: null, last_status: 500 });
    h.clock.advance(24 * 3_600_000);
    await h.webhooks.worker.step();
    expect(rx.received).toHaveLength(10);
    expect(new Set(rx.received.map((r) => header(r, 'x-signal-delivery')))).toEqual(new Set([d.id]));

    // the attempt log, as the dashboard reads it
    const res = await h.gql(
      `query($id: ID!) { webhookAttempts(delivery: $id) { attemptNumber trigger outcome statusCode responseExcerpt nextAttemptAt durationMs } }`,
      { id: d.id },
      h.owner(ws),
    );
    expect(res.errors).toBeUndefined();
    const attempts = res.data.webhookAttempts;
    expect(attempts.map((a: any) => a.attemptNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(attempts.every((a: any) => a.outcome === 'failed' && a.statusCode === 500 && a.responseExcerpt === 'boom')).toBe(true);
    expect(attempts[9].nextAttemptAt).toBeNull();
    expect((await endpoint(ep.id)).consecutive_failures).toBe(10);
  });

  it('counts 4xx and 3xx as failures (timeouts: ssrf-and-http.test.ts); a 2xx succeeds and resets the streak', async () => {
    const ws = await h.workspace();
    const rx = await receiver({ status: 404, body: 'no such hook' });
    const ep = await addEndpoint(ws, rx.url);
    await h.emit(ws, 1);
    await h.webhooks.worker.step();
    rx.reply({ status: 301, headers: { location: 'http://127.0.0.1:1/elsewhere' } });
    h.clock.advance(RETRY_DELAYS_MS[0]!);
    await h.webhooks.worker.step();
    expect((await endpoint(ep.id)).consecutive_failures).toBe(2);
    rx.reply({ status: 202 });
    h.clock.advance(RETRY_DELAYS_MS[1]!);
    await h.webhooks.worker.step();
    const d = await h.server.rt.db.prisma.webhookDelivery.findFirstOrThrow({
      where: { endpoint_id: ep.id },
      include: { attempts: { orderBy: { attempt_number: 'asc' } } },
    });
    expect(d.status).toBe('succeeded');
    expect(d.attempts.map((a) => [a.outcome, a.status_code])).toEqual([
      ['failed', 404],
      ['failed', 301],
      ['succeeded', 202],
    ]);
    expect(d.attempts[1]!.error).toMatch(/redirect not followed/);
    expect((await endpoint(ep.id)).consecutive_failures).toBe(0);
  });

  it('disables an endpoint after 15 consecutive failed attempts across events; re-enabling resumes; replay recovers', async () => {
    const ws = await h.workspace();
    const rx = await receiver({ status: 503 });
    const ep = await addEndpoint(ws, rx.url);
    await h.emit(ws, 14);
    await h.webhooks.worker.step();
    expect(await endpoint(ep.id)).toMatchObject({ state: 'enabled', consecutive_failures: 14 });
    await h.emit(ws, 1);
    const t = await h.webhooks.worker.step();
    expect(t.disabledEndpoints).toEqual([ep.id]);
    expect(await endpoint(ep.id)).toMatchObject({ state: 'disabled', consecutive_failures: 15 });
    expect((await endpoint(ep.id)).disabled_reason).toMatch(/15 consecutive failed attempts/);

    // while disabled: retries wait, new events get no delivery
    const since = h.clock.now();
    await h.emit(ws, 1);
    h.clock.advance(RETRY_DELAYS_MS[0]!);
    await h.webhooks.worker.step();
    expect(rx.received).toHaveLength(15);

    rx.reply({ status: 200 });
    const enabled = await h.gql(
      `mutation($id: ID!) { setWebhookState(id: $id, action: ENABLE) { deleted endpoint { state consecutiveFailures disabledReason } } }`,
      { id: ep.id },
      h.owner(ws),
    );
    expect(enabled.errors).toBeUndefined();
    expect(enabled.data.setWebhookState).toEqual({ deleted: false, endpoint: { state: 'enabled', consecutiveFailures: 0, disabledReason: null } });
    await h.webhooks.worker.step();
    expect(rx.received).toHaveLength(30); // the 15 pending retries resumed
    const replay = await h.gql(
      `mutation($since: DateTimeISO!) { replayFailedWebhookDeliveries(since: $since) { requeued recovered } }`,
      { since: new Date(since.getTime() - 60_000).toISOString() },
      h.owner(ws),
    );
    expect(replay.errors).toBeUndefined();
    expect(replay.data.replayFailedWebhookDeliveries).toEqual({ requeued: 0, recovered: 1 });
    await h.webhooks.worker.step();
    expect(rx.received).toHaveLength(31);
    const statuses = await h.server.rt.db.prisma.webhookDelivery.groupBy({ by: ['status'], where: { endpoint_id: ep.id }, _count: true });
    expect(statuses).toEqual([{ status: 'succeeded', _count: 16 }]);
  });

  it('replays failed deliveries on a fresh schedule', async () => {
    const ws = await h.workspace();
    const rx = await receiver({ status: 500 });
    const ep = await addEndpoint(ws, rx.url);
    const since = new Date(h.clock.now().getTime() - 60_000);
    await h.emit(ws, 1);
    await h.webhooks.worker.step();
    for (const delay of RETRY_DELAYS_MS) {
      h.clock.advance(delay);
      await h.webhooks.worker.step();
    }
    const d = await h.server.rt.db.prisma.webhookDelivery.findFirstOrThrow({ where: { endpoint_id: ep.id } });
    expect(d.status).toBe('failed');
    const res = await h.server.admin('POST', `/workspaces/${ws}/webhooks/replay`, { since: since.toISOString(), url: rx.url });
    expect(res.body).toEqual({ requeued: 1, recovered: 0 });
    await h.webhooks.worker.step(); // fails again, but the schedule starts over: next in 2 minutes
    const again = await delivery(d.id);
    expect(again).toMatchObject({ status: 'pending', attempt_count: 11 });
    expect(again.next_attempt_at!.getTime() - h.clock.now().getTime()).toBe(RETRY_DELAYS_MS[0]);
    expect(new Set(rx.received.map((r) => header(r, 'x-signal-delivery')))).toEqual(new Set([d.id]));
  });

  it('redelivers one delivery now, with the same delivery id, logged as manual', async () => {
    const ws = await h.workspace();
    const rx = await receiver({ status: 500 });
    await addEndpoint(ws, rx.url);
    await h.emit(ws, 1);
    await h.webhooks.worker.step();
    rx.reply({ status: 200 });
    const id = header(rx.received[0]!, 'x-signal-delivery');
    const res = await h.gql(
      `mutation($id: ID!) { redeliverWebhookDelivery(id: $id) { delivery { id status attemptCount nextAttemptAt } attempt { attemptNumber trigger outcome statusCode } } }`,
      { id },
      h.owner(ws),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.redeliverWebhookDelivery).toEqual({
      delivery: { id, status: 'succeeded', attemptCount: 2, nextAttemptAt: null },
      attempt: { attemptNumber: 2, trigger: 'manual', outcome: 'succeeded', statusCode: 200 },
    });
    expect(rx.received.map((r) => header(r, 'x-signal-delivery'))).toEqual([id, id]);
    h.clock.advance(RETRY_DELAYS_MS[0]!);
    await h.webhooks.worker.step();
    expect(rx.received).toHaveLength(2); // the scheduled retry is no longer needed
  });

  it('rotation issues a new secret and invalidates the old one', async () => {
    const ws = await h.workspace();
    const rx = await receiver();
    const { secret: old } = await addEndpoint(ws, rx.url);
    const res = await h.server.admin('POST', `/workspaces/${ws}/webhooks/rotate`, { url: `  ${rx.url.toUpperCase()} ` });
    expect(res.status).toBe(200);
    const fresh = res.body.secret as string;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(old);
    await h.emit(ws, 1);
    await h.webhooks.worker.step();
    const r = rx.received[0]!;
    const now = Number(header(r, 'x-signal-timestamp'));
    expect(webhookSignature.verifyHeader(r.raw, header(r, 'x-signal-signature'), fresh, { now })).toBe(true);
    verifyIndependently(r, fresh);
    expect(() => webhookSignature.verifyHeader(r.raw, header(r, 'x-signal-signature'), old, { now })).toThrow(/No signature matches/);
    expect(await h.server.rt.db.prisma.webhookSecret.count({ where: { endpoint: { workspace_id: ws }, revoked_at: null } })).toBe(1);
  });

  it('sends a harmless signal.test ping, signed the same way, never retried or counted', async () => {
    const ws = await h.workspace();
    const rx = await receiver();
    const ep = await addEndpoint(ws, rx.url);
    const res = await h.server.admin('POST', `/workspaces/${ws}/webhooks/ping`, { url: rx.url });
    expect(res.status).toBe(200);
    expect(res.body.ping).toMatchObject({ ok: true, status_code: 200, error: null });
    const r = rx.received[0]!;
    expect(header(r, 'x-signal-event')).toBe('signal.test');
    expect(header(r, 'x-signal-delivery')).toBe(res.body.ping.delivery_id);
    verifyIndependently(r, ep.secret);
    const body = JSON.parse(r.raw.toString());
    expect(body).toMatchObject({ id: res.body.ping.event_id, type: 'signal.test', data: { test: true } });

    rx.reply({ status: 503, body: 'down' });
    const ping = await h.gql(
      `mutation($id: ID!) { sendWebhookTestPing(id: $id) { ok statusCode responseExcerpt deliveryId } }`,
      { id: ep.id },
      h.owner(ws),
    );
    expect(ping.data.sendWebhookTestPing).toMatchObject({ ok: false, statusCode: 503, responseExcerpt: 'down' });
    expect(await delivery(ping.data.sendWebhookTestPing.deliveryId)).toMatchObject({ status: 'failed', next_attempt_at: null });
    expect((await endpoint(ep.id)).consecutive_failures).toBe(0);
    h.clock.advance(RETRY_DELAYS_MS[0]!);
    expect((await h.webhooks.worker.step()).attempted).toBe(0);
  });

  it('allows at most 5 endpoints per workspace and refuses a URL already registered', async () => {
    const ws = await h.workspace();
    const rx = await receiver();
    for (let i = 0; i < 5; i++) await addEndpoint(ws, `${rx.url}/${i}`);
    const sixth = await h.server.admin('POST', `/workspaces/${ws}/webhooks`, { url: `${rx.url}/5` });
    expect(sixth.status).toBe(409);
    expect(sixth.body).toMatchObject({ error_code: 'CONFLICT', details: { code: 'webhook_limit_reached', limit: 5 } });
    const viaGraphql = await h.gql(`mutation($u: String!) { createWebhookEndpoint(url: $u, confirm: true) { secret } }`, { u: `${rx.url}/6` }, h.owner(ws));
    expect(viaGraphql.errors![0].extensions).toMatchObject({ code: 'CONFLICT', status: 409 });

    const other = await h.workspace();
    await addEndpoint(other, `${rx.url}/dup`);
    const dup = await h.server.admin('POST', `/workspaces/${other}/webhooks`, { url: `${rx.url}/DUP` });
    expect(dup.status).toBe(409);
    expect(dup.body.details.code).toBe('webhook_url_exists');
    const bad = await h.server.admin('POST', `/workspaces/${other}/webhooks`, { url: 'http://example.com/hook' });
    expect(bad.status).toBe(422);
  });

  it('scopes GraphQL by workspace and lets only owner/admin sessions change anything', async () => {
    const ws = await h.workspace();
    const other = await h.workspace();
    const rx = await receiver();
    const ep = await addEndpoint(ws, rx.url);
    const q = `query($id: ID!) { webhookEndpoint(id: $id) { id url state } }`;
    expect((await h.gql(q, { id: ep.id }, h.owner(ws))).data.webhookEndpoint).toMatchObject({ id: ep.id, state: 'enabled' });
    expect((await h.gql(q, { id: ep.id }, h.owner(other))).errors![0].extensions.code).toBe('NOT_FOUND');
    expect((await h.gql(q, { id: ep.id }, null)).errors![0].extensions.code).toBe('UNAUTHORIZED');
    const key: Caller = { kind: 'key', workspaceId: ws, keyId: 'k', keyName: 'k', scopes: ['read'] };
    expect((await h.gql(`{ webhookEndpoints { id } }`, {}, key)).data.webhookEndpoints).toHaveLength(1);

    const m = `mutation($id: ID!) { setWebhookState(id: $id, action: DISABLE) { endpoint { state } } }`;
    expect((await h.gql(m, { id: ep.id }, key)).errors![0].extensions.code).toBe('FORBIDDEN');
    const member = { kind: 'session', workspaceId: ws, userId: 'u', role: 'member' } as const;
    expect((await h.gql(m, { id: ep.id }, member)).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await h.gql(m, { id: ep.id }, h.owner(other))).errors![0].extensions.code).toBe('NOT_FOUND');
    const admin = { kind: 'session', workspaceId: ws, userId: 'u', role: 'admin' } as const;
    expect((await h.gql(m, { id: ep.id }, admin)).data.setWebhookState.endpoint.state).toBe('disabled');

    const created = await h.gql(`mutation($u: String!) { createWebhookEndpoint(url: $u, confirm: true) { secret endpoint { url state } } }`, { u: `${rx.url}/2` }, admin);
    expect(created.data.createWebhookEndpoint).toMatchObject({ secret: expect.stringMatching(/^whsec_/), endpoint: { state: 'enabled' } });
    const listed = await h.gql(`{ webhookEndpoints { url } }`, {}, h.owner(ws));
    expect(JSON.stringify(listed)).not.toContain('whsec_'); // shown once only
  });

  it('lists deliveries by endpoint and status; delete removes the endpoint and its history', async () => {
    const ws = await h.workspace();
    const ok = await receiver();
    const bad = await receiver({ status: 500 });
    const eOk = await addEndpoint(ws, ok.url);
    const eBad = await addEndpoint(ws, bad.url);
    await h.emit(ws, 3);
    await h.webhooks.worker.step();
    const list = await h.gql(
      `query($e: ID, $s: String) { webhookDeliveries(endpoint: $e, status: $s) { id status eventType attemptCount attempts { statusCode } } }`,
      { e: eBad.id, s: 'pending' },
      h.owner(ws),
    );
    expect(list.errors).toBeUndefined();
    expect(list.data.webhookDeliveries).toHaveLength(3);
    expect(list.data.webhookDeliveries[0]).toMatchObject({ status: 'pending', eventType: 'signal.visitor_identified', attemptCount: 1, attempts: [{ statusCode: 500 }] });
    const succeeded = await h.gql(`query($e: ID) { webhookDeliveries(endpoint: $e, status: "succeeded") { id } }`, { e: eOk.id }, h.owner(ws));
    expect(succeeded.data.webhookDeliveries).toHaveLength(3);

    // paging one row at a time: deliveries of one fan-out share created_at, the id breaks the tie
    const seen: string[] = [];
    let cursor: { before?: string; beforeId?: string } = {};
    for (let i = 0; i < 8; i++) {
      const page = await h.gql(
        `query($b: DateTimeISO, $bi: ID) { webhookDeliveries(before: $b, beforeId: $bi, limit: 1) { id createdAt } }`,
        { b: cursor.before ?? null, bi: cursor.beforeId ?? null },
        h.owner(ws),
      );
      expect(page.errors).toBeUndefined();
      const [row] = page.data.webhookDeliveries;
      if (!row) break;
      seen.push(row.id);
      cursor = { before: row.createdAt, beforeId: row.id };
    }
    expect(new Set(seen).size).toBe(6);

    const del = await h.server.admin('POST', `/workspaces/${ws}/webhooks/state`, { url: bad.url, action: 'delete' });
    expect(del.body).toEqual({ endpoint: null, deleted: true });
    const { prisma } = h.server.rt.db;
    expect(await prisma.webhookDelivery.count({ where: { endpoint_id: eBad.id } })).toBe(0);
    expect(await prisma.webhookAttempt.count({ where: { delivery: { endpoint_id: eBad.id } } })).toBe(0);
    expect(await prisma.webhookSecret.count({ where: { endpoint_id: eBad.id } })).toBe(0);
    const gone = await h.server.admin('POST', `/workspaces/${ws}/webhooks/state`, { url: bad.url, action: 'enable' });
    expect(gone.status).toBe(404);
    expect(gone.body.details.existing).toEqual([ok.url]);
  });
});
