// signalctl webhook: every endpoint and delivery action over HTTP against a running service and a
// real receiver on loopback; JSON on stdout, one-line errors on stderr, exit 1 (refused) / 2 (usage).
import { createHmac } from 'node:crypto';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { startReceiver, type Receiver, type Received } from '../../helpers/webhooks/receiver.js';
import { visitorIdentified } from '../../helpers/webhooks/harness.js';

function signalctl(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, ['bin/signalctl.mjs', ...args], { env: { ...process.env, SIGNAL_TOKEN: '' } });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (d) => (stdout += d));
    p.stderr.on('data', (d) => (stderr += d));
    p.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

let svc: TestService;
let receiver: Receiver;
let common: string[];
const WS = 'CLI Hooks';

/** runs `signalctl webhook ...` for the test workspace; expects success and returns the JSON */
async function hook(...args: string[]): Promise<any> {
  const r = await signalctl([...common, 'webhook', ...args, '--workspace', WS]);
  expect(r.stderr, r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
}

const signedWith = (r: Received, secret: string) => {
  const t = r.headers['x-signal-timestamp'] as string;
  const hex = createHmac('sha256', secret).update(Buffer.concat([Buffer.from(`${t}.`), r.raw])).digest('hex');
  return r.headers['x-signal-signature'] === `t=${t},v1=${hex}`;
};

async function until(cond: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

beforeAll(async () => {
  svc = await startTestServer({ env: { SIGNAL_WEBHOOK_CONCURRENCY: '4' } });
  common = ['--url', svc.url, '--data-dir', svc.rt.config.SIGNAL_DATA_DIR];
  receiver = await startReceiver();
  expect((await svc.admin('POST', '/workspaces', { name: WS, plan: 'pro' })).status).toBe(201);
}, 300_000); // a fresh embedded database starts slowly on a loaded machine
afterAll(async () => {
  await svc?.stop();
  await receiver?.close();
});

describe('signalctl webhook', () => {
  it('add, list, ping, rotate (the new secret signs, the old one no longer does), disable, enable', async () => {
    const added = await hook('add', '--url', receiver.url);
    expect(added.secret).toMatch(/^whsec_/);
    expect(added.endpoint).toMatchObject({ url: receiver.url, state: 'enabled' });

    const listed = await hook('list');
    expect(listed.endpoints).toHaveLength(1);
    expect(listed.endpoints[0]).toMatchObject({ id: added.endpoint.id, state: 'enabled', consecutive_failures: 0 });
    expect(JSON.stringify(listed)).not.toContain('whsec_'); // shown once, at creation

    const ping = await hook('ping', '--url', receiver.url);
    expect(ping.ping).toMatchObject({ ok: true, status_code: 200 });
    expect(signedWith(receiver.received.at(-1)!, added.secret)).toBe(true);

    const rotated = await hook('rotate', '--url', receiver.url);
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(added.secret);
    await hook('ping', '--url', receiver.url);
    const last = receiver.received.at(-1)!;
    expect(signedWith(last, rotated.secret)).toBe(true);
    expect(signedWith(last, added.secret)).toBe(false);

    expect((await hook('disable', '--url', receiver.url)).endpoint).toMatchObject({ state: 'disabled', disabled_reason: 'disabled by a user' });
    expect((await hook('enable', '--url', receiver.url)).endpoint).toMatchObject({ state: 'enabled', disabled_reason: null });
  });

  it('deliveries, attempts and redeliver a delivery with the same X-Signal-Delivery', async () => {
    const tests = await hook('deliveries', '--status', 'succeeded', '--url', receiver.url, '--limit', '10');
    expect(tests.deliveries.length).toBe(2); // the two pings
    const [newest] = tests.deliveries;
    expect(newest).toMatchObject({ event_type: 'signal.test', status: 'succeeded', attempt_count: 1 });

    const before = await hook('attempts', newest.id);
    expect(before.delivery.id).toBe(newest.id);
    expect(before.attempts).toHaveLength(1);
    expect(before.attempts[0]).toMatchObject({ attempt_number: 1, outcome: 'succeeded', status_code: 200, trigger: 'manual' });

    receiver.reply({ status: 503, body: 'down for maintenance' });
    const redelivered = await hook('redeliver', newest.id);
    receiver.reply({ status: 200, body: 'ok' });
    expect(redelivered.attempt).toMatchObject({ attempt_number: 2, outcome: 'failed', status_code: 503, trigger: 'manual' });
    expect(redelivered.attempt.response_excerpt).toBe('down for maintenance');
    expect(receiver.received.at(-1)!.headers['x-signal-delivery']).toBe(newest.id);

    const after = await hook('attempts', newest.id);
    expect(after.attempts.map((a: { outcome: string }) => a.outcome)).toEqual(['succeeded', 'failed']);
  });

  it('replay --since recovers events that arrived while the endpoint was disabled', async () => {
    await hook('disable', '--url', receiver.url);
    const ws = (await svc.admin('GET', `/workspaces/${encodeURIComponent(WS)}/webhooks`)).body.endpoints[0].workspace_id as string;
    const event = await svc.rt.db.prisma.outboxEvent.create({
      data: { workspace_id: ws, type: 'signal.visitor_identified', data: visitorIdentified(1) },
    });
    // the running worker fans it out to no one: the only endpoint is disabled
    await until(async () => (await svc.rt.db.prisma.outboxEvent.findUniqueOrThrow({ where: { id: event.id } })).fanned_out_at !== null);
    await hook('enable', '--url', receiver.url);

    const replay = await hook('replay', '--since', '1h', '--url', receiver.url);
    expect(replay).toEqual({ requeued: 0, recovered: 1 });
    await until(() => receiver.received.some((r) => JSON.parse(r.raw.toString()).id === event.id));
    await until(async () => (await hook('deliveries', '--status', 'succeeded')).deliveries.some((d: { event_id: string }) => d.event_id === event.id));
  });

  it('refuses what it cannot do: exit 2 for usage, exit 1 for what the service refuses', async () => {
    const noYes = await signalctl([...common, 'webhook', 'delete', '--workspace', WS, '--url', receiver.url]);
    expect(noYes.code).toBe(2);
    expect(noYes.stderr).toMatch(/pass --yes to confirm/);
    expect(noYes.stdout).toBe('');

    const badSince = await signalctl([...common, 'webhook', 'replay', '--workspace', WS, '--since', 'yesterday-ish']);
    expect(badSince.code).toBe(2);
    expect(badSince.stderr).toMatch(/--since must be an ISO 8601 date or date-time/);

    const badStatus = await signalctl([...common, 'webhook', 'deliveries', '--workspace', WS, '--status', 'lost']);
    expect(badStatus.code).toBe(2);
    expect(badStatus.stderr).toMatch(/--status must be one of pending, succeeded, failed/);

    const noId = await signalctl([...common, 'webhook', 'redeliver', '--workspace', WS]);
    expect(noId.code).toBe(2);

    const unknown = await signalctl([...common, 'webhook', 'redeliver', '00000000-0000-4000-8000-000000000000', '--workspace', WS]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim().split('\n')).toHaveLength(1);
    expect(unknown.stderr).toMatch(/NOT_FOUND: webhook delivery not found/);

    const noSuchUrl = await signalctl([...common, 'webhook', 'rotate', '--workspace', WS, '--url', 'https://nope.example.com/hook']);
    expect(noSuchUrl.code).toBe(1);
    expect(noSuchUrl.stderr).toMatch(/NOT_FOUND: no webhook endpoint with the URL "https:\/\/nope.example.com\/hook"/);

    const future = await signalctl([...common, 'webhook', 'replay', '--workspace', WS, '--since', '2999-01-01']);
    expect(future.code).toBe(1);
    expect(future.stderr).toMatch(/VALIDATION_ERROR: since must not be in the future/);
  });

  it('delete --yes removes the endpoint and its history', async () => {
    const del = await hook('delete', '--url', receiver.url, '--yes');
    expect(del).toEqual({ endpoint: null, deleted: true });
    expect((await hook('list')).endpoints).toEqual([]);
    expect((await hook('deliveries')).deliveries).toEqual([]);
  });
});
