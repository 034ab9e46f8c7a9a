// The recommendations inbox: open recommendations (new, or snoozed past their snooze), each with
// its account when it is about one, and the status changes (done, dismiss, snooze 1-90 days) the
// copilot's set_recommendation_status makes, through the same service.
import { useState } from 'react';
import { gql } from '../api';
import { graphql } from '../graphql';
import { RECOMMENDATIONS } from '../operations';
import { useAction, useQuery } from '../useQuery';
import { Empty, ErrorBox, Loading } from '../states';

const SET_STATUS = graphql(`
  mutation SetRecommendationStatus($id: ID!, $status: String!, $snoozeDays: Int!) {
    setRecommendationStatus(id: $id, status: $status, snoozeDays: $snoozeDays) { id status snoozed_until }
  }`);

export function Recommendations() {
  const q = useQuery(() => gql(RECOMMENDATIONS), []);
  const { error, run } = useAction(q.reload);
  const [snoozeDays, setSnoozeDays] = useState(7);
  const [done, setDone] = useState<string | null>(null);
  const list = q.data?.recommendations.recommendations;
  const set = (id: string, title: string, status: 'done' | 'dismissed' | 'snoozed') =>
    void run(async () => {
      await gql(SET_STATUS, { id, status, snoozeDays });
      setDone(status === 'snoozed' ? `Snoozed for ${snoozeDays} days: ${title}` : `Marked ${status}: ${title}`);
    });
  return (
    <section>
      <h1>Recommendations</h1>
      {q.error && <ErrorBox message={q.error} retry={q.reload} />}
      {error && <ErrorBox message={error} />}
      {done && <p role="status" className="notice">{done}</p>}
      {q.loading && !q.data && <Loading />}
      {list && list.length === 0 && <Empty>Inbox zero: no open recommendations.</Empty>}
      {list && list.length > 0 && (
        <>
          <div className="toolbar">
            <label>
              Snooze for{' '}
              <input type="number" aria-label="Snooze days" min={1} max={90} value={snoozeDays}
                onChange={(e) => setSnoozeDays(Math.min(90, Math.max(1, Number(e.target.value) || 1)))} /> days
            </label>
          </div>
          <ul className="inbox" data-testid="recommendations">
            {list.map((r) => (
              <li key={r.id}>
                <strong>{r.title}</strong> <span className="muted">{r.kind} · {r.subject} · {new Date(r.created_at).toLocaleDateString()}</span>
                {r.account && !r.account.is_locked && <> · <a href={`#/accounts/${encodeURIComponent(r.account.company_domain)}`}>open {r.account.company_name ?? r.account.company_domain}</a></>}
                <div className="toolbar">
                  <button onClick={() => set(r.id, r.title, 'done')}>Done</button>
                  <button onClick={() => set(r.id, r.title, 'snoozed')}>Snooze</button>
                  <button onClick={() => set(r.id, r.title, 'dismissed')}>Dismiss</button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
