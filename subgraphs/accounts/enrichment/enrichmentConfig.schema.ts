// What the enrichment settings may hold: the copilot's update_enrichment_config and the dashboard's
// GraphQL validate with these (a bound is a validation error, never a clamp).
import { z } from 'zod';

export const enrichmentField = {
  page_patterns: z.array(z.string().min(1).max(200)).max(50),
  vendor: z.string().min(1).max(50),
};

export const enrichmentPatchSchema = z
  .object({ page_patterns: enrichmentField.page_patterns.optional(), vendor: enrichmentField.vendor.optional() })
  .refine((a) => a.page_patterns !== undefined || a.vendor !== undefined, 'give page_patterns or vendor');
