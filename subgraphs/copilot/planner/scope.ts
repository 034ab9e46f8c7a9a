// Questions the product tools cannot answer: features that need outside systems (a later issue)
// and questions outside the product altogether. Both get an honest answer, never a made-up one.
export interface Unavailable {
  feature: string;
  text: string;
}

const LATER = 'That needs a connection to an outside system that this copilot does not have yet';
/** for tools that exist but are not offered to this caller (API keys are read-only) */
const NOT_HERE = 'That is a change, and changes are not offered to this caller (API keys are read-only; sign in to make it)';

/** [pattern, feature, answer, the tools that make it available: when the caller has one, the question is planned normally] */
const UNAVAILABLE: [RegExp, string, string, string[]][] = [
  // commerce the store tools do not cover (#17 routes revenue, AOV, products, prices, customers and
  // page → purchase questions to their tools)
  [/\b(?:lifetime value|ltv|refunds?|returns? rate|inventory|stock levels?|shipping costs?|taxes|gmv|basket size|cart abandonment|churn(?:ed|ing)? members?)\b/,
    'commerce analytics', 'That part of commerce analytics (lifetime value, refunds, inventory, shipping, member churn) is not available in this copilot: I can answer about revenue, AOV and what changed it, product sales, price changes, new and returning customers, which pages preceded purchases, and visit → signup → paid membership paths.', []],
  [/^(?:please\s+|can you\s+|could you\s+|now\s+)?(?:run|execute|trigger|fire|kick off|start)\b.{0,40}\b(?:sync|rule)\b(?!.*\b(?:would|preview|dry)\b)|\bsync (?:them|now|it now)\b|\bpush (?:them|these|those|contacts?|everyone|people)\b.{0,30}\b(?:to|into)\b/,
    'run_sync_rule', `Running a sync rule pushes contacts to your email platform. ${NOT_HERE}; you can preview what it would send with a dry run.`, ['run_sync_rule']],
  [/^(?:please\s+|can you\s+|could you\s+)?(?:run|start|trigger|kick off|launch)\b.{0,30}\benrich|\benrich (?:them|those|these|everyone|now|the abandoners|all)\b/,
    'run_enrichment_pipeline', `Running enrichment spends vendor credits. ${NOT_HERE}; I can show the enrichment settings.`, ['run_enrichment_pipeline']],
  [/^(?:please\s+|can you\s+|could you\s+|i want to\s+|let'?s\s+|help me\s+)?(?:connect|link|hook up|integrate|authori[sz]e|plug in|reconnect)\b.{0,40}\b(?:klaviyo|mailchimp|esp|email platform|email provider|hubspot|sendgrid|brevo)\b|\bverify\b.{0,20}\b(?:klaviyo|mailchimp|esp|email platform)\b|\bskip\b.{0,30}\b(?:esp|email platform|email step|klaviyo|email)\b/,
    'connect_esp', `Connecting, verifying or skipping the email platform changes the workspace. ${NOT_HERE}; or use Settings → Integrations in the dashboard. I can tell you the current connection status.`, ['connect_esp', 'verify_esp', 'skip_esp']],
  [/\b(?:connect|link|authori[sz]e|install|hook up)\b.{0,30}\b(?:store|shopify|woocommerce|bigcommerce|shop)\b/,
    'authorize_store', `Connecting a store needs the store owner's authorisation on Shopify. ${NOT_HERE}; or use Settings → Integrations in the dashboard. I can tell you the store's connection status.`, ['authorize_store']],
  [/\b(?:invite|add)\b.{0,40}\b(?:team|teammates?|colleagues?|members?|users?|seat)\b|\binvite\b|\b(?:remove|kick|boot)\b.{0,30}\b(?:from (?:the|my|our) (?:team|workspace)|teammate|member|colleague)\b|\b(?:make|promote|demote)\b.{0,30}\b(?:an? )?(?:admin|owner)\b|\bcancel\b.{0,20}\binvit\w*|\bchange\b.{0,30}\brole\b/,
    'team changes', 'Team changes (invites, roles, removals) are privileged: the copilot offers them only when an owner has enabled guardrails.copilot_privileged_actions_enabled, and only to admins and owners. They can always be made under Settings → Team. I can list the team.', ['invite_team_member', 'update_team_member', 'remove_team_member', 'cancel_invitation']],
  [/^(?:please\s+|can you\s+|could you\s+|i want to\s+|i'?d like to\s+|let'?s\s+|help me\s+)?(?:upgrade|downgrade)\b|\b(?:upgrade|downgrade)\s+(?:us|me|our|my|the (?:plan|subscription|workspace)|to (?:the )?(?:starter|growth|pro|business|enterprise|a (?:bigger|higher|smaller) plan))\b|\b(?:checkout|(?:buy|purchase) (?:a |the |another |more )?(?:plan|seats?|subscription|credits|upgrade)|billing portal|invoices?|payments?|pay (?:the |my |our )?(?:bill|invoice|subscription|plan)|credit card|card on file|cancel (?:my|our|the) (?:plan|subscription))\b/,
    'billing', 'Billing changes (upgrades, checkout, the billing portal) are privileged: the copilot offers them only to owners, when an owner has enabled guardrails.copilot_privileged_actions_enabled. Use Settings → Billing. I can show your current plan and usage.', ['start_checkout', 'open_billing_portal']],
  [/\b(?:test|send (?:a )?test|try)\b.{0,30}\b(?:alerts?|slack|teams|destinations?|channels?)\b|\bsend\b.{0,30}\b(?:message|ping)\b.{0,20}\b(?:slack|teams|channel)\b/,
    'test_alert_destination', `Testing an alert destination posts a real message to a chat channel. ${NOT_HERE}.`, ['test_alert_destination']],
];

/** `strong`: a product tool already reads the question confidently, so only actions count. `offered`: the caller's tools. */
export function unavailableFeature(text: string, strong = false, offered: ReadonlySet<string> = new Set()): Unavailable | null {
  for (const [re, feature, answer, tools] of UNAVAILABLE) {
    if (strong && feature === 'commerce analytics') continue;
    if (tools.some((t) => offered.has(t))) continue;
    if (re.test(text)) return { feature, text: answer };
  }
  return null;
}

const OFF_TOPIC =
  /\b(?:weather|joke|poem|story|recipe|capital of|stock price|bitcoin|crypto|news|sports?|football|movie|song|translate|write (?:me )?(?:an? )?(?:email|essay|blog|post|code|function|script|tweet)|draft (?:an? )?(?:email|message|post)|meaning of life|horoscope|who (?:won|is the president)|president|election|how are you|your name|who (?:made|built|are) you|linkedin (?:profiles?|posts?|connections?|followers)|google analytics|competitors'? (?:traffic|revenue))\b/;

export const isOffTopic = (text: string): boolean => OFF_TOPIC.test(text);

export const CAPABILITIES =
  'I can answer questions about your accounts, visitors and their journeys, attribution, recommendations, and workspace settings (setup, intent pages, enrichment, sync rules, API keys, webhooks, alerts, team, plan), and make changes to those records after you confirm.';

export const OUT_OF_SCOPE = `That is outside what I can answer from this workspace's data, so I won't guess. ${CAPABILITIES}`;

/**
 * Data the service does not record: a question about it is declined, naming what is missing, rather
 * than answered from the nearest thing it does record (a call count is not a revenue figure).
 */
const NOT_RECORDED: [RegExp, string][] = [
  [/\btelephon\w*\b|\bcall(?:ed|ing)? (?:our |the )?(?:sales|support) (?:line|team|number|desk)\b|\b(?:phone|sales|cold|inbound) calls?\b|\bcalls? (?:did|were|made|to|logged)\b|\blogged calls?\b|\bdial(?:s|led)?\b/, 'phone calls'],
  // what a marketing or sales team keeps in its own lists: ABM tiers, ad audiences, gifts sent, deal stages
  [/\btier[- ]?[1-3]\b|\btiering\b|\btarget (?:account )?lists?\b|\b(?:matched|custom|lookalike|retargeting) audiences?\b/, 'account tiers and ad audiences kept outside this workspace'],
  [/\bdirect[- ]mail\b|\bgift ?(?:box(?:es)?|cards?)\b|\bswag\b|\bsendoso\b/, 'gifts and direct mail sent'],
  // what other tools know of the site's content: analytics suites, the CMS, the open web
  [/\bga4?\b|\bgoogle analytics\b|\bengaged sessions?\b/, 'Google Analytics figures (its conversions, engaged sessions)'],
  [/\bword counts?\b|\bauthors?\b|\bwritten by\b|\bpublish(?:ed|ing)?\b|\bpublication dates?\b|\bcontent tags?\b|\b(?:posts?|articles?)\s+(?:that are\s+|are\s+)?tagged\b(?!\s+(?:with\s+)?(?:the\s+)?(?:utm|[\w-]+\s+campaign))|\bcomments?\b/, 'what the CMS knows of a page (authors, word counts, publish dates, tags, comments)'],
  [/\bshared on\b|\bsocial (?:media )?shares\b|\bshares on (?:social|linkedin|x|twitter|facebook)\b|\bbacklinks?\b|\breferring domains?\b|\brank(?:s|ing|ings)? (?:on|in) google\b|\bserps?\b|\bsearch rankings?\b/, 'what happens to your pages off this site (shares, backlinks, search rankings)'],
  [/\bpublicly (?:traded|listed)\b|\bstock (?:exchange|market)\b|\bfounded (?:in|after|before|since)\b|\b(?:university|college) degrees?\b|\bdegrees?\b.{0,20}\b(?:university|college)\b|\beducation\b|\b(?:has|have|with) (?:kids|children)\b|\bmarital\b|\bmarried\b/, 'what visits cannot tell of companies and people (stock listings, founding years, education, family)'],
  [/\b(?:price |sales )?quotes? (?:did we |we )?sen[dt]\b|\bsen[dt] (?:a |any |the )?(?:price )?(?:quotes?|proposals?)\b|\bproposals? sent\b/, 'quotes and proposals sent (kept in a CRM)'],
  [/\bgdpr\b|\bdeletion requests?\b|\bdata subject (?:access )?requests?\b|\bdsars?\b/, 'privacy requests (GDPR)'],
  [/\bin (?:a |the )?(?:security|legal) reviews?\b|\b(?:security|legal)[- ]review stages?\b|\bprocurement\b|\bdeal stages?\b|\bpipeline (?:created|generated|sourced)\b/, 'deal stages and pipeline (kept in a CRM)'],
  [/\b[a-z0-9]+[- ]backed\b|\binvestors?\b|\bportfolio compan(?:y|ies)\b/, 'who funds a company'],
  [/\brenew(?:ing|s)\b|\brenewal (?:dates?|due|coming)\b|\bup for renewal\b|\brenewals? (?:in|within|this|next)\b/, 'contract renewals (kept in a CRM or billing system)'],
  // the sales team's own tools: lead stages, sequences, owners, partners (no CRM or sales-engagement data is kept)
  [/(?<!\bby (?:an? )?)\bmqls?\b(?!-?(?:ish|like|style|type)\b|\s*(?:=|:|means?\b|i mean\b)|.*\bby (?:an? )?mqls? (?:i|we) mean\b)|\bmarketing[- ]qualified\b|\blifecycle stages?\b|\blead status(?:es)?\b/, 'lead stages from a CRM (MQL, SQL, lifecycle)'],
  [/\b(?:enrol(?:l)?(?:ed|ment)?|added|put) (?:in|into|to|on) (?:an? |the |our )?(?:\w+ )?(?:sequences?|cadences?)\b|\b(?:outreach|salesloft|apollo|lemlist) (?:sequences?|cadences?)\b/, 'sales sequences (Outreach, Salesloft and the like)'],
  [/\b(?:ae|sdr|bdr|csm|account|lead|contact) owners?\b|\b(?:where|whose) (?:the )?owner\b|\bowner (?:is|=)\s|\bowned by\b|\bassigned to\b|\bpartner[- ]source[ds]?\b|\b(?:referral|channel|reseller) partners?\b|\bsourced by (?:an? |our )?partners?\b/, 'owners, assignees and partner sourcing (kept in a CRM)'],
  // what ad platforms count: the pixel sees visits, not ads shown
  [/\b(?:ad |display |paid )?impressions?\b|\bctr\b|\bclick[- ]through rates?\b|\bcpl\b|\bcpa\b/, 'ad impressions, click-through rates and ad costs (the ad platforms\' figures)'],
  [/\b(?:support )?tickets?\b|\bhelp ?desk\b|\bzendesk\b|\bintercom\b|\bescalations?\b|\bjira\b|\bbug reports?\b/, 'support tickets'],
  // what happens inside the customer's use of your product, in experiments, in the browser's consent prompt
  [/\blog-?ins?\b|\blogged (?:in|into)\b|\b(?:product|feature|app) (?:usage|adoption)\b|\bactive users\b/, 'usage of your own product (logins, features)'],
  [/\ba\/b\b|\bsplit tests?\b|\b(?:test|experiment) (?:variants?|groups?)\b|\bvariants?\b/, 'experiments and their variants'],
  [/\bpage ?(?:load|speed)(?: times?)?\b|\bload times?\b|\blcp\b|\bcore web vitals\b|\bttfb\b/, 'page performance (load times)'],
  [/\bcookie (?:banners?|consent|prompts?|choices?)\b|\b(?:rejected|declined|accepted|refused) (?:the )?cookies?\b|\bconsent\b/, 'cookie consent choices'],
  // activity away from this site: app marketplaces, waitlists, launch sites
  [/\bmarketplace\b|\bapp installs?\b|\bwait ?lists?\b|\bproduct hunt\b|\bupvot\w*/, 'activity away from this site (marketplace installs, waitlists, launch upvotes)'],
  [/\bcustom (?:auth\w* )?headers?\b|\bauthori[sz]ation headers?\b/, 'custom webhook headers (a webhook carries its URL, events and signing secret)'],
  [/\bchampions?\b.{0,40}\b(?:changed|left|moved|new) (?:jobs?|roles?|compan(?:y|ies))\b|\bjob changes?\b/, 'job changes (from a sales-intelligence tool)'],
  [/\bmeetings?\b|\bmtgs?\b|\bdemos? booked\b|\bcalendar\b(?!\s+(?:days?|weeks?|months?|quarters?|years?))/, 'meetings'],
  // what a person or a company said: on a call, in a meeting (no transcript is recorded)
  [/\b(?:say(?!\s+(?:how|which|what the|the (?:number|total)))|said|talk(?:ed)? about|discuss(?:ed)?)\b.{0,40}\b(?:calls?|meetings?|conversations?|demos?)\b|\bsentiment\b|\bgong\b/, 'what was said on calls'],
  // people's private and demographic data: the pixel records visits, not who people are at home
  [/\b(?:salar(?:y|ies)|compensation|home (?:address(?:es)?|phone)|(?<!e-?mail )addresses|date of birth|birthdays?|ages?|age (?:breakdown|range|groups?)|genders?|gender split|demographics?|ethnicit(?:y|ies)|religion|marital)\b/, "people's private or demographic details"],
  // revenue a campaign or a deal closed (CRM); store revenue is the commerce tools'
  [/\b(?:revenue|money|arr|mrr|bookings)\b.{0,40}\b(?:close[ds]?|closing|won|sign(?:ed)?)\b/, 'revenue closed from deals'],
  // attribution counts sessions; store revenue is not tied to a campaign, channel or source
  [/\b(?:revenue|money|sales)\b.{0,40}\b(?:campaigns?|channels?|utm[ _]\w+|ads?)\b|\b(?:campaigns?|channels?|utm[ _]\w+|ads?)\b.{0,40}\b(?:revenue|money|sales)\b/, 'revenue by campaign, channel or source'],
  [/\bsqls?\b|\bmqls?\b.{0,40}\b(?:accept\w*|convert\w*|sales[- ]qualified)\b|\b(?:deals?|opportunit(?:y|ies)|opps?|pipeline value|crm stages?|quota attainment|salesforce)\b|\b(?:in|from) (?:the |our )?crm\b|\bclosed[- ](?:won|lost)\b|\b(?:open|sales|total|weighted) pipeline\b|\bpipeline (?:in dollars|amount|worth)\b|\b(?:contract|renewal)s? (?:date|value|amount|status|end|terms?)s?\b|\bup for renewal\b|\bcontract (?:is |comes )?(?:up|ending|expir\w*)\b|\bwhen (?:does|is|will) [\w\s'’.-]{1,40}\bcontract\b/, 'CRM deals'],
  [/\bhow many (?:employees|staff) (?:does|do|did|has|have|work)\b(?!.*\b(?:visit|view|came|site|page)\w*)|\b(?:employee|staff) (?:count|number)s?\b|\bnumber of (?:employees|staff)\b|\bcompany size\b|\bannual revenue\b|\b(?:licen[sc]ed )?seats\b|\blicen[sc]es\b|\brevenue per (?:yr|year)\b|(?<!\b(?:visitor|people|person|avg|average|mean|total)\s)\bhead ?counts?\b(?![^?.]{0,20}\b(?:visitors|people|from|seen|visit\w*|per)\b)|\b(?:\d[\d,.]*\s*k?\+?|a thousand|thousands?|hundreds?|\d+\s*[-–]\s*\d+)\s+(?:employees|staff|people on staff|headcount)\b|\b(?:mid-?market|smbs?|enterprise[- ]siz(?:e|ed)|large enterprises?|startups?|fortune \d+|f500|small (?:and mid-?sized?|businesses))\b|\bemployees? (?:count|size|band|range)\b/, 'company size or revenue (firmographics)'],
  [/\bdwell(?:ed|ing|s)?\b|(?<!\b(?:last|first|next|this|that|each|every|one|the|a)\s)\btime on (?:the )?(?:page|site)\b|\bvideos?\b|\bwatch(?:ing|ed)?\s+(?:the\s+|our\s+)?(?:videos?|webinars?|recordings?)\b|\bhow (?:long|much time|many (?:seconds|minutes|hours))\b.{0,40}\b(?:spen[dt]|spending|stay(?:ed)?|on (?:the |our )?(?:page|site|website))\b|(?<!\b(?:last|first|latest) )\btime (?:spent|on (?:the )?(?:page|site))\b|\bdwell time\b|\bscroll(?:s|ed|ing)?\b|\bsession (?:length|duration)\b/, 'time spent on pages or media'],
  [/\b(?:ad |media |marketing |campaign )?(?:spend|spent|budget|cpc|cpm|roas|cost per (?:click|lead|acquisition))\b.{0,40}\b(?:campaigns?|ads?|linkedin|google|facebook|channel|paid)\b|\b(?:campaigns?|ads?)\b.{0,20}\b(?:cost|budget|spend)\b|\bhow much did we (?:spend|pay)\b/, 'ad spend or campaign costs'],
  [/\bphone(?: numbers?)?\b|\bmobile numbers?\b|\bcell numbers?\b/, 'phone numbers'],
  [/\bsearch (?:terms?|queries|keywords?|phrases?)\b|\bkeywords?\b|\bwhat (?:they|people|visitors) (?:searched|googled|typed into (?:google|bing|the search))\b/, 'search terms'],
  [/\b(?:buttons?|ctas?|call[- ]to[- ]actions?|links?|elements?|widgets?)\b.{0,40}\bclick\w*|\bclick\w*\b.{0,40}\b(?:buttons?|ctas?|call[- ]to[- ]actions?|widgets?)\b|\bclick[- ]?through rates?\b|\bheat ?maps?\b/, 'clicks on page elements'],
  [/\bcost per (?:\w+ )?(?:clicks?|leads?|acquisitions?|sessions?|visits?|visitors?|sign-?ups?|accounts?|conversions?|identifications?)\b|\bbudgets?\b|\bcac\b|\bcustomer acquisition cost\b|\brevenue per (?:ad )?click\b|\broi\b|\broas\b|\bpa(?:y|id|ys) for itself\b|\bspend (?:vs\.?|versus|against|and) (?:return|revenue)\b/, 'costs or budgets'],
  [/\bobjections?\b|\b(?:call|meeting|sales) notes\b|\btranscripts?\b|\b(?:raised|mentioned|told us|complained about)\b.{0,40}\bwhen (?:we|i) (?:talked|spoke|met|called)\b/, 'what was said on calls'],
  // who owns an account in the CRM, where visitors are, what blocks the pixel
  [/\b(?:[a-z]+'s )?assigned (?:accounts?|accts|leads|customers|book)\b|\b(?:accounts?|accts|leads|customers) (?:assigned to|owned by)\b|\b(?:csm|cse|am|rep|account manager|success manager)s? (?:is |are )?assigned\b|\bassigned (?:csm|rep|account manager)\b|\bwho owns\b|\baccount owners?\b|\b(?:owner|owns?)\s+(?:of\s+)?(?:the\s+)?(?:account|company)\b(?!\s+(?:settings|plan|keys?|role))|\bsales ?(?:person|people|rep)\b.{0,40}\b(?:owners?|owns?|assigned|responsible)\b|\b(?:which|what) (?:of (?:my|our) )?(?:reps?|sdrs?|aes?|account executives?|sales ?people)\b.{0,30}\b(?:owns?|handles?|covers?|is assigned)\b|\b(?:reps?|sdrs?|aes?|sales ?(?:team|people|reps?)|salespeople)\b.{0,40}\bquotas?\b|\bon track to (?:hit|make|reach)\b|\bowned by [a-z]+\b|\b(?:sales[- ]qualified|marketing[- ]qualified)\b/, 'account owners (that is the CRM)'],
  [/\b(?:by|per|from|in)\s+(?:country|countries|city|cities|region|state(?!\s*(?:=|:|is)?\s*(?:disabled|enabled|active|open|new|dismissed|snoozed|accepted|revoked))|geo(?:graphy)?|location)\b|\b(?:countr(?:y|ies)|geograph\w*|geo ?location)\b|\b(?:which|what) (?:city|cities|country|region)\b|\bhead ?(?:office|quarters)\b|\bhq\b|\b(?:office|postal|street|mailing) address(?:es)?\b|\baddress of (?:the |their |its )?(?:office|company|hq|headquarters)\b|\b(?:from|in)\s+(?:germany|france|spain|italy|the uk|britain|england|the us|the usa|america|canada|india|japan|china|brazil|australia|mexico|the netherlands)\b|\b(?:emea|apac|latam|dach|benelux|nordics|north america|south america|europe(?:an)?|asia(?:[- ]pacific)?|africa|middle east|uk|united kingdom|britain|british|usa|united states|germany|france|spain|italy|canada|australia|india|japan|china|brazil|mexico|netherlands|ireland|california|new york|texas|florida|london|paris|berlin|san francisco|bay area|nyc|toronto|sydney|singapore)\b|\b(?:based|located|headquartered|offices?) (?:in|out of)\b|\b[a-z]+ offices? only\b/, 'where visitors or companies are located'],
  // the dimensions of who a company or a person is that visits do not carry (no enrichment or CRM data is
  // kept): an answer without them would count every company, not the ones asked about
  [/\b(?:fintech|insurtech|healthcare|health ?tech|medtech|biotech|pharma(?:ceutical)?s?|edtech|proptech|saas|b2c|manufactur(?:ing|ers?)|industr(?:y|ies)|verticals?|sectors?)\b|\b(?:software|retail|banking|insurance|education|government|automotive|telecoms?|hospitality|construction|consulting|legal|public[- ]sector|non-?profit)\s+(?:companies|businesses|firms|accounts|orgs|organi[sz]ations|vendors|customers|leads|prospects|ones|space)\b/i, 'the industries companies are in'],
  [/\b(?:mobile|desktop|tablet|smartphones?|iphones?|ipads?|android|ios|macbooks?|macs|linux|safari|firefox|chrome ?os)\b|\bwindows (?:pcs?|machines?|users?|laptops?|devices?|computers?)\b|\bon (?:windows|chrome|edge|a mac)\b|\bbrowsers?\b|\bdevices?\b|\boperating systems?\b|\bscreen (?:sizes?|resolutions?)\b/, 'devices, browsers or operating systems in a form I can filter by'],
  [/\b(?:business|working|office|opening) hours\b|\bafter hours\b|\b(?:local|their own|the visitor'?s?|visitors'?|person'?s?(?: own)?) (?:local )?(?:time ?zones?|time|working day)\b|\btime ?zones?\b|\b(?:on|during|over) (?:the )?weekends\b|\bweekends? only\b|\bweekend (?:sessions?|visits?|traffic|page ?views?)\b|\bweekdays? only\b|\b(?:time|hour) of (?:the )?day\b|\b9 to 5\b|\bnine to five\b/, 'the time of day in visitors\' own time zones'],
  [/\blanguages?\b|\b[a-z]+-(?:speaking|language)\b|\b(?:speak|speaks|speaking|browsing in|in the) (?:spanish|french|german|italian|portuguese|dutch|japanese|chinese|english)\b|\blocales?\b/, 'the languages visitors speak'],
  [/\bseries [a-e]\b|\b(?:raised|raising|closed) (?:money|funding|capital|a (?:funding )?round|an? (?:seed|series)|a series)\b|\bfunding(?: rounds?)?\b|\b(?:vc|venture)[- ]backed\b|\bvaluations?\b|\bipos?\b/, 'how companies are funded'],
  [/\bbombora\b|\b6sense\b|\bdemandbase\b|\bsurg(?:e|es|ing)\b|\bintent topics?\b|\bbuying stages?\b|\bthird[- ]party intent\b/, 'intent data from outside this site (topics, surges)'],
  [/\bbounce rates?\b|\bbounced\b/, 'bounces'],
  // events away from the site: webinars attended, badges scanned at a booth
  [/\bwebinars?\s+(?:attendees?|attendance|registrants?|registrations?|sign-?ups?|no-?shows?)\b|\battend(?:ed|ees?|ance|ing)\b|\btrade ?shows?\b|\bbooths?\b|\bbadge[- ]?scan\w*|\bscanned (?:at|in|during)\b|\bconferences?\b/, 'events away from the site (webinars, trade shows)'],
  // what was typed into a chat window
  [/\blive[- ]?chats?\b|\bchatted\b|\b(?:website|site|web) chat\b|\bchat widget\b|\bchat ?bots?\b|\bchat (?:transcripts?|logs?|messages?|conversations?)\b|\b(?:say|said|wrote|typed|asked)\b.{0,30}\b(?:in|on|via|through) (?:the |our )?chat\b/, 'chat conversations on the site'],
  // a download is no page view: the pixel runs on pages, not on the files they link to
  [/\bdownload(?:s|ed|ing)?\b|\bwhite ?papers?\b|\be-?books?\b|\bpdfs?\b/, 'file downloads'],
  [/\bad ?blockers?\b|\bblock(?:ed|s|ing)? (?:our |the )?(?:pixel|tracking|tracker)\b/, 'visitors who block the pixel (they send nothing)'],
  // ("I am trying to understand how interested our customers are": the asker is trying, the question is about the data)
  [/(?<!\b(?:i|we|i'm|im|we're)(?:\s+(?:am|are|was|were))?(?:\s+just|\s+only)?\s)\btrying to (?:figure out|find out|learn|understand|work out)\b|\bwhat (?:is|are) [\w.\s-]{1,40} (?:looking for|after|up to)\b/, "what other companies intend"],
  // facts about companies from outside the site's visits (who runs them, their size or plans)
  [/\bwho (?:is|are|'s) (?:the )?(?:ceo|cfo|cto|coo|cmo|founders?|chief executive)\b|\b(?:ceo|cfo|cto|coo|cmo|founders?|chief executive|board members?) (?:of|at)\b|\bwhat (?:is|are) (?:[\w.-]+ ){1,4}planning\b|\b(?:plans?|planning) to\b.{0,30}\b(?:buy|switch|launch|acquire)\b/, "facts about companies from outside their visits"],
  [/\bnet promoter\b|\bchurn (?:risk|score|probability|likelihood)\b|\b(?:health|nps|csat|satisfaction) scores?\b|\bnps\b|\bcsat\b|\bhow (?:happy|satisfied)\b|\b(?:happy|satisfied|unhappy|dissatisfied|annoyed)\b.{0,30}\bwith (?:us|our|the (?:article|post|page|content))\b|\b(?:gainsight|totango|churnzero|vitally)\b|\b(?:red|amber|yellow|green)[- ]health\b|\b(?:last|next|latest) qbrs?\b|\bqbrs? (?:was|were|is|date|held|happened)\b/, 'churn risk or health scores'],
  [/\b(?:reply|response) rates?\b|\b(?:email|newsletter)s? (?:opens?|opened|clicks?|clicked)\b|\b(?:emails?|newsletters?|mails?)\b.{0,30}\b(?:got|were|was|been|get) (?:opened|clicked|read)\b|\bopened\b.{0,40}\b(?:e-?mails?|newsletters?|digest)\b|\bopen rates?\b|\bclick(?:-through)? rates?\b|\bctr\b|\bunsubscrib\w*/, 'email engagement'],
  [/\b(?:wrote|written|said)\b.{0,40}\b(?:ticket|chat|email|message|form)\b|\brepl(?:y|ied|ies)\b.{0,30}\b(?:e-?mails?|messages?|threads?)\b|\banswered\b.{0,40}\b(?:e-?mail|thread|message)s?\b|\be-?mail threads?\b/, 'what people wrote'],
  // other companies' own results: the pixel sees visits to this workspace's site, nobody else's
  // ("competitor visitors", "competitor pricing page views" are this site's visitors from competitor accounts)
  [/\b(?:their|its) own (?:web ?site|site|traffic|visitors|pages?)\b|\bon their (?:web ?)?site\b|\b[\w.-]+['’]s (?:own )?(?:web ?)?site (?:gets?|has|have|had|got|receives?|traffic|visitors)\b|\b[\w.-]+['’]s own (?:web ?site|site|traffic|visitors)\b|\bon (?:our |the |a )?(?:competitor |rival )?[\w.-]+['’]s (?:web ?site|site)\b|\bcompetitors?['’]s? (?:own )?(?:conversion|traffic|revenue|sales|visitors|web ?site|site|pricing|growth)\b|\bcompetitors (?:own )?(?:conversion|traffic|revenue|sales|web ?site|site|growth)\b|\bcompetitor (?:conversion|revenue|sales|web ?site|growth)\b/, "other companies' own traffic or results"],
  [/\b(?:pay|paid|spend|spent)\b.{0,20}\bfor (?:their|its)\b|\b(?:their|its) (?:last |latest )?(?:software )?(?:purchases?|budget|spend(?:ing)?)\b/, 'what other companies buy or spend'],
  // who people are at work, what companies run, what they are contracted for: no CRM or enrichment data is kept
  // (job levels plural, or said of people: "our CEO asked …" is who asks, not who is counted)
  [/\b(?:decision[- ]makers?|c-(?:level|suite)|cxos|ceos|cfos|ctos|cmos|vps|vice presidents|directors|director[- ](?:level|and (?:up|above))|heads? of (?:marketing|sales|engineering|finance|it|hr|product|growth)|seniority|senior (?:people|staff|visitors|leaders|leadership|roles|titles)|executives|(?:marketing|sales|engineering|finance|hr|it|job|leadership|executive) (?:roles?|functions?|departments?))\b|\bjob titles?\b|\b(?:their|whose|the|each|every)\s+(?:\w+\s+){0,3}?(?:titles?|seniority|job roles?)\b(?=.{0,40}\b(?:visitors?|people|persons?|contacts?|employees?|leads?|is|are)\b)|\b(?:titles?|seniority)\s+(?:of|for)\s+(?:the\s+|each\s+|every\s+|all\s+)?(?:[\w.-]+\s+){0,3}?(?:visitors?|people|persons?|contacts?|employees?)\b|\b(?:director|vp|vice president|manager|c-level|executive)s?\s+or\s+(?:higher|above|more senior|senior)\b/, 'job titles'],
  [/\b(?:using|use|uses|run|runs|running|on|with)\s+(?:hubspot|salesforce|snowflake|aws|azure|gcp|google cloud|marketo|pardot|segment|databricks|okta|zendesk|workday|sap|oracle)\b|\bhost(?:s|ed|ing)? on\b|\bdata warehouses?\b|\b(?:hubspot|salesforce|snowflake|aws|marketo|pardot|segment|zendesk|okta)[- ](?:shops|users?|using|customers|based|powered)\b|\btech(?:nology)? stacks?\b|\b(?:what|which)\s+(?:crm|erp|software|tools?|tech|technology|marketing automation|analytics)\b.{0,40}\b(?:use|uses|using|run|runs|running)\b/, 'the software other companies use'],
  [/\bacv\b|\btcv\b|\b(?:annual |total )?contract values?\b|\barr\b|\bmrr\b/, 'contract values and recurring revenue'],
  [/\bopen(?:ed)?\b.{0,20}\b(?:my|our|the)\s+(?:last\s+|latest\s+|recent\s+)?(?:e-?mails?|newsletters?|digest|sequence|outreach)\b|\brepl(?:y|ied|ies)\b.{0,30}\b(?:outreach|sequences?|cadences?|inmails?)\b|\b(?:responded|respond)\s+to\s+(?:my|our)\s+(?:outreach|e-?mails?|messages?|sequence)\b/, 'email opens and replies'],
  // what happens off this site or outside its pages: social networks, agreements, leadership, site operations
  [/\b(?:mention(?:s|ed|ing)?|talk(?:s|ed|ing)? about|tweet(?:s|ed)?(?: about)?|post(?:s|ed)? about)\s+(?:us|our (?:company|brand))\b|\bfollow(?:s|ed|ing|ers?)?\s+(?:us|our (?:company )?(?:page|account|profile))(?:\s+\w+){0,2}\s+on\s+(?:linkedin|twitter|x|facebook|instagram|youtube|tiktok|reddit)\b|\bfollow(?:s|ed|ing)?\s+(?:us|our)\s+(?:\w+\s+){0,3}?(?:company\s+)?(?:page|account|profile|handle)\b|\b(?:social(?: media)?|reddit|twitter|linkedin) (?:mentions?|followers?|follows?)\b|\b(?:written|wrote|left|posted) (?:a |an )?reviews?\b|\breviews? (?:of|about) us\b/, 'what is said or followed on other sites (mentions, reviews, followers)'],
  [/\b(?:customer )?advisory boards?\b|\b(?:user |customer )?community forums?\b|\bdouble[- ]opt[- ]?ins?\b|\bconfirmed (?:their |the )?e-?mail\b|\bndas?\b|\bnon-?disclosure\b|\bpartner (?:program(?:me)?|tier|status)s?\b|\b(?:new|changed?|changing) (?:ceo|cfo|cto|leadership|executives?)\b|\b(?:ceo|cfo|cto|leadership)\s+(?:changed?|left|departed|turnover|change)\b/, 'agreements, email confirmations, partner programs and leadership changes (kept outside this workspace)'],
  [/\b(?:outages?|downtime|uptime)\b|\bsite (?:was |is |went )?down\b|\bsession (?:replays?|recordings?)\b|\bscreen recordings?\b|\bscreen readers?\b|\brage[- ]clicks?\b|\bassistive (?:tech\w*)\b|\b(?:exit[- ]intent|pop-?ups?|modals?)\b|\bshare buttons?\b|\b(?:shared|printed)\s+(?:the\s+|a\s+|our\s+)?(?:\/\S+\s+|\w+\s+)?(?:page|post|article)\b|\bprint(?:ed|ing)?\s+(?:the\s+|a\s+|our\s+)?(?:\/\S+\s+|\w+\s+)?pages?\b|\bhit print\b|\bprint events?\b|\bcop(?:y|ied|ies|ying)\b.{0,30}\b(?:snippet|code|text|link|url)\b|\btoggles?\b/, 'what happens on a page besides the view (popups, shares, prints, recordings, assistive tools) and site uptime'],
  // known bots are left out of every count (their views are kept, flagged): a figure with them is not one the tools give
  [/\b(?:including|include|incl\.?|counting|count in|plus|with)\s+(?:the\s+|all\s+|any\s+)?(?:bots?|crawlers?|spiders?)(?:\s+(?:traffic|hits|visits|views))?\b(?!\s+(?:excluded|removed|left out|filtered|out)\b)|\b(?:bots?|crawlers?)(?:\s+traffic)?\s+(?:included|counted|too|as well)\b/, 'figures that count bot traffic (known bots are always left out of page views, visitors and sessions)'],
  // profiles on other networks; LinkedIn as a traffic source ("visits from LinkedIn") is recorded
  [/\b(?:job )?(?:titles?|profiles?|headlines?|positions?|connections|followers)\b.{0,80}\bon linkedin\b|\bon linkedin\b.{0,20}\b(?:titles?|profiles?|headlines?)\b/, 'profiles on other networks'],
];

export function notRecorded(text: string): string | null {
  for (const [re, what] of NOT_RECORDED) if (re.test(text)) return what;
  return null;
}

export const notRecordedText = (what: string) =>
  `I can't answer that: this workspace does not record ${what}, so any figure I gave would come from something else. ${CAPABILITIES}`;

/** A question about the future: the data records what happened, and a guess is not an answer. */
const PREDICTION =
  /\bshould (?:we|i) expect\b|\bprojected\b|\bprojections?\b|\bby (?:the )?end of (?:the |this )?(?:day|week|month|quarter|year|q[1-4])\b|\bexpect(?:ed)? (?:for |in |during )?next\b|\b(?:predict\w*|forecast\w*|project(?:ed|ion)s?|expect(?:ed)? to|likely to|going to|gonna|will)\b.{0,60}\b(?:next|tomorrow|coming|upcoming|future|in \d+ (?:days|weeks|months))\b|\b(?:predict|forecast)\b(?!\s+(?:call|meeting|review|deck|report|sync|doc|sheet))|\bodds\b|\bchances?\b.{0,40}\b(?:signs?|buys?|closes?|converts?|churns?)\b|^(?:please\s+|could you\s+|can you\s+)?project\b|\bwill (?:generate|bring|drive|produce)\b|\bwho will\b|\bwhen will\b|\bwill\s+(?:[\w.-]+\s+){0,4}?(?:book|sign|buy|purchase|convert|churn|renew|close|upgrade|request)\b|\bready to (?:buy|sign|purchase|convert)\b|\buntil\b.{0,40}\b(?:closes?|buys?|signs?|converts?|churns?|renews?)\b|\babout to (?:cancel|churn|leave|buy|sign|convert|upgrade|renew)\b|\bwhich \w+ will\b|\b(?:will|(?:is|are) (?:[\w.-]+ ){0,4}?(?:going to|likely to|expected to|set to)|gonna) (?:(?:[\w.-]+ ){0,3})(?:become|convert|buy|purchase|churn|sign up|sign|upgrade|close|renew|cancel)\b|\bwill (?:we|they|it|you|our site) (?:get|see|have|reach|hit|receive|make)\b|\b(?:most|least|more|less) likely to\b|\b(?:win|close|conversion) probabilit(?:y|ies)\b|\bprobability (?:of|to|that)\b/;

export const isPrediction = (text: string): boolean => PREDICTION.test(text);

export const PREDICTION_REFUSAL =
  "I can't predict that: the data records what visitors and accounts have done, not what they will do, and I won't present a guess as an answer. I can tell you what happened in any past window (e.g. the same measure last week or last month).";
