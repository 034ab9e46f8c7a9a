// Pages a question names: paths as typed ("/docs pages", "anything starting /product"), pages named in
// words against the workspace's viewed paths, sections, and alternatives under one base.
import * as x from '../extract.js';
import { pageWords } from '../workspace.js';
import { escapeRe } from './words.js';

/**
 * A page called by words the workspace's paths carry: "the enterprise pricing page" is
 * /pricing/enterprise, "the integrations page" /product/integrations when no /integrations was
 * viewed. `known` holds the recently viewed paths containing the words (workspace.ts).
 */
function knownPage(words: string[], known: string[]): string | undefined {
  if (!words.length || !known.length) return undefined;
  const segments = (p: string) => p.toLowerCase().split('/').filter(Boolean);
  const exact = known.filter((p) => {
    const s = segments(p);
    return s.length === words.length && words.every((w) => s.includes(w));
  });
  if (exact.length === 1) return exact[0];
  // "getting started doc", "the intent-data post": a page's last segment, its words hyphened
  const slug = words.join('-');
  const bySlug = known.filter((p) => segments(p).at(-1) === slug);
  if (bySlug.length === 1) return bySlug[0];
  const last = words.at(-1)!;
  const byLast = known.filter((p) => segments(p).at(-1) === last);
  return words.length === 1 && byLast.length === 1 ? byLast[0] : undefined;
}

/** Pages named without a slash: "the pricing page", "the blog", "our docs". */
function namedPages(text: string, known: string[]): string[] {
  const out: string[] = [];
  // "any pricing page", "our pricing pages": the page and the pages under it (/pricing*)
  const section = text.match(/\b(?:any|all|every|each|a)\s+(?:of\s+)?(?:the\s+|our\s+)?([a-z][a-z-]{2,20})\s+(?:pages?|urls?)\b|\b([a-z][a-z-]{2,20})\s+pages\b(?!\s*(?:views?|viewed))/);
  const sectionName = section?.[1] ?? section?.[2];
  // only a section the workspace has pages under ("three pages" is a count, not a section)
  // (a path in the question names the section itself: "/product pages")
  if (sectionName && !new RegExp(`/${sectionName}/?\\s+pages?\\b`).test(text) && !/^(?:blog|docs|documentation)$/.test(sectionName) && known.some((p) => p.toLowerCase().startsWith(`/${sectionName}`))) return [`/${sectionName}*`];
  // a path in the question names the page itself ("/product pages"): no name to look up
  const page = /\//.test(text) ? undefined : knownPage(pageWords(text), known);
  if (page) return [page];
  // (a page typed as a path is the page: "the book-a-demo page (/demo)", "how the launch page is doing - … /product/integrations" name no other)
  const typedPath = /(?<![\w.])\//.test(text);
  for (const m of text.matchAll(/\b(?:the|our|my)\s+([a-z][a-z-]{2,20})\s+pages?\b(?![- ]?views?\b)|\b(pricing|demo|contact|signup|features|about|careers)\s+(?:page ?views?|pageviews?|views?|visits?|visitors?|traffic)\b/g)) {
    if (typedPath && m[1]) continue;
    const name = (m[1] ?? m[2])!;
    if (!/^(?:intent|landing|top|most|home|same|web|first|last|other|key|blog|docs|documentation|exact|whole|entire|specific|single|given|very|bare|plain|main|actual|base|parent|root|index|one|two|three|four|five|six|seven|eight|nine|ten|few|many|several|different|distinct|unique|individual|separate|all|those|these|such)$/.test(name)) out.push(`/${name}`);
  }
  // "looked at pricing", "who hit the demo page" (the named page itself)
  for (const m of text.matchAll(/\b(?:looked at|look at|viewed|view|visited|visit|hit|saw|see|checked out|check out|landed on|land on|went to|go to)\s+(?:the\s+|our\s+)?(pricing|demo|careers|about|contact|signup|features|integrations)\b(?!\s+[a-z]+\s+pages?\b)/g)) out.push(`/${m[1]}`);
  // "the blog", "blog pageviews", "our docs": the pages under it
  for (const m of text.matchAll(/\b(?:(?:the|our|my)\s+)?(blog|docs|documentation)\b(?=\s+(?:pages?|page ?views?|pageviews?|posts?|articles?|get|got|traffic|visits?|views?|share|%)\b|\s*[?.!,]|$)|\b(?:the|our|my)\s+(blog|docs|documentation)\b/g))
    out.push(/blog/.test(m[1] ?? m[2]!) ? '/blog/*' : '/docs/*');
  if (/\b(?:the\s+)?home ?page\b/.test(text)) out.push('/');
  return out;
}

/**
 * Pages a named section already covers are that section, not a sequence: "any pricing page (/pricing or
 * /pricing/enterprise)" is /pricing*; "our product pages (/product and /product/integrations)" /product*.
 */
function covered(pages: string[]): string[] {
  const patterns = pages.filter((p) => p.endsWith('*'));
  const within = (p: string, pattern: string) => p === pattern || p.startsWith(pattern.slice(0, -1));
  const kept = pages.filter((p) => !patterns.some((pat) => pat !== p && within(p, pat)));
  // "/pricing or any page under /pricing/": the page and the pages under it
  if (kept.length === 2 && kept[1] === `${kept[0]!.replace(/\/+$/, '')}/*`) return [`${kept[0]!.replace(/\/+$/, '')}*`];
  return kept.length === 1 || kept.every((p) => p.endsWith('*')) ? kept : pages;
}

/**
 * "/pricing or /pricing/enterprise": a page and pages under it, named as alternatives, are one pattern
 * (/pricing*) where the workspace has no other page it would take in — not a sequence.
 */
function union(pages: string[], raw: string, known: string[]): string[] {
  if (pages.length < 2 || pages.some((p) => p.includes('*')) || /\b(?:then|funnel|step|sequence|went on|followed by|after|before|conver\w*|drop[- ]?off)\b/i.test(raw)) return pages;
  const base = pages[0]!.replace(/\/+$/, '');
  if (base.length <= 1 || !pages.slice(1).every((p) => p.startsWith(`${base}/`))) return pages;
  if (!new RegExp(`${escapeRe(base)}\\s*(?:,|or|and|&|\\+)\\s*(?:a |any |the |one )?(?:page )?(?:under )?${escapeRe(base)}/`, 'i').test(raw)) return pages;
  const others = known.filter((k) => k.startsWith(base) && !pages.includes(k));
  return others.length ? pages : [`${base}*`];
}

/** The pages a question names, in order (a sequence when two or more remain). */
export function readPages(raw: string, text: string, knownPages: string[]): string[] {
  // "/docs pages", "the /product pages": the pages under the path
  // "/blog" when only pages under it were viewed (knownPages, workspace.ts): the section
  const section = (p: string) => knownPages.length > 0 && !knownPages.includes(p) && knownPages.some((k) => k.startsWith(`${p.replace(/\/+$/, '')}/`));
  // ("/product pages" where /product is itself a page: it and the pages under it, /product*)
  const under = (p: string) => {
    if (p.length <= 1 || p.includes('*')) return p;
    const base = p.replace(/\/+$/, '');
    // "a page under /pricing (/pricing itself included)": it and the pages under it
    const after = raw.slice(raw.indexOf(p) + p.length);
    if (new RegExp(`\\bunder\\s+${escapeRe(p)}(?![\\w/-])`, 'i').test(raw) && /\bitself (?:included|too|as well)\b|\bincluding (?:\/\S+ )?itself\b/i.test(raw)) return `${base}*`;
    // "/pricing and everything under it", "/pricing or one of its sub-pages": it and the pages under it
    if (/^\s*(?:page\s+|itself\s+)?\)?\s*,?\s*\(?\s*(?:and|or|plus|&|\+|including|incl\.?|with)\s+(?:(?:everything|anything|all|any|every|one|each|pages?|of|its|the|their)\s+){0,4}(?:under(?:neath)?|below|beneath|inside|sub[- ]?pages?|sub[- ]?paths?|child(?:ren| pages?))\b/i.test(after)) return `${base}*`;
    // "/pricing (prefix match)", "path prefix /pricing": every path starting with it
    if (/^\s*\(?\s*(?:as a\s+)?prefix(?: match)?\b/i.test(after) || new RegExp(`\\bprefix\\s+${escapeRe(p)}(?![\\w/-])`, 'i').test(raw)) return `${base}*`;
    // "a pageview anywhere under /pricing": the section, its own page included
    if (new RegExp(`\\banywhere (?:under|in|within|inside)\\s+${escapeRe(p)}(?![\\w/-])`, 'i').test(raw)) return `${base}*`;
    // "some /product page", "any /docs page": it and the pages under it
    if (new RegExp(`\\b(?:some|any)\\s+${escapeRe(p)}\\s+pages?\\b`, 'i').test(raw)) return `${base}*`;
    // "a /docs/ page", "a page under /docs": a page under it
    if (section(p) || (p.endsWith('/') && /^\s+(?:sub-?)?(?:pages?|paths?|posts?|articles?|urls?)\b/.test(after)) || new RegExp(`\\b(?:pages?|anything|something) under\\s+${escapeRe(p)}(?![\\w/-])`, 'i').test(raw)) return `${base}/*`;
    if (!new RegExp(`${escapeRe(base)}/?\\s+(?:pages|paths|posts|articles)\\b`, 'i').test(raw)) return p;
    return knownPages.includes(base) ? `${base}*` : `${base}/*`;
  };
  // "anything starting /product", "paths beginning with /docs": the pattern
  const prefixed = (p: string) => (!p.includes('*') && new RegExp(`\\b(?:start(?:s|ing)?|begin(?:s|ning)?)\\s+(?:with\\s+)?${escapeRe(p)}(?![\\w/-])`, 'i').test(raw) ? `${p.replace(/\/+$/, '')}*` : p);
  // "/pricing itself (not /pricing/enterprise)": a path named to leave out is not asked about
  const negatedPath = (p: string) => new RegExp(`\\b(?:not|excluding|except|without|but not)\\s+(?:the\\s+)?${escapeRe(p)}(?![\\w/-])|(?<![\\w/-])${escapeRe(p)}\\s+(?:does not|doesn't|do not|don't) count\\b|(?<![\\w/-])${escapeRe(p)}\\s+(?:is |are )?(?:excluded|not included)\\b`, 'i').test(raw);
  const pages = [...x.paths(raw).filter((p) => (p !== '/' || /\s\/(?:\s|$)/.test(raw)) && !negatedPath(p)).map((p) => prefixed(under(p))), ...namedPages(text.replace(/\bnot\s+(?:the\s+|any\s+)?(?:[a-z-]+\s+){0,2}pages?\b|\b(?:other|sub-?)\s*(?:[a-z-]+\s+)?pages?\s+(?:do not|does not|don't|doesn't)\s+count\b/g, ' '), knownPages)];
  // ("our blog post at /blog/intent-data": the page typed, not the section its words name)
  const typed = pages.filter((p) => !p.includes('*'));
  const narrowest = pages.filter((p) => !(p.endsWith('*') && typed.some((t) => t !== p && !t.endsWith('/') && t.startsWith(p.replace(/\*$/, '')) && /\bblog|docs|documentation\b/.test(text))));
  return union(covered([...new Set(narrowest)]), raw, knownPages);
}
