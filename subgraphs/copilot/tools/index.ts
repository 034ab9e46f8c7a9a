// Every tool of the catalogue, registered by listing it here (catalogue/registry.ts checks each name
// against the spec's 68). Shared file: add new tools to ALL_TOOLS; the runtime needs no change.
import type { ToolDefinition } from '../catalogue/types.js';
import { searchAccounts } from './search_accounts.js';
import { getAccount } from './get_account.js';
import { classifyAccount } from './classify_account.js';
import { revokeApiKey } from './revoke_api_key.js';
import { listApiKeys } from './list_api_keys.js';
import { PRODUCT_CHANGES, PRODUCT_READS } from './product.js';

export const ALL_TOOLS: ToolDefinition[] = [
  searchAccounts,
  getAccount,
  classifyAccount,
  revokeApiKey,
  listApiKeys,
  ...PRODUCT_READS,
  ...PRODUCT_CHANGES,
];
