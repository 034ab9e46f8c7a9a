// What each part of the service contributes to the process. server/app.ts composes them in order;
// every part is optional so a process can run any subset (--role).
import type { Express } from 'express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface RoleHandle {
  name: string;
  /**
   * answer a hot route on node:http before the Express app sees the request; returns true when it
   * answered (it then owns the request and keeps the shared contract: correlation id, error envelope)
   */
  handle?(req: IncomingMessage, res: ServerResponse): boolean;
  /** add HTTP routes (called in composition order, before the 404 handler) */
  mount?(app: Express): void | Promise<void>;
  /** attach to the HTTP server once it exists (e.g. graphql-ws upgrade handling) */
  attach?(server: Server): void;
  /** start background work (workers, schedulers) after the server listens */
  start?(): void | Promise<void>;
  /** stop background work; must finish or hand back in-flight jobs */
  stop?(): Promise<void>;
}
