// What an alert destination's fields may hold: the copilot's tools and the dashboard's GraphQL
// validate with these (a bound is a validation error, never a clamp).
import { z } from 'zod';

export const ALERT_KINDS = ['slack', 'teams', 'generic'] as const;
export const ALERT_DEFAULTS = { kind: 'slack', min_intent: 70 } as const;

export const alertDestinationField = {
  name: z.string().trim().min(1).max(100),
  url: z.url({ protocol: /^https?$/ }),
  kind: z.enum(ALERT_KINDS),
  min_intent: z.number().int().min(0).max(100),
};

export const alertDestinationCreateSchema = z.object({
  name: alertDestinationField.name,
  url: alertDestinationField.url,
  kind: alertDestinationField.kind.default(ALERT_DEFAULTS.kind),
  min_intent: alertDestinationField.min_intent.default(ALERT_DEFAULTS.min_intent),
});
