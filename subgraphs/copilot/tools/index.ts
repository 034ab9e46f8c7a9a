// Every tool of the catalogue, registered by listing it here (catalogue/registry.ts checks each name
// against the spec's 68). Adding a tool here makes the planner's tables (intents, formatters) fail to
// compile until they have its entry; the runtime needs no change.
import type { ToolDefinition } from '../catalogue/types.js';
import { searchAccounts } from './search_accounts.js';
import { getAccount } from './get_account.js';
import { classifyAccount } from './classify_account.js';
import { revokeApiKey } from './revoke_api_key.js';
import { listApiKeys } from './list_api_keys.js';
import { PRODUCT_CHANGES, PRODUCT_READS } from './product.js';

export const IMPLEMENTED_TOOLS = [
  searchAccounts,
  getAccount,
  classifyAccount,
  revokeApiKey,
  listApiKeys,
  ...PRODUCT_READS,
  ...PRODUCT_CHANGES,
] as const;

/** The spec names this build implements; the planner's per-tool tables are keyed by it (a missing entry is a compile error). */
export type ImplementedTool = (typeof IMPLEMENTED_TOOLS)[number]['name'];

export const ALL_TOOLS: ToolDefinition[] = [...IMPLEMENTED_TOOLS];
