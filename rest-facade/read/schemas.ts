// Response schemas of the public read API (spec 2.1-2.5, 2.9, 2.10). They exist for the OpenAPI
// document (and the contract tests that validate responses against it); the data itself comes
// from the GraphQL operations in routes.ts, which select exactly these fields.
import { z } from 'zod';
import { CLASSIFICATIONS } from '../../subgraphs/accounts/shared/bounds.js';
import { ERROR_CODES } from '../../core/errors.js';

const dateTime = z.iso.datetime({ offset: true });
const score = z.int().min(0).max(100);

export const PublicAccount = z
  .object({
    company_domain: z.string().meta({ description: 'Natural key within a workspace; may be the literal "personal"' }),
    company_name: z.string().nullable().meta({ description: 'Often absent' }),
    intent_score: score.meta({ description: '0-100, same scale as the dashboard' }),
    visitor_count: z.int().meta({ description: 'Distinct people from the company' }),
    visit_count: z.int().meta({ description: 'Total visits across those people' }),
    classification: z.enum(CLASSIFICATIONS),
    first_seen_at: dateTime,
    last_seen_at: dateTime,
  })
  .meta({ id: 'PublicAccount' });

export const PublicVisitor = z
  .object({
    company_domain: z.string().nullable().optional().meta({ description: '"personal" for consumer mailboxes' }),
    company_name: z.string().nullable().optional(),
    intent_score: score,
    classification: z.enum(CLASSIFICATIONS).nullable().optional(),
    resolved_email: z.string().nullable().optional().meta({ description: 'Null when contact fields are withheld' }),
    resolved_name: z.string().nullable().optional().meta({ description: 'Null when contact fields are withheld; often absent anyway' }),
    resolved_title: z.string().nullable().optional(),
    employer: z.string().nullable().optional(),
    first_visit_at: dateTime.nullable().optional(),
    last_visit_at: dateTime.nullable().optional(),
    visit_count: z.int().default(0),
    is_locked: z.boolean().default(false).meta({
      description:
        'True when contact fields were withheld by plan tier or cap; the identity fields are then null. A locked visitor\'s null email does not mean the person has no email',
    }),
  })
  .meta({ id: 'PublicVisitor', description: 'Only intent_score is required; the other fields are always sent by this server' });

const pageFields = {
  total: z.int().meta({ description: 'The number the caller may access (capped), not the raw row count; not a denominator for rates' }),
  page: z.int(),
  page_size: z.int().meta({ description: 'The page size applied; compare it to what you asked for' }),
};

export const PublicAccountList = z.object({ accounts: z.array(PublicAccount), ...pageFields }).meta({ id: 'PublicAccountList' });
export const PublicVisitorList = z.object({ visitors: z.array(PublicVisitor), ...pageFields }).meta({ id: 'PublicVisitorList' });

const attributionCounts = {
  sessions: z.int().meta({ description: 'Sessions that carried a campaign context' }),
  visitors: z.int().meta({ description: 'Sum of daily distinct visitors (a person seen on two days counts twice)' }),
  identified: z.int().meta({ description: 'Of those, visitors identified to a company or person' }),
};
const share = z.number().min(0).max(1).meta({ description: 'Share of attributed sessions (not of all visitors), 0-1' });

export const AttributionRollup = z
  .object({
    days: z.int(),
    window_start: z.iso.date().meta({ description: 'First day of the trailing window (UTC, inclusive)' }),
    window_end: z.iso.date().meta({ description: 'Today (UTC, inclusive)' }),
    computed_at: dateTime.nullable().meta({ description: 'When the cached rollup was computed (may lag up to one day); null when never computed, with zero totals and empty lists' }),
    basis: z.literal('attributed_sessions').meta({ description: 'Shares are of sessions that carried a campaign context' }),
    totals: z.object(attributionCounts),
    channels: z.array(z.object({ channel: z.string(), ...attributionCounts, share })).meta({ description: 'By channel, most sessions first' }),
    campaigns: z
      .array(z.object({ channel: z.string(), ...attributionCounts, share, source: z.string(), campaign: z.string() }))
      .meta({ description: 'By channel, utm_source and utm_campaign (empty string when absent), most sessions first' }),
  })
  .meta({ id: 'AttributionRollup', description: 'Served from the nightly cached rollup only; never computed live' });

export const Recommendation = z
  .object({
    id: z.uuid(),
    kind: z.string().meta({ description: 'What produced it, e.g. high_intent_uncontacted' }),
    subject: z.string().meta({ description: 'What it is about (a domain, a rule name); the copilot names it by this' }),
    title: z.string(),
    detail: z.record(z.string(), z.unknown()),
    status: z.enum(['new', 'snoozed']).meta({ description: 'Open items only: new, or snoozed with the snooze elapsed' }),
    snoozed_until: dateTime.nullable(),
    created_at: dateTime,
  })
  .meta({ id: 'Recommendation' });

export const RecommendationList = z
  .object({ recommendations: z.array(Recommendation).meta({ description: 'Open items, newest first' }), total: z.int() })
  .meta({ id: 'RecommendationList' });

export const ErrorDetails = z
  .looseObject({
    code: z.string().optional().meta({ description: 'Machine-readable reason, e.g. insufficient_scope' }),
    fix_url: z.string().optional().meta({ description: 'Path relative to the dashboard origin where the remedy is' }),
    fix_label: z.string().optional().meta({ description: 'Dashboard navigation wording for fix_url' }),
  })
  .nullable();

const envelopeFields = {
  error_code: z.enum(Object.keys(ERROR_CODES) as [string, ...string[]]).meta({ description: 'Branch on this, not on message' }),
  message: z.string(),
  correlation_id: z.string().meta({ description: 'Same as the X-Correlation-ID response header' }),
  details: ErrorDetails,
};

export const ErrorEnvelope = z.object(envelopeFields).meta({ id: 'ErrorEnvelope' });

export const ValidationErrorItem = z
  .object({
    type: z.string().meta({ description: 'e.g. less_than_equal, greater_than_equal, int_parsing, enum' }),
    loc: z.array(z.union([z.string(), z.int()])).meta({ description: 'e.g. ["query", "page_size"]' }),
    msg: z.string(),
    input: z.unknown(),
    ctx: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'ValidationError' });

export const HTTPValidationError = z
  .object({ ...envelopeFields, detail: z.array(ValidationErrorItem) })
  .meta({ id: 'HTTPValidationError', description: 'The error envelope plus FastAPI\'s `detail` list, one item per invalid parameter' });
