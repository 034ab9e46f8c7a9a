// Typed tool definition: the generic keeps args and run() in step, and the literal name survives so
// the registry (tools/index.ts) knows which of the spec's names are implemented (ImplementedTool).
import type { z } from 'zod';
import type { ToolDefinition, ToolName } from '../../catalogue/types.js';

export type NamedTool<N extends ToolName> = ToolDefinition & { name: N };

export const defineTool = <const N extends ToolName, A extends z.ZodType>(def: ToolDefinition<A> & { name: N }): NamedTool<N> =>
  def as unknown as NamedTool<N>;
