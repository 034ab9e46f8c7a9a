// A person-enrichment vendor, as the pipeline needs it: one person by email in, matched fields or
// "not found" out. Errors (rate limits exhausted, vendor down, out of credits there) throw.
export const ENRICHMENT_VENDORS = ['peopledatalabs'] as const;
export type EnrichmentVendorName = (typeof ENRICHMENT_VENDORS)[number];
export const isEnrichmentVendor = (s: string): s is EnrichmentVendorName => (ENRICHMENT_VENDORS as readonly string[]).includes(s);

export interface PersonFields {
  full_name: string | null;
  job_title: string | null;
  job_company_name: string | null;
  linkedin_url: string | null;
  location_name: string | null;
}

export type PersonMatch = { status: 'matched'; likelihood: number | null; fields: PersonFields } | { status: 'not_found' };

export interface EnrichmentVendor {
  name: EnrichmentVendorName;
  /** no key configured: nothing is called or charged */
  sandbox: boolean;
  enrichPerson(email: string): Promise<PersonMatch>;
}
