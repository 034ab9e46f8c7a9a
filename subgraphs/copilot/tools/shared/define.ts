// Typed tool definition: the generic keeps args and run() in step, and the literal name and kind
// survive so the registry (tools/index.ts) knows which of the spec's names are implemented.
// run() is wrapped: every statement its services send through Database.sql is recorded, and the
// trace's sql is rendered from those (true by construction, spec 2.7).
import type { z } from 'zod';
import { recordStatements, renderStatements } from '../../../../core/db/tracing.js';
import type { ToolDefinition, ToolName, ToolSpec } from '../../catalogue/types.js';

export type NamedTool<N extends ToolName, K extends 'read' | 'change'> = ToolDefinition & { name: N; kind: K };

export const defineTool = <const N extends ToolName, const K extends 'read' | 'change', A extends z.ZodType>(
  spec: ToolSpec<A> & { name: N; kind: K },
): NamedTool<N, K> => {
  const def: ToolDefinition<A> = {
    ...spec,
    async run(ctx, args) {
      const { value, statements } = await recordStatements(() => spec.run(ctx, args));
      return { ...value, sql: renderStatements(statements), statements };
    },
  };
  return def as unknown as NamedTool<N, K>;
};
