// Traffic insights: attribution rollup and identification health. One file per tool (schema, effect, run); listed here once.
import { attributionOverview } from './attribution_overview.js';
import { identificationStatus } from './identification_status.js';

export const INSIGHT_TOOLS = [attributionOverview, identificationStatus] as const;
