// What the spec leaves "not shown" about the copilot paths (4.3), as one publishable description:
// the stream's events and framing, the thread endpoints' shapes, the approval flow. The facade can
// put it in capabilities as is; the tests assert the behaviour it describes.
import { KEEP_ALIVE_MS } from './sse.js';

export const COPILOT_PROTOCOL = {
  stream: {
    content_type: 'text/event-stream; charset=utf-8',
    framing: 'one event per frame: "event: <name>\\nid: <n>\\ndata: <one line of JSON>\\n\\n"; ids count from 1; comment frames ": keep-alive" every ' +
      `${KEEP_ALIVE_MS / 1000} s carry nothing`,
    events: {
      plan: 'once, first: {question_kind, plan: {reasoning, calls}, pending_confirmation}',
      tool: 'once per finished tool call, in completion order: one trace entry {tool, arguments, applied, sql, coverage, caveats, window, data, has_data, withheld, error?}',
      answer: 'the whole copilot response, identical to what /ask returns (whichever of answer, refusal, clarification is set)',
      done: 'last event of a run that finished: {message_id, thread_id}',
      error: 'last event of a run that failed after the stream opened: the error envelope {error_code, message, correlation_id, details}',
    },
    errors_before_stream: 'validation (422), authentication (401), scope (403) and rate limit (429) are plain JSON envelopes, not a stream',
    disconnect: 'closing the connection cancels the run; a change that already started is finished and recorded',
  },
  threads: {
    list: 'GET /threads?limit=1..200 (default 50) → {threads: [{thread_id, title, created_by, created_at, updated_at, turn_count, last_question}]}, most recently active first; the whole workspace',
    get: 'GET /threads/{id} → {thread_id, title, created_by, created_at, updated_at, turn_count, last_question, turns: [{message_id, turn_id, seq, question, created_at, response}]}; 404 NOT_FOUND when absent',
    notes: 'responses are stored without secrets; one-shot questions (no thread_id) are not recorded',
  },
  confirmation: {
    pending: 'a plan with any change runs nothing: answer null, clarification holds the consent question, pending_confirmation {actions: [{tool, arguments, effect, irreversible, kind, irreversible_reason?}], irreversible, approve_with: {question_kind, calls, signature}}',
    approve: 'resend the same question with approve_with copied unchanged as approved_plan; valid 1 hour, for the same caller and question; an altered or extra call is shown again for consent and nothing runs',
    idempotency: 'X-Idempotency-Key on an approved change: a retry returns the original response (warning idempotent_replay); the same key with another request is 409 idempotency_key_reused',
  },
} as const;
