// Intent pages: the whole set edited at once and saved with replaceIntentPages (pages left out are
// removed; scores recompute on the next identification run). The server's field errors are shown.
import { useState } from 'react';
import { gql } from '../../api';
import { graphql } from '../../graphql';

const REPLACE = graphql(`mutation ReplaceIntentPages($pages: [IntentPageInput!]!) { replaceIntentPages(pages: $pages) { removed pages { pattern } } }`);

type Page = { pattern: string; label: string | null; score_weight: number };

export function IntentPages({ pages, run, notify }: { pages: Page[]; run: (fn: () => Promise<unknown>) => Promise<void>; notify: (m: string) => void }) {
  const [rows, setRows] = useState<Page[]>(pages);
  const set = (i: number, patch: Partial<Page>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const r = (await gql(REPLACE, { pages: rows.map((p) => ({ pattern: p.pattern.trim(), label: p.label?.trim() || null, score_weight: p.score_weight })) })).replaceIntentPages;
      notify(`Saved ${r.pages.length} intent page${r.pages.length === 1 ? '' : 's'}${r.removed.length ? `; removed ${r.removed.join(', ')}` : ''}. Scores recompute on the next run.`);
    });
  };
  return (
    <form onSubmit={save} data-testid="intent-pages">
      {rows.length === 0 && <p className="muted empty">No intent pages: every page counts as browsing only.</p>}
      {rows.map((p, i) => (
        <div className="toolbar" key={i}>
          <label>Path or pattern <input aria-label={`Intent page ${i + 1} pattern`} value={p.pattern} onChange={(e) => set(i, { pattern: e.target.value })} required maxLength={200} /></label>
          <label>Label <input aria-label={`Intent page ${i + 1} label`} value={p.label ?? ''} onChange={(e) => set(i, { label: e.target.value })} maxLength={100} /></label>
          <label>Weight <input aria-label={`Intent page ${i + 1} weight`} type="number" min={0} max={10} step={0.5} value={p.score_weight} onChange={(e) => set(i, { score_weight: Number(e.target.value) })} /></label>
          <button type="button" onClick={() => setRows(rows.filter((_, j) => j !== i))}>Remove</button>
        </div>
      ))}
      <div className="toolbar">
        <button type="button" onClick={() => setRows([...rows, { pattern: '', label: null, score_weight: 1 }])}>Add a page</button>
        <button type="submit">Save intent pages</button>
      </div>
    </form>
  );
}
