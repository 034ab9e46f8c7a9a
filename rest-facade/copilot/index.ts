// The copilot REST + SSE paths (spec 4.3), mounted by the REST facade at COPILOT_PREFIX
// after its authentication (req.caller) and the shared per-workspace rate limit.
//   POST /ask            → CopilotResponse (spec 2.7)
//   POST /stream         → the same run as SSE events: plan, tool…, answer, done | error
//   GET  /threads        → { threads: ThreadSummary[] }
//   GET  /threads/{id}   → ThreadSummary & { turns: StoredTurn[] }
import express, { Router } from 'express';
import type { Runtime } from '../../core/runtime.js';
import type { Subgraph } from '../../core/graphql/subgraph.js';
import { isCopilotSubgraph } from '../../subgraphs/copilot/index.js';
import { requireScope } from '../auth.js';
import { askHandler } from './ask.handler.js';
import { streamHandler } from './stream.handler.js';
import { getThreadHandler, listThreadsHandler } from './threads.handler.js';

export function createCopilotRoutes(rt: Runtime, deps: { copilot: Subgraph }): Router {
  const { copilot } = deps;
  if (!isCopilotSubgraph(copilot)) throw new Error('createCopilotRoutes: needs the copilot subgraph built by createCopilotSubgraph');
  const r = Router();
  r.use(express.json({ limit: '64kb' }));
  r.use(requireScope('copilot')); // keys need scope copilot (403 insufficient_scope); sessions pass
  r.post('/ask', askHandler(copilot.service));
  r.post('/stream', streamHandler(rt, () => copilot.streamUrl()));
  r.get('/threads', listThreadsHandler(copilot.service));
  r.get('/threads/:id', getThreadHandler(copilot.service));
  return r;
}
