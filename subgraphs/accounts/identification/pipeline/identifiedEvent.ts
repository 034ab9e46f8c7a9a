// The signal.visitor_identified payload (spec 2.8). Contact fields follow the accessibility
// function: withheld (null) when the plan withholds them, exactly as the other surfaces do.
import type { Access } from '../../../../core/plans.js';
import { isoWithOffset } from '../../shared/time.js';

export const VISITOR_IDENTIFIED = 'signal.visitor_identified';

export interface IdentifiedRow {
  visitor_id: string;
  workspace_id: string;
  email: string | null;
  name: string | null;
  title: string | null;
  identified_at: Date;
  resolution_source: string | null;
  resolution_confidence: number | null;
  company_domain: string;
  company_name: string | null;
  intent_score: number;
  classification: string;
  firmographics: unknown;
  cap_rank: number;
  plan: string;
  trial_ends_at: Date | null;
}

export interface VisitorIdentifiedData {
  visitor_id: string;
  company: {
    domain: string;
    domain_canonical: string;
    name: string | null;
    intent_score: number;
    classification: string;
    firmographics: Record<string, unknown>;
  };
  person: { email: string | null; name: string | null; title: string | null };
  resolution: { source: string | null; confidence: number | null };
  identified_at: string;
}

export function buildIdentifiedEvent(r: IdentifiedRow, access: Access): VisitorIdentifiedData {
  const withheld = access.contactFieldsWithheld;
  return {
    visitor_id: r.visitor_id,
    company: {
      domain: r.company_domain,
      // stored domains are already canonical (lower case, no www., no trailing dot)
      domain_canonical: r.company_domain,
      name: r.company_name,
      intent_score: r.intent_score,
      classification: r.classification,
      firmographics: (r.firmographics as Record<string, unknown>) ?? {},
    },
    person: withheld ? { email: null, name: null, title: null } : { email: r.email, name: r.name, title: r.title },
    resolution: { source: r.resolution_source, confidence: r.resolution_confidence },
    identified_at: isoWithOffset(r.identified_at),
  };
}
