// Commerce analytics over the imported store data. One file per tool (schema, effect, run); listed here once.
import { aovDecomposition } from './aov_decomposition.js';
import { causalImpact } from './causal_impact.js';
import { customerCounts } from './customer_counts.js';
import { membershipConversionPaths } from './membership_conversion_paths.js';
import { pageToProductAttribution } from './page_to_product_attribution.js';
import { priceHistory } from './price_history.js';
import { productPerformance } from './product_performance.js';
import { revenueAndAov } from './revenue_and_aov.js';

export const COMMERCE_TOOLS = [aovDecomposition, causalImpact, customerCounts, membershipConversionPaths, pageToProductAttribution, priceHistory, productPerformance, revenueAndAov] as const;
