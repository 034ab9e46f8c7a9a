// Per-tool argument builders. Each returns the arguments it could read from the question, or the
// clarification to ask when a required one is missing or two readings are equally likely.
import type { ImplementedTool } from '../../tools/index.js';
import { one, type ArgContext, type Built } from './context.js';
import { READ_BUILDERS } from './reads.js';
import { CHANGE_BUILDERS } from './changes.js';

export { accountMentions } from './mentions.js';
export type { ArgContext, Built } from './context.js';

const BUILDERS = { ...READ_BUILDERS, ...CHANGE_BUILDERS };

/** Tools without a builder take no arguments. */
export function buildArgs(tool: string, c: ArgContext): Built {
  const b = BUILDERS[tool as ImplementedTool];
  return b ? b(c) : one({});
}
