// NUL (U+0000) in copilot input: PostgreSQL text and jsonb cannot hold it, so it is refused where it
// enters (422 naming the field, 404 for a thread id) instead of failing a statement (a 500).
import { describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ask, COPILOT, get, useFixture } from '../../helpers/copilot.js';
import { COPILOT_RUN_SUBSCRIPTION } from '../../../subgraphs/copilot/stream/schema.js';
import { signCallerToken } from '../../../core/auth/callerToken.js';

const f = useFixture();

describe('NUL in copilot input', () => {
  it('is a 422 naming the field in /ask and /stream bodies, wherever it sits', async () => {
    const cases: Array<[unknown, string, unknown[]]> = [
      [{ question: 'top\u0000 accounts' }, 'question', ['body', 'question']],
      [{ question: 'top accounts', thread_id: 'T\u0000' }, 'thread_id', ['body', 'thread_id']],
      [{ question: 'top accounts', turn_id: '\u0000' }, 'turn_id', ['body', 'turn_id']],
      [
        { question: 'approve', approved_plan: { question_kind: 'action', calls: [{ tool: 'create_webhook', arguments: { url: 'https://x\u0000' } }] } },
        'approved_plan',
        ['body', 'approved_plan', 'calls', 0, 'arguments', 'url'],
      ],
    ];
    for (const [body, field, loc] of cases) {
      const r = await ask(f, f.owner, body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body).toMatchObject({ error_code: 'VALIDATION_ERROR', details: { field, detail: [{ loc, type: 'nul_character' }] } });
    }
    const streamed = await fetch(`${f.server.url}${COPILOT}/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${f.owner}`, 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'top accounts', thread_id: 'S\u0000' }),
    });
    expect(streamed.status).toBe(422);
    expect(((await streamed.json()) as any).details.field).toBe('thread_id');
  });

  it('is a 404 for a thread id in the path', async () => {
    for (const path of ['/threads/%00', '/threads/a%00b']) {
      const r = await get(f, f.owner, path);
      expect(r.status, path).toBe(404);
      expect(r.body.error_code).toBe('NOT_FOUND');
    }
  });

  it('ends a graphql-ws run with a VALIDATION_ERROR event', async () => {
    const caller = await f.server.rt.auth.authenticate(`Bearer ${f.owner}`);
    const token = await signCallerToken(caller!, f.server.rt.secrets.internalSecret);
    const client = createClient({ url: f.copilot.streamUrl(), webSocketImpl: WebSocket, connectionParams: { caller_token: token }, lazy: true, retryAttempts: 0 });
    const first = async (variables: Record<string, unknown>) => {
      const events = client.iterate<{ copilotRun: { event: string; data: any } }>({ query: COPILOT_RUN_SUBSCRIPTION, variables });
      const r = await events.next();
      await events.return?.(undefined);
      return r.value?.data?.copilotRun;
    };
    try {
      expect(await first({ request: { question: 'top\u0000 accounts' } })).toMatchObject({
        event: 'error',
        data: { error_code: 'VALIDATION_ERROR', details: { field: 'question' } },
      });
      expect(await first({ request: { question: 'top accounts' }, idempotencyKey: 'k\u0000' })).toMatchObject({
        event: 'error',
        data: { error_code: 'VALIDATION_ERROR', details: { field: 'idempotencyKey' } },
      });
    } finally {
      await client.dispose();
    }
  });
});
