// Typed tool definition: the generic keeps args and run() in step, and the literal name survives so
// the registry (tools/index.ts) knows which of the spec's names are implemented (ImplementedTool).
// run() is wrapped: every statement its services send through Database.sql is recorded, and the
// trace's sql is rendered from those (true by construction, spec 2.7).
import type { z } from 'zod';
import { recordStatements, renderStatements } from '../../../../core/db/tracing.js';
import type { ToolDefinition, ToolName, ToolSpec } from '../../catalogue/types.js';

export type NamedTool<N extends ToolName> = ToolDefinition & { name: N };

export const defineTool = <const N extends ToolName, A extends z.ZodType>(spec: ToolSpec<A> & { name: N }): NamedTool<N> => {
  const def: ToolDefinition<A> = {
    ...spec,
    async run(ctx, args) {
      const { value, statements } = await recordStatements(() => spec.run(ctx, args));
      return { ...value, sql: renderStatements(statements), statements };
    },
  };
  return def as unknown as NamedTool<N>;
};
