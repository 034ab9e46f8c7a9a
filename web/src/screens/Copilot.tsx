// The copilot chat: each question streams (plan, tool results, answer) over graphql-ws, the
// copilotRun subscription (the same events /stream sends as SSE); a change is never run on the
// first ask: the confirmation card shows every action's effect and irreversible warnings, and only
// Approve resends the question with the plan the server signed.
import { useEffect, useRef, useState } from 'react';
import type { Client } from 'graphql-ws';
import { ErrorBox } from '../states';
import { COPILOT_RUN, subscriptionClient, subscriptionError } from '../ws';

interface Action { tool: string; effect: string; irreversible: boolean; irreversible_reason?: string }
interface Pending { actions: Action[]; irreversible: boolean; approve_with: unknown }
interface CopilotResponse {
  answer: string | null;
  refusal: string | null;
  clarification: string | null;
  pending_confirmation: Pending | null;
  warnings?: unknown[];
}
interface Turn {
  question: string;
  status: string;
  response: CopilotResponse | null;
  error: string | null;
  approved?: boolean;
  /** the run asked for consent: the card speaks for it, not the API-worded clarification */
  gated?: boolean;
}

export function Copilot() {
  const threadId = useRef(`dash-${crypto.randomUUID()}`);
  const client = useRef<Client | null>(null);
  useEffect(() => () => void client.current?.dispose(), []);
  const [turns, setTurns] = useState<Turn[]>([]);
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const update = (i: number, patch: Partial<Turn>) => setTurns((ts) => ts.map((t, j) => (j === i ? { ...t, ...patch } : t)));

  async function send(q: string, approvedPlan?: unknown) {
    const index = turns.length;
    setTurns((ts) => [...ts, { question: q, status: 'Planning…', response: null, error: null, approved: approvedPlan !== undefined }]);
    setBusy(true);
    client.current ??= subscriptionClient();
    const request = { question: q, thread_id: threadId.current, ...(approvedPlan ? { approved_plan: approvedPlan } : {}) };
    try {
      await new Promise<void>((resolve, reject) => {
        client.current!.subscribe<{ copilotRun: { event: string; data: unknown } }>(
          // one idempotency key per send: a reconnect cannot run the same change twice
          { query: COPILOT_RUN, variables: { request, idempotencyKey: crypto.randomUUID() } },
          {
            next: (r) => {
              if (r.errors?.length) return reject(new Error(subscriptionError(r.errors)));
              const { event, data } = r.data!.copilotRun;
              if (event === 'plan') update(index, { status: 'Running…' });
              else if (event === 'tool') update(index, { status: `Ran ${(data as { tool: string }).tool}…` });
              else if (event === 'answer') {
                const response = data as CopilotResponse;
                update(index, { response, gated: response.pending_confirmation !== null, status: '' });
              } else if (event === 'error') update(index, { error: (data as { message: string }).message, status: '' });
            },
            error: (e) => reject(new Error(subscriptionError(e))),
            complete: resolve,
          },
        );
      });
    } catch (e) {
      update(index, { error: (e as Error).message, status: '' });
    } finally {
      setBusy(false);
    }
  }
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const q = question.trim();
    if (q.length < 3) return;
    setQuestion('');
    void send(q);
  };
  const decide = (i: number, approve: boolean) => {
    const t = turns[i]!;
    update(i, { response: { ...t.response!, pending_confirmation: null }, status: approve ? 'Approved' : 'Cancelled: nothing was changed' });
    if (approve) void send(t.question, t.response!.pending_confirmation!.approve_with);
  };
  return (
    <section>
      <h1>Copilot</h1>
      <ol className="chat" aria-live="polite">
        {turns.map((t, i) => (
          <li key={i} data-testid="turn">
            <p className="q"><strong>You{t.approved ? ' (approved)' : ''}:</strong> {t.question}</p>
            {t.status && <p className="muted">{t.status}</p>}
            {t.error && <ErrorBox message={t.error} />}
            {t.response && !t.gated && (
              <div className="a" data-testid="answer">
                {t.response.answer ?? t.response.refusal ?? t.response.clarification}
              </div>
            )}
            {t.response?.pending_confirmation && (
              <div className="confirm" role="group" aria-label="Confirm changes" data-testid="confirmation">
                <p><strong>Nothing has changed yet.</strong> Approve to run:</p>
                <ul>
                  {t.response.pending_confirmation.actions.map((a, k) => (
                    <li key={k}>
                      {a.effect}
                      {a.irreversible && <strong className="warn"> Irreversible{a.irreversible_reason ? `: ${a.irreversible_reason}` : ''}.</strong>}
                    </li>
                  ))}
                </ul>
                {t.response.pending_confirmation.irreversible && <p className="warn">Some of these changes cannot be undone.</p>}
                <button onClick={() => decide(i, true)} disabled={busy}>Approve</button>{' '}
                <button onClick={() => decide(i, false)}>Cancel</button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {turns.length === 0 && <p className="muted empty">Ask about your accounts and visitors, or ask for a change: nothing changes before you approve it.</p>}
      <form className="toolbar" onSubmit={submit}>
        <label className="grow">
          Question <input aria-label="Question" value={question} onChange={(e) => setQuestion(e.target.value)} maxLength={2000} />
        </label>
        <button type="submit" disabled={busy || question.trim().length < 3}>Ask</button>
      </form>
    </section>
  );
}
