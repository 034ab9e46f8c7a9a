// POST /mcp: MCP over streamable HTTP, stateless (a new server and transport per request, no
// session id), behind the facade's authentication. A request carrying a tools/call spends one
// request of the workspace budget, like a read API call, and may carry only one; over budget the
// call's result is a RATE_LIMITED tool error (the RateLimit headers are on the HTTP response as usual).
import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isAppError } from '../core/errors.js';
import type { WorkspaceRateLimit } from '../rest-facade/rateLimit.js';
import { callerOf } from '../rest-facade/copilot/caller.js';
import type { createMcpTools } from './server.js';

export interface McpRouteDeps {
  tools: ReturnType<typeof createMcpTools>;
  auth: RequestHandler;
  rate: WorkspaceRateLimit;
  /** the served documents for the origin the caller reached us by */
  docs(req: Request): { origin: string; openapi: object; capabilities: object };
}

const toolCalls = (body: unknown): number =>
  (Array.isArray(body) ? body : [body]).filter((m) => typeof m === 'object' && m !== null && (m as { method?: unknown }).method === 'tools/call').length;

export function createMcpRouter(deps: McpRouteDeps): Router {
  const charge: RequestHandler = (req, res, next) => {
    const calls = toolCalls(req.body);
    if (calls === 0) return next();
    // a JSON-RPC batch of tool calls would spend one request for many (MCP dropped batching in 2025-06-18)
    if (calls > 1)
      return void res.status(400).json({
        jsonrpc: '2.0',
        error: { code: -32600, message: 'one tools/call per request: each spends one request of the workspace budget' },
        id: null,
      });
    deps.rate.middleware(req, res, (err?: unknown) => {
      if (isAppError(err) && err.code === 'RATE_LIMITED') {
        res.locals.mcpRefusal = err;
        return next();
      }
      next(err);
    });
  };

  const handle = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const server = deps.tools.serverFor({
        caller: callerOf(req),
        correlationId: req.correlationId,
        refusal: res.locals.mcpRefusal,
        docs: deps.docs(req),
      });
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (err) {
      next(err);
    }
  };

  const notAllowed = (_req: Request, res: Response) => {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ jsonrpc: '2.0', error: { code: -32000, message: 'method not allowed: this MCP endpoint is stateless, POST only' }, id: null });
  };

  const r = Router();
  r.post('/', deps.auth, express.json({ limit: '256kb' }), charge, handle);
  r.get('/', notAllowed);
  r.delete('/', notAllowed);
  return r;
}
