// Words in a filter's place that nothing reads are asked about, never dropped (issue 14 rule 2), and
// the list of words the copilot knows is the one its code spells today (npm run copilot:words).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectWords, renderWordsFile, WORDS_FILE } from '../../../scripts/copilot-words.js';
import { DECLINED_WORDS } from '../../../subgraphs/copilot/planner/reading/knownWords.generated.js';
import { declinedWords, nameWords, unknownConstraintWords } from '../../../subgraphs/copilot/planner/reading/unknownWords.js';
import { planQuestion } from '../../../subgraphs/copilot/planner/plan.js';
import { EMPTY_NAMES, type KnownNames } from '../../../subgraphs/copilot/planner/workspace.js';
import { ALL_TOOLS } from '../../../subgraphs/copilot/tools/index.js';
import { createRegistry } from '../../../subgraphs/copilot/catalogue/registry.js';

const tools = createRegistry(ALL_TOOLS).toolsFor({ kind: 'session', workspaceId: 'w', userId: 'u', role: 'owner' }, { privilegedActionsEnabled: false });

const NONE = new Set<string>();

describe('unknown words in a filter\'s place', () => {
  it('names the words after from/on/in/with/via/by/at/using or before what is counted', () => {
    expect(unknownConstraintWords('how many visitors from bavaria this week', NONE)).toEqual(['bavaria']);
    expect(unknownConstraintWords('which accounts on the platinum tier visited /pricing', NONE)).toEqual(['platinum']);
    expect(unknownConstraintWords('count the zorbly visitors yesterday', NONE)).toEqual(['zorbly']);
  });

  it('leaves known words, function words, inflections and the workspace\'s own names alone', () => {
    expect(unknownConstraintWords('how many visitors from linkedin viewed the pricing page in the last 7 days', NONE)).toEqual([]);
    expect(unknownConstraintWords('which leads visited most recently', NONE)).toEqual([]);
    expect(unknownConstraintWords('page views from globex this month', nameWords(['Globex']))).toEqual([]);
    expect(unknownConstraintWords("what share of globex logistics's page views were of _", nameWords(['Globex Logistics']))).toEqual([]);
    expect(unknownConstraintWords('how many mqas do we have? by mqa i mean a lead with intent 70+', NONE)).toEqual([]);
    expect(unknownConstraintWords('for the qbr deck: total page views this quarter', NONE)).toEqual([]); // no filter's place
  });

  // set 41 (written blind, session 20): what a relative clause or the asking sentence's predicate says of the rows
  it('names the unknown words of a relative clause and of the predicate that closes the asking sentence', () => {
    expect(unknownConstraintWords('how many identified visitors who own a dog viewed _ this month', NONE)).toEqual(['dog']);
    expect(unknownConstraintWords('page views last month by visitors whose star sign is leo', NONE)).toEqual(expect.arrayContaining(['leo']));
    expect(unknownConstraintWords('how many identified ppl at lead accts are vegetarian', NONE)).toEqual(['vegetarian']);
    // (set 42: a condition written as a query's)
    expect(unknownConstraintWords('count visitors where the person listens to our podcast; window: since _', NONE)).toEqual(['listens', 'podcast']);
    expect(unknownConstraintWords('top 5 visitors; filter: disc personality type = _; window: last month', NONE)).toEqual(['disc', 'personality']);
    expect(unknownConstraintWords('where did our traffic come from last month', NONE)).toEqual([]);
    // (set 44: "visitors which …", "persons …", the field of a favourite)
    expect(unknownConstraintWords('how much visitors which have a tattoo came last week', NONE)).toEqual(['tattoo']);
    expect(unknownConstraintWords('what is the favourite pizza topping of the visitors from _', NONE)).toEqual(['pizza', 'topping']);
    expect(unknownConstraintWords('i mean the earliest first sighting among them', NONE)).toEqual([]);
    // how rows relate, a remark's predicate, a non-restrictive aside, a word the question defines
    expect(unknownConstraintWords('the average intent of the visitors who belong to accounts classified as customers', NONE)).toEqual([]);
    expect(unknownConstraintWords('competitors are nosy. how many visits in total have competitor accounts made', NONE)).toEqual([]);
    expect(unknownConstraintWords('_ reached out to our sales team, which is nice. how many pages has _ viewed', NONE)).toEqual([]);
    expect(unknownConstraintWords('among the leads, how many are only lukewarm, by which i mean an interest score from 50 up to 70', NONE)).toEqual([]);
  });

  it('makes the planner ask instead of answering a broader question', () => {
    const plan = (q: string, names: KnownNames = EMPTY_NAMES) => planQuestion({ question: q, tools, history: [], facts: [], now: new Date('2025-06-18T12:00:00Z'), workspaceId: 'w' }, names);
    const asked = plan('how many visitors from bavaria this week');
    expect(asked.type).toBe('clarification');
    expect('text' in asked && asked.text).toContain('"bavaria"');
    expect(plan('how many visitors this week').type).toBe('calls');
  });

  it('asks the same in a comparison of two windows and in each part of a question of several', () => {
    const plan = (q: string) => planQuestion({ question: q, tools, history: [], facts: [], now: new Date('2025-06-18T12:00:00Z'), workspaceId: 'w' }, EMPTY_NAMES);
    for (const q of ['visitors from bavaria this week vs last week', 'how many sessions yesterday? and how many visitors from bavaria this week']) {
      const asked = plan(q);
      expect(asked.type, q).toBe('clarification');
      expect('text' in asked && asked.text).toContain('"bavaria"');
    }
    expect(plan('visitors this week vs last week').type).toBe('calls');
    expect(plan('how many sessions yesterday? and how many visitors this week').type).toBe('calls');
  });

  it('leaves alone an aside on why the asker asks', () => {
    const plan = (q: string) => planQuestion({ question: q, tools, history: [], facts: [], now: new Date('2025-06-18T12:00:00Z'), workspaceId: 'w' }, EMPTY_NAMES);
    const p = plan("when did today's earliest session start? i'm curious how early people get going.");
    expect(p.type).toBe('calls');
    expect(p.type === 'calls' && p.calls.map((c) => c.tool)).toEqual(['page_funnel']);
    // a curious question that asks something is a request of its own
    expect(plan("sessions yesterday? i'm curious how many visitors from bavaria came").type).toBe('clarification');
  });
});

describe('words the copilot spells only where it declines', () => {
  it('are found anywhere in the question, in any phrasing', () => {
    expect(declinedWords('german companies on the pricing page this week', NONE)).toEqual(['german']);
    expect(declinedWords('visitors whose browser was set to french', NONE)).toEqual(['french']);
    expect(declinedWords('iphones that hit /demo yesterday', NONE)).toEqual(['iphones']);
  });
  it('leave alone the words the patterns use only in a phrase, asides, and the workspace\'s names', () => {
    expect(declinedWords('page views in the last 24 hours from linkedin ads', NONE)).toEqual([]);
    expect(declinedWords('our ceo asked: how many competitor employees looked at pricing', NONE)).toEqual([]);
    expect(declinedWords('sessions from the berlin campaign', nameWords(['berlin']))).toEqual([]);
  });
});

describe('the words the copilot knows', () => {
  it('are generated from the code as it is (run `npm run copilot:words` after changing a reading)', () => {
    expect(readFileSync(WORDS_FILE, 'utf8')).toBe(renderWordsFile(collectWords()));
  });
  // a word spelled in any reading becomes known, and a question using it is no longer declined by it
  // (session 20: "renew" spelled in a list of action words answered "which customer accts renew in the next 90 days")
  it('keep the words spelled only where the planner declines as declined', () => {
    for (const w of ['renew', 'renewal', 'tickets', 'deal', 'crm']) expect(DECLINED_WORDS.has(w), w).toBe(true);
  });
});
