// The MCP tools as a table: one per read route (named from its operationId, with the route's own
// zod query schema) plus `ask`, the copilot. The server, capabilities and tests read this table.
import { z } from 'zod';
import type { Scope } from '../core/auth/caller.js';
import { READ_ROUTES, READ_SCOPE, type ReadRoute } from '../rest-facade/read/routes.js';
import { ErrorEnvelope, HTTPValidationError } from '../rest-facade/read/schemas.js';
import { CopilotRequestSchema } from '../subgraphs/copilot/runtime/request.js';

export interface ToolSpec {
  name: string;
  title: string;
  description: string;
  scope: Scope;
  input: z.ZodObject;
  /** what structuredContent holds: the route's response schema or an error envelope (none for ask) */
  output?: z.ZodType;
  /** the read route the tool runs, or none for ask */
  route?: ReadRoute;
}

/** listAccounts → list_accounts */
export const toolNameOf = (route: ReadRoute): string => route.operationId.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const BOUNDS_NOTE = 'Arguments outside their bounds are a VALIDATION_ERROR tool error, never clamped; unknown arguments are ignored.';

// a key caller cannot approve changes, so the tool takes the question and the thread only
export const AskInput = CopilotRequestSchema.pick({ question: true, thread_id: true });

export const TOOL_SPECS: ToolSpec[] = [
  ...READ_ROUTES.map((route) => ({
    name: toolNameOf(route),
    title: route.summary,
    description: `${route.description}\n\nSame data as GET /signal-api/v1${route.path} (response schema ${route.responseName} in the OpenAPI resource). Needs an API key with scope "${READ_SCOPE}". ${BOUNDS_NOTE}`,
    scope: READ_SCOPE,
    input: route.query,
    // the SDK's client checks error results against outputSchema too, so the envelopes are in it
    output: z.union([route.response, HTTPValidationError, ErrorEnvelope]),
    route,
  })),
  {
    name: 'ask',
    title: 'Ask the copilot',
    description:
      'Ask the workspace copilot a question in plain language (3-2000 characters). With an API key it is read-only: changes are refused, nothing runs. The whole copilot response is the structured content: answer, refusal or clarification, plan, trace (every tool call with its SQL and data), disclosures, limits and warnings. Pass thread_id to continue a conversation. May take 10-30 s. Needs an API key with scope "copilot".',
    scope: 'copilot',
    input: AskInput,
  },
];
