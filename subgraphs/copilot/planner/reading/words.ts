// The words the readings share: who a question is about (accounts, visitors, identified people), what
// counts as viewing a page, new, being identified.

/** A literal for a RegExp source. */
export const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const ACC = /\b(?:accounts?|compan(?:y|ies)|organi[sz]ations?|orgs?|firms?|business(?:es)?|customers?|clients?|competitors?|rivals?)\b/;
/** "identified visitors", "known customer contacts": visitors with an identity */
export const IDENTIFIED_PEOPLE = /\b(?:identified|named|known|de-?anonymi[sz]ed|unmasked)[\s-]+(?:\(?\w+\)?\s+)?(?:visitors?|people|persons?|contacts?|ones|users?|individuals?)\b|\bidentified (?:ones )?only\b|\bonly (?:the )?identified\b|\b(?:visitors?|people|persons?|contacts?)\s*(?:\(\s*identified\b|identified\s*\(?\s*(?:by\s+|via\s+)?any\s+(?:method|source|means|way)\b)|^identified\s*\(?\s*(?:by\s+|via\s+|in\s+)?any\s+(?:method|source|means|way)\b/;
/** "who were on the site", "came by": visitors who visited (in the window), not identifications made in it */
/** "visitors this week whose resolution source is asn": a property of the visitors seen, not identifications made in the window */
export const WHOSE_SOURCE = /\bwhose (?:(?:identification|resolution|match) )?source\b/;
/** "returning accounts excluded", "not returning", "excluding repeat visitors": the returning ones left out */
export const RETURNING_LEFT_OUT = /\bnot (?:the )?ones (?:that|who) (?:[\w']+ ){0,6}(?:came back|come back|returned|already known|merely visited|visited (?:before|then))\b|\b(?:returning|repeat)(?: accounts?| visitors?| ones| people| compan(?:y|ies))? (?:excluded|left out|not included|removed)\b|\b(?:not|no|excluding|except|without|never)\s+(?:the\s+)?(?:returning|repeat|come back|came back|returned)\b/g;

export const VISITED = /\b(?:visited|was here|were here|came by|came to the site|were on the site|was on the site|on (?:the )?site (?:this|last|in|during|since|today|yesterday)|showed up|stopped by|dropped by|browsed|had a visit|(?:with|have|has|had|made) (?:an? |any |at least one |one or more )?(?:\S+ )?page ?views?)\b/;
/** "people we have a name/email for", "visitors we've got an email for": visitors with an identity */
/** "visitors who are identified", "people that have been identified": visitors with an identity */
// ("visitors who came through paid_social are identified": the same, said after what they did)
export const WHO_ARE_IDENTIFIED = /\b(?:visitors?|people|persons?|contacts?)\s+(?:who|that)\s+(?:(?:are|were|have been|has been)\s+|[^?.,;]{1,60}?\s(?:and\s+)?(?:are|is)\s+(?:now\s+|already\s+|currently\s+)?)(?:identified|known|named|unmasked|de-?anonymi[sz]ed)\b/;
/** "of the people who visited last week, how many are identified as of now", "how many visitors of last week are identified now": who has an identity now */
export const ARE_IDENTIFIED_NOW = /\bhow many(?:\s+(?:of (?:them|those|these)|(?:of\s+)?(?:[\w']+\s+){0,3}?(?:visitors?|people|persons)\b[^.?!;]{0,60}?))?\s+(?:are|have been)\s+(?:now\s+|already\s+|currently\s+|actually\s+|really\s+)?(?:identified|named|unmasked)\b/;
export const WE_KNOW_WHO = /\bwe(?: have|'ve got| got| hold| know)\s+(?:an?\s+)?(?:names?|e-?mails?|identit(?:y|ies))(?:\s*(?:\/|or|and)\s*(?:names?|e-?mails?))?\s+(?:for|of)\b|\b(?:visitors?|people|persons?|contacts?)\s+(?:with|having)\s+(?:an?\s+)?(?:known|confirmed|resolved)\s+(?:identit(?:y|ies)|names?|e-?mails?)\b/;
export const VIS = /\b(?:visitors?|people|persons?|contacts?|individuals?|users?|employees|staff|folks|first[- ]timers?|everyone|everybody)\b/;
export const PAGE_VIEWS = /\b(?:was|were|is|are|been|got|get)\s+(?:\S+\s+){0,5}?viewed\b|\b(?:first|last|latest|most recent|earliest)\s+(?:\/\S*\s+|\w+ page\s+)?views?\b|\bhow many times (?:was|were|has|have|did|is)\b.*\b(?:view(?:ed)?|opened|loaded)\b|\btop (?:\d+|\w+) pages\b|\b(?:most|least) \w+ pages\b|\bpage ?views?\b|\bpageviews?\b|\b(?:most|least) (?:viewed|visited|popular)\b|\btop pages\b|\bpopular pages\b|\bviews\b|\bvisits? (?:did|does|to|on)\b|\bhow (?:many|much) (?:visits|traffic)\b|\btraffic (?:to|on)\b/;

/** "new accounts", "first seen yesterday", "first-time visitors": first seen in the window (a filter, not the first time) */
export const NEW_RE = /\bnew (?:(?:this|last) (?:week|month|quarter) )?(?:accounts?|accts?|compan(?:y|ies)|visitors?|people|users|contacts|customers?|competitors?|leads?)\b|\bfirst[- ](?:ever[- ])?visit(?:ed)? (?:falls |fell |was |is |happened )?(?:in|during|this|last|today|yesterday|between|within|since|on (?=\d|(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b))\b|\bfirst[- ]seen date (?:falls |fell |is |was )?(?:in|within|between|during|on|since)\b|\b(?:had )?never (?:been )?seen (?:before|until)\b|\bfor (?:the |a )?(?:very )?first time\b|\b(?:seen|came|come|visited|appeared|showed up) (?:the )?first time\b|\bfirst[- ]timers?\b|\bfirst seen (?:in|during|this|that|last|since|yesterday|today|over|within|between|from|on|the past|past)\b|\bnewly (?:identified|seen)\b|\b(?:we )?first saw(?: them| it)? (?:in|during|this|last|today|yesterday|between|within|since|over)\b|\bfirst[- ]time (?:visitors?|accounts?|compan(?:y|ies)|people)\b/;

/** the question is about being identified ("when did we identify x@y.com") */
export const IDENTIFYING = /\b(?:identified|identify|identification|unmask(?:ed)?|de-?anonymi[sz]ed?)\b/;

/** Visitors said to be without an identity: "anonymous", "not yet identified", "never matched". */
export const UNIDENTIFIED = /\b(?:(?:we )?(?:have )?never (?:been )?(?:identified|named|matched|unmasked)|(?:without|with no|w\/o|lacking) (?:an? |any )?(?:identification|identity|name|known identity)|anonymous|anonymized|anonymised|unidentified|unknown|unnamed|unmatched|unresolved|not[- ](?:yet[- ]|been )?(?:identified|known|named|matched|resolved|de-?anonymi[sz]ed|unmasked))\b/;

/** the attribution rollup named by its campaigns: "the campaign attribution rollup", "attribution (campaign) rollup", "campaign-attributed" */
export const ROLLUP_NAMED = /\b(?:attribution\s+)?\(?campaign\)?(?:\s+attribution)?\s+roll-?up\b|\bcampaign[- ]attributed\b/g;
