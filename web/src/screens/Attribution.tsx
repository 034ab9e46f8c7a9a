// Attribution by channel over a trailing window: bars of each channel's share of attributed sessions
// (drawn with CSS; no chart library needed for one bar per channel).
import { useState } from 'react';
import { gql } from '../api';
import { ATTRIBUTION, type AttributionResult } from '../operations';
import { useQuery } from '../useQuery';
import { Empty, ErrorBox, Loading } from '../states';

const WINDOWS = [7, 30, 90, 365];

export function Attribution() {
  const [days, setDays] = useState(30);
  const q = useQuery(() => gql(ATTRIBUTION, { days }), [days]);
  const a = q.data?.attribution;
  return (
    <section>
      <h1>Attribution</h1>
      <div className="toolbar">
        <label>
          Window{' '}
          <select aria-label="Window" value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {WINDOWS.map((d) => <option key={d} value={d}>last {d} days</option>)}
          </select>
        </label>
      </div>
      {q.error && <ErrorBox message={q.error} retry={q.reload} />}
      {q.loading && !q.data && <Loading />}
      {a && (
        <>
          <p className="muted">
            {a.window_start} – {a.window_end}: {a.totals.sessions} attributed sessions, {a.totals.identified} of {a.totals.visitors} visitors identified.{' '}
            {a.computed_at ? `Computed ${new Date(a.computed_at).toLocaleString()} (may lag up to a day).` : 'Not computed yet.'}
          </p>
          {a.channels.length === 0 ? (
            <Empty>No attributed sessions in this window.</Empty>
          ) : (
            <ul className="bars" data-testid="attribution-chart">
              {a.channels.map((c) => (
                <li key={c.channel}>
                  <span className="bar-label">{c.channel}</span>
                  <span className="bar" role="img" aria-label={`${c.channel}: ${Math.round(c.share * 100)}% of attributed sessions`}>
                    <span style={{ width: `${c.share * 100}%` }} />
                  </span>
                  <span>{Math.round(c.share * 100)}% · {c.sessions}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
