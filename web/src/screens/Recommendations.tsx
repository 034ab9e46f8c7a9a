// The recommendations inbox: open recommendations (new, or snoozed past their snooze).
import { gql } from '../api';
import { RECOMMENDATIONS, type RecommendationsResult } from '../operations';
import { useQuery } from '../useQuery';
import { Empty, ErrorBox, Loading } from '../states';

export function Recommendations() {
  const q = useQuery(() => gql(RECOMMENDATIONS), []);
  const list = q.data?.recommendations.recommendations;
  return (
    <section>
      <h1>Recommendations</h1>
      {q.error && <ErrorBox message={q.error} retry={q.reload} />}
      {q.loading && !q.data && <Loading />}
      {list && list.length === 0 && <Empty>Inbox zero: no open recommendations.</Empty>}
      {list && list.length > 0 && (
        <ul className="inbox" data-testid="recommendations">
          {list.map((r) => (
            <li key={r.id}>
              <strong>{r.title}</strong> <span className="muted">{r.kind} · {r.subject} · {new Date(r.created_at).toLocaleDateString()}</span>
              {r.account && !r.account.is_locked && <> · <a href={`#/accounts/${encodeURIComponent(r.account.company_domain)}`}>open {r.account.company_name ?? r.account.company_domain}</a></>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
