// Visitors ranked by intent, with a minimum-intent filter and paging.
import { useState } from 'react';
import { gql } from '../api';
import { VISITORS, type VisitorsResult } from '../operations';
import { useQuery } from '../useQuery';
import { Empty, ErrorBox, Loading } from '../states';
import { personLabel } from './person';

export function Visitors() {
  const [minIntent, setMinIntent] = useState(0);
  const [page, setPage] = useState(1);
  const q = useQuery(() => gql(VISITORS, { page, page_size: 50, min_intent: minIntent || null }), [page, minIntent]);
  const list = q.data?.visitors;
  const pages = Math.max(1, Math.ceil((list?.total ?? 0) / 50));
  return (
    <section>
      <h1>Visitors</h1>
      <div className="toolbar">
        <label>
          Minimum intent{' '}
          <input type="number" min={0} max={100} value={minIntent} aria-label="Minimum intent"
            onChange={(e) => { setMinIntent(Math.min(100, Math.max(0, Number(e.target.value) || 0))); setPage(1); }} />
        </label>
      </div>
      {q.error && <ErrorBox message={q.error} retry={q.reload} />}
      {q.loading && !q.data && <Loading />}
      {list && list.visitors.length === 0 && <Empty>No visitors match.</Empty>}
      {list && list.visitors.length > 0 && (
        <div className="table-wrap">
          <table data-testid="visitors-table" aria-busy={q.loading}>
            <thead><tr><th>Person</th><th>Company</th><th>Intent</th><th>Visits</th><th>Last visit</th></tr></thead>
            <tbody>
              {list.visitors.map((v) => (
                <tr key={v.id}>
                  <td><a href={`#/visitors/${v.id}`}>{personLabel(v)}</a></td>
                  <td>{v.company_domain ? <a href={`#/accounts/${encodeURIComponent(v.company_domain)}`}>{v.company_name ?? v.company_domain}</a> : '—'}</td>
                  <td>{v.intent_score}</td>
                  <td>{v.visit_count}</td>
                  <td>{v.last_visit_at ? new Date(v.last_visit_at).toLocaleString() : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list && (
        <nav className="pager" aria-label="Pages">
          <button disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</button>
          <span>Page {page} of {pages} · {list.total} visitors</span>
          <button disabled={page >= pages} onClick={() => setPage(page + 1)}>Next</button>
        </nav>
      )}
    </section>
  );
}
