// The enrichment vendor this process speaks to: People Data Labs when its key is configured
// (core/config.ts), otherwise the sandbox that calls and charges nothing.
import type { Config } from '../../../core/config.js';
import { createPeopleDataLabsVendor } from './peopleDataLabs.vendor.js';
import { createSandboxVendor } from './sandbox.vendor.js';
import type { EnrichmentVendor } from './vendor.js';

export const createEnrichmentVendor = (config: Config): EnrichmentVendor =>
  config.PDL_API_KEY ? createPeopleDataLabsVendor({ apiKey: config.PDL_API_KEY, apiUrl: config.PDL_API_URL }) : createSandboxVendor();
