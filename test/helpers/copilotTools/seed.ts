// Test helpers: the tools' fixed workspace (fixture.ts) and ToolContexts over it.
import type { Runtime } from '../../../core/runtime.js';
import { accessFor } from '../../../core/plans.js';
import { ManualClock } from '../../../core/clock.js';
import type { ToolContext, ToolDefinition, ToolResult } from '../../../subgraphs/copilot/catalogue/types.js';
import { ALL_TOOLS } from '../../../subgraphs/copilot/tools/index.js';
import { toolServices } from '../../../subgraphs/copilot/tools/services.js';
import { EVAL_NOW, seedFixture } from './fixture.js';

export { seedFixture, EVAL_NOW };

export async function toolContext(rt: Runtime, workspaceId: string, userId = '00000000-0000-4000-8000-000000000000'): Promise<ToolContext> {
  const ws = await rt.db.prisma.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { plan: true, trial_ends_at: true } });
  return {
    workspaceId,
    caller: { kind: 'session', workspaceId, userId, role: 'owner' },
    access: accessFor(ws, new ManualClock(EVAL_NOW)),
    now: EVAL_NOW,
    services: toolServices(rt),
  };
}

export async function emptyWorkspace(rt: Runtime, plan: 'free' | 'pro' = 'pro'): Promise<string> {
  const ws = await rt.db.prisma.workspace.create({ data: { name: `empty-${Math.random().toString(36).slice(2, 10)}`, plan, site_key: 'site_' + Math.random().toString(36).slice(2, 14) } });
  return ws.id;
}

export const tool = (name: string): ToolDefinition => {
  const t = ALL_TOOLS.find((x) => x.name === name);
  if (!t) throw new Error(`no tool ${name}`);
  return t;
};

/** Validates the arguments with the tool's own schema, as the runtime does, then runs it. */
export const run = (ctx: ToolContext, name: string, args: Record<string, unknown> = {}): Promise<ToolResult> => {
  const t = tool(name);
  return t.run(ctx, t.args.parse(args));
};
