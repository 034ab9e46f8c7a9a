// The copilot response (spec 2.7) and the pieces the runtime builds it from.
import type { PlannedCall, TimeWindow } from '../catalogue/types.js';
import type { Applied } from '../catalogue/applied.js';

export type QuestionKind = 'descriptive' | 'action';

export interface TraceEntry {
  tool: string;
  arguments: Record<string, unknown>;
  /** the question's constraints this call's arguments apply (window, page, intent, order...), issue 14 */
  applied: Applied[];
  /** the statement(s) actually executed */
  sql: string;
  coverage: string;
  caveats: string[];
  window: TimeWindow | null;
  data: Record<string, unknown>[];
  has_data: boolean;
  /** records masked by plan cap or tier in these rows */
  withheld: number;
  /** set when the call failed; the other calls of the plan still report */
  error?: { code: string; message: string };
}

export interface Warning {
  code: string;
  message: string;
}

export interface PendingAction {
  tool: string;
  arguments: Record<string, unknown>;
  effect: string;
  irreversible: boolean;
  /** read or change: reads are held with the changes (spec 4.4) */
  kind: 'read' | 'change';
  irreversible_reason?: string;
}

export interface PendingConfirmation {
  actions: PendingAction[];
  irreversible: boolean;
  /** copy unchanged into the next request's approved_plan */
  approve_with: { question_kind: QuestionKind; calls: PlannedCall[]; signature: string };
}

export interface CopilotResponse {
  answer: string | null;
  refusal: string | null;
  clarification: string | null;
  question_kind: QuestionKind;
  plan: { reasoning: string; calls: string[] | PlannedCall[] };
  disclosures: string[];
  limits: string[];
  warnings: Warning[];
  pending_confirmation: PendingConfirmation | null;
  trace: TraceEntry[];
  thread_id: string | null;
  turn_id: string | null;
  message_id: string;
  secrets: Record<string, string>;
}

/** The outcome of one run before the envelope fields (ids, disclosures) are added. */
export type Outcome =
  | { kind: 'answer'; text: string }
  | { kind: 'refusal'; text: string }
  | { kind: 'clarification'; text: string };
