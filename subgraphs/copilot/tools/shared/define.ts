// Typed tool definition: the generic keeps args and run() in step; the registry stores the erased type.
import type { z } from 'zod';
import type { ToolDefinition } from '../../catalogue/types.js';

export const defineTool = <A extends z.ZodType>(def: ToolDefinition<A>): ToolDefinition => def as unknown as ToolDefinition;
