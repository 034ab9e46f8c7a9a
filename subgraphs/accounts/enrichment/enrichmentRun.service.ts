// The enrichment pipeline (run_enrichment_pipeline): every eligible abandoner, one vendor credit each,
// charged when the person is claimed and never twice (enriched_people is unique per person and
// vendor); a vendor error refunds the credit and leaves the person eligible. The estimate is the
// same query, so the consent sentence's figure is what the run spends (unless visitors change between).
import type { Clock } from '../../../core/clock.js';
import { AppError, conflict } from '../../../core/errors.js';
import type { AccessReader } from '../shared/access.js';
import { patternToLike } from '../identification/scoring/intentScore.js';
import type { EnrichmentConfigService } from './enrichmentConfig.service.js';
import type { EnrichmentRunRepository } from './enrichmentRun.repository.js';
import { isEnrichmentVendor, type EnrichmentVendor } from './vendor.js';

export const ENRICHMENT_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;
const FIX = { fix_url: '/settings/enrichment', fix_label: 'Settings › Enrichment' } as const;

/** The published definition (README, enrichment_config). */
export const ABANDONER_DEFINITION =
  `An eligible abandoner is an identified visitor with an email who viewed a page matching the enrichment page patterns in the last ${ENRICHMENT_WINDOW_DAYS} days, ` +
  'has no order (neither as the visitor nor as a customer with the same email), is within the plan cap, and has not been sent to the vendor before ' +
  '(a failed call is refunded and the person stays eligible). Each eligible person costs exactly one vendor credit.';

export function createEnrichmentRunService(deps: {
  repo: EnrichmentRunRepository;
  config: EnrichmentConfigService;
  vendor: EnrichmentVendor;
  access: AccessReader;
  clock: Clock;
}) {
  const { repo, config, vendor, access, clock } = deps;

  async function eligible(workspaceId: string) {
    const { config: c } = await config.get(workspaceId);
    const likes = c.page_patterns.filter(Boolean).map(patternToLike);
    const acc = await access.access(workspaceId);
    const people = acc.contactFieldsWithheld
      ? []
      : await repo.abandoners(workspaceId, { likes, since: new Date(clock.now().getTime() - ENRICHMENT_WINDOW_DAYS * DAY_MS), vendor: vendor.name, cap: acc.cap });
    return { config: c, people, disabled: likes.length === 0 };
  }

  const checkVendor = (configured: string) => {
    if (!isEnrichmentVendor(configured))
      throw conflict(`the enrichment vendor "${configured}" is not supported; set the vendor to peopledatalabs`, { code: 'enrichment_vendor_unsupported', ...FIX });
  };

  return {
    definition: ABANDONER_DEFINITION,

    /** Adds vendor credits to the ledger (the operator's grant); returns the new balance. */
    async grant(workspaceId: string, vendorName: string, credits: number, reason: string) {
      await repo.grant(workspaceId, vendorName, credits, reason, clock.now());
      return { vendor: vendorName, granted: credits, balance: await repo.balance(workspaceId, vendorName) };
    },

    /** How many credits a run would spend now, and what is available. */
    async estimate(workspaceId: string) {
      const e = await eligible(workspaceId);
      return {
        vendor: e.config.vendor,
        sandbox: vendor.sandbox,
        disabled: e.disabled,
        eligible: e.people.length,
        credits_needed: vendor.sandbox ? 0 : e.people.length,
        balance: await repo.balance(workspaceId, vendor.name),
      };
    },

    async run(workspaceId: string) {
      const e = await eligible(workspaceId);
      checkVendor(e.config.vendor);
      const credit = vendor.sandbox ? 0 : 1;
      const balance = await repo.balance(workspaceId, vendor.name);
      if (credit && balance < e.people.length)
        throw new AppError('PLAN_LIMIT_REACHED', `enriching ${e.people.length} people needs ${e.people.length} vendor credits; ${balance} are available`, {
          code: 'vendor_credits_insufficient',
          needed: e.people.length,
          available: balance,
          fix_url: '/settings/billing',
          fix_label: 'Settings › Billing › Vendor credits',
        });
      const runId = await repo.start(workspaceId, { vendor: vendor.name, sandbox: vendor.sandbox, eligible: e.people.length, at: clock.now() });
      const n = { matched: 0, not_found: 0, failed: 0, credits: 0, skipped: 0 };
      let error: string | null = null;
      for (const p of e.people) {
        if (!(await repo.claim(workspaceId, runId, p.visitor_id, { vendor: vendor.name, credits: -credit, at: clock.now() }))) {
          n.skipped++; // another run took this person (and its credit)
          continue;
        }
        n.credits += credit;
        try {
          const m = await vendor.enrichPerson(p.email);
          if (m.status === 'matched') {
            n.matched++;
            await repo.record(runId, p.visitor_id, { status: 'matched', data: { likelihood: m.likelihood, ...m.fields }, error: null, at: clock.now() });
            await repo.fillVisitor(p.visitor_id, m.fields);
          } else {
            n.not_found++;
            await repo.record(runId, p.visitor_id, { status: 'not_found', data: vendor.sandbox ? { sandbox: true } : null, error: null, at: clock.now() });
          }
        } catch (err) {
          n.failed++;
          error ??= (err as Error).message;
          await repo.record(runId, p.visitor_id, { status: 'failed', data: null, error: (err as Error).message.slice(0, 1000), at: clock.now() });
          if (credit) {
            await repo.grant(workspaceId, vendor.name, credit, 'enrichment refund (vendor error)', clock.now());
            n.credits -= credit;
          }
        }
      }
      const status = n.failed === 0 ? 'succeeded' : n.matched + n.not_found > 0 ? 'partial' : 'failed';
      await repo.finish(runId, { status, matched: n.matched, not_found: n.not_found, failed: n.failed, credits: n.credits, error, at: clock.now() });
      return {
        run_id: runId,
        vendor: vendor.name,
        sandbox: vendor.sandbox,
        status,
        eligible: e.people.length,
        matched: n.matched,
        not_found: n.not_found,
        failed: n.failed,
        skipped: n.skipped,
        credits_spent: n.credits,
        balance_after: await repo.balance(workspaceId, vendor.name),
        error,
      };
    },
  };
}

export type EnrichmentRunService = ReturnType<typeof createEnrichmentRunService>;
