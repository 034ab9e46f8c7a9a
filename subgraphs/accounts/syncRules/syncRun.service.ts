// Running a sync rule: the contacts the dry run reports as sendable (same query), claimed in chunks
// and pushed through the workspace's connected platform; each run recorded with sent, skipped and
// failed counts and each contact's provider id. Used by run_sync_rule, the schedule and new
// identifications alike.
import type { Clock } from '../../../core/clock.js';
import { conflict } from '../../../core/errors.js';
import type { Access } from '../../../core/plans.js';
import type { EspService } from '../esp/esp.service.js';
import type { EspContact } from '../esp/provider.js';
import type { SendableContact, SyncRuleRecord, SyncRuleRepository } from './syncRule.repository.js';
import type { SyncRunRepository } from './syncRun.repository.js';

const CHUNK = 100; // contacts claimed and sent per step: a crash leaves at most this many pending
const STALE_MS = 10 * 60_000; // a pending claim older than this belongs to a run that died

export type SyncTrigger = 'manual' | 'schedule' | 'identification';

export interface SyncRunSummary {
  run_id: string;
  rule: string;
  provider: string;
  sandbox: boolean;
  list_id: string;
  status: 'succeeded' | 'partial' | 'failed';
  contacts_sent: number;
  contacts_skipped: number;
  contacts_failed: number;
  provider_ids: string[];
  error: string | null;
}

const splitName = (name: string | null): { firstName: string | null; lastName: string | null } => {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? null, lastName: parts.length > 1 ? parts.slice(1).join(' ') : null };
};

const toContact = (c: SendableContact): EspContact => ({
  email: c.email,
  ...splitName(c.name),
  properties: { signal_intent_score: c.intent_score, company_domain: c.company_domain, company_name: c.company_name },
});

export function createSyncRunService(deps: { rules: SyncRuleRepository; runs: SyncRunRepository; esp: EspService; clock: Clock }) {
  const { rules, runs, esp, clock } = deps;
  return {
    async run(workspaceId: string, rule: SyncRuleRecord, opts: { trigger: SyncTrigger; access: Access }): Promise<SyncRunSummary> {
      const { provider, session } = await esp.session(workspaceId, rule.esp);
      if (!rule.list_id)
        throw conflict(`sync rule "${rule.name}" has no list to send to; set its list first`, {
          code: 'sync_rule_list_missing',
          fix_url: '/settings/sync-rules',
          fix_label: 'Settings › Sync rules',
        });
      const now = () => clock.now();
      const stale = () => new Date(now().getTime() - STALE_MS);
      const contacts = await rules.sendable(workspaceId, rule, opts.access);
      const startedAt = now();
      const runId = await runs.start(rule.id, { trigger: opts.trigger, provider: provider.sandbox ? 'sandbox' : provider.name, at: startedAt, staleBefore: stale() });
      let sent = 0;
      let failed = 0;
      let skipped = 0;
      let firstError: string | null = null;
      const providerIds: string[] = [];
      try {
        for (let i = 0; i < contacts.length; i += CHUNK) {
          const chunk = contacts.slice(i, i + CHUNK);
          const claimed = await runs.claim(rule.id, runId, chunk, { at: now(), runStartedAt: startedAt, staleBefore: stale() });
          const mine = chunk.filter((c) => claimed.has(c.visitor_id));
          skipped += chunk.length - mine.length; // another run holds them (or failed them a moment ago)
          if (!mine.length) continue;
          const outcomes = await provider.upsertContacts(session, rule.list_id, mine.map(toContact));
          await runs.record(
            runId,
            outcomes.map((o, k) => ({ visitor_id: mine[k]!.visitor_id, ok: o.ok, provider_id: o.providerId, error: o.error })),
            now(),
          );
          for (const o of outcomes) {
            if (o.ok) {
              sent++;
              if (o.providerId) providerIds.push(o.providerId);
            } else {
              failed++;
              firstError ??= o.error;
            }
          }
        }
      } catch (err) {
        firstError = (err as Error).message;
        failed = Math.max(failed, 1);
      }
      const status = failed === 0 ? 'succeeded' : sent > 0 ? 'partial' : 'failed';
      await runs.finish(runId, { status, sent, skipped, failed, error: firstError?.slice(0, 2000) ?? null, at: now() });
      return {
        run_id: runId,
        rule: rule.name,
        provider: rule.esp,
        sandbox: provider.sandbox,
        list_id: rule.list_id,
        status,
        contacts_sent: sent,
        contacts_skipped: skipped,
        contacts_failed: failed,
        provider_ids: providerIds,
        error: firstError,
      };
    },
    history: (workspaceId: string, ruleId: string, limit = 20) => runs.history(workspaceId, ruleId, limit),
    deliveries: (runId: string) => runs.deliveries(runId),
  };
}

export type SyncRunService = ReturnType<typeof createSyncRunService>;
