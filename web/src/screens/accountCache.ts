// The account row the list showed, so the account page opens at once; the page still loads it.
import type { Account } from '../operations';
const seen = new Map<string, Account>();
export const rememberAccount = (a: Account) => seen.set(a.company_domain, a);
export const recalledAccount = (domain: string) => seen.get(domain) ?? null;
