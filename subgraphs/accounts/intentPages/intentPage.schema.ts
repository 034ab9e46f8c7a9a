// What the intent page set may hold: the copilot's replace_intent_pages and the dashboard's GraphQL
// validate with this (a bound is a validation error, never a clamp).
import { z } from 'zod';

export const intentPageField = {
  pattern: z.string().trim().min(1).max(200),
  label: z.string().max(100),
  score_weight: z.number().min(0).max(10),
};

export const MAX_INTENT_PAGES = 100;
