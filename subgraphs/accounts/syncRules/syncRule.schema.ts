// What a sync rule's fields may hold, in one place: the copilot's sync rule tools and the
// dashboard's GraphQL both validate with these (a bound is a validation error, never a clamp).
import { z } from 'zod';

export const SYNC_CLASSIFICATIONS = ['lead', 'customer', 'competitor', 'excluded'] as const;
export const SYNC_RULE_DEFAULTS = { min_intent: 50, esp: 'klaviyo' } as const;

export const syncRuleField = {
  name: z.string().trim().min(1).max(100),
  min_intent: z.number().int().min(0).max(100),
  classification: z.enum(SYNC_CLASSIFICATIONS),
  esp: z.string().min(1).max(40),
  list_id: z.string().max(200),
};

export const syncRuleCreateSchema = z.object({
  name: syncRuleField.name,
  min_intent: syncRuleField.min_intent.default(SYNC_RULE_DEFAULTS.min_intent),
  classification: syncRuleField.classification.optional(),
  esp: syncRuleField.esp.default(SYNC_RULE_DEFAULTS.esp),
  list_id: syncRuleField.list_id.optional(),
});

export const syncRulePatchSchema = z
  .object({
    name: syncRuleField.name.optional(),
    min_intent: syncRuleField.min_intent.optional(),
    classification: syncRuleField.classification.optional(),
    list_id: syncRuleField.list_id.optional(),
  })
  .refine((a) => a.name ?? a.min_intent ?? a.classification ?? a.list_id, 'give at least one thing to change');

export const dryRunLimit = z.number().int().min(1).max(100);
