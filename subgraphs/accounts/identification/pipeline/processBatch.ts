// One identify batch, in one transaction: claim unprocessed raw events (SKIP LOCKED, so several
// workers can run), then the stages: parse (hits → visits and per-visitor evidence), visits
// (stored), resolve (companies, accounts, visitors identified), counts (incremental, cap ranks,
// the scores events carry), events (appended to the webhooks outbox). The claim marks the raw
// events processed; the batch's commit makes that, and its work, visible together. Other scores
// are left to the run (toScore), once per run. A row the database refuses is that row's failure,
// not the batch's (refusedRows.ts).
import type { ServiceContext } from '../../../../core/context.js';
import { isDataError, sqlState } from '../../../../core/db/dataError.js';
import type { SqlClient } from '../../../../core/db/index.js';
import type { AsnDatabase } from '../asn/asnDatabase.js';
import type { MailboxClassifier } from '../email/mailbox.js';
import type { CompanyProvider } from '../providers/provider.js';
import { storable } from '../storableText.js';
import { applyCounts } from './counts.js';
import { appendIdentifiedEvents } from './events.js';
import { parseRawEvents, type RawEventId, type RawRow } from './parse.js';
import { createPipelineRepository, type PipelineRepository } from './pipeline.repository.js';
import { isolateRefused } from './refusedRows.js';
import { ANY_ORDER, type BatchOrder, type BatchTurn } from './batchOrder.js';
import { resolveVisitors } from './resolve.js';
import { storeVisits } from './visits.js';

export interface IdentifyDeps {
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'logger'>;
  asn: AsnDatabase;
  providers: CompanyProvider[];
  mailbox: MailboxClassifier;
  /** batches a run processes at once (1 on the embedded database, whose one connection would serialise them) */
  concurrency: number;
}

export interface BatchStats {
  raw_events: number;
  visits: number;
  bot_visits: number;
  rejected: number;
  visitors: number;
  identified: number;
  accounts_created: number;
  events: number;
}

/** Visitors and accounts (by workspace) whose intent_score is due: their visits changed. */
export interface ScoreWork {
  visitors: Map<string, Set<string>>;
  accounts: Map<string, Set<string>>;
}

export interface BatchResult {
  stats: BatchStats;
  /** scores this batch left stale, for the run to refresh once (jobs/identify/identify.job.ts) */
  toScore: ScoreWork;
}

type Claim = { workspaceId?: string; batchSize: number } | { ids: RawEventId[] };

const RETRIES = 3;

export async function processBatch(
  deps: IdentifyDeps,
  opts: { workspaceId?: string; batchSize: number },
  order?: BatchOrder,
): Promise<BatchResult | null> {
  const claimed: RawEventId[] = [];
  try {
    return await withRetry(() => attempt(deps, opts, (claimed.length = 0, claimed), order));
  } catch (err) {
    if (!isDataError(err) || claimed.length === 0) throw err;
    // one row the database refuses must not hold back the rest, nor other workspaces' rows
    const results = await isolateRefused(claimed, (ids) => attempt(deps, { ids }), (id, e) => setAside(deps, id, e));
    return mergeResults(results);
  }
}

/** A batch another batch's locks made the database roll back (deadlock, serialization) is simply run again: nothing of it committed. */
async function withRetry<T>(fn: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      const state = sqlState(err);
      if (i >= RETRIES || (state !== '40P01' && state !== '40001')) throw err;
    }
  }
}

/** One transaction over the claimed rows; `claimed` receives their ids (for isolateRefused). */
async function attempt(deps: IdentifyDeps, claim: Claim, claimed: RawEventId[] = [], order?: BatchOrder): Promise<BatchResult | null> {
  let turn: BatchTurn = ANY_ORDER;
  try {
    return await deps.ctx.db.sql.transaction(async (tx) => {
      // the ticket is taken holding a connection: the lowest ticket never waits for one behind later ones
      turn = order?.turn() ?? ANY_ORDER;
      const repo = createPipelineRepository(tx);
      const now = deps.ctx.clock.now();
      await turn.wait('claim');
      const raws = 'ids' in claim ? await repo.claimIds(claim.ids, now) : await repo.claim(claim.batchSize, now, claim.workspaceId);
      turn.pass('claim');
      for (const r of raws) claimed.push(r.id);
      return raws.length === 0 ? null : runStages(deps, tx, repo, raws, turn, now);
    });
  } finally {
    turn.release(); // committed (or rolled back): the next batch's account stages may start
  }
}

async function runStages(deps: IdentifyDeps, tx: SqlClient, repo: PipelineRepository, raws: RawRow[], turn: BatchTurn, now: Date): Promise<BatchResult> {
  const parsed = parseRawEvents(raws, (ip) => deps.asn.lookup(ip));
  await turn.wait('visitors');
  const stored = await storeVisits(repo, parsed, now);
  turn.pass('visitors');
  // The account stages in claim order (batchOrder.ts). Across runs (another process, an on-demand
  // run) one batch per workspace at a time takes them (a transaction advisory lock): they lock
  // accounts by domain, by id and workspace-wide (cap ranks), orders two batches could deadlock on.
  await turn.wait('accounts');
  if (deps.ctx.db.kind === 'postgres') await repo.lockAccountStage([...new Set(raws.map((r) => r.workspace_id))]);
  const resolved = await resolveVisitors(repo, deps, parsed, stored, now);
  const changed = await applyCounts(
    tx,
    repo,
    { before: stored.upserted, deltas: stored.deltas, lastHitByWorkspace: parsed.lastHitByWorkspace, ...resolved },
    now,
  );
  const events = await appendIdentifiedEvents(tx, repo, resolved.newlyIdentified, deps.ctx.clock, now);

  const wsOfVisitor = new Map(stored.upserted.map((r) => [r.id, r.workspace_id]));
  const toScore: ScoreWork = { visitors: new Map(), accounts: new Map() };
  for (const id of stored.deltas.keys()) addTo(toScore.visitors, wsOfVisitor.get(id)!, id);
  for (const a of changed) if (a.rescore) addTo(toScore.accounts, a.workspace_id, a.id);
  return {
    stats: {
      raw_events: raws.length,
      visits: parsed.visits.length,
      bot_visits: parsed.botVisits,
      rejected: parsed.rejected.length,
      visitors: stored.upserted.length,
      identified: resolved.newlyIdentified.length,
      accounts_created: resolved.accounts.filter((a) => a.created).length,
      events,
    },
    toScore,
  };
}

const MAX_ERROR_TEXT = 500;

/** A row the database refused: its error recorded, marked processed so it is never claimed again. */
async function setAside(deps: IdentifyDeps, id: RawEventId, err: unknown): Promise<BatchResult | null> {
  const { ctx } = deps;
  const error = storable(`refused by the database (SQLSTATE ${sqlState(err)}): ${(err as Error).message}`, MAX_ERROR_TEXT);
  const n = await createPipelineRepository(ctx.db.sql).setAside(id, error, ctx.clock.now());
  ctx.logger.warn({ raw_event_id: id, sqlstate: sqlState(err), err }, 'identify: raw event refused by the database, set aside');
  return n === 0 ? null : { stats: { ...emptyStats(), raw_events: 1, rejected: 1 }, toScore: { visitors: new Map(), accounts: new Map() } };
}

const emptyStats = (): BatchStats => ({
  raw_events: 0, visits: 0, bot_visits: 0, rejected: 0, visitors: 0, identified: 0, accounts_created: 0, events: 0,
});

function mergeResults(results: BatchResult[]): BatchResult | null {
  if (results.length === 0) return null;
  const stats = emptyStats();
  const toScore: ScoreWork = { visitors: new Map(), accounts: new Map() };
  for (const r of results) {
    for (const k of Object.keys(stats) as Array<keyof BatchStats>) stats[k] += r.stats[k];
    for (const [ws, ids] of r.toScore.visitors) for (const id of ids) addTo(toScore.visitors, ws, id);
    for (const [ws, ids] of r.toScore.accounts) for (const id of ids) addTo(toScore.accounts, ws, id);
  }
  return { stats, toScore };
}

function addTo(m: Map<string, Set<string>>, ws: string, id: string): void {
  let set = m.get(ws);
  if (!set) m.set(ws, (set = new Set()));
  set.add(id);
}
