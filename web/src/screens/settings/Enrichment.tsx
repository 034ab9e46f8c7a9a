// Enrichment: the vendor and the page patterns whose abandoners are enriched (an empty list turns it
// off), what a run would spend now, and "Run now" (confirmed with the credits: they are not refunded).
import { useState } from 'react';
import { gql } from '../../api';
import { graphql } from '../../graphql';
import { useQuery } from '../../useQuery';

const UPDATE = graphql(`mutation UpdateEnrichmentConfig($vendor: String, $patterns: [String!]) { updateEnrichmentConfig(vendor: $vendor, page_patterns: $patterns) { vendor page_patterns } }`);
const ESTIMATE = graphql(`query EnrichmentEstimate { enrichment_estimate { eligible credits_needed balance disabled sandbox } }`);
const RUN = graphql(`mutation RunEnrichment { run_enrichment_pipeline(confirm: true) { status matched not_found failed credits_spent balance_after sandbox } }`);

export function Enrichment({ config, run, notify }: { config: { vendor: string; page_patterns: string[]; saved: boolean }; run: (fn: () => Promise<unknown>) => Promise<void>; notify: (m: string) => void }) {
  const [patterns, setPatterns] = useState(config.page_patterns.join(', '));
  const estimate = useQuery(() => gql(ESTIMATE), [config.page_patterns.join(',')]);
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    const list = patterns.split(',').map((p) => p.trim()).filter(Boolean);
    void run(() => gql(UPDATE, { vendor: config.vendor, patterns: list }));
  };
  const e = estimate.data?.enrichment_estimate;
  const runNow = () => {
    if (!e || !window.confirm(`Enrich ${e.eligible} eligible abandoner${e.eligible === 1 ? '' : 's'} now, spending up to ${e.credits_needed} of your ${e.balance} credits? Credits spent are not refunded.`)) return;
    void run(async () => {
      const r = (await gql(RUN)).run_enrichment_pipeline;
      notify(`Enrichment ${r.status}: ${r.matched} matched, ${r.not_found} not found, ${r.failed} failed; ${r.credits_spent} credits spent, ${r.balance_after} left${r.sandbox ? ' (sandbox)' : ''}.`);
    });
  };
  return (
    <>
      <form className="toolbar" onSubmit={save}>
        <span>Vendor {config.vendor}</span>
        <label className="grow">Abandoners of <input aria-label="Enrichment page patterns" value={patterns} onChange={(ev) => setPatterns(ev.target.value)} placeholder="/pricing, /checkout*" /></label>
        <button type="submit">Save enrichment</button>
      </form>
      <p data-testid="enrichment">
        {config.page_patterns.length ? `Enriching abandoners of ${config.page_patterns.join(', ')}` : 'No page patterns: enrichment is off'}{config.saved ? '' : ' (defaults, nothing saved yet)'}.
        {e && !e.disabled && ` A run now: ${e.eligible} eligible, ${e.credits_needed} credits of ${e.balance}${e.sandbox ? ' (sandbox vendor)' : ''}.`}
      </p>
      {e && !e.disabled && e.eligible > 0 && <button onClick={runNow}>Run enrichment now</button>}
    </>
  );
}
