// Refusals decided by rules in code, not by the planner (spec 2.7, 4.3 rule 3): the same question on
// the same data always gets the same refusal, whatever the planner would have said.
import { causalImpactArgs } from '../planner/causal.js';

/** What the rules read from the workspace (the owning subgraphs' services, see service.ts). */
export interface RefusalReads {
  /** names of the workspace's records: sync rules, alert destinations, live keys, conversation titles */
  recordNames(workspaceId: string): Promise<string[]>;
  /** when its first visit was recorded, null before any */
  firstVisitAt(workspaceId: string): Promise<Date | null>;
}

export const CAUSAL_TOOL = 'causal_impact';
/** A trend or comparison needs at least this much history to say anything (two weeks to compare). */
export const MIN_TREND_DAYS = 14;
const DAY_MS = 86_400_000;

const CHANGE_WORDS =
  '(?:increase|increased|decrease|decreased|drop|dropped|fall|fell|rise|rose|grow|grew|decline|declined|spike|spiked|jump|jumped|dip|dipped|improve|improved|worsen|worsened|go up|go down|went up|went down|change|changed|slow|slowed)';
/** what people do on the site, as a verb: asking why they did it asks for a motive */
const BEHAVIOUR =
  '(?:visit|visiting|visited|come|coming|came|return|returning|returned|read|reading|browse|browsing|browsed|buy|buying|bought|sign(?:ed|ing)? up|convert|converting|converted|click|clicking|clicked|bounce|bouncing|bounced|leave|leaving|churn|churning|churned)';
const BASE_BEHAVIOUR = '(?:visit|come|return|read|browse|buy|sign up|convert|click|bounce|leave|churn|engage|book|reply|respond|become|turn into|upgrade|purchase)';
const CAUSAL_QUESTION = [
  /\b(?:cause|causes|caused|causing)\b/i,
  /\bbecause\b/i,
  /\bdue to\b/i,
  // "leads to 75" sets a value ("raise Hot leads to 75"), it does not name an effect
  /\b(?:led|lead|leads|leading) to\b(?!\s+\d)/i,
  /\bresult(?:ed|s)? in\b/i,
  /\b(?:impact|effect|effects|influence) (?:of|on)\b/i,
  /\bthanks to\b/i,
  /\battributable to\b/i,
  /\bresponsible for\b/i,
  // "is LinkedIn the reason our scores went up?", "what's the reason for the drop"
  /\b(?:the|a|main) reasons? (?:for|why|that|behind)\b|\bwhat(?:'?s|’s| is| was) the reasons?\b|\bis [\w.'’ -]{1,40} the reason\b|\breason (?:why|behind)\b/i,
  new RegExp(`\\bwhy\\b.*\\b${CHANGE_WORDS}\\b`, 'i'),
  // "why are we seeing fewer new accounts", "why do we get more traffic from X": what explains a difference
  /\bwhy (?:are|is|do|does|did|were|was|have|has)\s+(?:we|there|our|they|it)\b.{0,40}\b(?:fewer|less|more|lower|higher|smaller|bigger|so few|so many)\b/i,
  new RegExp(`\\bwhat made\\b.*\\b${CHANGE_WORDS}\\b`, 'i'),
  // "why has Apple gone quiet on us", "why did they stop visiting": what explains a change in behaviour
  /\bwhy\b.{0,40}\b(?:gone|go|went|going)\s+(?:quiet|cold|silent|dark)\b|\bwhy\b.{0,40}\b(?:stopped|stop|quit)\s+(?:visiting|coming|engaging|reading)\b/i,
  // "what makes customers more engaged than leads": what explains a difference
  /\bwhat (?:makes|made|explains|drives)\b.{0,60}\b(?:more|less|better|worse|higher|lower)\b.{0,40}\bthan\b/i,
  // motives behind behaviour: why people visit, read, buy... (the data shows that they did, not why)
  new RegExp(`\\bwhy\\b.*\\b${BEHAVIOUR}\\b`, 'i'),
  // "did the ads make them visit?"
  // "prove that the pricing page increases conversions": a claim of effect without an intervention
  /\b(?:prove|proof|demonstrate)\b.{0,60}\b(?:increase|increases|boost|boosts|improve|improves|drive|drives|raise|raises|lift|lifts|hurt|hurts|reduce|reduces)\b/i,
  new RegExp(`\\b(?:make|makes|made)\\s+(?:[\\w.'-]+\\s+){1,3}?${BASE_BEHAVIOUR}\\b`, 'i'),
];
/** Claims of cause in an answer; only causal_impact may back them. */
const CAUSAL_CLAIM = /\b(?:caused|causes|led to|resulted in|drove|driven by|thanks to|because of)\b/i;

const TREND_QUESTION =
  /\b(?:trend|trends|trending|over time|compared? (?:to|with)|versus|vs\.?|week over week|month over month|year over year|growth|grow|grew|growing|increase|increased|decrease|decreased|decline|declined|change since|changed since)\b/i;

/** Quoted text is a name ("Hot leads to Klaviyo"), not a claim: it is left out of the test. */
const withoutQuoted = (q: string): string => q.replace(/"[^"]*"|“[^”]*”|'[^']*'(?=\W|$)/g, ' ');
/** "why did our AOV change": answered by aov_decomposition, which splits the change into its parts
 * (orders, mix, price, quantity): arithmetic, not a claim about what caused it */
const DECOMPOSITION = /\bwhy\b.{0,30}\b(?:aov|average order value|revenue|net sales)\b|\b(?:aov|average order value|revenue|net sales)\b.{0,60}\bwhy\b.{0,20}\b(?:it|that|this)\b/i;
export const isCausalQuestion = (q: string): boolean => {
  const text = withoutQuoted(q);
  if (DECOMPOSITION.test(text) && !/\b(?:cause[ds]?|because|due to|thanks to|led to)\b/i.test(text)) return false;
  return CAUSAL_QUESTION.some((r) => r.test(text));
};

export function withoutNames(q: string, names: string[]): string {
  let out = q;
  for (const n of names) out = out.split(new RegExp(n.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'ig')).join(' ');
  return out;
}

/** isCausalQuestion with the workspace's record names left out (read only when the words look causal). */
export async function isCausalRequest(reads: RefusalReads, workspaceId: string, question: string): Promise<boolean> {
  if (!isCausalQuestion(question)) return false;
  // a rule called "Hot leads to Klaviyo" is a name, not a claim
  const names = (await reads.recordNames(workspaceId)).filter((n) => n.trim().length > 2);
  return isCausalQuestion(withoutNames(question, names));
}

export const makesCausalClaim = (text: string): boolean => CAUSAL_CLAIM.test(text);
export const isTrendQuestion = (q: string): boolean => TREND_QUESTION.test(q);

export const CAUSAL_REFUSAL =
  'I cannot say what caused this. The data shows what happened and when, not why: visits, accounts and attribution are observations, and a correlation between them is not a cause. Only a controlled before/after comparison (causal_impact) can support a claim about cause.';

export const tooFewDaysRefusal = (days: number, since: string | null): string =>
  since
    ? `There is not enough history to answer this: the workspace has ${days} days of data (since ${since}), and a trend or comparison needs at least ${MIN_TREND_DAYS}. Ask again once there are ${MIN_TREND_DAYS} days of data.`
    : `There is not enough history to answer this: the workspace has no recorded visits yet, and a trend or comparison needs at least ${MIN_TREND_DAYS} days of data.`;

/** Whole days between the first recorded visit and now (0 when there is none). */
export async function daysOfData(reads: RefusalReads, workspaceId: string, now: Date): Promise<{ days: number; since: string | null }> {
  const first = await reads.firstVisitAt(workspaceId);
  if (!first) return { days: 0, since: null };
  return { days: Math.max(0, Math.floor((now.getTime() - first.getTime()) / DAY_MS)), since: first.toISOString().slice(0, 10) };
}

export type RuleRefusal = { rule: 'causal' | 'too_few_days'; text: string };

/**
 * Rules applied before planning. A causal question is refused unless causal_impact is available to
 * this caller and the question is about a price change (then the plan must use it, checked after
 * planning); a trend question is refused when
 * the workspace has fewer than MIN_TREND_DAYS days of data.
 */
export async function refusalBeforePlanning(
  reads: RefusalReads,
  input: { question: string; workspaceId: string; now: Date; toolNames: string[]; causal?: boolean },
): Promise<RuleRefusal | null> {
  const causal = input.causal ?? (await isCausalRequest(reads, input.workspaceId, input.question));
  // causal_impact answers only what a price change did; any other cause has no intervention to test
  if (causal && !(input.toolNames.includes(CAUSAL_TOOL) && causalImpactArgs(input.question))) return { rule: 'causal', text: CAUSAL_REFUSAL };
  // (a price change's effect is judged by causal_impact on the store's own history, with its own minimum)
  if (isTrendQuestion(input.question) && !causalImpactArgs(input.question)) {
    const { days, since } = await daysOfData(reads, input.workspaceId, input.now);
    if (days < MIN_TREND_DAYS) return { rule: 'too_few_days', text: tooFewDaysRefusal(days, since) };
  }
  return null;
}

/** After planning: a causal question whose plan does not run causal_impact is refused all the same. */
export function refusalAfterPlanning(question: string, plannedTools: string[], causal = isCausalQuestion(question)): RuleRefusal | null {
  if (causal && !plannedTools.includes(CAUSAL_TOOL)) return { rule: 'causal', text: CAUSAL_REFUSAL };
  return null;
}
