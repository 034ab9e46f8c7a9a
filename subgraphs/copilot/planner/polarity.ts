// The polarity check (issue 14 rule 2, the other way round): a filter read from words the question
// says to leave out or to take in as well ("no customers or competitors", "returning accounts
// excluded", "anon incl", "identified or not") is not what was asked. The readings handle the
// phrasings they know; this check catches the rest whatever the constraint, so a new way of saying
// "not these" yields a clarification, never an answer for the very rows the user left out.
import type { Constraint } from '../catalogue/applied.js';
import { CLASS_WORDS } from './extract.js';
import type { Query } from './query.js';
import { campaignWords, identSource, SOURCE_NAMES } from './reading/traffic.js';
import { escapeRe, UNIDENTIFIED } from './reading/words.js';

/** The words a filter's value is said with (every place it is said is checked), and which of them say this value. */
function evidence(c: Constraint): [RegExp, ((said: string) => boolean)?] | null {
  switch (c.kind) {
    case 'classification': {
      const re = CLASS_WORDS.find(([, v]) => v === c.value)?.[0];
      return re ? [re] : null;
    }
    case 'identification_source':
      return [SOURCE_NAMES, (said) => identSource(said) === c.value];
    case 'identified':
      return [c.value === 'false' ? UNIDENTIFIED : /\b(?:identified|known|named|unmasked|de-?anonymi[sz]ed|resolved|matched)\b/];
    case 'returning':
      return [/\b(?:returning|repeat|came back|come back|coming back|returned|already known)\b/];
    case 'new':
      return [/\b(?:new|brand[- ]new|newly|first[- ]time(?:rs?)?|first seen|first visit(?:ed)?)\b/];
    case 'channel':
      return [new RegExp(`\\b${c.value.replace(/_/g, '[ _-]')}\\b`)];
    case 'source':
      return [new RegExp(`\\b${escapeRe(c.value)}\\b`)];
    case 'campaign':
      return [campaignWords(c.value)];
    default:
      return null;
  }
}

/** Said before the values it leaves out: "no", "neither", "leaving out", "other than", "incl". */
const BEFORE = /(?:\b(?:no|not|non|neither|nor|never|without|excluding|exclude|except(?: for)?|other than|besides|apart from|aside from|but not|leave out|leaving out|left out|skip|skipping|minus|ignore|ignoring|rather than|instead of|as opposed to|not counting|including|incl|plus|(?:do|does|did)(?:n'?t| not) (?:include|count|want|need)|dont (?:include|count|want|need))|\bw\/o)\s*$/;
/** Said after them: "… excluded", "… left out", "… out" (after "leave"), "… incl", "… or not", "… too" ("sessions by customers included a view of /demo": a verb). */
const AFTER = /^\s*(?:(?:counted|counting|included)\s+(?:as well|too)\b|excluded|left out|not included|removed|aside|out\b|(?:included|incl\b)(?!\.?\s+(?:an?|the|any|at least|one|some|views?|visits?|page|pages|\/))|too\b|as well|or not\b|and not\b|either way|don'?t count|do not count|does not count|doesn'?t count)/;
/** What a list of left-out values is made of between the word that leaves them out and one of them. */
const LIST_ITEM = /\s|,|\/|\bor\b|\band\b|\bnor\b|\bthe\b|\ban?\b|\bour\b|\bby\b|\bvia\b|\bthrough\b|\bfrom\b|\bones?\b|\bany(?:thing|one)?\b|\bthose\b|\bthese\b|\baccounts?\b|\bcompan(?:y|ies)\b|\bvisitors?\b|\bpeople\b|\bmatch(?:es|ed)?\b|\bclassified\b|\bidentified\b|\bsessions?\b|\btraffic\b|\bchannel\b|\bsource\b|\bcampaign\b|\bpage ?views?\b/.source;
const LIST_END = new RegExp(`(?:${LIST_ITEM})*$`);
/** Where a clause ends: what is said there is no longer in the scope of "not". */
const CLAUSE = /[.;:?!()]|\s[-–—]\s|\bbut\b(?!\s+not)|\bonly\b|\bjust\b/g;

/** Whether the words at `at`..`end` of `text` sit in what the question leaves out or takes in as well. */
function inScope(text: string, at: number, end: number, re: RegExp): boolean {
  const starts = [...text.slice(0, at).matchAll(CLAUSE)];
  const clauseStart = starts.length ? starts.at(-1)!.index! + starts.at(-1)![0].length : 0;
  // the list's other values may sit between "no" and this one ("no customers or competitors")
  const before = text.slice(clauseStart, at).replace(new RegExp(re.source, 'g'), ' ').replace(LIST_END, '');
  if (BEFORE.test(before)) return true;
  const next = text.slice(end).search(CLAUSE);
  const after = text.slice(end, next < 0 ? undefined : end + next);
  const rest = after.replace(new RegExp(`^(?:${LIST_ITEM}|${re.source})*`), '');
  // ("leave leads and competitors out": "out" needs its "leave")
  if (/^\s*out\b/.test(rest)) return /\b(?:leave|leaving|keep|keeping)\b/.test(text.slice(clauseStart, at));
  return AFTER.test(rest);
}

/**
 * The filters of `q` that the question (normalised `text`) says only where it leaves them out or
 * takes them in as well: each named as a cue, so the trust rule asks instead of answering.
 */
export function contradicted(text: string, q: Query): Constraint[] {
  const out: Constraint[] = [];
  for (const c of q.constraints) {
    const ev = evidence(c);
    if (!ev) continue;
    const [re, says = () => true] = ev;
    const places = [...text.matchAll(new RegExp(re.source, 'g'))].filter((m) => says(m[0]));
    if (places.length && places.every((m) => inScope(text, m.index!, m.index! + m[0].length, re))) {
      out.push({ kind: 'cue', value: `polarity:${c.kind}=${c.value}`, label: `"${places[0]![0]}" (said as left out or as included too, not as a filter)` });
    }
  }
  return out;
}
