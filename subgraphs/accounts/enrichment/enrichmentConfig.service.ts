// Enrichment settings (spec 3): the vendor and the page patterns whose abandoners get enriched. An
// empty pattern list disables enrichment in practice; no saved row means the defaults.
import type { Clock } from '../../../core/clock.js';
import type { EnrichmentConfig, EnrichmentConfigRepository } from './enrichmentConfig.repository.js';

export type { EnrichmentConfig } from './enrichmentConfig.repository.js';

export const ENRICHMENT_DEFAULTS: EnrichmentConfig = { vendor: 'none', page_patterns: [], updated_at: null };

export function createEnrichmentConfigService(deps: { enrichment: EnrichmentConfigRepository; clock: Clock }) {
  const { enrichment, clock } = deps;
  return {
    /** the saved settings, or the defaults when nothing is saved */
    async get(workspaceId: string): Promise<{ config: EnrichmentConfig; saved: boolean }> {
      const row = await enrichment.get(workspaceId);
      return { config: row ?? ENRICHMENT_DEFAULTS, saved: row !== null };
    },

    /** Changes what is given, keeps the rest; returns the settings before and after. */
    async update(workspaceId: string, patch: { page_patterns?: string[]; vendor?: string }) {
      const before = (await enrichment.get(workspaceId)) ?? ENRICHMENT_DEFAULTS;
      const after = {
        page_patterns: patch.page_patterns?.map((p) => p.trim()) ?? before.page_patterns ?? [],
        vendor: patch.vendor?.trim() ?? before.vendor ?? 'none',
      };
      await enrichment.upsert(workspaceId, after, clock.now());
      return { before, after };
    },
  };
}

export type EnrichmentConfigService = ReturnType<typeof createEnrichmentConfigService>;
