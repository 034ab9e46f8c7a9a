// GET /threads and GET /threads/{id}: the workspace's conversations and one conversation's turns.
//   /threads?limit=1..200 (default 50) → { threads: ThreadSummary[] }, most recently active first
//   /threads/{id}                       → ThreadSummary & { turns: StoredTurn[] } in order; 404 when absent
import type { Request, Response } from 'express';
import { z } from 'zod';
import { validation } from '../../core/errors.js';
import type { CopilotService } from '../../subgraphs/copilot/runtime/service.js';
import { callerOf } from './caller.js';

const ListQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

export function listThreadsHandler(service: CopilotService) {
  return async (req: Request, res: Response) => {
    const caller = callerOf(req);
    const q = ListQuery.safeParse(req.query);
    if (!q.success)
      throw validation('limit must be an integer 1-200', {
        field: 'limit',
        detail: q.error.issues.map((i) => ({ loc: ['query', ...i.path.map(String)], msg: i.message, type: i.code })),
      });
    res.json({ threads: await service.threads.list(caller.workspaceId, { limit: q.data.limit }) });
  };
}

export function getThreadHandler(service: CopilotService) {
  return async (req: Request, res: Response) => {
    const caller = callerOf(req);
    res.json(await service.threads.get(caller.workspaceId, String(req.params.id)));
  };
}
