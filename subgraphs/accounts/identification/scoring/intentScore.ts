/**
 * Intent score: an integer 0-100 for a visitor or an account (spec 2.1, 2.2), explainable and
 * tunable through the constants below.
 *
 * Inputs are the non-bot visits (is_bot false or null; null rows predate bot flagging and are
 * counted, spec 1 rule 4) of the last SCORE_WINDOW_DAYS days, each with its age in days and the
 * weight of the intent page it matched:
 *
 *   decay(v)  = 0.5 ^ (age_days(v) / HALF_LIFE_DAYS)                      recency
 *   intent    = Σ weight(v) · decay(v)   weight(v) = highest score_weight of the intent pages
 *                                        whose pattern matches v.path (default 1), 0 for others
 *   frequency = Σ decay(v)                                                 how much they browse
 *   days      = distinct UTC days with a visit                            coming back
 *   people    = distinct visitors with a visit (an account; 1 for a visitor)
 *
 *   raw   = W_INTENT·intent + W_FREQUENCY·frequency + W_DAYS·(days − 1) + W_PEOPLE·(people − 1)
 *   score = round(100 · (1 − e^(−raw / SCALE)))
 *
 * The last step saturates: more activity always raises the score but never past 100, and SCALE is
 * the raw value at which the score reaches 63. Nothing in the window scores 0. The features are
 * computed in SQL (score.repository.ts) with these same constants; this file combines them.
 */

export const SCORE_WINDOW_DAYS = 30;
export const HALF_LIFE_DAYS = 7;
export const W_INTENT = 3;
export const W_FREQUENCY = 1;
export const W_DAYS = 2;
export const W_PEOPLE = 3;
export const SCALE = 25;

export interface ScoreFeatures {
  /** Σ intent-page weight × decay */
  intent: number;
  /** Σ decay */
  frequency: number;
  days: number;
  people: number;
}

export function rawScore(f: ScoreFeatures): number {
  return (
    W_INTENT * f.intent +
    W_FREQUENCY * f.frequency +
    W_DAYS * Math.max(0, f.days - 1) +
    W_PEOPLE * Math.max(0, f.people - 1)
  );
}

export function intentScore(f: ScoreFeatures): number {
  if (f.days <= 0 && f.frequency <= 0) return 0;
  const score = Math.round(100 * (1 - Math.exp(-rawScore(f) / SCALE)));
  return Math.min(100, Math.max(0, score));
}

export interface ScoreFactor {
  /** intent_pages, browsing, return_days, people */
  factor: string;
  /** the feature's value (decayed sums, or counts) */
  value: number;
  /** what it adds to the raw score: its weight × value (days and people beyond the first) */
  points: number;
}

/** How a score came about: each factor's points (they add up to raw), and the saturation to 0-100. */
export function explainScore(f: ScoreFeatures): { score: number; raw: number; scale: number; factors: ScoreFactor[] } {
  const factors: ScoreFactor[] = [
    { factor: 'intent_pages', value: f.intent, points: W_INTENT * f.intent },
    { factor: 'browsing', value: f.frequency, points: W_FREQUENCY * f.frequency },
    { factor: 'return_days', value: f.days, points: W_DAYS * Math.max(0, f.days - 1) },
    { factor: 'people', value: f.people, points: W_PEOPLE * Math.max(0, f.people - 1) },
  ];
  return { score: intentScore(f), raw: rawScore(f), scale: SCALE, factors };
}

/** decay of one visit `ageDays` old (what the SQL computes per row) */
export const decay = (ageDays: number): number => Math.pow(0.5, Math.max(0, ageDays) / HALF_LIFE_DAYS);

/**
 * An intent-page pattern as SQL LIKE: "/pricing" matches that path exactly, "*" matches anything
 * ("/docs/*" every page under /docs). Paths are compared without a trailing slash.
 */
export function patternToLike(pattern: string): string {
  const p = pattern.length > 1 ? pattern.replace(/\/+$/, '') : pattern;
  return p.replace(/[\\%_]/g, (c) => '\\' + c).replace(/\*/g, '%');
}
