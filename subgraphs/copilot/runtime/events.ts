// The run's progress as events (the stream's vocabulary, mirrored to SSE by the REST facade):
//   plan   {question_kind, plan, pending_confirmation}   once, after planning and the gate
//   tool   TraceEntry                                     once per finished call, in completion order
//   answer CopilotResponse                                the whole response, as /ask returns it
//   done   {message_id, thread_id}                        last event of a successful run
//   error  {error_code, message, details}                 last event of a failed run (the error envelope)
import { EventEmitter, on } from 'node:events';
import { knownError } from '../../../core/knownError.js';
import type { Logger } from '../../../core/logger.js';
import type { CopilotRequest } from './request.js';
import type { CopilotResponse, PendingConfirmation, QuestionKind, TraceEntry } from './response.js';
import type { PlannedCall } from '../catalogue/types.js';
import type { AskOptions, CopilotService, WorkspaceCaller } from './service.js';

export type CopilotEvent =
  | { event: 'plan'; data: { question_kind: QuestionKind; plan: { reasoning: string; calls: string[] | PlannedCall[] }; pending_confirmation: PendingConfirmation | null } }
  | { event: 'tool'; data: TraceEntry }
  | { event: 'answer'; data: CopilotResponse }
  | { event: 'done'; data: { message_id: string; thread_id: string | null } }
  | { event: 'error'; data: { error_code: string; message: string; details: Record<string, unknown> | null } };

export const EVENT_NAMES = ['plan', 'tool', 'answer', 'done', 'error'] as const;

export function errorEvent(err: unknown, logger: Logger): CopilotEvent {
  const known = knownError(err); // an AppError, or a lost database connection (503 storage_unavailable)
  if (known) {
    if (known.status >= 500) logger.warn({ err }, 'copilot run: storage unavailable');
    return { event: 'error', data: { error_code: known.code, message: known.message, details: known.details } };
  }
  logger.error({ err }, 'copilot run failed');
  return { event: 'error', data: { error_code: 'INTERNAL', message: 'internal server error; quote the correlation id when reporting it', details: null } };
}

/**
 * Runs ask() and yields its events as they happen. return() (the subscriber went away) aborts the
 * run at once: planning and composing stop, and nothing that has not started runs. A hand-made
 * iterator rather than an async generator, because a generator only honours return() at its next
 * yield, which a blocked run never reaches.
 */
export function runEvents(
  service: CopilotService,
  logger: Logger,
  caller: WorkspaceCaller,
  request: CopilotRequest,
  opts: Pick<AskOptions, 'idempotencyKey'> = {},
): AsyncIterableIterator<CopilotEvent> {
  const bus = new EventEmitter();
  const controller = new AbortController();
  const events = on(bus, 'event', { close: ['end'] });
  service
    .ask(caller, request, { ...opts, signal: controller.signal, emit: (e) => bus.emit('event', e) })
    .then((response) => {
      bus.emit('event', { event: 'answer', data: response } satisfies CopilotEvent);
      bus.emit('event', { event: 'done', data: { message_id: response.message_id, thread_id: response.thread_id } } satisfies CopilotEvent);
    })
    .catch((err) => {
      if (!controller.signal.aborted) bus.emit('event', errorEvent(err, logger));
    })
    .finally(() => bus.emit('end'));
  const finished = { done: true, value: undefined } as const;
  return {
    async next() {
      const r = await events.next();
      return r.done ? finished : { done: false, value: (r.value as [CopilotEvent])[0] };
    },
    async return() {
      controller.abort(new Error('the subscriber went away'));
      await events.return?.();
      return finished;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
