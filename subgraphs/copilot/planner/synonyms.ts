// Phrases a user new to the product says for its terms (issue 14): "the buying-interest score" is the
// intent score, "people whose email we know" were identified by email capture, "page loads" are page
// views. Restated in the normalised text before any reading, so every reading knows one word for each.
// Classifications said in so many words ("the companies that pay us") are read in extract.ts.

const PHRASES: [RegExp, string][] = [
  // intent
  [/\b(?:buying[- ]interest|how[- ]likely[- ]to[- ]buy|likelihood[- ]to[- ]buy|purchase[- ]intent|buying[- ]intent|buyer[- ]intent|interest)\s+(?:score|number|rating|level)s?\b/g, 'intent score'],
  [/\b(?:most|more)\s+(?:eager|keen|interested|engaged|likely to buy)\b/g, 'highest intent'],
  [/\b(?:least)\s+(?:eager|keen|interested|engaged|likely to buy)\b/g, 'lowest intent'],
  [/\bhow (?:keen|eager|interested|likely to buy)\b/g, 'what intent score'],
  // page views
  [/\bpage (?:loads|opens|impressions)\b|\bpageloads\b|\bhuman (?:page ?views|hits)\b|(?<!\b(?:direct|search|google)\s)\b(?:page\s+)?hits\b(?!\s+(?:on|to)\s+(?:the\s+)?(?:button|link))/g, 'page views'],
  [/\bpageload\b/g, 'page view'],
  [/\bhuman (?=page ?views?\b)/g, ''],
  [/\btimes (?:were )?pages (?:were )?(?:opened|loaded)\b|\bpages (?:were )?opened\b/g, 'page views'],
  [/\bopened (?:the )?most pages\b|\bopened pages (?:the )?most\b/g, 'viewed the most pages'],
  // ("page load time", "page load speed": how fast a page loads, which nothing records; kept for the decline)
  [/\bpage (?:load|open|impression)\b(?!\s+(?:times?|speed|duration|performance|latency))/g, 'page view'],
  [/\b(?:opened|open|opens|loaded|load)\s+(?:a|one of our|any of our|our|any)\s+pages?\b|\b(?:opened|loaded)\s+pages?\b/g, 'viewed a page'],
  // sessions, channels
  // (a sitting as a noun: "are sitting in the queue" is no session)
  [/(?<!\b(?:are|is|was|were|be|been|keep|left|just)\s)\bsittings\b/g, 'sessions'],
  [/(?<=\b(?:a|the|one|each|every|per|latest|last|first|earliest|newest|single|their|his|her)\s)sitting\b/g, 'session'],
  [/\bunpaid search(?: results?)?\b|\bnatural search(?: results?)?\b/g, 'organic search'],
  [/\b(?:following|clicking|clicked|followed|via)\s+(?:a\s+)?links?\s+(?:on|from)\s+(?:some\s+|an?)?(?:other|another|other people's|someone else's)\s+(?:web)?sites?\b/g, 'from referral'],
  [/\bkinds? of traffic(?: sources?)?\b|\btypes? of traffic(?: sources?)?\b/g, 'channels'],
  // identification by email capture, identified, anonymous
  [/\b(?:whose|with (?:an?|their))\s+e-?mails?(?: address(?:es)?)?\s+(?:we|the (?:tool|system))\s+(?:know|have|got|learned|captured)\b|\b(?:(?:who|that)\s+)?(?:have\s+|has\s+)?(?:gave|give|given|handed over|shared|submitted|left)\s+(?:us\s+)?(?:their|an?|his|her)\s+e-?mails?(?: address(?:es)?)?\b|\b(?:we|the (?:tool|system)) (?:have|know|got) (?:an? |the |their )?e-?mails?(?: address(?:es)?)? (?:for|of)\b/g, 'identified by email capture'],
  [/\b(?:complete|total) (?:unknowns|strangers)\b|\b(?:we|the (?:tool|system)) (?:still )?(?:can(?:no|')?t|could(?:n't| not)|have(?:n't| not)) (?:yet )?put a name to\b/g, 'anonymous visitors'],
  [/\be-?mail[- ]identified\b|\b(?:we )?know (?:them |(?:of )?whom )?(?:by|through|from) (?:the |their |an? )?e-?mails?(?: address(?:es)?)? (?:(?:they|he|she) )?(?:gave|typed|entered|left|submitted)(?: us)?\b/g, 'identified by email capture'],
  // ("people we know by email" are identified ones, however: the email may have come with the company match)
  // people and companies in other words ("folks", "individual humans", "firms", "orgs")
  [/\b(?:individual )?(?:humans|folks|individuals)\b/g, 'people'],
  [/\b(?:single|one|top) (?:individual|human)\b(?!\s+(?:visitors?|people|page|views?)\b)/g, 'single person'],
  [/\b(?:firms|orgs|businesses)\b/g, 'companies'],
  [/\b(?:firm|org)\b/g, 'company'],
  // bounds in other words: "70 or better", "north of 70"
  [/\b(\d+) or (?:better|greater|higher|up)\b/g, '$1 or more'],
  [/\bnorth of (\d+)\b/g, 'more than $1'],
  [/\bsouth of (\d+)\b/g, 'less than $1'],
  [/\brepeat (?:people|visitors|folks)\b/g, 'returning visitors'],
  // "a perfect intent score" is 100 (said again when the 100 follows: "a perfect score of 100")
  [/\b(?:an? |the )?perfect (?:intent )?scores?\b(?!\s+of\b)/g, 'an intent score of 100'],
  [/\bperfect (?=(?:intent )?scores?\s+of\b)/g, ''],
  // "show up on our radar" is to show up
  [/\s+on (?:our|the|my|your) radar\b/g, ''],
  [/\bde-?anonymi[sz]ed\b|\bunmasked\b/g, 'identified'],
  // "people we recognised" are identified ones
  [/\brecogni[sz]ed\b/g, 'identified'],
  [/\brecogni[sz]e\b/g, 'identify'],
  [/\b(?:pin(?:ned)?|match(?:ed)?|tie|tied) (?:them |it )?to a company or (?:an )?e-?mail(?: address)?\b|\bput a (?:name|company) (?:or (?:a )?(?:name|company) )?to\b/g, 'identified'],
];

/** The text with the product's own words for what it says in other words. */
export function withProductWords(text: string): string {
  for (const [re, word] of PHRASES) text = text.replace(re, word);
  return text;
}
