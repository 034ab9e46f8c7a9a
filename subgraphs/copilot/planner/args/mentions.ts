// Records a question names: accounts (a domain, "personal", an exact name or a name's first word),
// and rules, keys, destinations by quoted, known or "the X <noun>" names.
import * as x from '../extract.js';
import { isEnglish } from '../normalize.js';
import { ask, type ArgContext, type Built } from './context.js';

const COMMON = new Set(['team', 'rule', 'rules', 'page', 'pages', 'alert', 'alerts', 'test', 'demo', 'data', 'shop', 'home', 'news', 'blog', 'mail', 'email', 'info', 'help', 'plan']);

/** Account mentions: explicit domains, "personal", or an exact account name / domain label. */
export function accountMentions(c: ArgContext): { domains: string[]; ambiguous?: string[] } {
  const explicit = x.domains(c.raw);
  if (explicit.length) return { domains: explicit };
  if (x.mentionsPersonal(c.text)) return { domains: ['personal'] };
  const lower = ` ${c.text.toLowerCase().replace(/[^a-z0-9.\- ]/g, ' ')} `;
  const byTerm = new Map<string, Set<string>>();
  for (const a of c.names.accounts) {
    // the consumer-mailbox account is named as mentionsPersonal reads it: "personal included" is a remark
    if (a.domain === 'personal') continue;
    const label = a.domain.split('.')[0]!;
    for (const term of [a.name?.toLowerCase(), label.length >= 4 && !COMMON.has(label) ? label : undefined]) {
      if (!term || term.length < 3) continue;
      if (lower.includes(` ${term} `) || lower.includes(` ${term}'`)) {
        if (!byTerm.has(term)) byTerm.set(term, new Set());
        byTerm.get(term)!.add(a.domain);
      }
    }
  }
  const sets = [...byTerm.values()];
  if (sets.length === 0) return namePrefixMentions(c);
  const ambiguous = sets.find((s) => s.size > 1);
  if (ambiguous) return { domains: [], ambiguous: [...ambiguous] };
  return { domains: [...new Set(sets.flatMap((s) => [...s]))] };
}

/**
 * The leading word of company names ("Dunder" for Dunder Logistics and Dunder Labs): one account
 * when only one name starts with it, ambiguous when several do. A common English word counts only
 * when written with a capital inside the sentence ("how is Black doing", not "black accounts").
 * (compromise's lexicon is small, so a rarer word like "umbrella" counts in lower case too.)
 */
function namePrefixMentions(c: ArgContext): { domains: string[]; ambiguous?: string[] } {
  const words = c.raw.split(/[^A-Za-z0-9'-]+/).filter(Boolean);
  const said = new Map<string, boolean>(); // lower-case word → written capitalised after the first word
  words.forEach((w, i) => {
    const k = w.toLowerCase().replace(/'s$/, '');
    said.set(k, (said.get(k) ?? false) || (i > 0 && /^[A-Z]/.test(w)));
  });
  const byWord = new Map<string, Set<string>>();
  for (const a of c.names.accounts) {
    const first = a.name?.split(/\s+/)[0]?.toLowerCase();
    if (!first || first.length < 4 || COMMON.has(first) || a.name!.trim().toLowerCase() === first || !said.has(first)) continue;
    if (isEnglish(first) && !said.get(first)) continue;
    if (!byWord.has(first)) byWord.set(first, new Set());
    byWord.get(first)!.add(a.domain);
  }
  const sets = [...byWord.values()];
  if (sets.length === 0) return { domains: [] };
  const ambiguous = sets.find((s) => s.size > 1);
  if (ambiguous) return { domains: [], ambiguous: [...ambiguous] };
  return { domains: [...new Set(sets.flatMap((s) => [...s]))] };
}

/** A record named in the question: quoted, a known name, "named X", or "the X <noun>". */
export function nameOf(c: ArgContext, known: string[], noun: RegExp): string | undefined {
  return x.quoted(c.raw)[0] ?? x.knownName(c.raw, known) ?? x.calledName(c.raw) ?? x.nameBefore(c.raw, noun);
}

/** A new record's name: quoted, "named/called X", or "for X" / "X key". */
export function newName(c: ArgContext, noun: RegExp): string | undefined {
  const q = x.quoted(c.raw)[0] ?? x.calledName(c.raw);
  if (q) return q;
  const forWhat = c.raw.match(/\bfor\s+(?:the\s+|our\s+|my\s+)?([\w#.-]+(?:\s+[\w#.-]+){0,2}?)(?:\s+(?:with|that|to|which|integration|export|access)\b|[?.!,]|$)/i);
  if (forWhat && !/^(?:read|copilot|leads?|customers?|competitors?|contacts?|intent|people|visitors?)$/i.test(forWhat[1]!)) return forWhat[1];
  return x.nameBefore(c.raw, noun);
}

export const RULE = /sync rules?|rules?|syncs?|automations?/;
export const KEY_NOUN = /api keys?|keys?|tokens?/;
export const DEST = /alert destinations?|destinations?|alerts?|channels?/;

export function whichAccount(candidates: string[]): { clarify: string } {
  const shown = candidates.slice(0, 6);
  const more = candidates.length - shown.length;
  const listed = more > 0 ? `${shown.join(', ')} or one of ${more} more` : `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}`;
  return { clarify: `Which account do you mean: ${listed}? Give its company domain.` };
}

export function accountArgs(c: ArgContext, what: string): Built | string[] {
  const m = accountMentions(c);
  if (m.ambiguous) return whichAccount(m.ambiguous);
  if (m.domains.length === 0) return ask(`Which account ${what}? Give its company domain, e.g. acme.com.`);
  return m.domains; // more than four: the planner asks for fewer (plan.ts)
}

/** The one account a read over many is narrowed to ("page views by Acme"): its domain, none, or a question (an ambiguous name). */
export function narrowedAccount(c: ArgContext): { domain?: string } | { clarify: string } {
  const m = accountMentions(c);
  if (m.ambiguous) return whichAccount(m.ambiguous);
  return m.domains.length === 1 ? { domain: m.domains[0] } : {};
}
