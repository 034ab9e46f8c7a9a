// How many rows a list read returns: "which leads have intent above 75?" asks for every match, so a
// list goes as far as the read API's page (page_size 1-200, spec 4) before it says how many it left out.
import { z } from 'zod';

export const LIST_MAX = 200;

/** The `limit` argument of a list read: 1..LIST_MAX rows, 10 unless asked. */
export const listLimitArg = (what: string) => z.number().int().min(1).max(LIST_MAX).default(10).describe(`how many ${what} to return (1-${LIST_MAX})`);
