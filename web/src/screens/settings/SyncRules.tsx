// Sync rules: create (paused), edit threshold and classification, activate/pause, delete (confirmed:
// the run history goes with it), preview what a run would send (dry run), run now (confirmed with
// the count: contacts pushed to the email platform cannot be recalled) and the run history.
import { useState } from 'react';
import { gql } from '../../api';
import { graphql } from '../../graphql';
import { CLASSIFICATIONS, CREATE_SYNC_RULE, SET_SYNC_RULE_STATE, type SyncRule } from '../../operations';
import { Empty } from '../../states';

const UPDATE = graphql(`mutation UpdateSyncRule($id: ID!, $input: SyncRulePatch!) { updateSyncRule(id: $id, input: $input) { id } }`);
const DRY_RUN = graphql(`query DryRunSyncRule($id: ID!) { dryRunSyncRule(id: $id, limit: 10) { total sendable contacts { email name intent_score company_domain is_locked } } }`);
const RUN = graphql(`mutation RunSyncRule($id: ID!) { run_sync_rule(id: $id, confirm: true) { status contacts_sent contacts_skipped contacts_failed sandbox error } }`);
const HISTORY = graphql(`query SyncRuleRuns($id: ID!) { sync_rule_runs(id: $id, limit: 10) { run_id status trigger sandbox contacts_sent contacts_skipped contacts_failed error started_at } }`);

type Preview = { total: number; sendable: number; contacts: { email: string | null; name: string | null; intent_score: number; company_domain: string | null; is_locked: boolean }[] };
type Run = { run_id: string; status: string; trigger: string | null; sandbox: boolean; contacts_sent: number; contacts_skipped: number; contacts_failed: number; error: string | null; started_at: string | null };

export function SyncRules({ rules, run, notify }: { rules: SyncRule[]; run: (fn: () => Promise<unknown>) => Promise<void>; notify: (m: string) => void }) {
  const [name, setName] = useState('');
  const [minIntent, setMinIntent] = useState(50);
  const [classification, setClassification] = useState('');
  const [open, setOpen] = useState<{ id: string; preview?: Preview; history?: Run[] } | null>(null);

  const create = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await gql(CREATE_SYNC_RULE, { input: { name: name.trim(), min_intent: minIntent, ...(classification ? { classification } : {}) } });
      setName('');
    });
  };
  const setState = (r: SyncRule, action: 'activate' | 'pause' | 'delete') => {
    if (action === 'delete' && !window.confirm(`Delete the sync rule "${r.name}" and its run history? This cannot be undone.`)) return;
    void run(() => gql(SET_SYNC_RULE_STATE, { id: r.id, action, confirm: action === 'delete' }));
  };
  const edit = (r: SyncRule, patch: { min_intent?: number; classification?: string }) => void run(() => gql(UPDATE, { id: r.id, input: patch }));
  const preview = (r: SyncRule) =>
    void run(async () => setOpen({ id: r.id, preview: (await gql(DRY_RUN, { id: r.id })).dryRunSyncRule, history: (await gql(HISTORY, { id: r.id })).sync_rule_runs }));
  const runNow = (r: SyncRule) =>
    void run(async () => {
      const p = (await gql(DRY_RUN, { id: r.id })).dryRunSyncRule;
      if (!window.confirm(`Push ${p.sendable} contact${p.sendable === 1 ? '' : 's'} matching "${r.name}" to ${r.esp} now? Contacts sent cannot be recalled.`)) return;
      const done = (await gql(RUN, { id: r.id })).run_sync_rule;
      notify(`"${r.name}": ${done.status}, ${done.contacts_sent} sent, ${done.contacts_skipped} skipped, ${done.contacts_failed} failed${done.sandbox ? ' (sandbox: nothing left the service)' : ''}${done.error ? `: ${done.error}` : ''}.`);
      setOpen({ id: r.id, history: (await gql(HISTORY, { id: r.id })).sync_rule_runs });
    });

  return (
    <>
      <form className="toolbar" onSubmit={create}>
        <label>Name <input aria-label="Rule name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} /></label>
        <label>Min intent <input aria-label="Minimum intent" type="number" min={0} max={100} value={minIntent} onChange={(e) => setMinIntent(Number(e.target.value))} /></label>
        <label>
          Classification{' '}
          <select aria-label="Rule classification" value={classification} onChange={(e) => setClassification(e.target.value)}>
            <option value="">any</option>
            {CLASSIFICATIONS.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </label>
        <button type="submit" disabled={!name.trim()}>Create rule (paused)</button>
      </form>
      {rules.length === 0 ? <Empty>No sync rules yet.</Empty> : (
        <div className="table-wrap">
          <table data-testid="sync-rules">
            <thead><tr><th>Name</th><th>State</th><th>Min intent</th><th>Classification</th><th>Last run</th><th></th></tr></thead>
            <tbody>
              {rules.map((r) => (
                <tr key={r.id} data-rule={r.name}>
                  <td>{r.name}</td>
                  <td>{r.state}</td>
                  <td>
                    <input type="number" min={0} max={100} defaultValue={r.min_intent} aria-label={`Minimum intent of ${r.name}`}
                      onBlur={(e) => Number(e.target.value) !== r.min_intent && edit(r, { min_intent: Number(e.target.value) })} />
                  </td>
                  <td>
                    <select aria-label={`Classification of ${r.name}`} value={r.classification ?? ''} onChange={(e) => e.target.value && edit(r, { classification: e.target.value })}>
                      <option value="">any</option>
                      {CLASSIFICATIONS.map((c) => <option key={c} value={c}>{c}</option>)}
                    </select>
                  </td>
                  <td>{r.last_run_at ? `${new Date(r.last_run_at).toLocaleString()} (${r.last_run_status})` : 'never'}</td>
                  <td>
                    <button onClick={() => setState(r, r.state === 'active' ? 'pause' : 'activate')}>{r.state === 'active' ? 'Pause' : 'Activate'}</button>{' '}
                    <button onClick={() => preview(r)}>Preview</button>{' '}
                    <button onClick={() => runNow(r)}>Run now</button>{' '}
                    <button onClick={() => setState(r, 'delete')}>Delete</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && (
        <div className="notice" data-testid="sync-rule-detail">
          {open.preview && (
            <>
              <p>A run now would send <strong>{open.preview.sendable}</strong> of {open.preview.total} matching contacts (the others are over the plan's cap). Nothing was sent.</p>
              <ul>{open.preview.contacts.map((c, i) => <li key={i}>{c.is_locked ? '🔒 withheld' : `${c.name ?? ''} ${c.email ?? ''}`} · intent {c.intent_score} · {c.company_domain}</li>)}</ul>
            </>
          )}
          <p><strong>Run history</strong></p>
          {open.history && open.history.length === 0 ? <p className="muted">No runs yet.</p> : (
            <ul data-testid="sync-rule-runs">{open.history?.map((h) => <li key={h.run_id}>{h.started_at ? new Date(h.started_at).toLocaleString() : ''} · {h.trigger} · {h.status}: {h.contacts_sent} sent, {h.contacts_skipped} skipped, {h.contacts_failed} failed{h.sandbox ? ' (sandbox)' : ''}{h.error ? ` — ${h.error}` : ''}</li>)}</ul>
          )}
          <button onClick={() => setOpen(null)}>Close</button>
        </div>
      )}
    </>
  );
}
