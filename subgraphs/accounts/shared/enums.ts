import { registerEnumType } from 'type-graphql';

export enum Classification {
  lead = 'lead',
  customer = 'customer',
  competitor = 'competitor',
  excluded = 'excluded',
}
registerEnumType(Classification, { name: 'Classification', description: 'Account classification (spec 3)' });

/** How records beyond the plan's monthly cap appear (spec 2.3). Values equal the GraphQL names:
 *  buildSubgraphSchema computes argument defaults from the SDL before enum resolvers apply. */
export enum OverCap {
  /** public API: absent, and `total` counts only accessible records */
  HIDE = 'HIDE',
  /** dashboard: present but masked (is_locked true, name masked) */
  MASK = 'MASK',
}
registerEnumType(OverCap, { name: 'OverCap', description: 'How over-cap records appear: HIDE (public API) or MASK (dashboard)' });
