// Where traffic came from (channel, utm_source, utm_campaign) and how a visitor was identified
// (resolution source), as people name them.
import { escapeRe } from './words.js';

/** "email form capture(s)", "e-mail form fills": the email capture source, in both lists below */
const EMAIL_FORM = 'e-?mail[- ]form(?:[- ](?:captures?|fills?|submissions?))?';
/** How people name the identification sources (visitors.resolution_source). */
const IDENT_SOURCE_WORDS: [RegExp, string][] = [
  [new RegExp(String.raw`^(?:e-?mail|email[- _]?captured?|email captures?|form[- ]?fill(?:s|ed)?|forms?|captured email|${EMAIL_FORM})$`), 'email_capture'],
  [/^(?:ip|ip address|ip[- _]?(?:range )?tables?|ip[- ]?(?:lookups?|matched|matching|match(?:es)?|ranges?(?: matching)?)|reverse[- ]ip)$/, 'ip_table'],
  [/^(?:asn(?:[- ]?matched)?|network owner)$/, 'asn'],
];
export const IDENT_SOURCE = `${EMAIL_FORM}|email[- _]?captured?|form[- ]?fill(?:s|ed)?|captured email|ip[- _]?(?:range )?tables?|ip[- ]?(?:lookups?|matched|matching|match(?:es)?|ranges?(?: matching)?)|reverse[- ]ip|asn(?:[- ]?matched)?`;
/** identification sources said to be left out: "not by email capture", "neither by email capture nor by asn", "IP or ASN matches do not count" */
const SOURCE_NAMED = `(?:${IDENT_SOURCE}|ip|ip address)(?:\\s+(?:lookups?|matching|matches|identifications?))?`;
const SOURCE_LIST = `(?:(?:by|via|through|from|using)\\s+)?(?:the\\s+|an?\\s+)?${SOURCE_NAMED}(?:\\s*(?:,|or|nor|and)\\s+(?:(?:by|via|through|from|using)\\s+)?(?:the\\s+|an?\\s+)?${SOURCE_NAMED})*`;
/** every place an identification source is named (a whole word: "asn" is not the one in "wasn't") */
export const SOURCE_NAMES = new RegExp(`\\b(?:${IDENT_SOURCE}|ip(?: address)?)\\b`, 'g');
export const NEGATED_SOURCES = new RegExp(`\\b(?:not|neither|nor|excluding|except|other than|without|never)\\s+(?:(?:been\\s+)?(?:identified|resolved|matched|captured)\\s+)?${SOURCE_LIST}|\\b(?:visitors\\s+|people\\s+)?(?:identified\\s+)?${SOURCE_LIST}\\s+(?:do|does|did|would)\\s*(?:not|n't)\\s+count\\b`, 'g');
/** "(resolved by any method: IP, ASN or email)": every source, no source asked for */
// ("by any method (email, ip range, asn)", "any way (ip, email, network all count)": the list in brackets is every source too)
const ANY_SOURCE = /\b(?:by |via |through |using )?(?:any|every|all|whatever) (?:identification |resolution )?(?:methods?|sources?|means|ways?)\b(?:\s*\([^()]*\))?[^.;?()]*/g;
/** the text without the sources it leaves out or takes all of: what is left names the source asked for */
export const withoutSourcesLeftOut = (text: string): string => text.replace(NEGATED_SOURCES, ' ').replace(ANY_SOURCE, ' ');
export const identSource = (w: string) => IDENT_SOURCE_WORDS.find(([re]) => re.test(w))?.[1];
/** every identification source */
export const SOURCES = [...new Set(IDENT_SOURCE_WORDS.map(([, s]) => s))];
/** the sources a question names as left out ("neither by email capture nor by ASN": email_capture, asn) */
export const sourcesLeftOut = (text: string): string[] =>
  [...text.matchAll(NEGATED_SOURCES)].flatMap((m) => [...m[0].matchAll(SOURCE_NAMES)].map((n) => identSource(n[0])!));

const CHANNEL_WORDS = 'email|e-mail|newsletter|paid[ _-]search|ppc|paid[ _-]social|organic[ _-]search|organic|seo|social|referrals?|direct|affiliates?|display';
/** "from email", "via the email channel", "paid social sessions", "channel paid_social", "what share … went to paid_social" */
export function channelOf(text: string): string | undefined {
  const m =
    text.match(new RegExp(`(?<!\\b(?:know|known|knew|identified|identify|named|matched|resolved)\\s+)\\b(?:from|via|through|by|of|on|in)\\s+(?:the\\s+|our\\s+)?(${CHANNEL_WORDS})\\b(?![\\s_-]*captur|\\s+(?:address|addresses))`)) ??
    // "how many companies did ppc bring in"
    text.match(new RegExp(`\\b(${CHANNEL_WORDS})\\s+(?:bring|brought|drive|drove|send|sent|generate|generated|refer|referred)\\b`)) ??
    text.match(new RegExp(`\\b(${CHANNEL_WORDS})(?:'s)?[\\s-]+(?:channel|(?:attributed )?sessions?|traffic|visits?|visitors?|share|percent(?:age)?|%|page ?views?|pageviews?|views|clicks|accounts|compan(?:y|ies)|leads|as an?\\s+(?:%|share|percent(?:age)?|proportion|fraction))(?!\\w)`)) ??
    // "what share of sessions were affiliate"
    text.match(new RegExp(`\\b(?:sessions?|visits?|traffic|page ?views?|pageviews?|views)\\b.*\\b(?:were|was|came from|went to|go to|goes to)\\s+(${CHANNEL_WORDS})\\b(?![\\s_-]*captur|\\s+(?:address|addresses))`)) ??
    text.match(new RegExp(`\\bchannel\\s+(?:is\\s+|was\\s+|=\\s*)?(${CHANNEL_WORDS})\\b`)) ??
    // "paid social: how many accts had a visit from it"
    text.match(new RegExp(`^(${CHANNEL_WORDS})\\s*[:,–-]\\s`)) ??
    // ("… went to paid_social", "part=channel paid_social": a channel's own name, written as the data writes it)
    text.match(/\b(paid_social|paid_search|organic_search)\b/);
  // ("identified either to a company or by email": how they were identified, not the email channel)
  if (m && /^e-?mail$/.test(m[1]!) && /\b(?:identif\w*|known|named|matched|resolved)\b[^.?!]{0,40}$/.test(text.slice(0, m.index))) return undefined;
  // ("consumer-email visitors" are people with a consumer mailbox, not the email channel's)
  if (!m || (/^e-?mail$/.test(m[1]!) && /\b(?:consumer|personal|free)[\s-]+e-?mail\b/.test(text))) return undefined;
  const w = m[1]!.replace(/[ _-]/g, ' ').replace(/s$/, '');
  return ({ email: 'email', 'e-mail': 'email', 'e mail': 'email', newsletter: undefined, 'paid search': 'paid_search', ppc: 'paid_search', 'paid social': 'paid_social', 'organic search': 'organic_search', organic: 'organic_search', seo: 'organic_search', social: 'social', referral: 'referral', direct: 'direct', affiliate: 'affiliate', display: 'display' } as Record<string, string | undefined>)[w];
}

const KNOWN_SOURCES = 'google|bing|linkedin|facebook|meta|twitter|instagram|youtube|reddit|g2|capterra|newsletter|duckduckgo|hacker ?news|producthunt|product hunt';
/** "utm_source linkedin", "utm source=google", "from LinkedIn", "linkedin sessions", in that order of trust */
const SOURCE_READINGS: RegExp[] = [
  /\b([\w.-]+) as (?:the |our )?utm[_ ]?source\b|\b([\w.-]+)\s*\((?:the )?utm[_ ]?source\)/,
  // "fb-sourced campaign sessions"
  new RegExp(`\\b(${KNOWN_SOURCES})-sourced?\\b`),
  new RegExp(`\\b(${KNOWN_SOURCES}) as (?:a |the |our )?source\\b`),
  /\butm[_ ]?source\b\s*(?:=|:|is|was|of|set to|equal to|equals)?\s*["']?([\w.-]+)/,
  new RegExp(`\\b(?:from|via|through|by|on)\\s+(?:the\\s+|our\\s+)?(${KNOWN_SOURCES})\\b`),
  new RegExp(`\\b(${KNOWN_SOURCES})\\s+(?:%|share|(?:attributed )?sessions?|traffic|visits?|visitors?|accounts?|ads?|(?:utm[_ ]?)?source|page ?views?|pageviews?|views|clicks|compan(?:y|ies)|leads)(?!\\w)`),
  // "how many companies did linkedin bring in"
  new RegExp(`\\b(${KNOWN_SOURCES})\\s+(?:bring|brought|drive|drove|send|sent|generate|generated|refer|referred)\\b`),
  new RegExp(`\\bsource\\s*(?:is\\s+|was\\s+|=\\s*|:\\s*|\\s)["']?(${KNOWN_SOURCES})\\b`),
];
/** words that follow "utm source" without being one ("the newsletter utm source this month") */
const NOT_A_SOURCE = /^(?:by|is|was|of|the|and|set|source|sources|traffic|channel|campaign|utm|which|what|a|an|this|last|that|these|those|in|on|for|during|since|bring|brought|drive|drove|send|sent|generate|generated|refer|referred|sessions?|visits?|visitors?|page|views?|today|yesterday|only|ones?|with|to|from|versus|vs|compared)$/;
export function sourceOf(text: string): string | undefined {
  // the first reading whose value is a source, not a word beside one ("the linkedin utm source bring in": linkedin)
  for (const re of SOURCE_READINGS) {
    const src = text.match(re)?.slice(1).find((g) => g !== undefined)?.replace(/\.+$/, '');
    if (src && !NOT_A_SOURCE.test(src)) return src.replace(/\s+/g, '');
  }
  return undefined;
}

/** A campaign slug as people type it: "abm-q3", "abm q3", "ABM_Q3". */
export const campaignWords = (c: string) =>
  new RegExp(`(?<![\\w./@-])${escapeRe(c.toLowerCase()).replace(/[-_ ]/g, '[-_ ]')}(?![\\w./@-])`, 'i');

/**
 * "utm_campaign abm-q3", "campaign 'spring'", "the monthly-digest campaign": a slug (hyphen, underscore
 * or digit) or quoted; else a campaign of the workspace named as a word ("abm-q3 sessions", "via brand-search").
 */
export function campaignOf(raw: string, known: string[] = []): string | undefined {
  // the workspace's own campaign names first: "ABM Q3 campaign" is abm-q3, not a campaign called "Q3"
  const named = known.find((c) => campaignWords(c).test(raw));
  if (named) return named;
  const slug = '((?![a-z0-9]+-(?:sourced?|based|driven|led)\\b)[a-z0-9]+(?:[-_][a-z0-9]+)+|[a-z]+\\d[\\w-]*)';
  const m =
    raw.match(/\butm[_ ]?campaign\s*(?:=|:|is|of)?\s*["']?([\w-]{2,60})/i) ??
    raw.match(/\bcampaign\s+["“']([^"”']{2,60})["”']/i) ??
    raw.match(new RegExp(`\\bcampaign\\s+(?:called\\s+|named\\s+)?${slug}\\b`, 'i')) ??
    raw.match(new RegExp(`\\b${slug}\\s+campaign\\b`, 'i')) ??
    raw.match(/["“']([^"”']{2,60})["”']\s+campaign\b/i);
  return m?.[1];
}
