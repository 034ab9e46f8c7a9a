// One MCP server per HTTP request (stateless): the tools of catalogue.ts run for the request's
// caller over the read API's own code path (readRunner) and the copilot service, with the same
// scope check, error vocabulary and correlation id as REST. The SDK's low-level Server is used
// rather than McpServer because McpServer validates arguments itself and answers a failure as
// bare text; here invalid arguments go through the read API's parseQuery and come back as the
// VALIDATION_ERROR envelope with its `detail` items, like the REST 422.
import type { Request, Response } from 'express';
import { z } from 'zod';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { AppError, isAppError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import type { GatewayRole } from '../gateway/index.js';
import { requireScope } from '../rest-facade/auth.js';
import { API_VERSION } from '../rest-facade/openapi.js';
import { readRunner, type ReadRunner } from '../rest-facade/read/handler.js';
import type { ValidationItem } from '../rest-facade/validation.js';
import type { WorkspaceCaller } from '../rest-facade/copilot/caller.js';
import { parseCopilotRequest } from '../subgraphs/copilot/runtime/request.js';
import type { CopilotService } from '../subgraphs/copilot/runtime/service.js';
import type { CopilotResponse } from '../subgraphs/copilot/runtime/response.js';
import { AskInput, TOOL_SPECS, type ToolSpec } from './catalogue.js';
import { MCP_SERVER_NAME } from './protocol.js';
import { mcpResourceUris } from './capabilities.js';

export interface McpRequestContext {
  caller: WorkspaceCaller;
  correlationId: string;
  /** set when the workspace budget refused this request: every tool call answers it */
  refusal?: AppError;
  docs: { origin: string; openapi: object; capabilities: object };
}

export interface McpDeps {
  gateway: GatewayRole;
  copilot: CopilotService;
  logger: Logger;
}

const INSTRUCTIONS =
  'Signal Service: the companies and people visiting one workspace, ranked by intent, with attribution, open recommendations and a copilot. Every tool is read-only and scoped to the API key\'s workspace. Failures are isError results whose structuredContent carries error_code (same codes as the REST API), message, correlation_id and details.';

/** The catalogue bound to its code paths; built once per process, shared by every request. */
export function createMcpTools(deps: McpDeps) {
  const runners = new Map<string, ReadRunner>();
  for (const spec of TOOL_SPECS) if (spec.route) runners.set(spec.name, readRunner(spec.route, deps.gateway, deps.logger));
  const listed: Tool[] = TOOL_SPECS.map((spec) => ({
    name: spec.name,
    title: spec.title,
    description: spec.description,
    inputSchema: z.toJSONSchema(spec.input, { io: 'input' }) as Tool['inputSchema'],
    // MCP wants type object at the top: the union of the response and the error envelopes under it
    ...(spec.output ? { outputSchema: { type: 'object', ...z.toJSONSchema(spec.output, { io: 'output' }) } as Tool['outputSchema'] } : {}),
    annotations: { title: spec.title, readOnlyHint: true, destructiveHint: false, idempotentHint: !!spec.route, openWorldHint: false },
    _meta: { scope: spec.scope },
  }));

  async function run(spec: ToolSpec, args: Record<string, unknown>, ctx: McpRequestContext, signal?: AbortSignal): Promise<CallToolResult> {
    const runner = runners.get(spec.name);
    if (runner) {
      const r = await runner(args, ctx.caller, ctx.correlationId);
      if (!r.ok) return toolError(r.error, ctx, r.detail?.map(asArgument));
      return toolResult(r.data as Record<string, unknown>, JSON.stringify(r.data), ctx);
    }
    const picked = Object.fromEntries(Object.keys(AskInput.shape).filter((k) => k in args).map((k) => [k, args[k]]));
    const response = await deps.copilot.ask(ctx.caller, parseCopilotRequest(picked), { signal });
    return toolResult(response as unknown as Record<string, unknown>, askText(response), ctx);
  }

  async function call(name: string, args: Record<string, unknown>, ctx: McpRequestContext, signal?: AbortSignal): Promise<CallToolResult> {
    const spec = TOOL_SPECS.find((t) => t.name === name);
    if (!spec) throw new McpError(ErrorCode.InvalidParams, `unknown tool ${name}; tools/list names them`);
    if (ctx.refusal) return toolError(ctx.refusal, ctx);
    const forbidden = scopeRefusal(ctx.caller, spec);
    if (forbidden) return toolError(forbidden, ctx);
    try {
      return await run(spec, args, ctx, signal);
    } catch (err) {
      if (isAppError(err)) return toolError(err, ctx);
      if (signal?.aborted) {
        // the request's connection closed under the call: there is nobody left to answer
        deps.logger.info({ correlation_id: ctx.correlationId, tool: name }, 'mcp: tool call cancelled');
        return toolError(new AppError('INTERNAL', 'cancelled: the request\'s connection closed'), ctx);
      }
      deps.logger.error({ err, correlation_id: ctx.correlationId, tool: name }, 'mcp: tool failed');
      return toolError(new AppError('INTERNAL', 'internal server error; quote the correlation id when reporting it'), ctx);
    }
  }

  /** A fresh server for one request, bound to its caller. */
  function serverFor(ctx: McpRequestContext): Server {
    const server = new Server({ name: MCP_SERVER_NAME, version: API_VERSION }, { capabilities: { tools: {}, resources: {} }, instructions: INSTRUCTIONS });
    server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listed }));
    // the signal aborts when this request's connection closes (http.ts closes the server, which
    // aborts its handlers): on a stateless endpoint that is the cancellation, and the copilot stops
    // planning. A notifications/cancelled in a later POST finds no request here; signalctl mcp turns
    // it into closing the request's connection.
    server.setRequestHandler(CallToolRequestSchema, (req, extra) => call(req.params.name, req.params.arguments ?? {}, ctx, extra.signal));
    const uris = mcpResourceUris(ctx.docs.origin);
    const resources = [
      { uri: uris.openapi, name: 'openapi', title: 'OpenAPI document of the read API', mimeType: 'application/json', body: ctx.docs.openapi },
      { uri: uris.capabilities, name: 'capabilities', title: 'Capabilities (authoritative limits, scopes, errors)', mimeType: 'application/json', body: ctx.docs.capabilities },
    ];
    server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: resources.map(({ body: _body, ...r }) => r) }));
    server.setRequestHandler(ReadResourceRequestSchema, (req) => {
      const r = resources.find((x) => x.uri === req.params.uri);
      if (!r) throw new McpError(ErrorCode.InvalidParams, `unknown resource ${req.params.uri}; resources/list names them`);
      return { contents: [{ uri: r.uri, mimeType: r.mimeType, text: JSON.stringify(r.body) }] };
    });
    return server;
  }

  return { serverFor, call, listed };
}

/** requireScope's own check and message (403 insufficient_scope), for one tool call. */
function scopeRefusal(caller: WorkspaceCaller, spec: ToolSpec): AppError | undefined {
  let refusal: unknown;
  requireScope(spec.scope)({ caller } as Request, {} as Response, (err?: unknown) => void (refusal = err));
  return isAppError(refusal) ? refusal : undefined;
}

// the REST 422 names query parameters; a tool's are arguments
const asArgument = (item: ValidationItem): ValidationItem => ({ ...item, loc: ['arguments', ...item.loc.slice(1)] });

function toolResult(data: Record<string, unknown>, text: string, ctx: McpRequestContext): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: data, _meta: { correlation_id: ctx.correlationId } };
}

function toolError(err: AppError, ctx: McpRequestContext, detail?: ValidationItem[]): CallToolResult {
  const envelope = { error_code: err.code, message: err.message, correlation_id: ctx.correlationId, details: err.details, ...(detail ? { detail } : {}) };
  return {
    isError: true,
    content: [{ type: 'text', text: `${err.code}: ${err.message} (correlation id ${ctx.correlationId})` }],
    structuredContent: envelope,
    _meta: { correlation_id: ctx.correlationId },
  };
}

function askText(r: CopilotResponse): string {
  const main = r.answer ?? r.refusal ?? r.clarification ?? '';
  const notes = [...r.disclosures, ...r.limits];
  return notes.length ? `${main}\n\n${notes.map((n) => `- ${n}`).join('\n')}` : main;
}
