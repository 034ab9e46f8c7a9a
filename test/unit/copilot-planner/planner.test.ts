// The deterministic planner's parts (windows, extraction, typo correction, plans) and the
// OpenAI-compatible planner against a scripted server on loopback.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWindow } from '../../../subgraphs/copilot/planner/time.js';
import { normalize } from '../../../subgraphs/copilot/planner/normalize.js';
import * as x from '../../../subgraphs/copilot/planner/extract.js';
import { planQuestion } from '../../../subgraphs/copilot/planner/plan.js';
import { createLlmPlanner } from '../../../subgraphs/copilot/planner/llm.js';
import { composeAnswer } from '../../../subgraphs/copilot/planner/compose/index.js';
import { EMPTY_NAMES, type KnownNames } from '../../../subgraphs/copilot/planner/workspace.js';
import { ALL_TOOLS } from '../../../subgraphs/copilot/tools/index.js';
import { createRegistry } from '../../../subgraphs/copilot/catalogue/registry.js';
import type { PlannerInput } from '../../../subgraphs/copilot/catalogue/types.js';

const NOW = new Date('2025-06-18T12:00:00.000Z'); // a Wednesday
/** windows "to now" include the present instant: their exclusive end is one millisecond later */
const UPTO = new Date(NOW.getTime() + 1).toISOString();
const registry = createRegistry(ALL_TOOLS);
const ownerTools = registry.toolsFor({ kind: 'session', workspaceId: 'w', userId: 'u', role: 'owner' }, { privilegedActionsEnabled: false });
const keyTools = registry.toolsFor({ kind: 'key', workspaceId: 'w', keyId: 'k', keyName: 'k', scopes: ['copilot'] }, { privilegedActionsEnabled: false });
const NAMES: KnownNames = { ...EMPTY_NAMES, rules: ['Hot leads to Klaviyo'], keys: ['Zapier export'], accounts: [{ domain: 'acme.com', name: 'Acme' }, { domain: 'acme.io', name: null }, { domain: 'globex.com', name: 'Globex' }] };
const input = (question: string, extra: Partial<PlannerInput> = {}): PlannerInput => ({ question, tools: ownerTools, history: [], facts: [], now: NOW, workspaceId: 'w', ...extra });
const plan = (q: string, extra: Partial<PlannerInput> = {}) => planQuestion(input(q, extra), NAMES);

describe('time windows', () => {
  it.each([
    ['visitors last week', '2025-06-09T00:00:00.000Z', '2025-06-16T00:00:00.000Z', 'last week'],
    ['past 30 days', '2025-05-20T00:00:00.000Z', UPTO, 'last 30 days'],
    ['since March', '2025-03-01T00:00:00.000Z', UPTO, 'since 2025-03-01'],
    ['in Q3', '2024-07-01T00:00:00.000Z', '2024-10-01T00:00:00.000Z', 'Q3 2024'],
    ['Q2', '2025-04-01T00:00:00.000Z', '2025-06-18T12:00:00.001Z', 'Q2 2025'],
    ['yesterday', '2025-06-17T00:00:00.000Z', '2025-06-18T00:00:00.000Z', 'yesterday'],
    ['between May 1 and May 10', '2025-05-01T00:00:00.000Z', '2025-05-11T00:00:00.000Z', '2025-05-01 to 2025-05-10'],
  ])('%s', (q, from, to, label) => {
    expect(parseWindow(q, NOW)).toEqual({ from, to, label });
  });
  it('no time phrase → no window', () => expect(parseWindow('top 10 accounts', NOW)).toBeNull());
  it('"all-time", "since we installed the pixel", "ever" → all time; "right now" and a campaign slug name no window', () => {
    for (const q of ['all-time page views', 'page views since we installed the pixel', 'most visits ever'])
      expect(parseWindow(q, NOW)).toEqual({ from: '2000-01-01T00:00:00.000Z', to: UPTO, label: 'all time' });
    expect(parseWindow('how many accounts are in signal right now?', NOW)).toBeNull();
    expect(parseWindow('accounts from the abm-q3 campaign', NOW)).toBeNull();
    expect(parseWindow('visitors in the last 24 hours', NOW)).toEqual({ from: '2025-06-17T12:00:00.000Z', to: UPTO, label: 'last 24 hours' });
  });
});

describe('normalisation and extraction', () => {
  it('corrects typos against the vocabulary, never real words or arguments', () => {
    expect(normalize('shwo me my webhoks').text).toBe('show me my webhooks');
    expect(normalize('paus the personal rule, step 2').text).toBe('pause the personal rule, step 2');
    expect(normalize('revoke "Zaiper Key" for jane@acme.com').text).toContain('"Zaiper Key" for jane@acme.com');
  });
  it('extracts emails, URLs, domains, quoted names, paths, numbers and classifications', () => {
    const raw = 'mark "Big Fish" jane@acme.com at https://x.example.com/h, globex.com /pricing intent above 70 as competitors';
    expect(x.emails(raw)).toEqual(['jane@acme.com']);
    expect(x.urls(raw)).toEqual(['https://x.example.com/h']);
    expect(x.domains(raw)).toEqual(['globex.com']);
    expect(x.quoted(raw)).toEqual(['Big Fish']);
    expect(x.paths(raw)).toEqual(['/pricing']);
    expect(x.intentFloor(raw.toLowerCase())).toBe(70);
    expect(x.classification(raw.toLowerCase())).toBe('competitor');
    expect(x.limit('show me the top 5 accounts')).toBe(5);
  });
});

describe('plans', () => {
  it('reads a leading company-name word: one account, or a clarification when several names start with it', () => {
    const names: KnownNames = { ...EMPTY_NAMES, accounts: [{ domain: 'dunderlogistics.com', name: 'Dunder Logistics' }, { domain: 'dunderlabs.com', name: 'Dunder Labs' }, { domain: 'wonkafoods.com', name: 'Wonka Foods' }, { domain: 'umbrellalabs.com', name: 'Umbrella Labs' }, { domain: 'blackmesa.com', name: 'Black Mesa' }] };
    expect(planQuestion(input('tell me about Dunder'), names)).toMatchObject({ type: 'clarification', text: expect.stringMatching(/dunderlogistics\.com or dunderlabs\.com/) });
    expect(planQuestion(input('how engaged is wonka?'), names)).toMatchObject({ type: 'calls', calls: [{ tool: 'get_account', arguments: { domain: 'wonkafoods.com' } }] });
    // a common word counts only when capitalised inside the sentence
    expect(planQuestion(input('how is Umbrella doing'), names)).toMatchObject({ calls: [{ tool: 'get_account', arguments: { domain: 'umbrellalabs.com' } }] });
    expect(planQuestion(input('how is Black doing'), names)).toMatchObject({ calls: [{ tool: 'get_account', arguments: { domain: 'blackmesa.com' } }] });
    expect(planQuestion(input('show black accounts'), names)).toMatchObject({ calls: [{ tool: 'search_accounts', arguments: {} }] });
  });
  it('reads a short follow-up with the previous question, after a clarification or an answer', () => {
    const clarified = { question: 'classify as competitor', answer: 'Which account should I classify?', calls: [], kind: 'clarification' as const };
    expect(plan('acme.com', { history: [clarified] })).toMatchObject({ calls: [{ tool: 'classify_account', arguments: { domain: 'acme.com', classification: 'competitor' } }] });
    const answered = { question: 'show the journey', answer: 'The most common paths…', calls: [{ tool: 'journey_paths', arguments: {} }], kind: 'answer' as const };
    expect(plan('jane@acme.com', { history: [answered] })).toMatchObject({ calls: [{ tool: 'visitor_journey', arguments: { email: 'jane@acme.com' } }] });
  });
  it('lists with commas and "&" are several requests; questions about what exists change nothing', () => {
    expect(plan('show webhooks, api keys and alert destinations')).toMatchObject({ calls: [{ tool: 'list_webhooks' }, { tool: 'list_api_keys' }, { tool: 'list_alert_destinations' }] });
    expect(plan('list intent pages & sync rules')).toMatchObject({ calls: [{ tool: 'intent_pages' }, { tool: 'sync_rules' }] });
    expect(plan('hw many webhooks do we have set up')).toMatchObject({ calls: [{ tool: 'list_webhooks' }] });
    expect(plan('turn the webhook https://old.example.com/hook on again')).toMatchObject({ calls: [{ tool: 'set_webhook_state', arguments: { action: 'enable' } }] });
    expect(plan('show me their journey')).toMatchObject({ type: 'clarification' });
  });

  it('reads, with arguments and a window', () => {
    expect(plan('who visited from globex last week')).toMatchObject({ type: 'calls', calls: [{ tool: 'search_visitors', arguments: { domain: 'globex.com', window: { label: 'last week' } } }] });
  });
  it('word order and typos do not matter', () => {
    for (const q of ['competitors as acme.com mark', 'mark acme.com as a competitor', 'acme.com is a competitr'])
      expect(plan(q), q).toMatchObject({ type: 'calls', question_kind: 'action', calls: [{ tool: 'classify_account', arguments: { domain: 'acme.com', classification: 'competitor' } }] });
  });
  it('unquoted names are read against the workspace, ambiguous names get a clarification', () => {
    expect(plan('pause the Hot leads to Klaviyo rule')).toMatchObject({ calls: [{ tool: 'set_sync_rule_state', arguments: { rule: 'Hot leads to Klaviyo', action: 'pause' } }] });
    expect(plan('tell me about acme')).toMatchObject({ type: 'clarification', text: expect.stringMatching(/acme\.com or acme\.io/) });
    expect(plan('pull up globex')).toMatchObject({ calls: [{ tool: 'get_account', arguments: { domain: 'globex.com' } }] });
  });
  it('a missing required argument is asked for; the reply is read with the question', () => {
    const first = plan('revoke the key');
    expect(first).toMatchObject({ type: 'clarification', text: expect.stringContaining('Zapier export') });
    expect(plan('Zapier export', { history: [{ question: 'revoke the key', answer: null, calls: [] }] })).toMatchObject({ calls: [{ tool: 'revoke_api_key', arguments: { key: 'Zapier export' } }] });
  });
  it('multi-tool plans stay within four calls', () => {
    expect(plan('show api keys and webhooks')).toMatchObject({ calls: [{ tool: 'list_api_keys' }, { tool: 'list_webhooks' }] });
    const four = plan('tell me about acme.com, globex.com, initech.io and hooli.com');
    expect(four.type === 'calls' && four.calls.length).toBe(4);
    // a fifth would be dropped without a word: asked to split instead
    expect(plan('tell me about acme.com, globex.com, initech.io, hooli.com and umbrella.co')).toMatchObject({ type: 'clarification', text: expect.stringMatching(/at most 4/) });
  });
  it('refuses causal and out-of-scope questions, and answers honestly for outside systems', () => {
    expect(plan('why did traffic drop?').type).toBe('refusal');
    expect(plan('what is the weather in Paris')).toMatchObject({ type: 'refusal', text: expect.stringMatching(/outside/) });
    // a question about the workspace's data that no read answers is declined, never answered
    expect(plan('how many trees did we plant last week?')).toMatchObject({ type: 'refusal', text: expect.stringMatching(/outside/) });
    // issue 17: revenue is answered by the store tools, over the window asked; what they do not cover is declined
    expect(plan('what was revenue last month')).toMatchObject({ type: 'calls', calls: [{ tool: 'revenue_and_aov', arguments: { window: { label: 'last month' } } }] });
    expect(plan('what is our customer lifetime value')).toMatchObject({ type: 'answer', text: expect.stringMatching(/not available/) });
    expect(plan('run the hot leads rule now')).toMatchObject({ type: 'calls', calls: [{ tool: 'run_sync_rule' }] }); // issue 16: available now
  });
  it('a key caller asking for a change gets no calls and an answer saying so', () => {
    expect(plan('mark acme.com as a competitor', { tools: keyTools })).toMatchObject({ type: 'answer', question_kind: 'action', text: expect.stringMatching(/read-only/) });
  });
});

describe('compose', () => {
  it('copies numbers from the rows and states what was withheld', () => {
    const text = composeAnswer({
      question: 'top accounts',
      calls: [{ tool: 'search_accounts', arguments: {} }],
      now: NOW,
      results: [{ tool: 'search_accounts', result: { sql: 'SELECT', coverage: '1 account shown of 2 matching', caveats: [], window: null, has_data: true, withheld: 1, data: [{ company_domain: 'acme.com', company_name: 'Acme', intent_score: 92, visitor_count: 2, classification: 'lead' }] } }],
    });
    expect(text).toContain('acme.com (Acme): intent 92, 2 visitors, lead');
    expect(text).toContain('1 withheld by your plan');
  });
});

describe('LLM planner (OpenAI-compatible, scripted server on loopback)', () => {
  let server: Server;
  let url: string;
  const requests: any[] = [];
  let script: (body: any) => unknown = () => ({});
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const parsed = JSON.parse(body);
        requests.push({ path: req.url, auth: req.headers.authorization, body: parsed });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ choices: [{ message: script(parsed) }] }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  const call = (name: string, args: unknown) => ({ role: 'assistant', content: null, tool_calls: [{ id: '1', type: 'function', function: { name, arguments: JSON.stringify(args) } }] });

  it('sends only the caller’s tools and turns tool calls into a plan', async () => {
    script = () => call('search_accounts', { limit: 5 });
    const p = createLlmPlanner({ url, model: 'test-model', key: 'k1' });
    expect(await p.plan(input('top five accounts', { tools: keyTools }))).toMatchObject({ type: 'calls', calls: [{ tool: 'search_accounts', arguments: { limit: 5 } }] });
    const req = requests.at(-1);
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.auth).toBe('Bearer k1');
    expect(req.body.model).toBe('test-model');
    const names = req.body.tools.map((t: any) => t.function.name);
    expect(names).toContain('search_accounts');
    expect(names).not.toContain('classify_account');
  });

  it('a change the caller may not make is not planned', async () => {
    script = () => call('classify_account', { domain: 'acme.com', classification: 'competitor' });
    const d = await createLlmPlanner({ url, model: 'm' }).plan(input('mark acme as competitor', { tools: keyTools }));
    expect(d).toMatchObject({ type: 'answer', question_kind: 'action' });
  });

  it('invalid arguments are dropped; clarifications pass through; causal questions never reach the model', async () => {
    script = () => call('search_accounts', { limit: 500 });
    expect((await createLlmPlanner({ url, model: 'm' }).plan(input('accounts'))).type).toBe('answer');
    script = () => call('ask_clarification', { question: 'Which rule?' });
    expect(await createLlmPlanner({ url, model: 'm' }).plan(input('pause it'))).toMatchObject({ type: 'clarification', text: 'Which rule?' });
    const before = requests.length;
    expect((await createLlmPlanner({ url, model: 'm' }).plan(input('why did visits drop'))).type).toBe('refusal');
    expect(requests.length).toBe(before);
  });

  it('composes with the model and falls back to the rows when it fails', async () => {
    script = () => ({ role: 'assistant', content: 'Acme leads with intent 92.' });
    const results = [{ tool: 'search_accounts', result: { sql: 'S', coverage: '1 account', caveats: [], window: null, has_data: true, data: [{ company_domain: 'acme.com', intent_score: 92 }] } }];
    const p = createLlmPlanner({ url, model: 'm' });
    expect(await p.compose({ question: 'q', calls: [], results, now: NOW })).toBe('Acme leads with intent 92.');
    const down = createLlmPlanner({ url: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 500 });
    expect(await down.compose({ question: 'q', calls: [{ tool: 'search_accounts', arguments: {} }], results, now: NOW })).toContain('intent 92');
  });
});

describe('commerce questions (issue 17)', () => {
  it.each([
    ['what was our AOV last month and why did it change', 'aov_decomposition'],
    ['which products do people buy after reading the blog', 'page_to_product_attribution'],
    ['best selling products this month', 'product_performance'],
    ['how many new customers did we get last week', 'customer_counts'],
    ['how many orders last week', 'revenue_and_aov'],
    ['how many signups converted to paid memberships last month', 'membership_conversion_paths'],
  ])('%s → %s, with the window asked', (q, tool) => {
    const d = plan(q);
    expect(d).toMatchObject({ type: 'calls', calls: [{ tool }] });
    if (/last|this/.test(q)) expect((d as { calls: Array<{ arguments: { window?: unknown } }> }).calls[0]!.arguments.window).toBeTruthy();
  });
  it('price history of a named product is narrowed to it', () => {
    expect(plan('price history of Trail Shoe')).toMatchObject({ calls: [{ tool: 'price_history', arguments: { product: 'Trail Shoe' } }] });
  });
});

describe('causal questions (spec 4.3 rule 3)', () => {
  it('a price change and its effect on sales is planned as causal_impact', () => {
    const d = plan('did the price change on Trail Shoe increase sales?');
    expect(d).toMatchObject({ type: 'calls', calls: [{ tool: 'causal_impact', arguments: { product: 'Trail Shoe', metric: 'net_sales' } }] });
  });
  it('a cause with no intervention in the data is refused', () => {
    expect(plan('did the webinar cause more signups?')).toMatchObject({ type: 'refusal' });
  });
  it('an API key caller gets causal_impact too (a read)', () => {
    expect(plan('did the price cut on Wool Socks lift units sold?', { tools: keyTools })).toMatchObject({ calls: [{ tool: 'causal_impact', arguments: { product: 'Wool Socks', metric: 'units' } }] });
  });
});
