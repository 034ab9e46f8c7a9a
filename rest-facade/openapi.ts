// The OpenAPI 3.1 document of the public read API (spec 4.2, 9), generated from the live route
// table and the same zod schemas that validate the queries. Nothing is checked in.
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ErrorEnvelope, HTTPValidationError } from './read/schemas.js';
import { READ_ROUTES, READ_SCOPE, type ReadRoute } from './read/routes.js';
import type { RateLimitPolicy } from './rateLimit.js';
import type { AuthFailurePolicy } from './authFailureLimit.js';

export const API_VERSION = 'v1';
export const READ_API_PREFIX = '/signal-api/v1';

const header = (description: string, type: 'string' | 'integer' = 'string') => ({ description, schema: { type } });

export function buildOpenApiDocument(baseUrl: string, rate: RateLimitPolicy, authFailures: AuthFailurePolicy, routes: ReadRoute[] = READ_ROUTES): object {
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent('securitySchemes', 'ApiKey', {
    type: 'http',
    scheme: 'bearer',
    description: `API key: \`Authorization: Bearer sk_sig_...\`, with scope \`${READ_SCOPE}\`. Created in the dashboard (Settings › Exports & API) or with the copilot tool create_api_key.`,
  });
  const correlation = header('Echo of the request X-Correlation-ID, or a generated one; also in error bodies as correlation_id');
  const rateHeaders = {
    'X-Correlation-ID': correlation,
    'RateLimit-Limit': header(`Requests allowed per window (${rate.limit} per ${rate.window_seconds} s per workspace)`, 'integer'),
    'RateLimit-Remaining': header('Requests left in the current window', 'integer'),
    'RateLimit-Reset': header('Seconds until the window resets', 'integer'),
    'RateLimit-Policy': header('The policy, e.g. "300;w=60"'),
  };
  const error = (description: string, extra: Record<string, ReturnType<typeof header>> = {}) => ({
    description,
    headers: { 'X-Correlation-ID': correlation, ...extra },
    content: { 'application/json': { schema: ErrorEnvelope } },
  });

  for (const route of routes) {
    registry.registerPath({
      method: 'get',
      path: route.path,
      operationId: route.operationId,
      summary: route.summary,
      description: `${route.description}\n\nRequires scope \`${READ_SCOPE}\`. Unknown query parameters are ignored; values outside bounds return 422 (no clamping).`,
      tags: ['read'],
      security: [{ [bearer.name]: [] }],
      request: {
        query: route.query,
        headers: z.object({
          'X-Correlation-ID': z.string().max(200).optional().meta({ description: 'Any printable string; echoed on the response. Generated when absent' }),
        }),
      },
      responses: {
        200: { description: route.summary, headers: rateHeaders, content: { 'application/json': { schema: route.response } } },
        401: error(`Key missing, malformed, unknown or revoked (identical body in all four cases). Each counts against the client address: past ${authFailures.limit} in ${authFailures.window_seconds} s the answer is 429`, {
          'WWW-Authenticate': header('Bearer challenge'),
        }),
        403: error(`Valid key without scope \`${READ_SCOPE}\`: details.code is insufficient_scope, details.required_scope and details.key_scopes name the scopes`),
        422: {
          description: 'A query parameter is invalid or outside its bounds: one item per parameter in `detail`',
          headers: { 'X-Correlation-ID': correlation },
          content: { 'application/json': { schema: HTTPValidationError } },
        },
        429: error(
          `More than ${rate.limit} requests in ${rate.window_seconds} s for this workspace (read API and copilot share the budget), ` +
            `or more than ${authFailures.limit} requests with missing or invalid credentials in ${authFailures.window_seconds} s from one client address ` +
            '(details.scope is "workspace" or "client_ip"; only failed authentications count against the address, and a valid credential is never refused by it)',
          {
            'Retry-After': header('Seconds until the window resets; retry after it', 'integer'),
            ...rateHeaders,
          },
        ),
        500: error('Server fault; retry with exponential backoff and quote correlation_id when reporting it'),
        503: error('Storage unreachable right now (error_code INTERNAL, details.code storage_unavailable); retry after Retry-After seconds', {
          'Retry-After': header('Seconds to wait before retrying', 'integer'),
        }),
      },
    });
  }

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Signal Service public read API',
      version: API_VERSION,
      description:
        'Read-only access to the companies and people visiting a workspace, ranked by intent, with attribution and open recommendations. Every key and record is scoped to one workspace. Discover the base URL and limits at /agent-api/capabilities (authoritative).',
    },
    servers: [{ url: baseUrl, description: 'Public read API v1' }],
  });
}
