// Whom or what a question is about: accounts, visitors, page views, sessions, attributed sessions,
// identifications, recommendations, keys, webhooks.
import type { Measure } from '../../catalogue/applied.js';
import type { Subject } from '../query.js';
import * as x from '../extract.js';
import { ACC, ARE_IDENTIFIED_NOW, IDENTIFIED_PEOPLE, PAGE_VIEWS, VIS, VISITED, WHOSE_SOURCE } from './words.js';

/** a sentence that says how to count, not what ("she counts a session as a run of page views …", "a session ends after …") */
const DEFINES = /^(?:she|he|they|we|i|my boss|the boss)\s+(?:counts?|defines?|means?|treats?|calls?)\s+an?\s+\w+\s+as\b|^an?\s+(?:session|visit|visitor|page ?view|account)\s+(?:is|means|being|ends|begins|starts|counts)\b/;

export function subjectOf(question: string): Subject {
  // (a definition after the question says what its word means: the thing counted is the question's)
  const sentences = question.split(/(?<=[.?!])\s+/);
  if (sentences.length > 1 && sentences.slice(1).some((t) => DEFINES.test(t))) question = sentences.filter((t) => !DEFINES.test(t)).join(' ');

  // a definition in brackets ("sessions (runs of page views …)") says what a word means, not what is asked
  // (an exclamation before the question — "Busy week!" — and "forget companies for a second:" are remarks)
  const text = question.replace(/\([^)]*\)/g, ' ').replace(/^[^.?!]{1,40}!\s+/, '').replace(/^(?:forget|never mind|leaving aside|setting aside|ignore)\b[^:,.?!]{0,40}[:,.]\s*/, '');
  // "customers only — number of page views on /pricing", "competitors, past 30 days: top two paths": a
  // lead of filters names who narrows the question; what is counted is named after it
  const led = text.match(LED_BY_FILTERS);
  if (led && !/[a-z]/.test(led[1]!.replace(FILTER_WORDS, ' ')) && THINGS.test(led[2]!)) {
    const s = subjectOf(led[2]!);
    if (s !== 'other' && s !== 'accounts') return s;
  }
  // "of the visitors identified …, which 2 made the most page views", "the visitor with the most /blog/
  // page views": who, ranked by their views
  const ranked = text.match(/\b(visitors?|people|persons?|accounts?|accts?|compan(?:y|ies)|leads?|customers?)\b[^?.]{0,80}?\b(?:which|who)\s+(?:\d+|one|two|three|four|five)\s+(?:of them\s+)?(?:made|had|racked up|logged|viewed|generated)\s+the most\b|\b(visitor|person|account|company|lead|customer)\s+(?:with|having) the most\s+(?:\/\S+\s+)?(?:page ?views?|pageviews?|views)\b|\b(?:\d+|one|two|three|four|five)\s+(people|visitors|persons|accounts|companies)\s+with the (?:most|(?:largest|highest|biggest|greatest)(?: number of)?)\s+(?:\/\S+\s+)?(?:page ?views?|pageviews?|views)\b/);
  if (ranked) return /^(?:visitor|people|person)/.test(ranked[1] ?? ranked[2] ?? ranked[3]!) ? 'visitors' : 'accounts';
  // ("which five lead organisations generated the most page views": who, ranked by their views)
  // ("which account had the most page views from linkedin": the one account)
  const generated = text.match(/\b(?:which|what|the)\s+(?:\d+\s+|(?:one|two|three|four|five|six|seven|eight|nine|ten|single)\s+)?(?:\w+\s+)?(accounts?|compan(?:y|ies)|organi[sz]ations?|orgs?|firms?|visitors?|people|leads|customers|competitors)\s+(?:generated|had|made|racked up|logged|produced|drove|got|received|recorded)\s+the most\s+(?:page ?views?|pageviews?|views)\b/);
  if (generated) return /^(?:visitor|people)/.test(generated[1]!) ? 'visitors' : 'accounts';
  // "who from competitor companies …? list the people": the people
  if (/^who\s+(?:from|at)\b|\b(?:list|name|show(?: me)?)\s+(?:the |all )?(?:people|persons|individuals)\b/.test(text) && !/\b(?:identif\w*|unmask\w*|de-?anonymi\w*)\b/.test(text)) return 'visitors';
  // "how many visits does each person from a competitor account have, on average": per person, the visitors
  // ("page views per visitor" are page views, averaged per visitor)
  if (/\b(?:each|every|per|an? (?:average|typical))\s+(?:single\s+)?(?:person|visitor|individual|head|user|contact)\b(?!\s+counts?)/.test(text) && /\bvisits?\b|\bvisit counts?\b/.test(text) && !/\bper (?:\w+ )?(?:company|account)\b|\bsessions?\b|\bpages?\b/.test(text) && !PAGE_VIEWS.test(text)) return 'visitors';
  // "visitors at company level", "per company": the accounts
  if (/\b(?:at (?:the )?(?:company|account) level|per (?:\w+ )?(?:company|account)|by company)\b/.test(text)) return 'accounts';
  // "count sessions | any pageview under /blog": sessions, asked first
  // ("page views are noisy so let's use sessions. how many sessions …": the sentence that asks names them)
  if (/(?:^|[.?!;]\s+)(?:count|number of|how many|total)\s+(?:of\s+)?sessions\b/.test(text) && !/\battribut\w*\b/.test(text)) return 'sessions';
  // "our busiest customer, ranked by page views": the companies, ranked
  if (/\b(?:accounts?|accts?|compan(?:y|ies)|organi[sz]ations?|orgs?|customers?|leads?|competitors?|prospects?)\b[^.?!]{0,40}\b(?:ranked |ordered |sorted )?by (?:the |their )?(?:number of |total |how many )?page ?views\b/.test(text) && !/\b(?:visitors?|people|persons?|channels?|sources?|campaigns?|pages|paths?|urls?)\b/.test(text.replace(/\bpage ?views?\b|\bpageviews?\b/g, ' '))) return 'accounts';
  // "sessions that hit /demo": sessions, unless attributed ones or page views are named
  if (/\bsessions?\b/.test(text) && !/\bpage ?views?\b|\bpageviews?\b|\battribut\w*\b|\bchannels?\b|\bcampaigns?\b|\bsources\b|\butm\b/.test(text)) return 'sessions';
  // "sessions that included a demo page view": sessions narrowed by a page
  if (/\bsessions?\b.*\b(?:includ\w*|contain\w*|with|had|hit)\b.*\bpage ?views?\b/.test(text) && !/\battribut\w*\b|\bchannels?\b|\bcampaigns?\b/.test(text)) return 'sessions';
  // "page views from competitor accounts", "how many pages did competitors view": page views narrowed by who
  // ("average intent of leads with a page view of /x": the leads' intent, narrowed by the view)
  if (/\bpage ?views?\b|\bpageviews?\b|\bpage hits\b|\bviews of (?:the |our )?(?:\/\S*|(?:[a-z-]+ ){0,2}[a-z-]+ page)|\bhow many (?:\w+ )?views\b|\bviews? (?:by|from) (?:\w+\s+)?(?:accounts?|compan(?:y|ies)|visitors|leads|customers|competitors)\b|\b(?:first|last|latest|most recent|earliest)\s+(?:\S+\s+){0,2}?views?\s+of\b|\bhow many pages (?:did|have|has|were)\b.*\b(?:view|look(?:ed)? at|visit|see|saw|read|hit)|\bnumber of pages (?:viewed|visited|seen|read|opened) by\b|\bhow many times (?:did|have|has|were|was)\b.*\b(?:view(?:ed)?|look(?:ed)? at|visit(?:ed)?|hit)\b/.test(text) && !/(?:^|\btop\s+|^(?:which|what|count|list|number of|how many|our|the|give me|show me)\s+)(?:\d+\s+|(?:two|three|four|five|six|seven|eight|nine|ten)\s+)?(?:(?:lead|customer|competitor|new|returning|identified|anonymous|known|(?!pages?\b|views?\b|page-?views?\b)[a-z]+-[a-z]+)\s+)?(?:accounts|compan(?:y|ies)|visitors|customers|competitors|leads|people|(?:account|visitor)(?!\s+(?:pages?|page ?views?|pageviews?)\b))\b|\b(?:accounts|compan(?:y|ies)|visitors)\s+by (?:the |their )?(?:number of |count of |most )?page ?views\b|\b(?:accounts|compan(?:y|ies)|visitors) (?:that |which |who )?viewed the most\b|\b(?:visitors?|people|persons?)\b.*\bby (?:their |the )?(?:number of )?(?:\w+ )?page ?views\b/.test(text) && !WITH_A_VIEW.test(text) && !FIELD_OF_WHO.test(text)) return 'page_views';
  // ("the three pages that people from our customer accounts viewed the most": pages, ranked)
  if (/\b(?:most|least) (?:viewed|visited|popular) (?:pages|urls|paths)\b|\btop (?:\d+ |\w+ )?pages\b|\bpopular pages\b|\b(?:pages|paths|urls)\s+(?:most|least)\s+(?:viewed|visited|popular)\b|\b(?:pages?|paths?)\b(?:\s+\S+){0,7}\s+(?:view(?:ed|s)?|visit(?:ed|s)?|read|look(?:ed|s)? at)\s+(?:the\s+)?most\b/.test(text)) return 'page_views';
  if (PAGE_VIEWS.test(text) && !/^(?:which|what|top|the)\s+(?:\w+\s+)?(?:leads|prospects|clients)\b/.test(text) && !/\b(?:accounts?|compan(?:y|ies)|visitors?|people|customers?|competitors?)\b/.test(text.replace(/\bhow many visitors\b/, '')) && !FIELD_OF_WHO.test(text) && !WITH_A_VIEW.test(text)) return 'page_views';
  // "companies we have identified": the accounts (an account exists once a visitor is resolved to it)
  // ("organisations, of all those ever identified, …")
  if (/\b(?:compan(?:y|ies)|accounts?|accts?|orgs?|organi[sz]ations?|businesses|firms|logos)\s+(?:that |which )?(?:we(?: have|'ve)?|have we|did we)\s+(?:identified|unmasked|de-?anonymi[sz]ed|matched)\b|\b(?:compan(?:y|ies)|accounts?|orgs?|organi[sz]ations?|businesses|firms),?\s+(?:of\s+)?(?:all\s+)?(?:those|the ones)\s+(?:ever\s+)?identified\b/.test(text)) return 'accounts';
  // "how many people did we unmask this week": identifications
  if (/\b(?:did|have|has) we (?:unmask|identif|de-?anonymi)\w*/.test(text) && !/\b(?:people|visitors?|persons?|contacts?)\s+(?:at|from)\b/.test(text)) return 'identifications';
  // "identifications from the brand-search campaign": identifications, narrowed by the campaign
  if (/\bidentifications?\b/.test(text) && !/\battribut\w*\b|\bsessions?\b/.test(text)) return 'identifications';
  // "unidentified visitors arriving via the email channel", "accounts from the abm-q3 campaign": people or
  // companies narrowed by a channel or campaign, not attribution (unless channels are what is ranked)
  const dim = text.search(/\b(?:channels?|campaigns?|utm)\b/);
  const who = text.search(/\b(?:visitors?|people|accounts?|accts?|compan(?:y|ies)|organi[sz]ations?|orgs?|firms?|businesses|leads|customers|competitors)\b/);
  if (dim >= 0 && who >= 0 && who < dim && !/\battribut\w*|\bsessions?\b/.test(text) && !/\b(?:which|what|top|best|biggest|by|per|each)\s+(?:\w+\s+)?(?:channels?|campaigns?)\b/.test(text))
    return /\b(?:visitors?|people)\b/.test(text.slice(who, who + 9)) ? 'visitors' : 'accounts';
  if (/\battribut\w*\b|\bchannels?\b|\bcampaigns?\b|\butm\b|\bsources\b.*\bsessions?\b/.test(text)) return 'attributed_sessions';
  if (/\bsessions?\b/.test(text)) return 'sessions';
  // "identified visitors", "people at X we have identified": visitors narrowed to the identified
  if (IDENTIFIED_PEOPLE.test(text) || ARE_IDENTIFIED_NOW.test(text) || /\b(?:people|visitors?|persons?|contacts?)\s+(?:at|from)\s+.+\b(?:have we|did we|we'?ve)\s+identified\b|\b(?:people|visitors?|persons?|contacts?|everyone|everybody)\s+(?:that |who |whom )?we(?: have|'ve)? (?:identified|named)\b/.test(text)) return 'visitors';
  if (/\bidentif\w*\b|\bde-?anonymi[sz]\w*|\bunmask\w*|\b(?:match|id) rate\b|\bresol(?:ved|ution)\b/.test(text)) return 'identifications';
  // "competitor employees", "customer contacts": people, the classification an adjective
  const people = text.replace(/\b(?:\w+-)?(?:competitor|customer|client|lead|prospect|account|company)s?(?:-side)?\s+(?=visitors?\b|people\b|contacts?\b|employees\b|staff\b|users?\b|folks\b)/g, '');
  if (ACC.test(people) && (!VIS.test(people) || people.search(ACC) < people.search(VIS))) return 'accounts';
  if (VIS.test(text)) return 'visitors';
  if (/\brecommendations?\b/.test(text)) return 'recommendations';
  if (/\bkeys?\b/.test(text)) return 'keys';
  if (/\bwebhooks?\b/.test(text)) return 'webhooks';
  // "visits per lead": a classification names accounts
  if (x.classification(text)) return 'accounts';
  return 'other';
}

/** a question led by filters before a colon or a dash: [whole, the filters, the question] */
const LED_BY_FILTERS = /^([^:—–?]{1,80}?)\s*(?:[:—–]|\s-\s)\s*(.+)$/;
/** what a lead of filters is made of: classifications, "only", windows, pages */
const FILTER_WORDS = /\b(?:customers?|clients?|competitors?|rivals?|leads?|prospects?|excluded|only|just|this|last|past|the|our|all|of|and|ever|all time|today|yesterday|\d+|days?|weeks?|months?|quarter|year|pricing|pages?|blog|demo|identified|anonymous|new|returning)\b|\/\S*/g;
/** things counted other than companies, named in the question after the filters */
const THINGS = /\b(?:page ?views?|pageviews?|paths?|pages|urls|people|persons|visitors?|sessions?|identifications?)\b/;

/** "average intent of leads (with a page view of /x)": a field of who, not of page views */
const FIELD_OF_WHO = /\b(?:intent(?: scores?)?|visit counts?|visitor counts?)\s+(?:of|for|across|among)\s+(?:the\s+|our\s+|all\s+)?(?:accounts|compan(?:y|ies)|visitors|customers|competitors|leads|people)\b/;

/** "accounts with at least one page view this week", "visitors with a page view today": who, not page views */
const WITH_A_VIEW = /\b(?:accounts?|accts?|compan(?:y|ies)|organi[sz]ations?|orgs?|firms?|businesses|visitors?|people|leads|customers|competitors)\b[^?]{0,60}?\b(?:with|having|(?:that |who |which |and )?(?:had|have|has|recorded|made|logged))\s+(?:(?:at least one|an?|any|one or more|\d+\+?)\s+|(?=(?:non-?bot\s+)?page ?views\b))(?:\/\S+\s+|[\w=-]+\s+(?:search\s+|social\s+|campaign\s+|channel\s+|source\s+)?)?page ?views?\b|\b(?:they|who|which|that)\s+(?:had|have|has)\s+(?:an?\s+|any\s+|at least one\s+)?(?:[\w/-]+\s+)?page ?views?\b/;

/**
 * "visitors resolved through the ip table who were on the site this month": visitors who visited, not
 * identifications made; an average or sum over identified people ("form-fill matches: mean number of
 * visits") is of the visitors too.
 */
export function identifiedPeople(subject: Subject, measure: Measure, text: string, windowed: boolean): Subject {
  // "identified ones (whenever identified) … visited this month": identified visitors who visited
  if (/\bwhenever (?:they were |they got )?identified\b|\bidentified\s*\(?at any (?:time|point)\b|\bno matter when\b/.test(text) && (subject === 'identifications' || subject === 'visitors') && (measure === 'list' || measure === 'count')) return 'visitors';
  // "people identified in the last 30 days", "people we identified last month": identifications made in the window
  // ("page views made by visitors who have not been identified" are page views)
  // ("newly identified this week, with a /demo page view": identified in the window, and visited)
  if (windowed && subject !== 'page_views' && subject !== 'sessions' && (!VISITED.test(text) || /\bnewly identified\b|\bidentified (?:this|last|past|today|yesterday|during|in the (?:last|past))\b/.test(text)) && (IDENTIFIED_IN.test(text) || (subject === 'visitors' && /\bwe(?: have|'ve)? (?:identified|unmasked|matched)\b/.test(text)))) return 'identifications';
  if (subject !== 'identifications' || !VIS.test(text)) return subject;
  return ((measure === 'count' || measure === 'list') && (VISITED.test(text) || WHOSE_SOURCE.test(text) || /\b(?:arrived|came (?:in )?(?:from|via|through)|landed on)\b/.test(text))) || measure === 'average' || measure === 'sum' ? 'visitors' : subject;
}

/** "identified in the last 30 days", "whose identification happened within …": the window is the identification's */
const IDENTIFIED_IN = /\bnewly identified\b|\b(?:email[- _]captured|form[- _]filled|ip[- _]matched|asn[- _]matched) (?:in|during|within|over|since|between|this|last|yesterday|today)\b|\bidentified (?:by|via|through|using) (?:the |an? )?(?:email[- _]captures?|form[- _]fills?|ip[- _]?(?:range )?tables?|ip lookups?|asn(?: lookups?)?) (?:in|during|within|over|since|between|this|last|yesterday|today)\b|\bidentified (?:\(?(?:by|via|through|with|using) (?:any|every|whatever|all) (?:methods?|means|sources?|ways?)\)?,? )?(?:in|on\b|during|within|over|since|from|between|this|last|past|previous|yesterday|today|\d{4}-)|\b(?:got|were|was|been) identified\b(?! at any time)|\bidentification (?:happened|was made|took place|occurred)\b/;
