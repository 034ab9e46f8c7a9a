// GET /agent-api/capabilities (spec 4.2): the authoritative machine-readable description of the
// public surface, built from the same route tables that mount the routes and the same OpenAPI
// document that is served, so it cannot drift from what runs.
import { ERROR_CODES } from '../core/errors.js';
import { MAX_ACTIVE_KEYS } from '../core/auth/apiKeys.js';
import { PLAN_CAPS, TRIAL_DAYS, TRIAL_PLAN } from '../core/plans.js';
import { DAYS, MIN_INTENT, PAGE, PAGE_SIZE } from '../subgraphs/accounts/shared/bounds.js';
import { READ_ROUTES, READ_SCOPE } from './read/routes.js';
import { COPILOT_PREFIX, COPILOT_ROUTES } from './copilotRoutes.js';
import { COPILOT_DEFINITIONS } from '../subgraphs/copilot/planner/definitions.js';
import { API_VERSION, READ_API_PREFIX } from './openapi.js';
import type { RateLimitPolicy } from './rateLimit.js';
import type { AuthFailurePolicy } from './authFailureLimit.js';
import { mcpCapabilities } from '../mcp/capabilities.js';
import { ATTRIBUTION_LOOKBACK_DAYS, COMMERCE_DEFINITIONS } from '../subgraphs/accounts/commerce/definitions.js';
import { publishedTools } from '../subgraphs/copilot/catalogue/published.js';

export const CAPABILITIES_PATH = '/agent-api/capabilities';

const ERROR_MEANINGS: Record<string, { status: number[]; when: string }> = {
  VALIDATION_ERROR: { status: [400, 422], when: 'Invalid request; details names the field. Read API parameter failures are 422 with the `detail` list' },
  UNAUTHORIZED: { status: [401], when: 'Credential missing, malformed, unknown or revoked; identical body in all cases' },
  PLAN_LIMIT_REACHED: { status: [402], when: 'Plan cap reached; details carries the upgrade path (code, fix_url, fix_label)' },
  FORBIDDEN: { status: [403], when: 'Authenticated but not allowed; a missing key scope has details.code insufficient_scope' },
  NOT_FOUND: { status: [404], when: "Unknown route or resource, including another workspace's" },
  CONFLICT: { status: [409], when: 'Optimistic-lock failure or a missing prerequisite' },
  RATE_LIMITED: {
    status: [429],
    when: 'Workspace rate limit exceeded (details.scope workspace), or too many requests with missing or invalid credentials from one address (details.scope client_ip); honour Retry-After',
  },
  INTERNAL: { status: [500, 503], when: 'Server fault; nothing internal is disclosed. 503 with details.code storage_unavailable and Retry-After: storage is unreachable right now, retry' },
};

export function buildCapabilities(origin: string, openapi: any, rate: RateLimitPolicy, authFailures: AuthFailurePolicy): object {
  const baseUrl = origin + READ_API_PREFIX;
  const readRoutes = READ_ROUTES.map((r) => {
    const op = openapi.paths?.[r.path]?.get ?? {};
    return {
      method: 'GET',
      path: READ_API_PREFIX + r.path,
      url: baseUrl + r.path,
      operation_id: r.operationId,
      summary: r.summary,
      auth: ['api_key', 'session_jwt'],
      scope: READ_SCOPE,
      rate_limited: true,
      stable: true,
      parameters: (op.parameters ?? [])
        .filter((p: any) => p.in === 'query')
        .map((p: any) => ({ name: p.name, in: 'query', required: Boolean(p.required), schema: p.schema })),
      response: r.responseName,
    };
  });
  const copilotRoutes = COPILOT_ROUTES.map((r) => ({
    method: r.method,
    path: COPILOT_PREFIX + r.path,
    url: origin + COPILOT_PREFIX + r.path,
    summary: r.description,
    auth: ['session_jwt', 'api_key'],
    scope: 'copilot',
    scope_applies_to: 'api_key',
    api_key_access: 'read-only: mutating tools are not offered to key callers',
    rate_limited: true,
    stable: false,
  }));
  const discovery = [
    { method: 'GET', path: READ_API_PREFIX + '/openapi.json', url: baseUrl + '/openapi.json', summary: 'OpenAPI 3.1 document of the read API, generated from the live application', auth: ['none'], scope: null, rate_limited: false },
    { method: 'GET', path: CAPABILITIES_PATH, url: origin + CAPABILITIES_PATH, summary: 'This document (authoritative)', auth: ['none'], scope: null, rate_limited: false },
  ];

  return {
    service: 'signal-service',
    api_version: API_VERSION,
    base_url: baseUrl,
    spec_url: `${baseUrl}/openapi.json`,
    servers: [
      { url: baseUrl, description: 'Public read API (v1). Read the base URL from here: it may change' },
      { url: origin, description: 'Service origin: capabilities and the copilot' },
    ],
    routes: [...readRoutes, ...copilotRoutes, ...discovery],
    mcp: mcpCapabilities(origin),
    copilot_tools: {
      note: 'Chosen by the copilot planner, not called directly. API keys are offered reads only; changes need a session and pass the confirmation gate; privileged tools also need the workspace setting guardrails.copilot_privileged_actions_enabled (set by an owner) and the role (team: admin or owner, billing: owner) read on each call',
      tools: publishedTools(),
    },
    auth: {
      header: 'Authorization: Bearer <credential>',
      api_key: {
        prefix: 'sk_sig_',
        scopes: {
          read: 'the read API (all four GET endpoints)',
          copilot: 'the copilot routes, read-only',
        },
        scopes_fixed_at_creation: true,
        workspace_scoped: true,
        max_active_per_workspace: MAX_ACTIVE_KEYS,
        revocation: 'immediate and permanent (effective on the next request)',
        created_in: 'dashboard (Settings › Exports & API) or the copilot tool create_api_key',
      },
      session_jwt: {
        description: 'Session token from the identity provider (verified against its JWKS); a member of one workspace. Can confirm copilot changes',
        accepted_on: ['read API', 'copilot', 'graphql (dashboard)'],
      },
      capabilities: 'none',
      openapi: 'none',
      failures: {
        401: 'UNAUTHORIZED, identical body for missing, malformed, unknown and revoked credentials',
        403: 'FORBIDDEN with details.code insufficient_scope, details.required_scope and details.key_scopes',
      },
    },
    rate_limit: {
      limit: rate.limit,
      window_seconds: rate.window_seconds,
      scope: rate.scope,
      applies_to: ['read API', 'copilot', 'graphql (dashboard)', 'graphql-ws subscribe (dashboard, /copilot/ws)', 'mcp (tools/call)'],
      shared_budget: true,
      note: 'One budget per workspace, shared by every key and session of the workspace; the dashboard spends 6 or more requests per page load from it',
      on_exceed: { status: 429, error_code: 'RATE_LIMITED', retry_after_header: 'Retry-After' },
      headers: ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy', 'Retry-After'],
    },
    auth_failure_limit: {
      limit: authFailures.limit,
      window_seconds: authFailures.window_seconds,
      scope: authFailures.scope,
      counts: authFailures.counts,
      applies_to: ['read API', 'copilot', 'graphql (dashboard)', 'mcp', 'operator API'],
      note: 'Only failed authentications spend it, and a request with a valid credential is never refused by it, so callers sharing an address are not starved. Past the limit, failures answer 429 instead of 401',
      on_exceed: { status: 429, error_code: 'RATE_LIMITED', details_code: 'auth_failure_limit', retry_after_header: 'Retry-After' },
      headers: ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy', 'Retry-After'],
    },
    // how every commerce figure is computed (subgraphs/accounts/commerce/definitions.ts)
    commerce_definitions: { ...COMMERCE_DEFINITIONS, attribution_lookback_days: ATTRIBUTION_LOOKBACK_DAYS },
    pagination: {
      style: 'page-number',
      applies_to: READ_ROUTES.filter((r) => 'page' in r.query.shape).map((r) => READ_API_PREFIX + r.path),
      page: { min: PAGE.min, max: PAGE.max, default: PAGE.default, base: 1 },
      page_size: { min: PAGE_SIZE.min, max: PAGE_SIZE.max, default: PAGE_SIZE.default },
      out_of_bounds: '422 with the detail list; never clamped',
      unknown_parameters: 'ignored (a misspelt page_size gives default-size pages with 200): compare the response page_size to what you asked for',
      total: 'the number the caller may access (capped by the plan), not the raw row count; not a denominator for rates',
      ordering: 'intent_score descending with a stable tie-break; may shift between pages if data changes while paging',
    },
    parameters: {
      min_intent: { min: MIN_INTENT.min, max: MIN_INTENT.max },
      days: { min: DAYS.min, max: DAYS.max, default: DAYS.default, window: 'trailing, ending today (UTC)' },
      classification: ['lead', 'customer', 'competitor', 'excluded'],
    },
    errors: {
      envelope: ['error_code', 'message', 'correlation_id', 'details'],
      fix_hints: 'when the remedy is a dashboard action, details carries code, fix_url (relative to the dashboard origin) and fix_label',
      validation_detail_item: ['type', 'loc', 'msg', 'input', 'ctx'],
      codes: Object.keys(ERROR_CODES).map((code) => ({
        error_code: code,
        status: ERROR_MEANINGS[code]?.status ?? [ERROR_CODES[code as keyof typeof ERROR_CODES]],
        when: ERROR_MEANINGS[code]?.when ?? '',
        retry: code === 'RATE_LIMITED' || code === 'INTERNAL' ? 'with exponential backoff, honouring Retry-After' : 'no',
      })),
    },
    response_headers: [
      { name: 'X-Correlation-ID', on: 'every response', act: 'quote it when reporting a problem; send your own to correlate' },
      { name: 'Retry-After', on: '429', act: 'wait this many seconds before retrying' },
      { name: 'RateLimit-Limit', on: 'authenticated responses', act: 'requests allowed per window' },
      { name: 'RateLimit-Remaining', on: 'authenticated responses', act: 'slow down as it nears 0' },
      { name: 'RateLimit-Reset', on: 'authenticated responses', act: 'seconds until the window resets' },
      { name: 'RateLimit-Policy', on: 'authenticated responses', act: 'the policy as "limit;w=window"' },
      { name: 'WWW-Authenticate', on: '401', act: 'send a valid Bearer credential' },
      { name: 'RateLimit-Remaining', on: '401 and its 429', act: 'failed authentications left for this address in the window (policy in RateLimit-Policy)' },
    ],
    limits: {
      monthly_resolution_cap_by_plan: PLAN_CAPS,
      trial: { plan: TRIAL_PLAN, days: TRIAL_DAYS },
      over_cap: 'read API: records absent and total capped',
      read_only: 'v1 creates and changes nothing; no updated-since filter exists',
      attribution: 'cached nightly rollup; may lag up to one day; never computed live',
    },
    copilot_definitions: COPILOT_DEFINITIONS,
  };
}
