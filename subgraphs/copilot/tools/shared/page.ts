// The page filter argument shared by the page and visitor tools; its matching rule is the visits repository's
// (pageCondition): "/pricing" covers /pricing and the pages under /pricing/, "*" is a wildcard.
import { z } from 'zod';

export const pageArg = z
  .string()
  .trim()
  .regex(/^[/*][\w\-/*.~%]*$/, 'a path starting with / (or a * pattern)')
  .max(300)
  .describe('a page path, exactly ("/pricing" is that page, not /pricing/enterprise), or a pattern with * ("/blog/*", "/pricing*")');
