// POST /ask: the copilot response (spec 2.7) as one JSON body.
import type { Request, Response } from 'express';
import { parseCopilotRequest } from '../../subgraphs/copilot/runtime/request.js';
import type { CopilotService } from '../../subgraphs/copilot/runtime/service.js';
import { callerOf } from './caller.js';
import { idempotencyKeyOf } from './idempotencyKey.js';

export function askHandler(service: CopilotService) {
  return async (req: Request, res: Response) => {
    const caller = callerOf(req);
    const request = parseCopilotRequest(req.body);
    const response = await service.ask(caller, request, { idempotencyKey: idempotencyKeyOf(req) });
    res.json(response);
  };
}
