// Traffic: who visited, which pages, and what data there is. One file per tool (schema, effect, run); listed here once.
import { visitingAccounts } from './visiting_accounts.js';
import { pageFunnel } from './page_funnel.js';
import { dataCoverage } from './data_coverage.js';

export const TRAFFIC_TOOLS = [visitingAccounts, pageFunnel, dataCoverage] as const;
