// Accounts (companies): ranked search, one account, classification. One file per tool (schema, effect, run); listed here once.
import { classifyAccount } from './classify_account.js';
import { getAccount } from './get_account.js';
import { searchAccounts } from './search_accounts.js';

export const ACCOUNT_TOOLS = [classifyAccount, getAccount, searchAccounts] as const;
