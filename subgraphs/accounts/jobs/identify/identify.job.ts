// The identify job: drains unprocessed raw events batch by batch (each batch its own transaction)
// until none are left, then recomputes the intent scores its batches left stale, once each. Run by
// the scheduler every SIGNAL_IDENTIFY_INTERVAL_SECONDS and on demand (`signalctl jobs run identify`).
import type { ServiceContext } from '../../../../core/context.js';
import { sharedAsnDatabase } from '../../identification/asn/asnDatabase.js';
import { createMailboxClassifier } from '../../identification/email/mailbox.js';
import { createAsnProvider } from '../../identification/providers/asn.provider.js';
import { createIpTableProvider } from '../../identification/providers/ipTable.provider.js';
import type { CompanyProvider } from '../../identification/providers/provider.js';
import { processBatch, type BatchStats, type IdentifyDeps } from '../../identification/pipeline/processBatch.js';
import { createScoreBacklog, MAX_BACKLOG } from './scoreBacklog.js';
import { createBatchOrder } from '../../identification/pipeline/batchOrder.js';

export const DEFAULT_BATCH_SIZE = 2_000;

export type IdentifyStats = BatchStats & {
  batches: number;
  /** intent scores recomputed once at the end of the run (or when the backlog filled up) */
  scored_visitors: number;
  scored_accounts: number;
};

/** The default provider chain: imported CIDR table, then ASN organisation. */
export function defaultProviders(ctx: Pick<ServiceContext, 'db'>): CompanyProvider[] {
  return [createIpTableProvider(ctx), createAsnProvider()];
}

export function createIdentifyDeps(ctx: Pick<ServiceContext, 'db' | 'clock' | 'logger' | 'config'>, providers = defaultProviders(ctx)): IdentifyDeps {
  const allow = (ctx.config.SIGNAL_MAILBOX_ALLOWLIST ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const concurrency = ctx.db.kind === 'pglite' ? 1 : ctx.config.SIGNAL_IDENTIFY_CONCURRENCY;
  return { ctx, asn: sharedAsnDatabase(), providers, mailbox: createMailboxClassifier(allow), concurrency };
}

export async function runIdentify(
  deps: IdentifyDeps,
  opts: {
    workspaceId?: string;
    batchSize?: number;
    onBatch?: (stats: IdentifyStats) => void;
    /** checked between batches: stop early (what is left stays queued for the next run) */
    stop?: () => boolean;
  } = {},
): Promise<IdentifyStats> {
  await deps.asn.ready();
  for (const p of deps.providers) await p.prepare?.();
  const total: IdentifyStats = {
    batches: 0, raw_events: 0, visits: 0, bot_visits: 0, rejected: 0, visitors: 0, identified: 0, accounts_created: 0, events: 0,
    scored_visitors: 0, scored_accounts: 0,
  };
  const backlog = createScoreBacklog(deps.ctx, deps.concurrency);
  const score = async () => {
    const n = await backlog.flush();
    total.scored_visitors += n.visitors;
    total.scored_accounts += n.accounts;
  };
  // `concurrency` loops, each claiming its own batch (SKIP LOCKED): a loop that finds nothing left
  // to claim ends; the run ends when all have (or one failed: the others finish their batch first)
  let failed = false;
  const order = createBatchOrder();
  const loop = async () => {
    while (!failed && !opts.stop?.()) {
      const r = await processBatch(deps, { workspaceId: opts.workspaceId, batchSize: opts.batchSize ?? DEFAULT_BATCH_SIZE }, order).catch((e: unknown) => {
        failed = true;
        throw e;
      });
      if (!r) break;
      total.batches++;
      for (const k of Object.keys(r.stats) as Array<keyof BatchStats>) total[k] += r.stats[k];
      backlog.add(r.toScore);
      if (backlog.size >= MAX_BACKLOG) await score();
      opts.onBatch?.(total);
    }
  };
  try {
    const ends = await Promise.allSettled(Array.from({ length: Math.max(1, deps.concurrency) }, loop));
    const rejected = ends.find((e) => e.status === 'rejected');
    if (rejected) throw (rejected as PromiseRejectedResult).reason;
  } catch (err) {
    // committed batches still get their scores
    await score().catch((e: unknown) => deps.ctx.logger.error({ err: e }, 'identify: scoring after a failed batch failed'));
    throw err;
  }
  await score();
  return total;
}
