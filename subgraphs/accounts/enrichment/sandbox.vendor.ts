// The embedded default: no vendor key, so nothing is called or charged; each person is recorded as
// "sandbox: not enriched" so runs and surfaces can say what would have happened.
import type { EnrichmentVendor } from './vendor.js';

export const createSandboxVendor = (): EnrichmentVendor => ({
  name: 'peopledatalabs',
  sandbox: true,
  enrichPerson: async () => ({ status: 'not_found' }),
});
