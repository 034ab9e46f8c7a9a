// Query bounds of the public read API (spec 4.1, 8). One definition: the subgraph's resolvers and
// the REST facade validate with the same zod schemas, and the OpenAPI document is generated from them.
import { z } from 'zod';

export const PAGE = { min: 1, max: 1000, default: 1 } as const;
export const PAGE_SIZE = { min: 1, max: 200, default: 50 } as const;
export const MIN_INTENT = { min: 0, max: 100 } as const;
export const DAYS = { min: 1, max: 365, default: 30 } as const;
export const CLASSIFICATIONS = ['lead', 'customer', 'competitor', 'excluded'] as const;
export type ClassificationValue = (typeof CLASSIFICATIONS)[number];

export const pageParam = z
  .int()
  .min(PAGE.min)
  .max(PAGE.max)
  .default(PAGE.default)
  .meta({ description: `1-based page number, ${PAGE.min}-${PAGE.max}. Out of bounds returns 422 (no clamping).` });

export const pageSizeParam = z
  .int()
  .min(PAGE_SIZE.min)
  .max(PAGE_SIZE.max)
  .default(PAGE_SIZE.default)
  .meta({
    description: `Items per page, ${PAGE_SIZE.min}-${PAGE_SIZE.max}, default ${PAGE_SIZE.default}. Above ${PAGE_SIZE.max} returns 422. Compare the response's page_size to what you asked for: unknown (misspelt) parameters are ignored.`,
  });

export const classificationParam = z
  .enum(CLASSIFICATIONS)
  .optional()
  .meta({ description: 'Only records whose account has this classification. Omitted: no filter.' });

export const minIntentParam = z
  .int()
  .min(MIN_INTENT.min)
  .max(MIN_INTENT.max)
  .optional()
  .meta({ description: `Only visitors with intent_score >= this value, ${MIN_INTENT.min}-${MIN_INTENT.max}.` });

export const daysParam = z
  .int()
  .min(DAYS.min)
  .max(DAYS.max)
  .default(DAYS.default)
  .meta({ description: `Trailing window in days ending today (UTC), ${DAYS.min}-${DAYS.max}, default ${DAYS.default}.` });

export const AccountsQuery = z.object({ page: pageParam, page_size: pageSizeParam, classification: classificationParam });
export const VisitorsQuery = z.object({
  page: pageParam,
  page_size: pageSizeParam,
  min_intent: minIntentParam,
  classification: classificationParam,
});
export const AttributionQuery = z.object({ days: daysParam });
export const RecommendationsQuery = z.object({});

export type AccountsQueryInput = z.infer<typeof AccountsQuery>;
export type VisitorsQueryInput = z.infer<typeof VisitorsQuery>;
