// Accounts ranked by intent: classification filter (server side), search within the page, saved
// filters (this browser), CSV export of the rows shown.
import { useMemo, useState } from 'react';
import { gql } from '../api';
import { ACCOUNTS, CLASSIFICATIONS, type Account, type AccountsResult, type Classification } from '../operations';
import { useQuery } from '../useQuery';
import { Empty, ErrorBox, Loading } from '../states';
import { download, toCsv } from '../csv';

interface Filter {
  name: string;
  classification: Classification | '';
  search: string;
}
const SAVED_KEY = 'signal.savedFilters';
const loadSaved = (): Filter[] => {
  try {
    return JSON.parse(localStorage.getItem(SAVED_KEY) ?? '[]') as Filter[];
  } catch {
    return [];
  }
};

export function Accounts() {
  const [classification, setClassification] = useState<Classification | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [saved, setSaved] = useState<Filter[]>(loadSaved);
  const q = useQuery(
    () => gql(ACCOUNTS, { page, page_size: 50, classification: classification || null }),
    [page, classification],
  );
  const rows = useMemo(() => {
    const all = q.data?.accounts.accounts ?? [];
    const s = search.trim().toLowerCase();
    return s ? all.filter((a) => a.company_domain.toLowerCase().includes(s) || (a.company_name ?? '').toLowerCase().includes(s)) : all;
  }, [q.data, search]);

  function saveFilter() {
    const name = window.prompt('Name this filter');
    if (!name) return;
    const next = [...saved.filter((f) => f.name !== name), { name, classification, search }];
    localStorage.setItem(SAVED_KEY, JSON.stringify(next));
    setSaved(next);
  }
  function apply(f: Filter) {
    setClassification(f.classification);
    setSearch(f.search);
    setPage(1);
  }
  function exportCsv(list: Account[]) {
    download(
      'accounts.csv',
      toCsv(
        ['company_domain', 'company_name', 'intent_score', 'classification', 'visitor_count', 'visit_count', 'last_seen_at'],
        list.map((a) => [a.company_domain, a.company_name, a.intent_score, a.classification, a.visitor_count, a.visit_count, a.last_seen_at]),
      ),
    );
  }
  const total = q.data?.accounts.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / 50));
  return (
    <section>
      <h1>Accounts</h1>
      <div className="toolbar">
        <label>
          Classification{' '}
          <select
            aria-label="Classification"
            value={classification}
            onChange={(e) => {
              setClassification(e.target.value as Classification | '');
              setPage(1);
            }}
          >
            <option value="">All</option>
            {CLASSIFICATIONS.map((c) => (
              <option key={c} value={c}>{c}</option>
            ))}
          </select>
        </label>
        <label>
          Search <input type="search" aria-label="Search accounts" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="domain or name" />
        </label>
        <button onClick={saveFilter}>Save filter</button>
        <button onClick={() => exportCsv(rows)} disabled={!rows.length}>Export CSV</button>
        {saved.length > 0 && (
          <span className="saved">
            Saved:{' '}
            {saved.map((f) => (
              <button key={f.name} className="chip" onClick={() => apply(f)}>{f.name}</button>
            ))}
          </span>
        )}
      </div>
      {q.error && <ErrorBox message={q.error} retry={q.reload} />}
      {q.loading && !q.data && <Loading />}
      {q.data && rows.length === 0 && <Empty>No accounts match these filters.</Empty>}
      {rows.length > 0 && (
        <div className="table-wrap">
          <table data-testid="accounts-table" aria-busy={q.loading}>
            <thead>
              <tr><th>Company</th><th>Intent</th><th>Classification</th><th>Visitors</th><th>Visits</th><th>Last seen</th></tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <tr key={a.id}>
                  <td>
                    {a.is_locked ? (
                      <span title="Beyond the plan's monthly cap">🔒 {a.company_domain}</span>
                    ) : (
                      <a href={`#/accounts/${encodeURIComponent(a.company_domain)}`}>
                        {a.company_name ?? a.company_domain}
                      </a>
                    )}
                  </td>
                  <td>{a.intent_score}</td>
                  <td>{a.classification}</td>
                  <td>{a.visitor_count}</td>
                  <td>{a.visit_count}</td>
                  <td>{new Date(a.last_seen_at).toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {q.data && (
        <nav className="pager" aria-label="Pages">
          <button disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</button>
          <span>Page {page} of {pages} · {total} accounts</span>
          <button disabled={page >= pages} onClick={() => setPage(page + 1)}>Next</button>
        </nav>
      )}
    </section>
  );
}
