// The identify job: drains unprocessed raw events batch by batch (each batch its own transaction)
// until none are left. Run by the scheduler every SIGNAL_IDENTIFY_INTERVAL_SECONDS and on demand
// (`signalctl jobs run identify`).
import type { ServiceContext } from '../../../../core/context.js';
import { sharedAsnDatabase } from '../../identification/asn/asnDatabase.js';
import { createMailboxClassifier } from '../../identification/email/mailbox.js';
import { createAsnProvider } from '../../identification/providers/asn.provider.js';
import { createIpTableProvider } from '../../identification/providers/ipTable.provider.js';
import type { CompanyProvider } from '../../identification/providers/provider.js';
import { processBatch, type BatchStats, type IdentifyDeps } from './processBatch.js';

export const DEFAULT_BATCH_SIZE = 2_000;

export type IdentifyStats = BatchStats & { batches: number };

/** The default provider chain: imported CIDR table, then ASN organisation. */
export function defaultProviders(ctx: Pick<ServiceContext, 'db'>): CompanyProvider[] {
  return [createIpTableProvider(ctx), createAsnProvider()];
}

export function createIdentifyDeps(ctx: Pick<ServiceContext, 'db' | 'clock' | 'logger' | 'config'>, providers = defaultProviders(ctx)): IdentifyDeps {
  const allow = (ctx.config.SIGNAL_MAILBOX_ALLOWLIST ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return { ctx, asn: sharedAsnDatabase(), providers, mailbox: createMailboxClassifier(allow) };
}

export async function runIdentify(
  deps: IdentifyDeps,
  opts: { workspaceId?: string; batchSize?: number; onBatch?: (stats: IdentifyStats) => void } = {},
): Promise<IdentifyStats> {
  await deps.asn.ready();
  for (const p of deps.providers) await p.prepare?.();
  const total: IdentifyStats = { batches: 0, raw_events: 0, visits: 0, bot_visits: 0, rejected: 0, visitors: 0, identified: 0, accounts_created: 0, events: 0 };
  for (;;) {
    const s = await processBatch(deps, { workspaceId: opts.workspaceId, batchSize: opts.batchSize ?? DEFAULT_BATCH_SIZE });
    if (!s) break;
    total.batches++;
    for (const k of Object.keys(s) as Array<keyof BatchStats>) total[k] += s[k];
    opts.onBatch?.(total);
  }
  return total;
}
