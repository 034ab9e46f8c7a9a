// `signalctl demo load` and the first-start demo: simulated traffic posted through the collector's
// domain entry point (validated and stored exactly like pixel hits), then the pipeline's jobs, so
// the read API, copilot and webhooks have data at once. Deterministic for a seed and a clock.
// It also leaves the caveat rows in place: visits older than LEGACY_SHARE of the window get their
// bot flag cleared, as if recorded before bot filtering existed (spec 1, rule 4).
import type { Runtime } from '../../../core/runtime.js';
import { createWorkspaceService } from '../workspaces/workspace.service.js';
import { createDemoRepository } from './demo.repository.js';
import { createCollector } from '../identification/collector/collector.service.js';
import { importIpRanges } from '../identification/providers/ipTable.provider.js';
import { createJobRunner, type JobRunResult } from '../jobs/runner.js';
import { demoCompany, DEMO_CLASSIFICATIONS, MAX_DEMO_COMPANIES } from './companies.js';
import { DEMO_INTENT_PAGES, planDemoTraffic, type Profile } from './traffic.js';
import { loadDemoStore } from './store.js';

export interface DemoOptions {
  visitors?: number;
  days?: number;
  seed?: number;
}

export interface DemoResult {
  hits: number;
  visitors: number;
  companies: number;
  profiles: Record<Profile, number>;
  /** visits whose bot flag was cleared to stand for pre-bot-filtering rows */
  legacy_unflagged_visits: number;
  accounts: number;
  identified_visitors: number;
  events: number;
  /** the demo store (#17): customers sharing demo visitors' emails, and their orders */
  store: { customers: number; orders: number };
  jobs: JobRunResult[];
}

const POST_CONCURRENCY = 500; // hits in flight at once through the collector (group commit)
/** the oldest part of the window stands for data recorded before bot flagging */
export const LEGACY_SHARE = 0.25;
const DAY_MS = 86_400_000;

export async function loadDemoTraffic(
  rt: Runtime,
  workspaceId: string,
  opts: DemoOptions = {},
  onProgress?: (message: string) => void,
): Promise<DemoResult> {
  const visitors = opts.visitors ?? 600;
  const days = opts.days ?? 28;
  const seed = opts.seed ?? 42;
  const demo = createDemoRepository(rt.db.sql);
  const ws = await createWorkspaceService(rt).get(workspaceId);
  const now = rt.clock.now();
  const plan = planDemoTraffic({ visitors, days, seed, now });

  // reference data the pipeline resolves against
  const companies = Array.from({ length: Math.min(plan.companies, MAX_DEMO_COMPANIES) }, (_, i) => demoCompany(i));
  await importIpRanges(rt, companies.map((c) => ({ cidr: c.cidr, company_domain: c.domain, company_name: c.name })), 'demo');
  await demo.seedSettings(workspaceId, DEMO_INTENT_PAGES);
  onProgress?.(`${companies.length} demo companies and their IP ranges imported`);

  // traffic through the collector
  const collector = createCollector(rt);
  for (let i = 0; i < plan.hits.length; i += POST_CONCURRENCY) {
    await Promise.all(
      plan.hits.slice(i, i + POST_CONCURRENCY).map((h) => collector.accept(ws.site_key, h.body, { ip: h.ip, userAgent: h.userAgent, receivedAt: h.receivedAt })),
    );
  }
  onProgress?.(`${plan.hits.length} hits collected from ${visitors} visitors over ${days} days`);

  const runner = createJobRunner(rt);
  const jobs: JobRunResult[] = [];
  jobs.push(...(await runner.run('identify', { workspaceId, onProgress })));

  // classifications are the user's: set once, kept across re-resolution
  for (const c of DEMO_CLASSIFICATIONS)
    await demo.classify(workspaceId, demoCompany(c.index).domain, c.classification);

  const legacyBefore = new Date(now.getTime() - Math.round(days * (1 - LEGACY_SHARE) * DAY_MS));
  const legacy = await demo.unflagBefore(workspaceId, legacyBefore);
  onProgress?.(`${legacy} visits before ${legacyBefore.toISOString().slice(0, 10)} left without a bot flag (pre-filtering rows)`);

  for (const job of ['score', 'attribution', 'recommendations'] as const) jobs.push(...(await runner.run(job, { workspaceId, onProgress })));
  const failed = jobs.find((j) => j.status === 'failed');
  if (failed) throw new Error(`demo: ${failed.job} job failed: ${failed.error}`);
  const store = await loadDemoStore(rt.db.sql, workspaceId, { now, seed });
  onProgress?.(`demo store: ${store.customers} customers sharing visitor emails, ${store.orders} orders`);

  const { accounts, identified, events } = await demo.summary(workspaceId);
  onProgress?.(`${accounts} accounts, ${identified} identified visitors, ${events} identification events`);
  return {
    hits: plan.hits.length,
    visitors,
    companies: companies.length,
    profiles: plan.profiles,
    legacy_unflagged_visits: legacy,
    accounts,
    identified_visitors: identified,
    events,
    store,
    jobs,
  };
}
