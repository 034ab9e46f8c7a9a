// Optional planner for users who run a local model: OpenAI-compatible tool calling
// (POST {COPILOT_LLM_URL}/chat/completions). The model only ever sees the tools the caller may use,
// its calls are validated against each tool's schema, and the runtime's gate and numeric guard
// apply to its output exactly as to the default planner's. Causal questions never reach it.
import { z } from 'zod';
import type { ComposeInput, PlanDraft, PlannedCall, Planner, PlannerInput, ToolDefinition } from '../catalogue/types.js';
import { CAUSAL_REFUSAL, isCausalQuestion } from '../runtime/refusals.js';
import { composeAnswer } from './compose/index.js';
import { MAX_CALLS } from './plan.js';

export interface LlmPlannerOptions {
  url: string;
  model: string;
  key?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const CLARIFY = 'ask_clarification';
const ANSWER = 'answer_without_tools';

const SYSTEM = [
  'You are the planner of a B2B website-visitor analytics copilot. Choose tools to answer the question.',
  `Call at most ${MAX_CALLS} tools; calls run concurrently, so no call may depend on another's output.`,
  'Use only the tools given. Never invent domains, names or numbers; copy names exactly as the user wrote them.',
  `If a required argument is missing or the question has two equally likely readings, call ${CLARIFY}.`,
  `If no tool can answer (outside this product's data), call ${ANSWER} with an honest one-sentence reply.`,
  'Never claim what caused something.',
].join(' ');

interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
}

function toolSpec(t: ToolDefinition) {
  return {
    type: 'function' as const,
    function: { name: t.name, description: t.description, parameters: z.toJSONSchema(t.args, { io: 'input', unrepresentable: 'any' }) },
  };
}

const PSEUDO = [
  { type: 'function' as const, function: { name: CLARIFY, description: 'Ask the user one question back.', parameters: { type: 'object', properties: { question: { type: 'string' } }, required: ['question'] } } },
  { type: 'function' as const, function: { name: ANSWER, description: 'Reply without data, when no tool applies.', parameters: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } } },
];

export function createLlmPlanner(opts: LlmPlannerOptions): Planner {
  const endpoint = opts.url.replace(/\/+$/, '').replace(/(?:\/chat\/completions)?$/, '/chat/completions');
  const doFetch = opts.fetch ?? fetch;

  async function chat(body: Record<string, unknown>): Promise<ChatMessage> {
    const res = await doFetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(opts.key ? { authorization: `Bearer ${opts.key}` } : {}) },
      body: JSON.stringify({ model: opts.model, temperature: 0, ...body }),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
    });
    if (!res.ok) throw new Error(`LLM planner: ${endpoint} answered ${res.status}`);
    const json = (await res.json()) as { choices?: { message?: ChatMessage }[] };
    const msg = json.choices?.[0]?.message;
    if (!msg) throw new Error('LLM planner: response has no choices[0].message');
    return msg;
  }

  return {
    name: `llm:${opts.model}`,
    async plan(input: PlannerInput): Promise<PlanDraft> {
      if (isCausalQuestion(input.question)) return { type: 'refusal', question_kind: 'descriptive', reasoning: 'causal question: refused by rule', text: CAUSAL_REFUSAL };
      const messages: ChatMessage[] = [{ role: 'system', content: SYSTEM + (input.facts.length ? ` Known facts: ${input.facts.join(' | ')}` : '') }];
      for (const h of input.history.slice(-6)) {
        messages.push({ role: 'user', content: h.question });
        if (h.answer) messages.push({ role: 'assistant', content: h.answer });
      }
      messages.push({ role: 'user', content: input.question });
      const msg = await chat({ messages, tools: [...input.tools.map(toolSpec), ...PSEUDO], tool_choice: 'auto' });
      return toDraft(msg, input.tools);
    },
    async compose(input: ComposeInput): Promise<string> {
      const fallback = composeAnswer(input);
      try {
        const rows = input.results.map((r) => ({ tool: r.tool, coverage: r.result.coverage, caveats: r.result.caveats, withheld: r.result.withheld ?? 0, data: r.result.data.slice(0, 25) }));
        const msg = await chat({
          messages: [
            { role: 'system', content: 'Write a concise answer from these rows only. Copy every number exactly as it appears in the rows; do not compute new numbers. State how many records were withheld when withheld > 0. Never claim causes.' },
            { role: 'user', content: `Question: ${input.question}\nRows: ${JSON.stringify(rows)}` },
          ],
        });
        return msg.content?.trim() || fallback;
      } catch {
        return fallback; // the rows still deserve an answer when the model is down
      }
    },
  };
}

/** The model's reply → a plan, keeping only calls to tools this caller may use, with valid arguments. */
export function toDraft(msg: ChatMessage, tools: ToolDefinition[]): PlanDraft {
  const byName = new Map<string, ToolDefinition>(tools.map((t) => [t.name, t]));
  const calls: PlannedCall[] = [];
  const rejected: string[] = [];
  for (const c of msg.tool_calls ?? []) {
    let args: Record<string, unknown> = {};
    try {
      args = JSON.parse(c.function.arguments || '{}') as Record<string, unknown>;
    } catch {
      rejected.push(`${c.function.name}: arguments are not JSON`);
      continue;
    }
    if (c.function.name === CLARIFY) return { type: 'clarification', question_kind: 'descriptive', reasoning: 'model asked back', text: String(args.question ?? 'Could you say more?') };
    if (c.function.name === ANSWER) return { type: 'answer', question_kind: 'descriptive', reasoning: 'model found no tool', text: String(args.text ?? '') };
    const tool = byName.get(c.function.name);
    if (!tool) {
      rejected.push(`${c.function.name}: not available`);
      continue;
    }
    const parsed = tool.args.safeParse(args);
    if (!parsed.success) {
      rejected.push(`${tool.name}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
      continue;
    }
    calls.push({ tool: tool.name, arguments: args });
  }
  if (calls.length === 0) {
    if (rejected.length)
      return {
        type: 'answer',
        question_kind: 'action',
        reasoning: `model named unusable calls: ${rejected.join(', ')}`,
        text: 'That is outside what can be done here with the tools available to you, so nothing was run.',
      };
    return { type: 'answer', question_kind: 'descriptive', reasoning: 'model answered without tools', text: msg.content?.trim() || 'I could not find anything to answer that with.' };
  }
  const action = calls.some((c) => byName.get(c.tool)!.kind === 'change');
  return { type: 'calls', question_kind: action ? 'action' : 'descriptive', reasoning: rejected.length ? `dropped: ${rejected.join(', ')}` : 'model tool calls', calls: calls.slice(0, MAX_CALLS) };
}
