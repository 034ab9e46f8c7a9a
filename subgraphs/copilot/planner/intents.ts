// Intent detection: each tool has weighted cues over the normalised question; the highest score
// wins. Cues are independent of word order, and typos are already corrected (normalize.ts).
import type { ImplementedTool } from '../tools/index.js';
export interface Signals {
  text: string;
  hasEmail: boolean;
  hasUrl: boolean;
  hasDomain: boolean;
  hasPath: boolean;
  hasQuoted: boolean;
  /** a known rule/key/destination/... name occurs in the text */
  known: Partial<Record<'rules' | 'keys' | 'destinations' | 'conversations' | 'subjects' | 'facts' | 'accounts', boolean>>;
}

type Cue = [RegExp | ((s: Signals) => boolean), number];

// shared word groups
const ACC = /\b(?:accounts?|compan(?:y|ies)|organi[sz]ations?|orgs?|firms?|business(?:es)?)\b/;
const VIS = /\b(?:visitors?|people|persons?|contacts?|prospects?|individuals?|humans|names|emails)\b/;
const JOURNEY = /\b(?:journeys?|paths?|clickstream|browsing (?:paths?|history)|pageviews?|sequences?|flows?|routes?|navigat\w*)\b/;
const ATTR = /\b(?:attribution|attributed|channels?|campaigns?|utm\w*|traffic sources?|sources?|referr\w+|medium)\b/;
const REC = /\b(?:recommendations?|recommended|suggestions?|suggested|insights?|to-?dos?|action items?|next steps?|nudges?)\b/;
const SYNC = /\b(?:sync(?:ing|s)?(?: rules?)?|rules?|automations?)\b/;
const KEY = /\b(?:api[- ]?keys?|keys?|tokens?|credentials?)\b/;
const WEBHOOK = /\b(?:webhooks?|web hooks?|endpoints?|callbacks?)\b/;
const ALERT = /\b(?:alerts?|destinations?|slack|teams channel|notifications?|ms teams)\b/;
const IDENT = /\b(?:identification|identified|identify|identifying|match rate|resolution rate|resolved|de-?anonymi[sz]\w+|unmasked|pipeline)\b/;
const CONV = /\b(?:conversations?|chats?|threads?|discussions?)\b/;
// ("the network owner" is the ASN source; "account owner" a CRM field: neither is the team)
const TEAM = /\b(?:team|teammates?|members?|colleagues?|seats?|invit\w+|co-?workers|admins?|(?<!\b(?:network|asn|account|company|domain|ip) )owners?)\b/;
const SUB = /\b(?:plan|subscription|tier|cap|quota|usage|trial|allowance|billing|limits?)\b/;
const SKIP = /\b(?:skip|not now|later|don'?t use|do not use|no email platform)\b/;
const ESP = /\b(?:esp|klaviyo|mailchimp|hubspot|sendgrid|brevo|email (?:platform|provider|tool|integration|service|marketing)|newsletter tool)\b/;
const FACT = /\b(?:facts?|remember(?:ed)?|memor(?:y|ies)|noted)\b/;
const ENRICH = /\b(?:enrich\w*|abandoners?)\b/;
const PIXEL = /\b(?:pixel|snippet|tracking (?:code|script|tag)|tracker|script tag)\b/;
const INTENT_PAGES = /\b(?:intent pages?|high[- ]intent pages?|scoring pages?|pages? (?:that|which) (?:count|matter|score|signal)|page weights?|intent weights?|key pages)\b/;
const CLASS = /\b(?:competitors?|rivals?|customers?|clients?|excluded?|leads?)\b/;

// operations (verb forms only: "paused" describes, "pause" asks)
const CREATE_VERB = /\b(?:create|add(?!\s+(?:up|them up|it up|together))|make|register|generate|issue|mint|set up|spin up|build|subscribe|hook up|give me a|i need a|want a)\b/;
const CREATE = new RegExp(`${CREATE_VERB.source}|\\bnew\\b`);
/** a record to make: a verb says so; "new" alone is weaker ("new visitors", "30 min idle = new session" are reads) */
const MAKE: Cue[] = [[CREATE_VERB, 3], [(s) => /\bnew\b/.test(s.text) && !CREATE_VERB.test(s.text), 2.5]];
const UPDATE = /\b(?:update|change|edit|modify|adjust|raise|lower|bump|increase|decrease|set|rename|tweak|only send|switch)\b/;
const STATE = /\b(?:activate|enable|resume|unpause|start|reactivate|re-?enable|turn (?:\w+ ){0,3}(?:back )?(?:on|off)|switch (?:on|off)|pause|disable|stop|suspend|deactivate|halt|mute|delete|remove|drop|destroy|get rid of|kill|trash|nuke|put on hold|shut off)\b/;
const DELETE = /\b(?:delete|remove|drop|destroy|erase|get rid of|trash|discard|nuke|wipe)\b/;
const REVOKE = /\b(?:revoke|invalidate|kill|deactivate|disable|delete|remove|cancel|retire|burn)\b/;
const CLASSIFY = /\b(?:classify|reclassify|categori[sz]e|label|tag|mark|flag|move|treat|consider|set|put|change|make|exclude|it's a|is a|are a|is an)\b/;
const READ = /\b(?:show|list|display|give|tell|find|what|which|how many|view|see|any|do we have|are there|who|check|look|status|get)\b/;
const ACTION = new RegExp(`${CREATE.source}|${UPDATE.source}|${STATE.source}|${REVOKE.source}|\\b(?:classify|reclassify|rename|snooze|dismiss|forget|claim|replace)\\b`);

// Many tools' cues share a word group (ACC, VIS, ACTION …): each is tested once per question text.
// (The planner scores one text at a time; the cues' patterns carry no g flag, so a result is the text's.)
let testedText = '';
const tested = new Map<RegExp, boolean>();
function test(re: RegExp, text: string): boolean {
  if (text !== testedText) {
    tested.clear();
    testedText = text;
  }
  let hit = tested.get(re);
  if (hit === undefined) tested.set(re, (hit = re.test(text)));
  return hit;
}

const has = (re: RegExp) => (s: Signals) => test(re, s.text);
/** which of two nouns the question is about: the one named first */
const first = (a: RegExp, b: RegExp) => (s: Signals) => {
  const i = s.text.search(a);
  const j = s.text.search(b);
  return i >= 0 && (j < 0 || i < j);
};
const both = (a: RegExp, b: RegExp) => (s: Signals) => test(a, s.text) && test(b, s.text);
const noAction = (s: Signals) => !test(ACTION, s.text);
/** "how many webhooks do we have set up", "are there any rules": asks what exists, changes nothing */
const ASKS_WHAT_EXISTS = /^(?:how many|how much|do we have|do i have|are there|is there|have we got|did we)\b|\b(?:do|did) (?:we|i) (?:have|get)\b|\bhave we (?:got|set up|configured|created|added)\b/;
/** "their journey", "her clickstream": one person's path, not the common ones */
const ONES_JOURNEY = /\b(?:his|her|their|this (?:person|visitor|contact|lead)'?s?|that (?:person|visitor|contact|lead)'?s?|the (?:visitor|person|contact)'s)\s+(?:journey|path|clickstream|browsing|pageviews?|pages?|visits?)\b/;
/** a change tool's cues, weakened when the question only asks what exists */
const change = (cues: Cue[]): Cue[] => [...cues, [ASKS_WHAT_EXISTS, -2]];

export const INTENTS: Record<ImplementedTool, Cue[]> = {
  // ── reads ──
  search_accounts: [[ACC, 3], [/\b(?:top|hottest|best|highest|most (?:engaged|interested|active)|ranked|rank|warmest|strongest)\b/, 1], [/\bintent\b/, 0.5], [/\b(?:competitors|customers|leads|rivals)\b/, 1.5], [(s) => s.hasDomain, -1.5], [noAction, 0.5], [/\bvisited\b/, 0.5], [first(ACC, VIS), 1], [both(READ, /\b(?:competitors|customers|rivals|clients)\b/), 1.5], [/\b(?:classified|marked|tagged) as\b/, 1], [both(/\b(?:competitors|customers|rivals|clients|leads)\b/, /\b(?:on (?:the|our) (?:site|website)|visit(?:ed|ing|s)?|came|browsing|showed up|active|engaged)\b/), 1.5], [first(VIS, ACC), -1.5], [both(/\b(?:average|avg|mean)\b/, /\b(?:intent|score)\b/), 1], [both(/\b(?:leads|customers|competitors|clients)\b/, /\b(?:intent|score)\b/), 1]],
  get_account: [[(s) => s.hasDomain && !s.hasEmail && !s.hasUrl, 3.5], [(s) => !!s.known.accounts, 3], [/\b(?:tell me about|details?|profile|info(?:rmation)?|look ?up|what do we know|how (?:is|are|engaged)|anything on|dig into|pull up|summary|overview of)\b/, 1], [noAction, 0.5], [/\b(?:classify|reclassify|categori[sz]e|contacted)\b/, -2], [VIS, -1.5], [/\bwho\b/, -1], [/\b(?:our|my) (?:site|website|own) domain\b|\bclaim\b|\bdomain (?:is|to)\b/, -3]],
  search_visitors: [[VIS, 3], [/\b(?:anyone|anybody|someone|somebody)\b/, 2.5], [/\b(?:contacted|reached out|uncontacted)\b/, 0.5], [first(VIS, ACC), 1], [JOURNEY, -1.5], [/\bwould\b/, -1.5], [/\bwho\b/, 0.5], [/\bwho (?:visited|came|was|were|is|are|from|at|has been|browsed|looked)\b/, 2.5], [/\b(?:hot|warm) leads\b/, 1], [(s) => s.hasDomain && VIS.test(s.text), 1], [noAction, 0.5]],
  visitor_journey: [[(s) => s.hasEmail, 2], [JOURNEY, 1.5], [ONES_JOURNEY, 2], [/\b(?:pages?|visited|viewed|looked at|browsed|clicked|went|did)\b/, 1.5], [noAction, 0.5]],
  journey_paths: [[JOURNEY, 3], [ONES_JOURNEY, -2], [/\bhow do (?:people|visitors|users|prospects)\b|\bnavigate\b/, 1.5], [/\b(?:common|typical|popular|frequent|usual|top)\b/, 1], [/\bthrough\b|\bvia\b/, 0.5], [(s) => s.hasEmail, -3], [noAction, 0.5]],
  attribution_overview: [[ATTR, 3], [both(/\b(?:sessions?|traffic)\b/, /\b(?:came|come|coming) from\b|\bfrom (?:paid search|paid social|organic|email|social|referrals?|direct)\b/), 2.5], [/\bwhere (?:do|does|did|are)\b.*\b(?:come|coming|came) from\b/, 3], [/\b(?:traffic|sessions)\b/, 0.5], [/\bmarketing\b/, 0.5], [noAction, 0.5]],
  open_recommendations: [[REC, 3.5], [/\b(?:snooze|dismiss|reopen|is done|are done|resolved|handled|taken care of)\b/, -1.5], [/\bwhat should (?:i|we)\b|\bwhat (?:do|would) you (?:suggest|recommend)\b|\bwhere should (?:i|we) (?:focus|start)\b|\b(?:anything|what|something) (?:i|we) (?:should|must|need to|ought to) (?:be )?(?:act\w*|do\w*|look\w* at|follow\w* up|work\w* on|focus\w*|tackl\w*|priorit\w*)/, 3], [/\bopen\b|\bpending\b|\boutstanding\b/, 0.5], [noAction, 0.5]],
  workspace_setup: [[/\b(?:setup|set-up|onboard\w*|getting started|checklist|installation)\b/, 3], [/\b(?:how far|where are we|what'?s left|remaining steps|steps left|what (?:else )?do i need to do|is everything (?:set up|connected|working)|fully set up|ready to go)\b/, 3], [both(PIXEL, /\b(?:status|installed|working|firing|live|health)\b/), 3], [/\b(?:health|status) of (?:my|our|the) workspace\b|\bworkspace (?:status|health)\b/, 3], [noAction, 0.5]],
  // commerce (#17): cues kept small; the planner's read side is reworked elsewhere
  revenue_and_aov: [[/\b(?:revenue|aov|average order value|gross|net sales|sales)\b/, 3], [/\b(?:how many|number of|count of|total) orders\b|\borders (?:did we|were|came|placed)\b/, 3.5], [/\bwhy\b|\bdrove\b|\bchange[ds]?\b/, -1.5], [noAction, 0.5]],
  aov_decomposition: [[/\b(?:aov|average order value|revenue)\b/, 2], [/\bwhy\b.*\b(?:change|drop|rise|grow|fall)\w*|\bwhat drove\b|\bdecompos\w*|\bbreak(?:down| down)\b/, 2.5], [noAction, 0.5]],
  product_performance: [[/\b(?:best[- ]selling|top[- ]selling|top products?|products? (?:sold|sell)|sales by product)\b/, 4], [noAction, 0.5]],
  page_to_product_attribution: [[/\b(?:buy|bought|purchase\w*)\b.{0,40}\b(?:after|reading|read|visiting)\b/, 4], [/\bproducts?\b.{0,30}\b(?:buy|bought|purchase\w*)\b/, 2], [noAction, 0.5]],
  price_history: [[/\bprice (?:history|changes?)\b|\bwhen did the price\b/, 4], [noAction, 0.5]],
  // routed by planner/causal.ts before scoring (a question of cause); never picked by cues
  causal_impact: [],
  membership_conversion_paths: [[/\bmemberships?\b|\bmembers?\b.{0,20}\b(?:convert\w*|joined|signed up|paid)\b|\bsign[- ]?ups?\b.{0,30}\bpaid\b|\b(?:free|trial)\b.{0,20}\bto paid\b|\bsubscri\w*\b.{0,20}\bconver\w*/, 4], [noAction, 0.5]],
  customer_counts: [[/\b(?:new|returning|repeat|first[- ]time)\b.{0,20}\b(?:customers?|buyers?)\b/, 4], [noAction, 0.5]],
  intent_pages: [[INTENT_PAGES, 4], [(s) => s.hasPath, -2], [/\bstep\b/, -3], [/\bpages?\b.*\bintent\b|\bintent\b.*\bpages?\b/, 2.5], [/\bpages?\b/, 0.5], [/\bintent\b/, 0.5], [noAction, 1]],
  enrichment_config: [[ENRICH, 3], [/\b(?:vendor|settings?|config\w*|set ?up)\b/, 0.5], [noAction, 1]],
  sync_rules: [[SYNC, 3], [/\bpush(?:es|ing)? (?:to|into)\b/, 1], [/\bsync\b/, 0.5], [noAction, 1], [/\b(?:would|preview|dry)\b/, -1]],
  dry_run_sync_rule: [[SYNC, 2], [/\b(?:dry[- ]?run|preview|simulate|simulation|would (?:be )?(?:sent|send|go|push|get|receive|include|match)|what would|who would|which contacts would|test run|what if)\b/, 3.5], [(s) => !!s.known.rules, 2]],
  list_api_keys: [[KEY, 3], [/\bapi\b/, 1], [noAction, 1]],
  list_webhooks: [[WEBHOOK, 4], [noAction, 1]],
  list_alert_destinations: [[ALERT, 3], [/\bdestinations?\b/, 1], [noAction, 1]],
  identification_status: [[IDENT, 3], [both(VIS, IDENT), 1], [/\b(?:stats|statistics|metrics|numbers)\b/, 0.5], [/\b(?:how many|rate|percent|share|health|working|status)\b/, 1], [/\b(?:events? (?:waiting|pending|queued)|backlog)\b/, 2], [noAction, 0.5]],
  list_conversations: [[CONV, 3], [/\b(?:past|previous|old|saved|recent|earlier|all)\b/, 1], [noAction, 0.5]],
  get_conversation: [[CONV, 2], [/\b(?:rename|retitle|call the|delete|remove|trash)\b/, -2], [(s) => !!s.known.conversations || s.hasQuoted, 2], [/\b(?:open|show|read|pull up|what (?:did|was))\b/, 0.5], [noAction, 0.5]],
  list_team: [[TEAM, 3], [/\bwho (?:else )?(?:has|have) access\b|\bwho(?: else)?(?:'s| is| are) (?:on|in|part of) (?:the|my|our|this)\b|\busers?\b/, 2], [noAction, 1]],
  subscription: [[SUB, 3], [/\b(?:which|what) plan\b|\bhow many (?:accounts|companies) (?:can|do) we (?:have|get)\b|\b(?:left|remaining) this month\b/, 2], [/\bcap\b/, 0.5], [noAction, 1]],
  esp_connection: [[ESP, 3.5], [SYNC, -1.5], [/\b(?:connected|connection|integration|linked)\b/, 1], [noAction, 1]],
  recall_facts: [[FACT, 3], [/\bwhat do you (?:know|remember)\b|\bwhat have you (?:learned|noted)\b/, 3], [noAction, 1]],
  // accounts in a window / on a page (route.ts moves account questions with such constraints here too)
  visiting_accounts: [[both(ACC, /\b(?:visit(?:ed|ing|s)?|came back|come back|returned|returning|browsed|viewed|looked at)\b/), 2.9], [noAction, 0.5]],
  page_funnel: [[/\bpage ?views?\b|\bpageviews?\b|\b(?:PATH|page)\s+(?:was|were|got|has been|have been)\s+(?:viewed|visited|opened|loaded)\b|\bmost (?:viewed|visited|popular) pages?\b|\btop pages\b|\bpopular pages\b|\bfunnel\b|\bviews per day\b|\bvisits? did (?:the |our )?\S+ (?:page )?get\b/, 3.5], [/\bpages?\b/, 0.5], [(s) => s.hasEmail, -3], [both(/\bconver\w*\b|\bdrop[- ]?off\b|\bwent on to\b|\bthen\b/, /\bPATH\b/), 3], [noAction, 0.5]],
  data_coverage: [[/\bdata coverage\b|\b(?:which|what) days\b.*\bdata\b|\bhow far back\b|\b(?:oldest|newest|earliest|latest|first|last) (?:data|rows?|page ?views?|events?|records?)\b|\bwhen (?:did|does) (?:the |our )?data (?:start|begin|end)\b|\bgaps? in (?:the |our )?data\b|\bwhat data do (?:we|you|i) have\b|\bdata sources?\b|\bhave data\b/, 4.5], [noAction, 0.5]],
  // ── changes ──
  classify_account: change([[CLASSIFY, 1.5], [(s) => READ.test(s.text) && !/\b(?:classify|reclassify|categori[sz]e|label|tag|mark|flag|move|treat|set|put|change|make|exclude)\b/.test(s.text), -2], [/\b(?:classify|reclassify|categori[sz]e)\b/, 1.5], [CLASS, 2], [(s) => s.hasDomain || !!s.known.accounts, 1.5], [/(?<!\bcount(?:s|ed|ing)?\s(?:(?:it|them|personal|the personal(?: account| bucket)?)\s)?)\bas (?:an? )?(?:competitor|customer|lead|excluded|rival|client)\b|\b(?:is|are) (?:an? |our )?(?:competitor|customer|client|rival)s?\b|\bexclude\b/, 2], [(s) => s.hasEmail, -2], [/\bsync|rule\b/, -2]]),
  set_visitor_contacted: change([[(s) => s.hasEmail, 1.5], [/\b(?:contacted|reached out|emailed|called|spoke (?:to|with)|got in touch|followed up|talked to|rang|messaged|uncontacted|not contacted)\b/, 3.5], [/\bmark|flag|set|log|record\b/, 0.5]]),
  // ("the snooze period": a noun, no request to snooze)
  set_recommendation_status: change([[/\b(?:snooze(?! (?:period|time|window|duration|ends?|expir\w*|elapsed|over))|dismiss|reopen|re-open|undismiss|unsnooze|postpone|defer)\b/, 3], [/\b(?:done|complete|resolved|handled|taken care of|dealt with|ignore|hide|not relevant)\b/, 1], [REC, 2], [(s) => !!s.known.subjects, 1], [/\b(?:item|one)\b/, 0.5], [both(/\b(?:is|are|as|mark(?:ed)?) (?:done|complete|resolved|handled)\b/, new RegExp(`${REC.source}|\\bQUOTED\\b`)), 2], [(s) => !!s.known.subjects && /\b(?:done|complete|resolved|handled|dismiss|snooze|reopen)\b/.test(s.text), 1]]),
  update_enrichment_config: change([[ENRICH, 2], [new RegExp(`${UPDATE.source}|\\b(?:turn off|turn on|disable|enable|stop|only enrich|use)\\b`), 2.5], [(s) => s.hasPath, 1]]),
  create_sync_rule: change([[SYNC, 2], ...MAKE, [/\bpush\b|\bsend\b/, 0.5]]),
  update_sync_rule: change([[SYNC, 2], [UPDATE, 2.5], [/\bthreshold|minimum|min intent|list\b/, 1], [both(SYNC, /\brename\b/), 1], [(s) => !!s.known.rules, 1], [(s) => !SYNC.test(s.text) && !s.known.rules, -2]]),
  set_sync_rule_state: change([[SYNC, 2], [STATE, 3], [(s) => !!s.known.rules, 1]]),
  replace_intent_pages: change([[INTENT_PAGES, 2.5], [/\bpages?\b.*\bintent\b|\bintent\b.*\bpages?\b/, 2.5], [/\bstep\b/, -3], [/\bpages?\b/, 0.5], [/\b(?:replace|set|make|change|update|use only|only count|swap|overwrite|should be|weight)\b/, 2.5], [(s) => s.hasPath, 1.5]]),
  create_api_key: change([[KEY, 2], ...MAKE, [/\bapi\b/, 0.5]]),
  revoke_api_key: change([[KEY, 2], [REVOKE, 3], [/\bapi\b/, 0.5], [(s) => !!s.known.keys, 1]]),
  create_webhook: change([[WEBHOOK, 2], ...MAKE, [(s) => s.hasUrl, 1]]),
  set_webhook_state: change([[WEBHOOK, 2], [STATE, 3], [(s) => s.hasUrl, 1], [/\bre-?enable|enable\b/, 0.5]]),
  create_alert_destination: change([[ALERT, 2], ...MAKE, [/\bsend\b.*\balerts?\b.*\bto\b/, 2.5], [(s) => s.hasUrl, 1]]),
  set_alert_destination_state: change([[ALERT, 2], [STATE, 3], [(s) => !!s.known.destinations, 1]]),
  verify_pixel: change([[PIXEL, 2], [/\b(?:verify|confirm|validate)\s+(?:that\s+)?(?:the\s+|our\s+|my\s+)?(?:pixel|snippet|tag|tracking|install(?:ation)?|site|website|domain)\b|\bmark it verified\b/, 3], [/\b(?:verify|validate)\b/, 1.5], [/^(?:is|are|does|do)\b/, -2]]),
  test_pixel: change([[PIXEL, 2], [/\b(?:test|send (?:a )?(?:test|fake|synthetic)|fire|ping|synthetic|fake hit|dummy)\b/, 3]]),
  complete_intent_step: change([[/\b(?:complete|finish|finished|done with|wrap up|tick off|check off)\b|\bmark\b.*\b(?:done|complete)\b/, 2.5], [/\bintent(?: pages?)? step\b|\bstep\b/, 2.5], [/\bintent\b/, 0.5], [both(/\bstep\b/, /\bintent\b/), 1]]),
  activate_workspace: change([[/\b(?:activate|go live|launch|turn on|switch on|make (?:it|us) live)\b/, 2.5], [/\b(?:workspace|account|signal|us|everything)\b/, 1.5], [/\bgo live\b/, 1]]),
  claim_domain: change([[/\bclaim\b/, 3.5], [(s) => s.hasDomain, 1], [/\b(?:our|my) (?:site|website|domain) is\b|\b(?:site|website) domain\b|\bdomain to\b/, 2.5]]),
  rename_conversation: change([[CONV, 2], [both(CONV, /\bcall the\b/), 2], [(s) => !!s.known.conversations, 2], [/\b(?:rename|retitle|re-title|call it|change (?:the|its) (?:title|name)|title it|name it)\b/, 3]]),
  delete_conversation: change([[CONV, 2], [(s) => !!s.known.conversations, 1], [DELETE, 3]]),
  // issue 16: email platform and sync runs
  run_sync_rule: change([[SYNC, 2], [/\b(?:run|execute|trigger|fire|kick off|sync now|push (?:now|them|the contacts)|send (?:now|them|the contacts))\b/, 3], [/\b(?:dry[- ]?run|preview|simulate|would|what if)\b/, -4], [(s) => !!s.known.rules, 1]]),
  authorize_store: change([[/\b(?:store|shopify|shop)\b/, 2.5], [/\b(?:connect|link|hook up|integrate|authori[sz]e|install)\b/, 3]]),
  connect_esp: change([[ESP, 2.5], [/\b(?:connect|link|hook up|integrate|authori[sz]e|set up)\b/, 3], [/\bverify|skip\b/, -3]]),
  // ("confirm the earliest first_visit_at for …", "sanity check": a figure checked, not the ESP)
  verify_esp: change([[ESP, 2.5], [/\b(?:verify|confirm|validate|check)\s+(?:that\s+)?(?:the\s+|our\s+|my\s+|we\s+can\s+reach\s+)?(?:esp|email (?:platform|provider|tool)|klaviyo|hubspot|mailchimp|connection|connectivity|access|credentials|api key|integration|sync)\b|\bcheck (?:the )?(?:connection|access)\b/, 3.5], [/\b(?:verify|validate)\b/, 1.5], [/^(?:is|are|does|do)\b/, -2]]),
  // ("skip" skips the email platform only when it is named: "skip dismissed ones" is a filter)
  skip_esp: change([[ESP, 2.5], [SKIP, 1.5], [new RegExp(`${SKIP.source}.*${ESP.source}|${ESP.source}.*${SKIP.source}`), 2]]),
  run_enrichment_pipeline: change([[ENRICH, 2.5], [/\b(?:run|execute|start|trigger|kick off|go|enrich (?:the )?(?:abandoners|them|everyone|all|now))\b/, 3], [/\b(?:settings?|config\w*|patterns?|vendor)\b/, -2]]),
  // ("add up each one's visit count": a sum, no one added)
  invite_team_member: change([[TEAM, 1.5], [/\binvite\b|\badd\b(?!\s+(?:them\s+|it\s+|these\s+|those\s+)?up\b)/, 3], [(s) => s.hasEmail, 1.5], [/\bcancel|revoke\b/, -3]]),
  update_team_member: change([[TEAM, 1], [/\b(?:make|promote|demote|change (?:\w+ )?role|role to|as an? (?:admin|member|owner))\b/, 3], [(s) => s.hasEmail, 1.5]]),
  remove_team_member: change([[TEAM, 1.5], [/\b(?:remove|kick|delete|offboard|revoke access)\b/, 3], [(s) => s.hasEmail, 1.5], [/\binvit\w*/, -2]]),
  cancel_invitation: change([[/\binvit\w*/, 2.5], [/\b(?:cancel|revoke|withdraw|rescind)\b/, 3], [(s) => s.hasEmail, 1]]),
  start_checkout: change([[/\b(?:upgrade|checkout|check out|buy|subscribe|purchase|pay for)\b/, 3], [SUB, 1.5], [/\b(?:starter|pro|enterprise)\b/, 1]]),
  open_billing_portal: change([[/\b(?:billing portal|invoices?|payment method|card|receipts?|manage (?:my |our )?(?:billing|subscription))\b/, 4.5], [/\bcancel (?:my |our |the )?subscription\b/, 2]]),
  test_alert_destination: change([[ALERT, 2], [/\b(?:test|send (?:a )?test|try|ping|check)\b/, 3], [(s) => !!s.known.destinations, 1]]),
  forget_fact: change([[/\b(?:forget|unlearn|stop remembering|don'?t remember|do not remember)\b/, 4], [FACT, 1]]),
};

export const READ_HINT = READ;

export interface Scored {
  tool: ImplementedTool;
  score: number;
}

export function scoreIntents(s: Signals, allowed?: Set<string>): Scored[] {
  const out: Scored[] = [];
  for (const [tool, cues] of Object.entries(INTENTS) as [ImplementedTool, Cue[]][]) {
    if (allowed && !allowed.has(tool)) continue;
    let score = 0;
    for (const [cue, w] of cues) if (typeof cue === 'function' ? cue(s) : test(cue, s.text)) score += w;
    out.push({ tool, score });
  }
  return out.sort((a, b) => b.score - a.score);
}
