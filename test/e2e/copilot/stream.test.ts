// POST /stream (spec 4.3): the run as server-sent events, mirrored from the copilot's graphql-ws
// subscription; framing, validation before the stream, errors, disconnect, and the rate limit.
import { describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ask, COPILOT, createWorkspace, parseSse, useFixture } from '../../helpers/copilot.js';
import { COPILOT_RUN_SUBSCRIPTION } from '../../../subgraphs/copilot/stream/schema.js';
import { signCallerToken } from '../../../core/auth/callerToken.js';

const RATE_LIMIT = 25;
const f = useFixture({ env: { RATE_LIMIT_POINTS: String(RATE_LIMIT) } });

const stream = (token: string, body: unknown, init: { headers?: Record<string, string>; signal?: AbortSignal } = {}) =>
  fetch(`${f.server.url}${COPILOT}/stream`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    body: JSON.stringify(body),
    signal: init.signal,
  });

describe('SSE framing', () => {
  it('streams plan, tool, answer, done with ids in order; answer is the /ask response', async () => {
    const res = await stream(f.owner, { question: 'top accounts and keys', thread_id: 'S-1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    const text = await res.text();
    expect(text).toMatch(/^event: plan\nid: 1\ndata: \{.*\}\n\n/);
    const events = parseSse(text);
    expect(events.map((e) => e.event)).toEqual(['plan', 'tool', 'tool', 'answer', 'done']);
    expect(events.map((e) => e.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(events[0]!.data).toEqual({
      question_kind: 'descriptive',
      plan: { reasoning: 'keywords', calls: ['search_accounts', 'list_api_keys'] },
      pending_confirmation: null,
    });
    expect(events.slice(1, 3).map((e) => e.data.tool).sort()).toEqual(['list_api_keys', 'search_accounts']);
    const answer = events[3]!.data;
    const viaAsk = await ask(f, f.owner, { question: 'top accounts and keys' });
    expect(Object.keys(answer).sort()).toEqual(Object.keys(viaAsk.body).sort());
    expect(answer.thread_id).toBe('S-1');
    expect(answer.answer).toBe(viaAsk.body.answer);
    expect(answer.trace).toEqual(events.slice(1, 3).map((e) => e.data).sort((a, b) => (a.tool < b.tool ? 1 : -1)));
    expect(events[4]!.data).toEqual({ message_id: answer.message_id, thread_id: 'S-1' });
  });

  it('a change streams its pending confirmation and no tool events', async () => {
    const events = parseSse(await (await stream(f.owner, { question: 'revoke key "copilot key"' })).text());
    expect(events.map((e) => e.event)).toEqual(['plan', 'answer', 'done']);
    expect(events[0]!.data.pending_confirmation.actions[0].tool).toBe('revoke_api_key');
    expect(events[1]!.data.answer).toBeNull();
  });

  it('validation and scope fail before the stream starts, as JSON envelopes', async () => {
    const bad = await stream(f.owner, { question: 'no' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error_code).toBe('VALIDATION_ERROR');
    const malformed = await stream(f.owner, { question: 'approve it', approved_plan: { calls: 3 } });
    expect(malformed.status).toBe(422);
    const scope = await stream(f.readKey, { question: 'top accounts' });
    expect(scope.status).toBe(403);
    expect((await scope.json()).details.code).toBe('insufficient_scope');
  });

  it('a failure during the run ends the stream with an error event carrying the envelope', async () => {
    const proposed = (await ask(f, f.owner, { question: 'classify a1.com as customer' })).body.pending_confirmation.approve_with;
    const key = 'stream-conflict';
    await ask(f, f.owner, { question: 'classify a1.com as customer', approved_plan: proposed }, { 'X-Idempotency-Key': key });
    const res = await stream(f.owner, { question: 'classify a2.com as customer' }, { headers: { 'X-Idempotency-Key': key, 'X-Correlation-ID': 'corr-123' } });
    const events = parseSse(await res.text());
    expect(events.at(-1)).toMatchObject({
      event: 'error',
      data: { error_code: 'CONFLICT', correlation_id: 'corr-123', details: { code: 'idempotency_key_reused' } },
    });
    expect(events.map((e) => e.event)).not.toContain('done');
  });

  it('a client disconnect cancels the run upstream', async () => {
    let aborted: (() => void) | undefined;
    const cancelled = new Promise<void>((resolve) => (aborted = resolve));
    f.planner.onCompose = (input) =>
      new Promise<string>((_resolve, reject) => {
        input.signal?.addEventListener('abort', () => {
          aborted!();
          reject(input.signal!.reason);
        });
      });
    const controller = new AbortController();
    const res = await stream(f.owner, { question: 'top accounts', thread_id: 'S-cancel' }, { signal: controller.signal });
    const reader = res.body!.getReader();
    let seen = '';
    while (!seen.includes('event: tool')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended early');
      seen += new TextDecoder().decode(value);
    }
    controller.abort();
    await expect(Promise.race([cancelled.then(() => 'cancelled'), new Promise((r) => setTimeout(() => r('timeout'), 5000))])).resolves.toBe('cancelled');
    // the run never finished, so no turn was recorded
    const thread = await fetch(`${f.server.url}${COPILOT}/threads/S-cancel`, { headers: { authorization: `Bearer ${f.owner}` } });
    expect((await thread.json()).turns).toEqual([]);
  });
});

describe('graphql-ws subscription', () => {
  const subscribe = (connectionParams: Record<string, unknown>, request: unknown) => {
    const client = createClient({ url: f.copilot.streamUrl(), webSocketImpl: WebSocket, connectionParams, lazy: true, retryAttempts: 0 });
    return { client, events: client.iterate<{ copilotRun: { event: string; data: any } }>({ query: COPILOT_RUN_SUBSCRIPTION, variables: { request } }) };
  };

  it('serves a caller forwarded with an internal caller token', async () => {
    const caller = await f.server.rt.auth.authenticate(`Bearer ${f.owner}`);
    const token = await signCallerToken(caller!, f.server.rt.secrets.internalSecret);
    const { client, events } = subscribe({ caller_token: token }, { question: 'list keys' });
    const names: string[] = [];
    for await (const r of events) {
      names.push(r.data!.copilotRun.event);
      if (r.data!.copilotRun.event === 'done') break;
    }
    await client.dispose();
    expect(names).toEqual(['plan', 'tool', 'answer', 'done']);
  });

  it('refuses API keys (they use /stream), forged tokens and anonymous connections (session JWTs: test/e2e/dashboard-subscriptions)', async () => {
    const forged = await signCallerToken({ kind: 'session', workspaceId: f.workspaceId, userId: 'u', role: 'owner' }, 'not-the-internal-secret-not-the-internal');
    for (const params of [{ authorization: `Bearer ${f.copilotKey}` }, {}, { caller_token: 'forged' }, { caller_token: forged }]) {
      const { client, events } = subscribe(params, { question: 'list keys' });
      await expect(events.next()).rejects.toMatchObject({ code: 4403 });
      await client.dispose();
    }
  });
});

describe('rate limit (spec 8)', () => {
  it('/ask and /stream count against the same workspace budget', async () => {
    const ws = await createWorkspace(f.server, 'Busy Co');
    const owner = await ws.token('owner');
    for (let i = 0; i < RATE_LIMIT; i++) {
      const res = i % 2 ? await stream(owner, { question: 'list keys' }) : await fetch(`${f.server.url}${COPILOT}/ask`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'list keys' }),
      });
      expect(res.status).toBe(200);
      await res.text();
    }
    const overAsk = await ask(f, owner, { question: 'list keys' });
    expect(overAsk.status).toBe(429);
    expect(overAsk.headers.get('retry-after')).toMatch(/^\d+$/);
    const overStream = await stream(owner, { question: 'list keys' });
    expect(overStream.status).toBe(429);
    expect((await overStream.json()).error_code).toBe('RATE_LIMITED');
    // another workspace keeps its own budget
    expect((await ask(f, f.owner, { question: 'list keys' })).status).toBe(200);
  });
});
