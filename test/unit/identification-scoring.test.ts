// Pins the intent-score formula (subgraphs/accounts/identification/scoring/intentScore.ts) on a
// worked example, so a change to a constant is a deliberate, visible change.
import { describe, expect, it } from 'vitest';
import { decay, intentScore, patternToLike, rawScore } from '../../subgraphs/accounts/identification/scoring/intentScore.js';

describe('intent score', () => {
  it('worked example: a visitor with pricing views today and a blog view a week ago', () => {
    // visits: /pricing (weight 2) twice today, /blog (no intent page) 7 days ago
    const ages = [0, 0, 7];
    const weights = [2, 2, 0];
    const f = {
      intent: ages.reduce((s, a, i) => s + weights[i]! * decay(a), 0), // 2 + 2 = 4
      frequency: ages.reduce((s, a) => s + decay(a), 0), // 1 + 1 + 0.5 = 2.5
      days: 2,
      people: 1,
    };
    expect(f.intent).toBe(4);
    expect(f.frequency).toBe(2.5);
    // raw = 3·4 + 1·2.5 + 2·(2−1) + 3·0 = 16.5 ; score = round(100·(1 − e^(−16.5/25))) = 48
    expect(rawScore(f)).toBe(16.5);
    expect(intentScore(f)).toBe(48);
  });

  it('worked example: an account adds people; nothing scores 0; it saturates below 100', () => {
    // the visitor above plus a colleague with one view today: intent 4, frequency 3.5, 2 days, 2 people
    expect(rawScore({ intent: 4, frequency: 3.5, days: 2, people: 2 })).toBe(20.5);
    expect(intentScore({ intent: 4, frequency: 3.5, days: 2, people: 2 })).toBe(56);
    expect(intentScore({ intent: 0, frequency: 0, days: 0, people: 0 })).toBe(0);
    expect(intentScore({ intent: 500, frequency: 500, days: 30, people: 50 })).toBe(100);
    expect(intentScore({ intent: 0, frequency: 1, days: 1, people: 1 })).toBe(4);
  });

  it('decays by half every 7 days', () => {
    expect(decay(7)).toBeCloseTo(0.5, 10);
    expect(decay(14)).toBeCloseTo(0.25, 10);
    expect(decay(-3)).toBe(1);
  });

  it('turns intent-page patterns into LIKE patterns', () => {
    expect(patternToLike('/pricing')).toBe('/pricing');
    expect(patternToLike('/pricing/')).toBe('/pricing');
    expect(patternToLike('/docs/*')).toBe('/docs/%');
    expect(patternToLike('/100%_off')).toBe('/100\\%\\_off');
    expect(patternToLike('/')).toBe('/');
  });
});
