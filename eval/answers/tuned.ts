// The tuned sets (eval/questions.ts, eval/heldout.ts: planner code has been tuned on both) converted
// to answer grading where a truth can be computed: each entry names a tuned question by its exact
// text and says what its answer must be. Reported apart from the blind set and not gated.
// Left out: questions whose answer is not a number, list or time the tables fix (setup, team,
// journeys, "which are heating up"), lists of possibly anonymous visitors (no natural key a
// trace is bound to show), and top lists without an N.
import { CASES } from '../questions.js';
import { HELD_OUT } from '../heldout.js';
import type { Spec } from './measures.js';
import { days, lastP, YESTERDAY, type AnswerCase } from './set.js';

const causal: Spec = { m: 'decline', why: 'causal claim without an intervention' };
const listKeys: Spec = { m: 'list', s: 'keys', f: { state: 'active' } };
const listWebhooks: Spec = { m: 'list', s: 'webhooks' };

const TRUTHS: Record<string, Spec> = {
  'show me the top 5 accounts': { m: 'top', s: 'accounts', n: 5, by: 'intent_score' },
  'list our competitors': { m: 'list', s: 'accounts', f: { classification: 'competitor' } },
  'show api keys': listKeys,
  'which API keys exist?': listKeys,
  'api keys?': listKeys,
  'list all keys including revoked ones': { m: 'list', s: 'keys' },
  'list webhooks': listWebhooks,
  'which endpoints receive our events?': listWebhooks,
  'shwo me my webhoks': listWebhooks,
  'hw many webhooks do we have set up': { m: 'count', s: 'webhooks' },
  'how many visitors did we identify yesterday': { m: 'count', s: 'identifications', w: YESTERDAY },
  'how many visitors got identified over the past 14 days': { m: 'count', s: 'identifications', w: days(14) },
  'how many people did we de-anonymise last month': { m: 'count', s: 'identifications', w: lastP('month') },
  'why did traffic drop last week?': causal,
  'did the spring-promo campaign cause more signups?': causal,
  'what was the impact of the newsletter on pipeline': causal,
  'is {lead.name} visiting because of our ads?': causal,
  'which channel led to the most customers': causal,
  'why did our intent scores go up': causal,
  'why are competitors reading our pricing page?': causal,
  'did our linkedin ads make {lead.name} visit?': causal,
  'what caused the spike in visits from {customer.name}?': causal,
};

const tuned = new Set([...CASES, ...HELD_OUT].map((c) => c.q));

export const TUNED_ANSWERS: AnswerCase[] = Object.entries(TRUTHS).map(([q, spec]) => {
  if (!tuned.has(q)) throw new Error(`tuned answer truth for a question not in the tuned sets: "${q}"`);
  return { family: `tuned: ${spec.m}${'s' in spec ? ` ${spec.s}` : ''}`, q, spec };
});
