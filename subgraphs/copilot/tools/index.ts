// Every tool of the catalogue, registered by listing its family here (catalogue/registry.ts checks
// each name against the spec's 68). A tool is one file in its family folder (<family>/<tool>.ts),
// listed once in the family's index.ts. Adding one makes the planner's tables (intents,
// formatters) fail to compile until they have its entry; the runtime needs no change.
import type { ToolDefinition } from '../catalogue/types.js';
import { ACCOUNT_TOOLS } from './accounts/index.js';
import { VISITOR_TOOLS } from './visitors/index.js';
import { INSIGHT_TOOLS } from './insights/index.js';
import { RECOMMENDATION_TOOLS } from './recommendations/index.js';
import { SETUP_TOOLS } from './setup/index.js';
import { SETTINGS_TOOLS } from './settings/index.js';
import { INTEGRATION_TOOLS } from './integrations/index.js';
import { CONVERSATION_TOOLS } from './conversations/index.js';
import { TEAM_TOOLS } from './team/index.js';
import { BILLING_TOOLS } from './billing/index.js';
import { TRAFFIC_TOOLS } from './traffic/index.js';
import { COMMERCE_TOOLS } from './commerce/index.js';

export const IMPLEMENTED_TOOLS = [
  ...ACCOUNT_TOOLS,
  ...VISITOR_TOOLS,
  ...INSIGHT_TOOLS,
  ...RECOMMENDATION_TOOLS,
  ...SETUP_TOOLS,
  ...SETTINGS_TOOLS,
  ...INTEGRATION_TOOLS,
  ...CONVERSATION_TOOLS,
  ...TEAM_TOOLS,
  ...BILLING_TOOLS,
  ...TRAFFIC_TOOLS,
  ...COMMERCE_TOOLS,
] as const;

/** The spec names this build implements; the planner's per-tool tables are keyed by it (a missing entry is a compile error). */
export type ImplementedTool = (typeof IMPLEMENTED_TOOLS)[number]['name'];
export type ImplementedRead = Extract<(typeof IMPLEMENTED_TOOLS)[number], { kind: 'read' }>['name'];
export type ImplementedChange = Extract<(typeof IMPLEMENTED_TOOLS)[number], { kind: 'change' }>['name'];

export const ALL_TOOLS: ToolDefinition[] = [...IMPLEMENTED_TOOLS];
