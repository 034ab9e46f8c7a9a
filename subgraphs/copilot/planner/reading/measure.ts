// What a question measures (count, list, average, sum, share, first/last, a comparison), of which
// field, and how many of the best (top-N).
import type { Measure } from '../../catalogue/applied.js';
import type { Query } from '../query.js';
import { toNumber, numberWords } from '../numbers.js';
import { NEW_RE } from './words.js';

const NUM = `(\\d{1,6}|${numberWords()})`;
const toN = (s: string) => toNumber(s)!;
const ENTITY_PLURAL = '(?:accounts|accts|companies|organi[sz]ations|orgs|firms|customers|clients|competitors|leads|prospects|visitors|people|contacts|pages|urls|channels|campaigns|sources|paths|journeys|recommendations)';
const ENTITY_ONE = '(?:account|company|organi[sz]ation|customer|client|competitor|lead|visitor|person|page|channel|campaign|source)';

export function measureOf(text: string): Measure {
  // ("regardless of when they last visited": no time is asked)
  text = text.replace(/\bregardless of (?:when|whether|how)\b[^,.;?]*/g, ' ');
  // ("each session dated by its first page view": how sessions are dated, no first one asked)
  text = text.replace(/\b(?:dated|counted|timed|placed)\s+(?:by|on|at)\s+(?:its|their|the)\s+(?:first|earliest|start(?:ing)?)\s+(?:page ?view|view|visit|hit)s?\b/g, ' ');
  // ("dated by when identified", "counted on the date of identification": how identifications are dated, no time asked)
  text = text.replace(/\b(?:dated|counted|timed|placed)\s+(?:by|on|at|as per)\s+(?:when\s+(?:they\s+)?(?:were\s+|got\s+|was\s+)?identified|(?:the\s+)?(?:date|day|time|moment)\s+(?:of|when)\s+(?:the\s+|their\s+)?(?:identification|they were identified)|(?:the\s+)?identification(?:\s+(?:date|day|time|moment))?)\b|\bas per (?:the )?(?:date|day|time) of identification\b|\(\s*(?:by|going by|per)\s+(?:the\s+|their\s+)?identification (?:time|date|day)\s*\)/g, ' ');
  // "(vs ip table/asn)": a bracket naming the alternatives is no comparison of two windows
  const unbracketed = text.replace(/\(([^)]*)\)/g, (m, inner: string) => (/\b(?:last|this|previous|prior|week|month|quarter|yesterday|today|\d{4})\b/.test(inner) ? m : ' '));
  if (/\b(?:and|vs\.?|versus|compared (?:to|with)|against)\s+(?:how many\s+|what\s+)?(?:on\s+)?the (?:day|week|month) before\b|,?\s+against\s+(?=\d{4}-\d{2}|\d{1,2}(?:st|nd|rd|th)?\s|(?:the\s+)?(?:last|this|previous|prior|same|week|month|yesterday|today|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))|\band how (?:many|much) (?:(?:were|was) there |did we (?:have|get) |had we |did we |we had )?(?:from|in|on|during|for|between|over)\b|\band how many (?:\w+\s+){1,4}?(?:in|during|over|for)\s+(?:all of\s+)?(?:the\s+)?(?:last|previous|prior)\s+(?:week|month|quarter|year)\b|\band what (?:is|was) it (?:for|in|over|during) (?:the )?(?:past|last|previous|prior)\b|\b(?:compare|compared (?:to|with)|relative to(?=\s+(?:the\s+)?(?:prior|previous|preceding|week|month|quarter|day|same|last|this|yesterday|today|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d))|versus|vs\.?|(?:and )?the same (?:count|number|figure|total|thing|again)s? (?:for|in|during)\b|week over week|month over month|next to|alongside|side by side|wow|mom|qoq|\bboth numbers\b|\?\s*and (?:yesterday|today|this|last)\b|\band (?:for |in |during )?(?:this|last|previous|prior|the previous|the prior) (?:week|month|quarter|year)\b|(?:and )?then (?:for )?(?:this|last|the|yesterday|today|previous|prior)\b(?! page)|\band (?:how many|how much|what about|for)\s+(?:\w+\s+){0,2}?(?:in\s+|on\s+)?(?=\d{4}-\d{2}-\d{2})|\band (?:how many|how much|what about|for)\s+(?:\w+\s+){0,3}?(?:in\s+|on\s+|during\s+)?(?:this|last|the previous|the prior|yesterday|today|previous|prior)\b|\bagainst (?:last|this|the previous|the prior|yesterday|today)\b|than (?:in |on )?(?:last|the previous|the prior|yesterday|today|this|jan\w*|feb\w*|mar\w*|apr\w*|may|june?|july?|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*))\b/.test(unbracketed)) return 'compare';
  // "when was our oldest API key created", "newest webhook - creation date": a record's creation time
  if (/\b(?:when|what time|what date|date|time)\b|\bcreation (?:time|date)\b/.test(text) && /\bcreat(?:ed|ion)\b|\bset up\b/.test(text) && /\b(?:keys?|webhooks?|endpoints?|recommendations?|recs?)\b/.test(text)) {
    if (/\b(?:newest|latest|most recent|last)\b/.test(text)) return 'last';
    if (/\b(?:oldest|first|earliest)\b/.test(text)) return 'first';
  }
  // "id rate", "identification rate": the share of visitors identified
  if (/\b(?:id|identification|match) rate\b/.test(text)) return 'share';
  // ("I mean only the exact path" is no average)
  if (/\b(?:average|averaged|averaging|avg)\b|(?<!\b(?:i|new|returning|identified|anonymous|active|recent|repeat|it|this|that|they|which) )\bmean\b/.test(text)) return 'average';
  if (/\b(?:share|percent(?:age)?|proportion|fraction|what part|ratio)\b|%/.test(text)) return 'share';
  if (/^(?:please\s+|could you\s+|can you\s+|kindly\s+)?(?:provide|tell me|give me|let me know|report)\s+(?:me\s+)?the (?:total )?number of\b/.test(text)) return 'count';
  // "please list every visitor identified today, and state how many": a list (a list says how many match)
  // ("could you rank the organisations by how many page views they've racked up": a ranked list)
  if (/^(?:please\s+|could you\s+|can you\s+|kindly\s+)?(?:list|name|rank|sort)\b/.test(text)) return 'list';
  // "give me all of them and how many": the list (a list says how many match)
  // ("the latest time across all of them": what is taken over them, no list)
  if (/\b(?:(?<!\b(?:across|among|over|of|from)\s)all of them|every one of them|list them|give me all|give me the list|read me the list|name them)\b/.test(text) && !/\b(?:sum|average|avg|share|percent)\b/.test(text)) return 'list';
  // "total MQA count": a count (a visit or visitor count is a field)
  if (/\btotal (?!visit\b|visitor\b|page\b|intent\b)[a-z]+s? count\b/.test(text)) return 'count';
  // "top 5 visitors by number of page views": a ranked list
  if (new RegExp(`^(?:the\\s+)?top\\s+${NUM}\\b`).test(text) && !/\b(?:sum of|sum the|add up|average|avg|share|percent)\b/.test(text)) return 'list';
  // "which five customer companies visited most in total": a ranked list, however it is ranked
  if (new RegExp(`^(?:which|what|list|show(?: me)?|give me)\\s+(?:the\\s+)?${NUM}\\s+(?:[\\w-]+\\s+){0,3}?(?:${ENTITY_PLURAL}|${ENTITY_ONE})\\b`).test(text) && !/\b(?:sum of|sum the|sum up|add up|added up|add(?:ed|ing)? together|summed)\b/.test(text)) return 'list';
  // "how much visits … in total? sum of visit count": the sum asked for in so many words
  // ("add the visit counts of their visitors", "how much visits have the persons of x together")
  if (/\b(?:sum of|sum the|sum (?:up )?their|summing|sum up|add up|added up|add(?:ed|ing)? together|summed|combined (?:lifetime |total |all-time )?(?:visit|visitor) counts?|add (?:up )?(?:the|their) (?:all-time |lifetime |total )?(?:visit|page ?view) counts?)\b|\bhow (?:many|much) visits (?:do|does|did|have|has|had)\b[^.?!;]*\btogether\b/.test(text)) return 'sum';
  // "total visit count of ip-table visitors": the sum of a field over a group
  if (/\b(?:the\s+)?total (?:lifetime |all-time |recorded )?(?:visit|visitor) counts? (?:of|for|across|over|among)\b/.test(text) && !/^(?:how many|number of)\b/.test(text)) return 'sum';
  if (/^(?:how many|number of|count)\b|,\s*how (?:many|much)\s*[?.!]*\s*$|[.?!;]\s+(?:count|how many)\s*(?:[,.?!]|$)|:\s*(?:a |the )?count\b(?!\s+(?:of|by|per)\b)/.test(text)) return 'count';
  if (/\b(?:first|earliest)\s+(?:[\w-]+\s+){0,3}(?:identification|identified)\b/.test(text)) return 'first';
  if (/\b(?:last|latest|most recent)\s+(?:\w+\s+)?(?:identification|identified|identify)\b/.test(text) && !/\b(?:last|past) (?:\d+|week|month|quarter|year)\b/.test(text)) return 'last';
  // "at what time was x@y.com identified", "when did we identify them": the time of that identification
  // ("the final page view from an anonymous (not identified) person": no identification's time)
  if ((/\b(?:when|what time|what date|which day)\b.*(?<!\bnot |\bnever |\bun)\b(?:identified|identify|unmask(?:ed)?|de-?anonymi[sz]ed?)\b/.test(text) || /\bidentification (?:time|date|timestamp)\b|\b(?:time|date|timestamp) of (?:the )?identification\b/.test(text)) && !/\bhow many\b/.test(text))
    // ("when, last week, the first person … got identified": a window, not the last one)
    return /\b(?:last|latest|final|most recent(?:ly)?)\b(?!\s+(?:week|month|quarter|year|\d+|[a-z]+\s+(?:days|weeks|months)))/.test(text) ? 'last' : 'first';
  // "when was the newest lead first spotted": the latest first-seen time
  if (/\b(?:newest|latest|most recent(?:ly)?|last)\b(?!\s+(?:week|month|quarter|year|\d+|[a-z]+ (?:days|weeks|months)))/.test(text) && /\bfirst (?:seen|spotted|appear(?:ed)?|showed up|show up|detected)\b/.test(text) && !/\b(?:how many|number of)\b/.test(text)) return 'last';
  // "when was the earliest new account first seen", "what time did the first brand-new account show up"
  if (/\b(?:when|what time)\b/.test(text) && /\b(?:earliest|first)\s+(?:[\w-]+\s+)?new\b|\bearliest\b/.test(text) && NEW_RE.test(text)) return 'first';
  // "when he came for the first time": the time of the first visit, not a filter on new ones
  if (/\bwhen\b(?:\s+\S+){0,4}?\s+(?:for (?:the )?)?first time\b/.test(text) && !/\b(?:how many|number of)\b/.test(text)) return 'first';
  // ("first seen before this week" defines returning; "earliest /careers page view" is the first view)
  if (/\b(?:when|what time|at what time) (?:was|were|did|is)\b.*\bfirst\b|\b(?:date|time|date and time|timestamp|start time) of (?:the )?(?:very )?(?:first|earliest)\b|\b(?:first|earliest|oldest) (?:ever )?(?:\/\S*\s+)?(?:seen|visit|view|hit|page ?views?|time|data|row|event|record|sessions?)\b(?! (?:before|prior|in|during|earlier|was before))|\b(?:earliest|oldest) (?:[\w/*-]+\s+){1,2}?(?:visits?|views?|page ?views?|sessions?)\b|\bhow far back\b/.test(text) && !NEW_RE.test(text)) return 'first';
  if (/\b(?:when|what time|at what time) (?:was|were|did|is)\b.*\b(?:last|latest|final|most recent(?:ly)?)\b|\b(?:date|time|date and time|timestamp|start time) of (?:the )?(?:very )?(?:last|latest|final|most recent)\b|\b(?:latest|newest|final|most recent) (?:\S+\s+){0,2}?(?:visits?|views?|page ?views?|data|rows?|events?|records?)\b|\blast (?:seen|visit(?:ed)?|view|time|hit)\b|\blast (?:exact\s+|single\s+)?(?:\/\S*\s+)?(?:page ?views?|pageviews?)\b(?!s)|\b(?:latest|most recent|last) sessions?\b(?! (?:count|number))|\b(?:most recent|latest) time\b|\blast page\b.*\bviewed\b/.test(text)) return 'last';
  // "last g2 pageview ever - timestamp pls", "first launch-week campaign pageview this month, when": a time asked of the first or last one
  if (/\b(?:when|what time|timestamp|date and time)\b|[-,:]\s*(?:the\s+)?(?:time|date)\s*(?:pls|please)?\s*[?.!,;]*$/.test(text) && !/\b(?:how many|number of)\b/.test(text)) {
    if (/\b(?:first|earliest)\s+(?:[\w/*=-]+\s+){1,3}?(?:page ?views?|pageviews?|views?|visits?|sessions?)\b/.test(text)) return 'first';
    if (/\b(?:last|latest|most recent)\s+(?!(?:\d+|[a-z]+)\s+(?:days?|weeks?|months?)\b|(?:week|month|quarter|year)\b)(?:[\w/*=-]+\s+){1,3}?(?:page ?views?|pageviews?|views?|visits?|sessions?)\b/.test(text)) return 'last';
  }
  if (/^(?:how many|how much)\b|\b(?:how many|number of|(?<!\bvisit(?:or)? )count of|count the|total number)\b/.test(text)) return 'count';
  // "total visitors all time", "total identifications to date": a count; "total visits across lead accounts": a sum of their visit counts
  if (/\btotal (?:number of )?(?:visitors?|people|identifications?|page ?views?|pageviews?|sessions?|accounts?|compan(?:y|ies)|recommendations?|recs?|webhooks?|(?:api )?keys?|endpoints?)\b/.test(text) && !/\b(?:across|over|for|of)\s+(?:all\s+|our\s+|the\s+)?(?:\w+\s+)?(?:accounts|compan(?:y|ies)|customers|leads|competitors)\b/.test(text)) return 'count';
  // "… - total?", "how many in total": a count; "add up the visit counts": a sum
  if (/(?:^|[-–,:(]\s*)(?:in\s+)?total\s*[?.!)]*\s*$|(?<!\bthe )\btotal\s*\?\s*$/.test(text)) return 'count';
  // ("more than 10 visits in total" bounds a count: not a sum)
  if (/\b(?:sum|total)\b|\badd(?:ed)? up\b/.test(text.replace(/\b(?:with|and|plus|give(?: me)?|state|tell me|including|say) (?:me )?(?:the |a )?total(?: number| count)?\b(?!\s+(?:visit|visitor|intent|page))/g, ' ').replace(/\bby (?:their |the )?total\b/g, ' ').replace(/\b(?:\d+|[a-z]+)\s+(?:total\s+|lifetime\s+)?visits?\s+(?:in\s+)?total\b|\b\d+\+?\s+total visits\b/g, ' '))) return 'sum';
  return 'list';
}

/** intent said as a bound ("intent over 70", "intent ≤ 30", "low-intent"): a filter, not what is averaged */
const INTENT_BOUND = /\b(?:low|high|mid|medium)[- ]intent\b|\bintent(?: score)?s?\s*(?:of\s+|at\s+|is\s+)?(?:[<>≤≥=]|over\b|above\b|below\b|under\b|at least\b|at most\b|more than\b|less than\b|between\b|\d)/g;

/** What an average or sum is of: visits, visitors, or (by default) the intent score. */
export function fieldOf(text: string, measure: Measure): NonNullable<Query['field']> {
  // "avg visitor intent", "account intent": a noun before intent qualifies it, it is not the field
  const t = text.replace(/\b(?:identified|named|known) visitors?\b/g, ' ').replace(/\b(?:visitor|account|company|lead|customer)\s+(?=intent|score)/g, ' ');
  const agg = measure === 'average' ? /\b(?:average|avg|mean)\b(.*)$/ : /\b(?:sum|total)\b(.*)$/;
  const said = t.match(agg);
  const after = said?.[1] ?? t;
  // ("how many visits do they average", intent a filter in brackets): the field said last before the average
  const before = said ? [...t.slice(0, said.index).replace(/\([^)]*\)/g, ' ').replace(INTENT_BOUND, ' ').matchAll(/\bintent\b|\bpage ?views?\b|\bvisit(?:s| counts?)\b|\bvisitors? counts?\b|\bhow many (?:visitors|people)\b/g)].at(-1) : undefined;
  const hit = after.match(/\bintent\b|\bscores?\b|\bpage ?views?\b|\bpageviews?\b|\bvisit(?:s| counts?)\b|\bvisitors?(?: counts?)?\b|\bpeople\b|\bhead ?counts?\b/) ?? before ?? t.match(/\bintent\b|\bvisit(?:s| counts?)\b|\bvisitors?(?: counts?)?\b/);
  if (!hit || /intent|score/.test(hit[0])) return 'intent_score';
  if (/view/.test(hit[0])) return 'page_views';
  return /visitor|people|head/.test(hit[0]) ? 'visitor_count' : 'visit_count';
}

/** top-N: "top 5", "the five highest-intent companies", "which 3 leads have the most visits", "which campaign brought the most" */
export function topN(text: string): number | undefined {
  const superlative = /\b(?:top|most|highest|best|biggest|largest|hottest|warmest|\w+est)\b/.test(text);
  let m = text.match(new RegExp(`\\btop\\s+${NUM}\\b`));
  // "best three channels", "top five pages"
  if (!m) m = text.match(new RegExp(`\\b(?:best|biggest|largest|leading)\\s+${NUM}\\s+(?:[\\w-]+\\s+){0,2}?${ENTITY_PLURAL}\\b`));
  // "give me the 5 with the highest intent score"
  if (!m && superlative) m = text.match(new RegExp(`\\b(?:the|give me)\\s+${NUM}\\s+with the (?:highest|most|biggest|largest|best|top)\\b`));
  if (!m && superlative) m = text.match(new RegExp(`\\b(?:the|which|what|show me|list|give me|our|my|their|its)\\s+${NUM}\\s+(?:[\\w-]+\\s+){0,3}?(?:${ENTITY_PLURAL}|${ENTITY_ONE})\\b`)) ?? text.match(new RegExp(`^${NUM}\\s+(?:[\\w-]+\\s+){0,3}?${ENTITY_PLURAL}\\b`));
  if (!m) m = text.match(new RegExp(`\\b${NUM}\\s+(?:most|least)\\s+(?:viewed|visited|popular|active)\\s+(?:[\\w-]+\\s+){0,2}?(?:${ENTITY_PLURAL}|${ENTITY_ONE})\\b|\\bwhich\\s+${NUM}\\s+(?:have|has|had|are|were|got|show|score)\\b|\\b${NUM}\\s+(?:highest|lowest|top|best|most)[\\w-]*\\s+(?:[\\w-]+\\s+){0,3}?(?:${ENTITY_PLURAL}|${ENTITY_ONE})\\b|(?:^|\\s)number ${NUM}\\s+(?:${ENTITY_ONE})\\b|\\bmost\\s+(?:viewed|visited|popular|active)\\s+${NUM}\\s+(?:${ENTITY_PLURAL})\\b|\\b${NUM}\\s+(?:highest|lowest|most|best)[\\w-]*\\s+(?:intent|visits?|visit counts?|page ?views|scores?)\\b`));
  if (m) {
    // the number of whichever alternative matched
    const n = toN(m.slice(1).find((g) => g !== undefined)!);
    return n >= 1 && n <= 50 ? n : undefined;
  }
  // "which one has the top intent score", "which single company among our leads is scoring highest",
  // "who is the single most frequent visitor"
  if (new RegExp(`\\bthe (?:single|one|very) (?:most|highest|top|best|biggest)\\b[\\w\\s-]{0,30}?\\b${ENTITY_ONE}\\b(?!s)|\\bwho\\b[^?.]{0,40}?\\b(?:has|had|is|was)\\s+(?:the\\s+)?(?:highest|most|biggest|largest|top|best)\\b|\\b(?:which|what|the)\\s+(?:single\\s+|one\\s+)?(?:\\w+-\\w+\\s+)?(?:traffic\\s+|utm\\s+|marketing\\s+|lead\\s+|customer\\s+)?(?:${ENTITY_ONE}|one)\\b.*\\b(?:(?:the )?most|(?:the )?highest|the best|top|(?:the )?hottest)\\b|\\b(?:best|top|biggest|largest|leading)\\s+(?:[\\w-]+\\s+)?${ENTITY_ONE}\\b(?!s)|\\bmain\\s+(?:channel|source|campaign)\\b(?!s)`).test(text)) return 1;
  return undefined;
}
