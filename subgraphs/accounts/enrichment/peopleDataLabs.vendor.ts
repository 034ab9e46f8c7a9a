// People Data Labs' Person Enrichment API as documented: GET /v5/person/enrich with the match
// criteria as query parameters and the key in `X-Api-Key`; 200 carries {status, likelihood, data},
// 404 means no record matched (PDL charges only matches; our ledger charges one credit per person
// tried, as published). 429 is retried with backoff; 402 (PDL credits exhausted) and other errors throw.
import { providerCall, VendorHttpError } from '../shared/vendorHttp.js';
import { limiterPool } from '../esp/rateLimit.js';
import type { EnrichmentVendor, PersonFields } from './vendor.js';

/** PDL's default per-key limit for enrichment (requests per minute on the free tier is lower; pacing is conservative) */
const LIMITS = [{ ms: 60_000, max: 100 }];
export const PDL_MIN_LIKELIHOOD = 6;
const limiter = limiterPool(LIMITS)('pdl'); // one API key per process: one pacing

interface PdlResponse {
  status: number;
  likelihood?: number;
  data?: Partial<Record<keyof PersonFields, string | null>>;
}

export function createPeopleDataLabsVendor(cfg: { apiKey: string; apiUrl: string }): EnrichmentVendor {
  const api = cfg.apiUrl.replace(/\/$/, '');
  return {
    name: 'peopledatalabs',
    sandbox: false,
    async enrichPerson(email) {
      const q = new URLSearchParams({ email, min_likelihood: String(PDL_MIN_LIKELIHOOD) });
      try {
        const r = await providerCall<PdlResponse>({
          provider: 'peopledatalabs',
          method: 'GET',
          url: `${api}/v5/person/enrich?${q}`,
          headers: { 'X-Api-Key': cfg.apiKey, Accept: 'application/json' },
          limiter,
        });
        const d = r?.data ?? {};
        const f = (k: keyof PersonFields) => (typeof d[k] === 'string' ? d[k] : null);
        return {
          status: 'matched',
          likelihood: r?.likelihood ?? null,
          fields: { full_name: f('full_name'), job_title: f('job_title'), job_company_name: f('job_company_name'), linkedin_url: f('linkedin_url'), location_name: f('location_name') },
        };
      } catch (err) {
        if (err instanceof VendorHttpError && err.status === 404) return { status: 'not_found' };
        throw err;
      }
    },
  };
}
